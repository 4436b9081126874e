import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// Issue 23, item 6 ("One rect for focus"): what UIKit scrolls to is what focus visibility checks and
/// what anchor stability allows, through one function (``FocusTarget``).
@Suite("One rect for focus")
struct FocusTargetTests {
    let plain = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    func showGroup(focusing row: Int) throws -> [Action] {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: plain.device, plain.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: plain.device, plain.orientation)
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return [.beginEditing(IndexPath(row: row))] + (try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end)) })
    }

    /// Apple's inset pattern, scrolling a text view's caret (at the end of its text, as while the user
    /// types) into view as UITextView does: on willShow, and again after the text view grows. `past`
    /// moves that many points further than the caret needs.
    static func caretFollowing(past: Double = 0) -> StrategyDescriptor {
        descriptor("inset + caret into view\(past == 0 ? "" : ", \(past) pt too far")") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                let overlap = Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)
                try scene.tableView.setContentInset(EdgeInsets(bottom: overlap - scene.tableView.scrollView.safeAreaInsets.bottom))
                if let view = scene.focusedControlFrame { try scene.tableView.scrollRectToVisible(view) }
            }, onUpdate: { update, scene in
                try scene.tableView.apply(update)
                guard let view = scene.focusedControlFrame else { return }
                // The caret: the text view's last line.
                let caret = Rect(x: view.minX, y: view.maxY - Invariant.lineHeight, width: view.width, height: Invariant.lineHeight)
                try scene.tableView.scrollRectToVisible(caret)
                if past != 0 {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + past))
                }
            })
        }
    }

    /// Three fields, a text view of 300 pt (its control 288) that the user types into until it is 700 pt
    /// (688, taller than the 457 pt above the keyboard: 516 − 59), and thirty fields after it.
    var growingTextView: Scenario {
        get throws {
            let field = RowSpec(height: 44, control: Control(.textField))
            let rows = Array(repeating: field, count: 3) + [RowSpec(height: 300, control: Control(.textView))]
                + Array(repeating: field, count: 30)
            return Scenario(start: StartScreen(layout: plain, sections: [rows]),
                            actions: try showGroup(focusing: 3) + [.update(.resize(IndexPath(row: 3), height: 700))])
        }
    }

    // Before FocusTarget, the caret kept above the keyboard as the text view grew passed focus visibility
    // (a line of the text view shown) and broke anchor stability (whose allowance showed the control by
    // its top): "anchor row #0 moved 369 pt against the visible top".
    @Test func theCaretUIKitScrollsToPassesBothPromises() throws {
        let scenario = try growingTextView
        let outcome = try ScenarioRunner.run(scenario, strategy: Self.caretFollowing())
        #expect(outcome.violations.filter { $0.invariant == .focusVisibility }.isEmpty, "\(outcome.violations)")
        #expect(outcome.violations.filter { $0.invariant == .anchorStability }.isEmpty, "\(outcome.violations)")
    }

    // The same move overdone is caught by both: 40 pt past the caret is a jump for the anchor; past the
    // whole text view, focus is lost as well.
    @Test func aMovePastTheCaretIsStillCaught() throws {
        let scenario = try growingTextView
        #expect(try violations(scenario, Self.caretFollowing(past: 40), .anchorStability).count == 1)
        #expect(try violations(scenario, Self.caretFollowing(past: 40), .focusVisibility).isEmpty)
        #expect(try violations(scenario, Self.caretFollowing(past: 480), .focusVisibility).count == 1)
        #expect(try violations(scenario, Self.caretFollowing(past: 480), .anchorStability).count == 1)
    }

    // The function itself: a text field is one least move; a tall text view any least move to one of its
    // lines.
    @Test func leastOffsetsOfAFieldAndOfATallTextView() throws {
        var scene = try StartScreen(layout: plain, sections: fieldRows(40)).makeScene()
        try scene.tableView.setContentInset(EdgeInsets(bottom: 302))
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: plain.device, plain.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: plain.device, plain.orientation)
        try scene.receiveKeyboard(try KeyboardNotification(.willShow, begin: begin, end: end))
        let area = VisibleArea(scene)
        // The region: content 59 + y … 516 + y (457 pt) at offset y (frame at the window's top, offset −59).
        let field = FocusTarget(frame: Rect(x: 0, y: 600, width: 393, height: 32), kind: .textField)
        let y = area.offset
        #expect(field.leastOffsets(in: area, from: y) == (632 - area.bottomFromFrame)...(632 - area.bottomFromFrame))
        let tall = FocusTarget(frame: Rect(x: 0, y: 600, width: 393, height: 800), kind: .textView)
        let range = tall.leastOffsets(in: area, from: y)
        // From its first line just in at the bottom to its last line at the bottom.
        #expect(abs(range.lowerBound - (621 - area.bottomFromFrame)) < 1e-9)
        #expect(abs(range.upperBound - (1400 - area.bottomFromFrame)) < 1e-9)
        #expect(tall.shows(in: area, atOffset: range.lowerBound, tolerance: 0.5))
        #expect(tall.shows(in: area, atOffset: range.upperBound, tolerance: 0.5))
        #expect(!tall.shows(in: area, atOffset: range.lowerBound - 5, tolerance: 0.5))
        // The same frame as a text field is shown by its top only.
        let tallField = FocusTarget(frame: tall.frame, kind: .textField)
        #expect(!tallField.shows(in: area, atOffset: range.upperBound, tolerance: 0.5))
    }
}
