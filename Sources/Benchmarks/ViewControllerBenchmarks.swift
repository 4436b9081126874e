import ControllerCatalog
import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Verification

/// View-controller mode against the model-level reference: scenarios per second on one core for each
/// controller of ``ControllerCatalog/all``, every invariant checked.
///
/// - "generate + run": what a campaign pays per case — the world drawn, the controller's screen read
///   (a fresh controller loaded and its data source asked), the acts drawn, then the run with a second
///   fresh controller; against the model-level reference generating and running its own scenarios.
/// - "run only, same scenarios": the controller's scenarios, generated before timing, run by the
///   controller and by the model-level reference (`ReferenceStrategy`), so the ratio is the cost of the
///   facade and the app's code on identical acts.
///
/// Issue 23's floor is 0.5 × the model-level rate, the aim 0.8.
enum ViewControllerBenchmarks {
    static let count = 1_000

    static var group: BenchmarkGroup { BenchmarkGroup(name: "viewcontroller") {
        let reference = ReferenceStrategy.descriptor
        let referenceRate = rate(count: count) {
            try? StrategyCheck.body(reference, promisedOnly: false)($0)
        } generator: { ScenarioGen.scenario() }
        print("model-level reference, generate + run: \(format(referenceRate)) scenarios/s")
        for controller in ControllerCatalog.all {
            let generated = rate(count: count) {
                try? StrategyCheck.body(controller, promisedOnly: false)($0)
            } generator: { controller.scenarios() }
            print("\(controller.id), generate + run: \(format(generated)) scenarios/s = \(format(generated / referenceRate)) × the model-level reference")
            var scenarios: [Scenario] = []
            _ = Property("sample", controller.scenarios()).run(RunConfiguration(seed: 23, limits: Limits(maxCases: count))) {
                scenarios.append($0)
            }
            let asController = runRate(scenarios, controller)
            let asModel = runRate(scenarios, reference)
            print("\(controller.id), run only, same \(scenarios.count) scenarios: \(format(asController)) scenarios/s; model-level reference \(format(asModel)) scenarios/s; ratio \(format(asController / asModel))")
        }
    } }

    /// Scenarios per second of generating `count` cases and running `body` on each (one round; the engine
    /// does both, as a campaign cell does).
    static func rate(count: Int, _ body: @escaping @Sendable (Scenario) -> Void, generator: () -> Gen<Scenario>) -> Double {
        let gen = generator()
        let seconds = measure {
            _ = Property("rate", gen).run(RunConfiguration(seed: 23, limits: Limits(maxCases: count))) { body($0) }
        }
        return Double(count) / seconds
    }

    /// Scenarios per second of running `scenarios` against `strategy`, best of three rounds.
    static func runRate(_ scenarios: [Scenario], _ strategy: StrategyDescriptor) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            best = min(best, measure {
                for scenario in scenarios { _ = try? ScenarioRunner.run(scenario, strategy: strategy) }
            })
        }
        return Double(scenarios.count) / best
    }

    static func format(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.2f", value) }
}
