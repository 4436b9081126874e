import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Verification

/// The model's speed: actions applied per second with a do-nothing app, and runner steps per second
/// with a strategy and every invariant checked. Scenarios are generated before timing starts.
enum ModelBenchmarks {
    static var group: BenchmarkGroup { BenchmarkGroup(name: "model") {
        let scenarios = sample(count: 2_000, seed: 7)
        let small = scenarios.filter { $0.start.sections.reduce(0) { $0 + $1.count } <= 300 }
        plainApplication(scenarios, label: "all generated scenarios")
        plainApplication(small, label: "scenarios of ≤ 300 rows")
        runner(scenarios, strategy: ReferenceStrategy.descriptor, label: "all generated scenarios")
        runner(small, strategy: ReferenceStrategy.descriptor, label: "scenarios of ≤ 300 rows")
        runner(small, strategy: StrategyCatalog.named("insetAndScrollFocused") ?? ReferenceStrategy.descriptor,
               label: "scenarios of ≤ 300 rows")
    } }

    static func sample(count: Int, seed: UInt64) -> [Scenario] {
        var out: [Scenario] = []
        _ = Property("sample", ScenarioGen.scenario()).run(RunConfiguration(seed: seed, limits: Limits(maxCases: count))) {
            out.append($0)
        }
        return out
    }

    /// Model events per second: every action of every scenario applied by `PlainApplication` (the
    /// system's side of each action plus a layout pass), best of three rounds.
    static func plainApplication(_ scenarios: [Scenario], label: String) {
        let events = scenarios.reduce(0) { $0 + $1.actions.count + 1 }
        var best = Double.infinity
        for _ in 0..<3 {
            let seconds = measure {
                for scenario in scenarios { _ = try? PlainApplication.apply(scenario) }
            }
            best = min(best, seconds)
        }
        print("model, do-nothing app, \(label): \(scenarios.count) scenarios, \(events) events in \(EngineBenchmarks.format(best)) s = \(Int(Double(events) / best)) events/s")
    }

    /// Runner steps per second: system, strategy, layout and all seven invariants for every action.
    static func runner(_ scenarios: [Scenario], strategy: StrategyDescriptor, label: String) {
        var steps = 0
        var best = Double.infinity
        for _ in 0..<3 {
            var roundSteps = 0
            let seconds = measure {
                for scenario in scenarios {
                    if let outcome = try? ScenarioRunner.run(scenario, strategy: strategy) { roundSteps += outcome.stepsRun }
                }
            }
            if seconds < best { best = seconds; steps = roundSteps }
        }
        print("runner, \(strategy.id), all invariants, \(label): \(steps) steps in \(EngineBenchmarks.format(best)) s = \(Int(Double(steps) / best)) steps/s")
    }
}
