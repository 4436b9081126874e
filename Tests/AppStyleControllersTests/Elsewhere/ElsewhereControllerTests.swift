import Foundation
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Issue 34: the correct controllers written in styles published elsewhere (``ElsewhereCatalog``) keep
/// their promises on generated scenarios, and each one's twin — the same code with one realistic bug —
/// is found on the invariant that bug breaks, on a scenario where the correct one keeps it, with a shrunk
/// counterexample whose token replays.
///
/// `ELSEWHERE_VC_CASES=20000` (seed 0xE15E3E4E), session 38, on the code of POLICIES item 30 (the round
/// trip across a push: the keyboard's inset owed back when it hid while the screen was away), with the
/// catalogue's list doors and feed headers: all ten keep every promise on 20,000 scenarios each, as in
/// session 37 on POLICIES item 29 and session 36 on items 27 and 28; so do the 21 app-style and the 10
/// catalogue controllers of the same run (1,831 s). GrowingTextViewRows has 2 conditional verdicts (only under undocumented
/// options: estimates and no clamp after updates). The two runs before session 36's
/// found one finding each on elsewhereFilterAboveTable, both the model's (a popover on an iPhone 15 in
/// landscape, kf1:EAAAAQACaQAAAQAAAAEKAAA13GQl; a large title collapsing over a table that is not the
/// root view's first subview, kf1:FQAEAAAABAAAAAEAAREAAAABAAgAAIewz0A); both replay clean in
/// ``ElsewhereNightlyReplayTests``.
@Suite("Controllers written as others write them, and their seeded-bug twins")
struct ElsewhereControllerTests {
    /// Scenarios per correct controller: 100 in `swift test`, or `ELSEWHERE_VC_CASES` (300 to measure).
    static let cases = ProcessInfo.processInfo.environment["ELSEWHERE_VC_CASES"].flatMap(Int.init) ?? 100
    /// The most scenarios a twin's search may take before its bug is found.
    static let twinCases = 500
    /// The most events (settled states) a twin's shrunk counterexample may have.
    static let twinMaxEvents = 4

    @Test func thereAreTenWithDistinctIDsEachWithATwin() {
        let ids = ElsewhereCatalog.all.map(\.id)
        #expect(ids.count >= 10)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ElsewhereCatalog.twins.map(\.of)) == Set(ids), "one twin for each correct controller")
        #expect(Set(ElsewhereCatalog.twins.map(\.descriptor.id)).isDisjoint(with: ids))
        for twin in ElsewhereCatalog.twins {
            let original = ElsewhereCatalog.all.first { $0.id == twin.of }
            #expect(twin.descriptor.promises.contains(twin.breaks), "\(twin): it must promise what its bug breaks")
            #expect(twin.descriptor.promises == original?.promises, "\(twin): the twin promises what the correct one does")
        }
        // Each adoption line says which kind of list it is (issue 34: never both kinds by default).
        for descriptor in ElsewhereCatalog.all + ElsewhereCatalog.twins.map(\.descriptor) {
            #expect(descriptor.listKinds.count == 1, "\(descriptor.id) declares its list kind")
        }
        // A known checker issue names a correct controller.
        #expect(Set(ElsewhereCatalog.knownCheckerIssues.keys).isSubset(of: Set(ids)))
        #expect(Set(ElsewhereCatalog.knownTwinIssues.keys).isSubset(of: Set(ElsewhereCatalog.twins.map(\.descriptor.id))))
    }

    @Test(arguments: ElsewhereCatalog.all.map(\.id))
    func keepsItsPromises(_ id: String) throws {
        // `ELSEWHERE_VC_ONLY=id1,id2` runs only those controllers.
        if let only = ProcessInfo.processInfo.environment["ELSEWHERE_VC_ONLY"], !only.split(separator: ",").contains(Substring(id)) { return }
        let descriptor = try #require(ElsewhereCatalog.all.first { $0.id == id })
        if let known = ElsewhereCatalog.knownCheckerIssues[id] {
            withKnownIssue("checker false alarm: \(known)") { try Self.runPromises(descriptor) }
        } else {
            try Self.runPromises(descriptor)
        }
    }

