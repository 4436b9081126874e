import Foundation
import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing

/// Every class the generators label is produced often enough to matter in a CI run.
@Suite struct Coverage {
    static let scenarioCount = 10_000

    /// Labels whose floor is below 1 %, with the floor in percent and why it is rare.
    static let rareFloors: [String: Double] = [
        // 4 % of lists are huge and 30 % of those are exactly 100,000 rows.
        ScenarioLabel.rows100k: 0.5,
    ]

    @Test func everyLabelAppearsInAtLeastOnePercentOfScenarios() {
        var bodyCalls = 0
        let report = Property("coverage", ScenarioGen.scenario())
            .run(RunConfiguration(seed: 20_260_101, limits: Limits(maxCases: Self.scenarioCount))) { _ in
                bodyCalls += 1
            }
        #expect(bodyCalls == Self.scenarioCount)
        #expect(report.casesPassed == Self.scenarioCount)
        #expect(report.casesRejected == 0 && report.casesOverrun == 0,
                "\(report.casesRejected) rejected, \(report.casesOverrun) overran: generation must not throw")
        let counts = report.statistics.counts
        print("Label counts over \(Self.scenarioCount) scenarios (seed 20260101):\n\(Self.table(counts, total: Self.scenarioCount))")
        var missing: [String] = []
        for label in ScenarioLabel.all {
            let floor = Self.rareFloors[label] ?? 1.0
            let percent = Double(counts[label, default: 0]) * 100 / Double(Self.scenarioCount)
            if percent < floor { missing.append("\(label): \(counts[label, default: 0]) (\(percent)% < \(floor)%)") }
        }
        #expect(missing.isEmpty, "labels below their floor:\n\(missing.joined(separator: "\n"))")
        let unknown = counts.keys.filter { !ScenarioLabel.all.contains($0) }
        #expect(unknown.isEmpty, "labels missing from ScenarioLabel.all: \(unknown.sorted())")
    }

    /// The label table, most frequent first, with one-decimal percentages.
    static func table(_ counts: [String: Int], total: Int) -> String {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { label, count in
                let permille = count * 1000 / total
                return "  \(label): \(count) (\(permille / 10).\(permille % 10)%)"
            }
            .joined(separator: "\n")
    }
}

/// Bugs live in combinations: every keyboard class meets every content, lifecycle and drag class.
///
/// The full check — every pair in at least 0.1 % of 100,000 scenarios — is the nightly profile's (about
/// 42 s of CPU in a debug build, the longest test of `swift test`) and the benchmark's:
///
///     PAIRWISE_SCENARIOS=100000 swift test --filter PairwiseCoverageTests
///     swift run -c release Benchmarks generators
///
/// `swift test` measures the first 20,000 of the same scenarios and asks every pair for 0.04 % (8
/// scenarios): a class that drops out, or a pair the generators no longer make, fails it. (Over those
/// 20,000 the rarest pair had 16 when this was written, the 0.1 % pairs about 20; the first 10,000 left
/// pairs at 5, too few to tell a rare pair from a lost one.)
@Suite struct PairwiseCoverageTests {
    static let scenarios = ProcessInfo.processInfo.environment["PAIRWISE_SCENARIOS"].flatMap(Int.init).map { max(1, $0) } ?? 20_000
    /// The share each pair must reach: 0.1 % over the full 100,000 or more, else 0.04 %.
    static var floor: Double { scenarios >= 100_000 ? 0.001 : 0.0004 }

    @Test func everyKeyboardClassMeetsEveryContextClass() {
        let coverage = PairwiseCoverage.measure(scenarios: Self.scenarios)
        #expect(coverage.scenarios == Self.scenarios)
        let all = coverage.rarestFirst
        #expect(all.count == ScenarioLabel.keyboardClasses.count * ScenarioLabel.contextClasses.count)
        print("pairwise coverage over \(coverage.scenarios) scenarios, rarest pairs: "
            + all.prefix(10).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
        let under = coverage.pairs(under: Self.floor)
        #expect(under.isEmpty, "pairs under \(Self.floor * 100) %: \(under.map { "\($0.pair) \($0.count)" }.joined(separator: "; "))")
    }
}
