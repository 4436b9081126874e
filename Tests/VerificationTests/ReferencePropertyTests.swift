import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// The N-version check of the oracle: every correct strategy — the reference and the independent ones,
/// each written from Apple's documented patterns or a known library's approach against the app-visible
/// API only — keeps every promise on 1,000 generated scenarios in `swift test`, or on
/// `CORRECT_STRATEGY_CASES` (the nightly profile; the million-scenario check of each runs as a release
/// campaign, `keyfuzz run --strategies <id> --cases 142858 --no-db`). One failing is a question about the
/// model first (see the closing notes of "Sound verdicts").
@Suite("The correct strategies")
struct ReferencePropertyTests {
    static let casesPerStrategy = ProcessInfo.processInfo.environment["CORRECT_STRATEGY_CASES"].flatMap(Int.init).map { max(1, $0) } ?? 1_000

    @Test(arguments: StrategyCatalog.correct.map(\.id))
    func correctStrategyKeepsItsPromises(id: String) throws {
        let strategy = try #require(StrategyCatalog.named(id))
        let body = StrategyCheck.body(strategy)
        let configuration = RunConfiguration(seed: 0xC0DE, limits: Limits(maxCases: Self.casesPerStrategy, maxShrinks: 2_000))
        let report = Property("\(id) keeps its promises", ScenarioGen.scenario()).run(configuration) { try body($0) }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == Self.casesPerStrategy)
    }
}