    /// Runs `descriptor`'s promises on ``cases`` scenarios and records any broken one with its token.
    static func runPromises(_ descriptor: StrategyDescriptor) throws {
        let id = descriptor.id
        let configuration = RunConfiguration(seed: 0xE15E_3E4E, limits: Limits(maxCases: cases, maxShrinks: 300))
        var adopted = 0, focuses = 0, rows = 0, doors = 0
        // Conditional verdicts (a break only under a non-default undocumented UIKit option) are not
        // failures here, as in a campaign's default policy (POLICIES item 20); they are counted and printed.
        var conditional: [String] = []
        let check = StrategyCheck.bodyPassingConditional(descriptor) { broken, needs in
            conditional.append("\(broken.violation.invariant.rawValue) \(needs.condition ?? "")")
        }
        let clock = ContinuousClock()
        let started = clock.now
        defer { print("elsewhere \(id): \(clock.now - started), \(focuses) scenarios focus a control, \(doors) open a door, \(rows) rows") }
        let report = Property("\(id) keeps its promises", descriptor.scenarios()).run(configuration) { scenario in
            if scenario.start.readFromController { adopted += 1 }
            if scenario.actions.contains(where: {
                switch $0 {
                case .beginEditing, .tapOutsideControl: true
                default: false
                }
            }) { focuses += 1 }
            if scenario.actions.contains(where: { if case .door = $0 { true } else { false } }) { doors += 1 }
            rows = scenario.start.sections.map(\.count).reduce(0, +)
            try check(scenario)
        }
        if !conditional.isEmpty {
            print("\(id): \(conditional.count) conditional verdict(s), not failures: \(Set(conditional).sorted().joined(separator: "; "))")
        }
        if let failure = report.failure {
            Issue.record("\(id): \(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == cases, "\(id): \(report.casesPassed) of \(cases) scenarios ran")
        #expect(adopted >= report.casesPassed, "\(id): every scenario is the controller's own screen")
        #expect(rows > 0, "\(id): the controller's screen was read with no rows")
        if descriptor.promises.contains(.focusVisibility) {
            #expect(focuses >= report.casesPassed / 2, "\(id): only \(focuses) scenarios focused one of its controls")
        }
        if !descriptor.doors.isEmpty {
            #expect(doors > 0, "\(id): no scenario opened one of its doors")
        }
    }

    @Test(arguments: ElsewhereCatalog.twins)
    func twinsBugIsFoundOnItsInvariant(_ twin: ElsewhereCatalog.Twin) throws {
        if let known = ElsewhereCatalog.knownTwinIssues[twin.descriptor.id] {
            withKnownIssue("checker cannot see this bug yet: \(known)") { try Self.findTwinsBug(twin) }
        } else {
            try Self.findTwinsBug(twin)
        }
    }

    /// Searches ``twinCases`` scenarios for `twin`'s bug and checks its shrunk counterexample.
    static func findTwinsBug(_ twin: ElsewhereCatalog.Twin) throws {
        let descriptor = twin.descriptor
        let correct = try #require(ElsewhereCatalog.all.first { $0.id == twin.of })
        // The search looks for the bug's invariant alone, as the recipe findings do, and only where the
        // correct controller keeps it on the same scenario: a break both share (a checker false alarm on
        // the correct one) is not this bug.
        let invariant = [Invariant.named(twin.breaks)]
        let twinCheck = StrategyCheck.body(descriptor, invariants: invariant)
        let correctCheck = StrategyCheck.body(correct, invariants: invariant)
        let check: @Sendable (Scenario) throws -> Void = { scenario in
            do {
                try twinCheck(scenario)
            } catch let broken as StrategyCheck.BrokenPromise {
                if (try? correctCheck(scenario)) != nil { throw broken }
            }
        }
        let generator = descriptor.scenarios()
        let report = Property("\(twin)", generator)
            .run(RunConfiguration(seed: 0x7_3E4E, limits: Limits(maxCases: twinCases, maxShrinks: 2_000))) { try check($0) }
        let failure = try #require(report.failure, "\(twin): no counterexample in \(report.casesGenerated) cases")
        #expect(failure.minimal.start.readFromController, "the controller's own screen")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        #expect(events >= 1 && events <= twinMaxEvents, "\(twin): shrunk to \(events) events: \(failure.minimalDescription)")
        // The token replays to the minimal scenario, which breaks the named invariant.
        let replayed = try generator.value(replaying: try ReplayToken.decode(failure.token))
        #expect(replayed == failure.minimal)
        do {
            try twinCheck(replayed)
            Issue.record("\(twin): the replayed minimal scenario passes")
        } catch let broken as StrategyCheck.BrokenPromise {
            #expect(broken.violation.invariant == twin.breaks, "\(twin): broke \(broken.violation.invariant.rawValue)")
        }
        // The correct controller keeps the promise there: the difference is the seeded bug.
        do {
            try correctCheck(replayed)
        } catch {
            Issue.record("\(twin.of) breaks the twin's minimal scenario too: \(error)")
        }
        print("ELSEWHERE TWIN \(twin) (\(twin.bug)): found after \(report.casesGenerated) cases, \(events) events "
            + "(\(failure.minimal.actions.count) actions), \(failure.shrinkCount) shrinks: \(failure.minimalDescription)\n  — \(failure.message)\n  token: \(failure.token)")
    }
}
