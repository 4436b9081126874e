import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification

/// Issue 34, "a text view's caret": UIKit keeps the selection's caret visible (`caretRect(for:)`), not
/// every line of an editor. On a view controller's own screen the checker now reads the caret from the
/// focused text view as the facade places it (``Scene/focusedCaret``) and judges focus visibility by it
/// (``FocusTarget``), where it used to ask for the whole text view whenever the view fits the region.
@Suite("A focused text view is judged by its caret")
struct TextViewCaretTests {
    static let notes = ViewControllerStrategy.descriptor(
        id: "caretNotes", summary: "notes kept in view by their caret", source: "test",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], listKinds: [.readingList]) { CaretNotesViewController() }

    static func show(_ layout: ScreenLayout) throws -> [Action] {
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        return try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
            .keyboard(try KeyboardNotification($0, begin: hidden, end: docked))
        }
    }

    /// The user scrolls the second note's editor half under the top edge and taps it: its caret, at the
    /// end of its text near the editor's bottom, is in view, so neither the app nor UIKit moves the list.
    /// Before: "focused text view minY … < visible top …" for an editor that fits the region.
    @Test func anEditorWhoseCaretShowsIsInView() throws {
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { CaretNotesViewController() }, in: world)
        // The valid range runs from -59 (the safe area's top) to the content's end; put the visible top at
        // content y 290, 82 pt below the second editor's top (208).
        let range = try start.makeScene().tableView.scrollView.validOffsetRange
        let target = (290 - 59 - range.lowerBound) / (range.upperBound - range.lowerBound)
        var actions: [Action] = [.userScroll(.fraction(target)), .beginEditing(IndexPath(row: 1, section: 0))]
        actions += try Self.show(start.layout)
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: Self.notes, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.focusedCaret != nil, "the facade's caret was read")
        let editor = try #require(last.focusedControlFrame)
        #expect(editor.minY < last.tableView.contentOffset.y + 59 - 1, "the editor's top is still above the visible top: \(editor)")
    }

    /// The caret is what is owed: an editor scrolled so that its caret is under the keyboard and an app
    /// that does not move it is still found.
    @Test func aCaretUnderTheKeyboardIsStillFound() throws {
        let notes = ViewControllerStrategy.descriptor(
            id: "caretNotesIgnoring", summary: "notes, nothing scrolled", source: "test",
            promises: [.focusVisibility], listKinds: [.readingList]) { IgnoringNotesViewController() }
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { IgnoringNotesViewController() }, in: world)
        // Row 2's editor (408…592) with the list at its top: its caret near 570 lies under the keyboard (516).
        let actions: [Action] = [.beginEditing(IndexPath(row: 2, section: 0))] + (try Self.show(start.layout))
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: notes, keepTrace: true)
        let broken = try #require(outcome.firstBrokenPromise)
        #expect(broken.invariant == .focusVisibility, "\(broken.message)")
    }
}

