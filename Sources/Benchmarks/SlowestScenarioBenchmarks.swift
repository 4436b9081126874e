import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import StrategyFixtures
import Verification

/// The slowest single scenario of a 100,000-scenario campaign, per strategy: the bound that lets a
/// campaign tell a slow scenario from a hung one (a table of 100,000 rows made millions of points tall is
/// the kind of scenario that tests it). Scenarios are generated one at a time (not kept), and only the
/// runner is timed.
enum SlowestScenarioBenchmarks {
    static let scenarioCount = 100_000

    static var group: BenchmarkGroup { BenchmarkGroup(name: "slowest") {
        for id in ["reference", "frameResizeDidShow", "frameResizeBounds", "bottomPinnedFrameInset"] {
            guard let strategy = StrategyCatalog.named(id) else { continue }
            slowest(strategy)
        }
    } }

    static func slowest(_ strategy: StrategyDescriptor) {
        var worst = Duration.zero
        var worstScenario = ""
        var total = Duration.zero
        let clock = ContinuousClock()
        _ = Property("slowest", ScenarioGen.scenario()).run(
            RunConfiguration(seed: 0x510, limits: Limits(maxCases: scenarioCount))) { scenario in
            let started = clock.now
            _ = try? ScenarioRunner.run(scenario, strategy: strategy)
            let took = clock.now - started
            total += took
            if took > worst { worst = took; worstScenario = String(scenario.description.prefix(160)) }
        }
        let seconds = Double(worst.components.seconds) + Double(worst.components.attoseconds) / 1e18
        let sum = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        print("slowest of \(scenarioCount) scenarios, \(strategy.id): \(EngineBenchmarks.format(seconds)) s "
              + "(all \(EngineBenchmarks.format(sum)) s; \(seconds < 1 ? "under" : "OVER") the 1 s bound): \(worstScenario)…")
    }
}
