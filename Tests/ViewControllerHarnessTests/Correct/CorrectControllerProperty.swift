import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// A correct catalogue controller's promises as a property over its own scenarios
/// (`descriptor.scenarios()`: the world drawn around the screen it builds, data arriving only through
/// its doors), with counts of what the scenarios exercised, so a run that never opened a door or
/// showed a keyboard says so.
///
/// Cases: 1,000 in `swift test`; the nightly profile sets `CORRECT_VC_CASES=20000`:
///
///     CORRECT_VC_CASES=20000 swift test --filter CorrectControllerTests
struct CorrectControllerProperty {
    static var cases: Int {
        ProcessInfo.processInfo.environment["CORRECT_VC_CASES"].flatMap(Int.init).map { max(1, $0) } ?? 1_000
    }

    let report: RunReport<Scenario>
    /// The cases the property was asked to run.
    let cases: Int
    /// Scenarios that opened at least one door, showed a keyboard (a will-show), focused a control.
    var withDoor = 0, withKeyboard = 0, withFocus = 0, withTextView = 0
    /// Scenarios whose start the controller built (view-controller mode), and ones with runner-made
    /// content changes (must be none).
    var adopted = 0, withRunnerUpdate = 0
    /// Conditional verdicts seen (a break only under a non-default undocumented UIKit option), not failures.
    var conditional: [String] = []

    /// Runs `descriptor`'s promises on `cases` of its scenarios from `seed`.
    init(_ descriptor: StrategyDescriptor, seed: UInt64, cases: Int = Self.cases) {
        self.cases = cases
        let configuration = RunConfiguration(seed: seed, limits: Limits(maxCases: cases, maxShrinks: 1_000))
        var counts = (door: 0, keyboard: 0, focus: 0, textView: 0, adopted: 0, update: 0)
        // Conditional verdicts (a break only under a non-default undocumented UIKit option) are not
        // failures here, as in a campaign's default policy (POLICIES item 20); they are counted and printed.
        var noted: [String] = []
        let check = StrategyCheck.bodyPassingConditional(descriptor) { broken, needs in
            noted.append("\(broken.violation.invariant.rawValue) \(needs.condition ?? "")")
        }
        report = Property("\(descriptor.id) keeps its promises", descriptor.scenarios()).run(configuration) { scenario in
            let start = descriptor.fit(scenario.start)
            if start.readFromController { counts.adopted += 1 }
            let actions = scenario.actions
            if actions.contains(where: { if case .door = $0 { true } else { false } }) { counts.door += 1 }
            if actions.contains(where: { if case let .keyboard(note) = $0 { note.event == .willShow } else { false } }) { counts.keyboard += 1 }
            if actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { counts.focus += 1 }
            if actions.contains(where: {
                if case let .beginEditing(path) = $0 { Self.control(at: path, in: start)?.kind == .textView } else { false }
            }) { counts.textView += 1 }
            if actions.contains(where: { if case .update = $0 { true } else { false } }) { counts.update += 1 }
            try check(scenario)
        }
        conditional = noted
        (withDoor, withKeyboard, withFocus, withTextView, adopted, withRunnerUpdate) =
            (counts.door, counts.keyboard, counts.focus, counts.textView, counts.adopted, counts.update)
    }

    private static func control(at path: ScrollGeometry.IndexPath, in start: StartScreen) -> Control? {
        guard start.sections.indices.contains(path.section), start.sections[path.section].indices.contains(path.row) else { return nil }
        return start.sections[path.section][path.row].control
    }

    var summary: String {
        "\(report.propertyName): \(report.casesPassed) of \(report.casesGenerated) passed; scenarios with a door \(withDoor), "
            + "a keyboard shown \(withKeyboard), a focus \(withFocus) (a text view \(withTextView))"
            + (conditional.isEmpty ? "" : "; \(conditional.count) conditional verdict(s), not failures: \(Set(conditional).sorted().joined(separator: "; "))")
    }

    /// Records the failure (with its minimal scenario and replay token) and checks the counts: every
    /// case passed and was the controller's own screen, no runner-made data change, and at least
    /// `doors`, `keyboards` and `focuses` (fractions of the cases) of scenarios exercised them.
    func expectClean(doors: Double, keyboards: Double, focuses: Double = 0, textViews: Double = 0,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        print(summary)
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)", sourceLocation: sourceLocation)
        }
        let n = Double(report.casesPassed)
        #expect(report.casesPassed == cases || report.failure != nil, "\(summary)", sourceLocation: sourceLocation)
        #expect(adopted >= report.casesPassed, "every scenario is the controller's own screen", sourceLocation: sourceLocation)
        #expect(withRunnerUpdate == 0, "data changes only through the controller's doors", sourceLocation: sourceLocation)
        #expect(Double(withDoor) >= doors * n, "too few doors opened: \(summary)", sourceLocation: sourceLocation)
        #expect(Double(withKeyboard) >= keyboards * n, "too few keyboards shown: \(summary)", sourceLocation: sourceLocation)
        #expect(Double(withFocus) >= focuses * n, "too few focuses: \(summary)", sourceLocation: sourceLocation)
        #expect(Double(withTextView) >= textViews * n, "too few text views focused: \(summary)", sourceLocation: sourceLocation)
    }
}
