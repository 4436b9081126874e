import Foundation
import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry

/// Scenario generation rate, and the cost of applying scenarios to the model with a do-nothing app.
enum GeneratorBenchmarks {
    static var group: BenchmarkGroup { BenchmarkGroup(name: "generators") {
        if ProcessInfo.processInfo.environment["PAIRWISE_ONLY"] == nil {
            generationRate()
            applicationRate()
        }
        pairwiseCoverage()
    } }

    /// Pairwise coverage: over 100,000 scenarios (`PAIRWISE_SCENARIOS` to change), the share that holds each pair of a keyboard class and a
    /// content, lifecycle or drag class (``PairwiseCoverage``), the pairs under 0.1 % and the rarest ten.
    static func pairwiseCoverage() {
        let count = ProcessInfo.processInfo.environment["PAIRWISE_SCENARIOS"].flatMap(Int.init).map { max(1, $0) } ?? 100_000
        let coverage = PairwiseCoverage.measure(scenarios: count)
        let all = coverage.rarestFirst, under = coverage.pairs(under: 0.001)
        print("pairwise coverage over \(coverage.scenarios) scenarios: \(all.count) pairs (\(ScenarioLabel.keyboardClasses.count) keyboard × \(ScenarioLabel.contextClasses.count) context classes), "
            + "\(all.count - under.count) at or above 0.1 %, \(under.count) under (\(all.filter { $0.count == 0 }.count) never)")
        print("  rarest: " + all.prefix(10).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
        if !under.isEmpty { print("  under 0.1 %: " + under.map { "\($0.pair) \($0.count)" }.joined(separator: "; ")) }
    }

    /// Scenarios per second through the engine (a trivial property over `ScenarioGen.scenario()`).
    static func generationRate() {
        let cases = 50_000
        var actions = 0
        var best = Double.infinity
        for round in 0..<4 {
            var roundActions = 0
            let seconds = measure {
                let report = Property("generation", ScenarioGen.scenario())
                    .run(RunConfiguration(seed: UInt64(round), limits: Limits(maxCases: cases))) { scenario in
                        roundActions += scenario.actions.count
                    }
                precondition(report.casesPassed == cases, "generation rejected cases: \(report.casesRejected)")
            }
            if round > 0, seconds < best { best = seconds; actions = roundActions }
        }
        print("generation: \(cases) scenarios (max 30 actions) in \(EngineBenchmarks.format(best)) s = \(Int(Double(cases) / best)) scenarios/s, "
            + "\(Int(Double(actions) / best)) actions/s (\(EngineBenchmarks.format(Double(actions) / Double(cases))) actions per scenario)")
    }

    /// Scenarios per second generated and applied with `PlainApplication` (the model's cost included).
    static func applicationRate() {
        let cases = 2_000
        var invalid = 0
        let seconds = measure {
            let report = Property("application", ScenarioGen.scenario())
                .run(RunConfiguration(seed: 99, limits: Limits(maxCases: cases))) { scenario in
                    do { _ = try PlainApplication.apply(scenario) } catch { invalid += 1 }
                }
            precondition(report.casesPassed == cases)
        }
        print("generation + plain application: \(cases) scenarios in \(EngineBenchmarks.format(seconds)) s = \(Int(Double(cases) / seconds)) scenarios/s, \(invalid) invalid")
    }
}
