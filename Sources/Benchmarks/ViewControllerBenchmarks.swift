import ControllerCatalog
import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import StrategyFixtures
import Verification

/// View-controller mode against the model-level reference: scenarios per second on one core (CPU time
/// of the benchmark's thread, so other processes on a shared machine disturb the figures little) for
/// each controller of ``ControllerCatalog/all``, every invariant checked.
///
/// - "generate + run": what a campaign pays per case — the world drawn, the controller's screen read
///   (a fresh controller loaded and its data source asked), the acts drawn, then the run with a second
///   fresh controller; against the model-level reference generating and running its own scenarios.
/// - "run only, same scenarios": the controller's scenarios, generated before timing, run by the
///   controller and by the model-level reference (`ReferenceStrategy`) with the same invariants
///   (all of them), so the ratio is the cost of the facade and the app's code on identical acts. The two
///   are timed in alternating rounds, best of five each.
///
/// The floor is 0.5 × the model-level rate, the aim 0.8. `VC_BENCH_ONLY=id,id` runs only those
/// controllers. `VC_BENCH_PROFILE=id` (a controller's id, or `reference` for the model-level reference on
/// the reading controller's scenarios, `reference@id` on controller `id`'s) only runs that strategy's
/// run-only rounds, twenty of them (`VC_BENCH_ROUNDS=n`: n), for a profiler to sample one path.
enum ViewControllerBenchmarks {
    static let count = 1_000

    static var group: BenchmarkGroup { BenchmarkGroup(name: "viewcontroller") {
        let reference = ReferenceStrategy.descriptor
        if let profiled = ProcessInfo.processInfo.environment["VC_BENCH_PROFILE"] {
            profile(profiled, reference: reference)
            return
        }
        let referenceRate = rate(count: count) {
            try? StrategyCheck.body(reference, promisedOnly: false)($0)
        } generator: { ScenarioGen.scenario() }
        print("model-level reference, generate + run: \(format(referenceRate)) scenarios/s")
        let only = ProcessInfo.processInfo.environment["VC_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        var summary: [String] = []
        for controller in ControllerCatalog.all where only?.contains(controller.id) ?? true {
            let generated = rate(count: count) {
                try? StrategyCheck.body(controller, promisedOnly: false)($0)
            } generator: { controller.scenarios() }
            print("\(controller.id), generate + run: \(format(generated)) scenarios/s = \(format(generated / referenceRate)) × the model-level reference")
            var scenarios: [Scenario] = []
            _ = Property("sample", controller.scenarios()).run(RunConfiguration(seed: 23, limits: Limits(maxCases: count))) {
                scenarios.append($0)
            }
            let (asController, asModel) = runRates(scenarios, controller, reference)
            print("\(controller.id), run only, same \(scenarios.count) scenarios: \(format(asController)) scenarios/s; model-level reference \(format(asModel)) scenarios/s; ratio \(format(asController / asModel))")
            summary.append("\(controller.id): generate + run \(format(generated / referenceRate)), run only \(format(asController / asModel))")
        }
        print("ratios to the model-level reference (floor 0.5, aim 0.8):\n  " + summary.joined(separator: "\n  "))
    } }

    /// Twenty run-only rounds of one strategy on the scenarios its controller draws (the reading
    /// reference's when `id` is `reference`), for a profiler.
    static func profile(_ id: String, reference: StrategyDescriptor) {
        // `reference` samples the model-level reference on the reading controller's scenarios;
        // `reference@<id>` on controller `id`'s.
        let isReference = id == "reference" || id.hasPrefix("reference@")
        let controllerID = id == "reference" ? "referenceReadingController"
            : id.hasPrefix("reference@") ? String(id.dropFirst("reference@".count)) : id
        guard let controller = ControllerCatalog.all.first(where: { $0.id == controllerID }) else {
            print("no catalogue controller \(id); ids: \(ControllerCatalog.all.map(\.id).joined(separator: ", "))")
            return
        }
        let strategy = isReference ? reference : controller
        var scenarios: [Scenario] = []
        _ = Property("sample", controller.scenarios()).run(RunConfiguration(seed: 23, limits: Limits(maxCases: count))) {
            scenarios.append($0)
        }
        let rounds = ProcessInfo.processInfo.environment["VC_BENCH_ROUNDS"].flatMap { Int($0) }.map { max(1, $0) } ?? 20
        let seconds = measureCPU {
            for _ in 0..<rounds { for scenario in scenarios { _ = try? ScenarioRunner.run(scenario, strategy: strategy) } }
        }
        print("\(id), run only, \(rounds) × \(scenarios.count) scenarios: \(format(Double(rounds * scenarios.count) / seconds)) scenarios/s")
    }

    /// Scenarios per CPU second of generating `count` cases and running `body` on each (one round; the
    /// engine does both, as a campaign cell does).
    static func rate(count: Int, _ body: @escaping @Sendable (Scenario) -> Void, generator: () -> Gen<Scenario>) -> Double {
        let gen = generator()
        let seconds = measureCPU {
            _ = Property("rate", gen).run(RunConfiguration(seed: 23, limits: Limits(maxCases: count))) { body($0) }
        }
        return Double(count) / seconds
    }

    /// Scenarios per CPU second of running `scenarios` against `strategy` and against `other`, timed in
    /// alternating rounds, best of five each.
    static func runRates(_ scenarios: [Scenario], _ strategy: StrategyDescriptor, _ other: StrategyDescriptor) -> (Double, Double) {
        var best = (Double.infinity, Double.infinity)
        func time(_ descriptor: StrategyDescriptor) -> Double {
            measureCPU {
                for scenario in scenarios { _ = try? ScenarioRunner.run(scenario, strategy: descriptor) }
            }
        }
        for _ in 0..<5 {
            best.0 = min(best.0, time(strategy))
            best.1 = min(best.1, time(other))
        }
        return (Double(scenarios.count) / best.0, Double(scenarios.count) / best.1)
    }

    static func format(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.2f", value) }
}
