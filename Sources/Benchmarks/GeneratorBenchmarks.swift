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
        reach()
        pairwiseCoverage()
    } }

    /// Reach: how many scenarios of the pairwise measure's sequence (seed i ×
    /// 0x9E3779B97F4A7C15) come up to and including the first with a full-height keyboard
    /// (``ScenarioLabel/kbFullHeight``) and the first with the app's animated scroll interrupted in
    /// flight (``ScenarioLabel/appAnimatedScrollInFlight``), and how often each is made.
    static func reach() {
        let limit = 20_000
        for (name, label) in [("full-height keyboard", ScenarioLabel.kbFullHeight),
                              ("in-flight animated scroll", ScenarioLabel.appAnimatedScrollInFlight)] {
            let first = PairwiseCoverage.scenariosToFirst(label, limit: limit)
            print("scenarios to the first \(name): \(first.map { "\($0)" } ?? "none in \(limit)")")
        }
        let sample = 10_000
        var full = 0, inFlight = 0
        for labels in PairwiseCoverage.labelledScenarios(sample) {
            if labels.contains(ScenarioLabel.kbFullHeight) { full += 1 }
            if labels.contains(ScenarioLabel.appAnimatedScrollInFlight) { inFlight += 1 }
        }
        print("  over \(sample) scenarios: full-height keyboard in \(full), in-flight animated scroll in \(inFlight)")
    }

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
        let dimensionPairs = coverage.dimensionPairsRarestFirst, dimensionUnder = coverage.dimensionPairs(under: 0.001)
        print("  dimensions (\(CoverageDimension.all.map(\.name).joined(separator: " × "))): \(dimensionPairs.count) pairs, "
            + "\(dimensionPairs.count - dimensionUnder.count) at or above 0.1 %, \(dimensionUnder.count) under; rarest: "
            + dimensionPairs.prefix(5).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
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
