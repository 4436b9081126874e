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

/// Bugs live in combinations: every keyboard class meets every content, lifecycle and drag class, and
/// every class of each ``CoverageDimension`` (presentation, keyboard kind, act, adjustment) meets every
/// class of the others.
///
/// `swift test` runs the short check (2,000 scenarios, a few seconds): every class still appears and
/// every dimension pair at least once, so a class that drops out fails. The statistical version — each
/// pair in at least one scenario per thousand over 100,000 — runs with the engine's nightly switch,
/// `KEYFUZZ_PROFILE=nightly` (``CheckEnvironment/profileVariable``), and its figures print in the
/// benchmark (`swift run -c release Benchmarks generators`).
@Suite struct PairwiseCoverageTests {
    static let nightly = ProcessInfo.processInfo.environment[CheckEnvironment.profileVariable]?.lowercased() == "nightly"
    static let shortRun = 2_000
    static let longRun = 100_000
    /// Measured once for the nightly tests.
    static let longCoverage = PairwiseCoverage.measure(scenarios: longRun)

    /// What the short check finds missing: classes never seen, dimension pairs never seen.
    static func missing(_ coverage: PairwiseCoverage) -> [String] {
        var labelsSeen = Set<String>()
        for k in ScenarioLabel.keyboardClasses where ScenarioLabel.contextClasses.contains(where: { coverage.count(k, $0) > 0 }) {
            labelsSeen.insert(k)
        }
        for c in ScenarioLabel.contextClasses where ScenarioLabel.keyboardClasses.contains(where: { coverage.count($0, c) > 0 }) {
            labelsSeen.insert(c)
        }
        var out = (ScenarioLabel.keyboardClasses + ScenarioLabel.contextClasses).filter { !labelsSeen.contains($0) }.map { "class \($0)" }
        out += coverage.classCountsByName.filter { $0.count == 0 }.map { "class \($0.name)" }
        out += coverage.dimensionPairsRarestFirst.filter { $0.count == 0 }.map { "pair \($0.pair)" }
        return out
    }

    @Test func everyClassAndEveryDimensionPairAppearsInAShortRun() {
        let coverage = PairwiseCoverage.measure(scenarios: Self.shortRun)
        #expect(coverage.scenarios == Self.shortRun)
        print("dimensions over \(coverage.scenarios) scenarios: "
            + CoverageDimension.all.map { d in "\(d.name) (\(d.classes.map(\.name).joined(separator: ", ")))" }.joined(separator: "; "))
        print("  classes: " + coverage.classCountsByName.map { "\($0.name) \($0.count)" }.joined(separator: "; "))
        print("  rarest dimension pairs: " + coverage.dimensionPairsRarestFirst.prefix(8).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
        let missing = Self.missing(coverage)
        #expect(missing.isEmpty, "never generated in \(Self.shortRun) scenarios: \(missing.joined(separator: "; "))")
    }

    /// The short check fails when a class drops out: a run whose scenarios never carry the floating
    /// keyboard's label is reported, class and pairs.
    @Test func theShortCheckReportsAClassThatDropsOut() {
        var coverage = PairwiseCoverage()
        for labels in PairwiseCoverage.labelledScenarios(Self.shortRun) {
            coverage.add(labels: labels.filter { $0 != ScenarioLabel.kbFloating })
        }
        let missing = Self.missing(coverage)
        #expect(missing.contains("class \(ScenarioLabel.kbFloating)"))
        #expect(missing.contains("class keyboard kind: floating"))
        #expect(missing.contains { $0.hasPrefix("pair ") && $0.contains("keyboard kind: floating") })
    }

    @Test(.enabled(if: nightly)) func everyKeyboardClassMeetsEveryContextClassInAtLeastOnePerMille() {
        let coverage = Self.longCoverage
        #expect(coverage.scenarios == Self.longRun)
        let all = coverage.rarestFirst
        #expect(all.count == ScenarioLabel.keyboardClasses.count * ScenarioLabel.contextClasses.count)
        print("pairwise coverage over \(coverage.scenarios) scenarios, rarest pairs: "
            + all.prefix(10).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
        let under = coverage.pairs(under: 0.001)
        #expect(under.isEmpty, "pairs under 0.1 %: \(under.map { "\($0.pair) \($0.count)" }.joined(separator: "; "))")
    }

    @Test(.enabled(if: nightly)) func everyDimensionPairInAtLeastOnePerMille() {
        let coverage = Self.longCoverage
        let all = coverage.dimensionPairsRarestFirst
        print("dimension pairs over \(coverage.scenarios) scenarios, rarest: "
            + all.prefix(10).map { "\($0.pair) \($0.count)" }.joined(separator: "; "))
        let under = coverage.dimensionPairs(under: 0.001)
        #expect(under.isEmpty, "dimension pairs under 0.1 %: \(under.map { "\($0.pair) \($0.count)" }.joined(separator: "; "))")
    }
}
