import Foundation
import KeyboardStrategies
import PropertyCheck
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Issue 24: every app-style controller of this target runs as a strategy through the harness and keeps
/// its promises on `cases` generated scenarios (the world drawn around its own screen).
@Suite("App-style view controllers run as strategies")
struct AppStyleControllerTests {
    /// Scenarios per controller: 100 in `swift test`, or `APP_STYLE_VC_CASES` (1,000 when a controller's
    /// promises change; the nightly profile).
    static let cases = ProcessInfo.processInfo.environment["APP_STYLE_VC_CASES"].flatMap(Int.init) ?? 100

    @Test func thereAreAtLeastTwentyWithDistinctIDs() {
        #expect(AppStyleCatalog.all.count >= 20)
        #expect(Set(AppStyleCatalog.all.map(\.id)).count == AppStyleCatalog.all.count)
    }

    @Test(arguments: AppStyleCatalog.all.map(\.id))
    func keepsItsPromises(_ id: String) throws {
        // `APP_STYLE_VC_ONLY=id1,id2` runs only those controllers (a long property run on a few).
        if let only = ProcessInfo.processInfo.environment["APP_STYLE_VC_ONLY"], !only.split(separator: ",").contains(Substring(id)) { return }
        let descriptor = try #require(AppStyleCatalog.all.first { $0.id == id })
        let configuration = RunConfiguration(seed: 0xA995_7E, limits: Limits(maxCases: Self.cases, maxShrinks: 300))
        var adopted = 0, focuses = 0, rows = 0
        // Conditional verdicts (a break only under a non-default undocumented UIKit option) are not
        // failures here, as in a campaign's default policy (POLICIES item 20); they are counted and printed.
        var conditional: [String] = []
        let check = StrategyCheck.bodyPassingConditional(descriptor) { broken, needs in
            conditional.append("\(broken.violation.invariant.rawValue) \(needs.condition ?? "")")
        }
        let clock = ContinuousClock()
        let started = clock.now
        defer { print("app-style \(id): \(clock.now - started), \(focuses) scenarios focus a field, \(rows) rows") }
        let report = Property("\(id) keeps its promises", descriptor.scenarios()).run(configuration) { scenario in
            if scenario.start.readFromController { adopted += 1 }
            if scenario.actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { focuses += 1 }
            rows = scenario.start.sections.map(\.count).reduce(0, +)
            try check(scenario)
        }
        if !conditional.isEmpty {
            print("\(id): \(conditional.count) conditional verdict(s), not failures: \(Set(conditional).sorted().joined(separator: "; "))")
        }
        if let failure = report.failure {
            Issue.record("\(id): \(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == Self.cases, "\(id): \(report.casesPassed) of \(Self.cases) scenarios ran")
        #expect(adopted >= report.casesPassed, "\(id): every scenario is the controller's own screen")
        #expect(rows > 0, "\(id): the controller's screen was read with no rows")
        if descriptor.promises.contains(.focusVisibility) {
            #expect(focuses >= report.casesPassed / 2, "\(id): only \(focuses) scenarios focused one of its fields")
        }
    }
}
