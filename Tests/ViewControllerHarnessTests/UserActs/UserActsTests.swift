import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// The user's acts on a view controller's own controls (issue 23, item 2): the return key in a focused
/// text field and typing into a focused text view, each run as UIKit runs it, with the system's answer
/// (the keyboard announced again, or hidden) put in by the runner, and drawn by the generator only where
/// valid on the screen the controller built.
@Suite("The user's acts: return key and typing")
struct UserActsTests {
    typealias Path = ScrollGeometry.IndexPath

    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    static func form(buggy: Bool = false) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: buggy ? "nextFieldFormSkipsFrames" : "nextFieldForm", summary: "a form whose return key goes to the next field",
            source: "test", promises: [.focusVisibility, .offsetBounds, .noUIKitException]) {
                NextFieldFormViewController(skipsUnchangedFrames: buggy)
            }
    }

    static func notes(buggy: Bool = false) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: buggy ? "growingNotesNoScroll" : "growingNotes", summary: "rows of text views that grow as the user types",
            source: "test", promises: [.focusVisibility, .offsetBounds, .noUIKitException]) {
                GrowingNotesViewController(keepsGrowingRowInView: !buggy)
            }
    }

    /// The docked keyboard coming up: willChangeFrame, willShow, then the did-notifications.
    static func show(_ start: StartScreen) throws -> [Action] {
        let layout = start.layout
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        return try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
            .keyboard(try KeyboardNotification($0, begin: hidden, end: docked))
        }
    }

    static func run(_ descriptor: StrategyDescriptor, _ start: StartScreen, _ actions: [Action]) throws -> ScenarioRunner.Outcome {
        try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: descriptor, keepTrace: true)
    }

    // MARK: Return key

    @Test func theScreenReadingNamesTheFieldsAndLearnsWhereReturnGoes() throws {
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: Self.world)
        #expect(start.controlNames[Path(row: 2)] == "Email")
        #expect(start.returnKeyFocus[Path(row: 0)] == .some(Path(row: 1)), "Next goes to the next field")
        #expect(start.returnKeyFocus[Path(row: 11)] == .some(nil), "Done on the last field resigns")
        let scenario = Scenario(start: start, actions: [.beginEditing(Path(row: 2))])
        #expect(scenario.description.hasSuffix("focus the \"Email\" field (row 2)"), "\(scenario.description)")
    }

    @Test func returnMovesToTheNextFieldAndTheKeyboardIsAnnouncedAgain() throws {
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: Self.world)
        let actions = [.beginEditing(Path(row: 0))] + (try Self.show(start)) + Array(repeating: Action.returnKey, count: 9)
        let outcome = try Self.run(Self.form(), start, actions)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.focusedRow.flatMap { last.tableView.indexPath(of: $0) } == Path(row: 9), "nine Nexts from the first field")
        // Each return key is followed by the repeated willShow iOS posts for a focus move (begin == end).
        let run = outcome.scenario.actions
        let returns = run.indices.filter { run[$0] == .returnKey }
        #expect(returns.count == 9)
        for index in returns {
            guard index + 2 < run.count, case let .keyboard(change) = run[index + 1], case let .keyboard(show) = run[index + 2] else {
                Issue.record("no notification after the return key at \(index)")
                continue
            }
            #expect(change.event == .willChangeFrame && show.event == .willShow && show.beginFrame == show.endFrame)
        }
        // Row 9 was under the keyboard: the app scrolled it into view on the repeated willChangeFrame.
        #expect(last.tableView.contentOffset.y > 0)
    }

    @Test func returnOnTheLastFieldResignsAndTheKeyboardHides() throws {
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: Self.world)
        let actions = [.beginEditing(Path(row: 0))] + (try Self.show(start)) + Array(repeating: Action.returnKey, count: 12)
        let outcome = try Self.run(Self.form(), start, actions)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.focusedRow == nil)
        #expect(last.keyboardFrame.minY >= last.layout.screenBounds.maxY, "the keyboard hid after Done")
        #expect(outcome.scenario.actions.contains { if case let .keyboard(n) = $0 { n.event == .didHide } else { false } })
        #expect(last.tableView.scrollView.contentInset.bottom == 0, "the app's willHide handler ran")
    }

    @Test func aHandlerThatSkipsUnchangedFramesIsCaughtThroughTheReturnKey() throws {
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController(skipsUnchangedFrames: true) }, in: Self.world)
        let actions = [.beginEditing(Path(row: 0))] + (try Self.show(start)) + Array(repeating: Action.returnKey, count: 9)
        let outcome = try Self.run(Self.form(buggy: true), start, actions)
        let broken = try #require(outcome.violations.first { $0.promised && $0.invariant == .focusVisibility })
        // Broken at the end of a return key's event: the key, then only the notifications iOS posts after
        // it (the settled state is judged when their animation ends, at didShow).
        let run = [Action.viewDidAppear] + outcome.scenario.actions
        let key = try #require(run[...broken.step].lastIndex(of: .returnKey), "broke at \(broken.step): \(run[broken.step])")
        #expect(run[(key + 1)...broken.step].allSatisfy { if case .keyboard = $0 { true } else { false } })
        #expect(broken.step - key <= 4)
    }

    // MARK: Typing

    @Test func typingGrowsTheRowThroughTheControllersHeights() throws {
        let start = ViewControllerStrategy.screen(of: { GrowingNotesViewController() }, in: Self.world)
        let path = Path(row: 12)
        let before = try #require(start.sections.first?[12].height)
        let actions = [.beginEditing(path)] + (try Self.show(start)) + [.typeLines(3)]
        let outcome = try Self.run(Self.notes(), start, actions)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        let after = try #require(last.tableView.row(at: path)?.height)
        #expect(after > before + 50, "three more lines: \(before) → \(after)")
        #expect(last.tableView.row(at: Path(row: 11))?.height == start.sections.first?[11].height, "the other rows keep theirs")
    }

    @Test func aRowThatGrowsUnderTheKeyboardIsCaughtThroughTyping() throws {
        let start = ViewControllerStrategy.screen(of: { GrowingNotesViewController(keepsGrowingRowInView: false) }, in: Self.world)
        let actions = [.beginEditing(Path(row: 12))] + (try Self.show(start)) + [.typeLines(3)]
        let outcome = try Self.run(Self.notes(buggy: true), start, actions)
        let broken = try #require(outcome.violations.first { $0.promised })
        #expect(broken.invariant == .focusVisibility)
        #expect(broken.action == .typeLines(3))
    }

    @Test func typingIntoAFieldOrWithNothingFocusedDoesNothing() throws {
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: Self.world)
        let outcome = try Self.run(Self.form(), start, [.typeLines(2), .returnKey])
        #expect(outcome.violations.isEmpty)
        #expect(outcome.scenario.actions == [.typeLines(2), .returnKey], "nothing follows a key nobody could press")
    }

    // MARK: Generation

    /// In view-controller mode the acts are drawn only where valid: the return key while (as the
    /// generator follows the screen) a text field is focused, typing while a text view is.
    @Test func actsAreDrawnOnlyOnTheControlTheyNeed() throws {
        for descriptor in [Self.form(), Self.notes()] {
            let gen = descriptor.scenarios()
            var returns = 0, typings = 0
            for seed in 0..<UInt64(150) {
                let scenario = try gen.sample(seed: seed).value
                let rows = scenario.start.sections.flatMap { $0 }
                var focused: Path?
                for action in scenario.actions {
                    switch action {
                    case let .beginEditing(path): focused = path
                    case .endEditing: focused = nil
                    case .returnKey:
                        returns += 1
                        let kind = focused.map { rows[$0.row].control?.kind }
                        #expect(kind == .textField, "return key with \(String(describing: focused)) focused")
                        focused = focused.flatMap { scenario.start.returnKeyFocus[$0] ?? $0 }
                    case .typeLines:
                        typings += 1
                        #expect(focused.map { rows[$0.row].control?.kind } == .textView)
                    default: break
                    }
                }
            }
            if descriptor.id == "nextFieldForm" { #expect(returns > 20 && typings == 0, "returns \(returns), typings \(typings)") }
            else { #expect(typings > 20 && returns == 0, "returns \(returns), typings \(typings)") }
        }
    }

    /// The correct controllers hold their promises over generated scenarios, the buggy ones are caught,
    /// and the shrunk counterexample names the act it needs.
    @Test(arguments: [false, true])
    func generatedScenarios(buggy: Bool) throws {
        for descriptor in [Self.form(buggy: buggy), Self.notes(buggy: buggy)] {
            let configuration = RunConfiguration(seed: 0xAC75, limits: Limits(maxCases: 200, maxShrinks: 300))
            let report = Property(descriptor.id, descriptor.scenarios()).run(configuration, StrategyCheck.body(descriptor))
            if buggy {
                // Caught, its counterexample naming the acts in the controller's terms. (The form's bug is
                // reached by a tap's focus move too, which shrinks smaller than a return key's.)
                let failure = try #require(report.failure, "\(descriptor.id) was not caught in 200 cases")
                let act = descriptor.id == "nextFieldFormSkipsFrames" ? "focus the \"" : "type "
                #expect(failure.minimalDescription.contains(act), "\(failure.minimalDescription)")
            } else if let failure = report.failure {
                Issue.record("\(descriptor.id): \(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
            }
        }
    }
}

/// How often the catalogue's controllers meet the new acts in their own scenarios (printed; a
/// controller whose cells hold text fields gets the return key, one with text views gets typing).
@Suite("The user's acts across the controller catalogue")
struct UserActsCatalogueTests {
    @Test func theCatalogueMeetsTheActs() throws {
        var anyReturn = false, anyTyping = false
        for descriptor in ControllerCatalog.all {
            let gen = descriptor.scenarios()
            var returns = 0, typings = 0, named = 0, outside = 0
            let started = ContinuousClock.now
            for seed in 0..<UInt64(200) {
                let scenario = try gen.sample(seed: seed).value
                if scenario.actions.contains(.returnKey) { returns += 1 }
                if scenario.actions.contains(where: { if case .typeLines = $0 { true } else { false } }) { typings += 1 }
                if scenario.description.contains("focus the \"") { named += 1 }
                if scenario.actions.contains(where: { if case .tapOutsideControl = $0 { true } else { false } }) { outside += 1 }
            }
            let elapsed = ContinuousClock.now - started
            print("\(descriptor.id): of 200 scenarios, \(returns) with the return key, \(typings) with typing, \(named) naming a control, \(outside) tapping a control outside the list; generated in \(elapsed)")
            anyReturn = anyReturn || returns > 0
            anyTyping = anyTyping || typings > 0
        }
        #expect(anyReturn && anyTyping, "the catalogue's text fields and text views meet the new acts")
    }
}
