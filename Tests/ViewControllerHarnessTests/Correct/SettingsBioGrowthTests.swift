@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// Typing into the settings form's bio (``Action/typeLines(_:)``) grows its row: the controller's
/// `textViewDidChange` calls `performBatchUpdates(nil)`, the table asks `heightForRowAt` again
/// (16 pt and 22 pt a line, three to eight lines), and the text view being edited stays above the keyboard.
@Suite("Settings form: typing grows the bio's row")
struct SettingsBioGrowthTests {
    static func run(typing batches: [Int]) throws -> (ScenarioRunner.Outcome, Scene) {
        var layout = ScreenLayout(device: .iPhone15, orientation: .portrait)
        layout.navigationBar = .translucent
        let start = ViewControllerStrategy.screen(of: { SettingsFormTableViewController() }, in: StartScreen(layout: layout, sections: [[]]))
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .portrait)
        let below = Rect(x: 0, y: 852, width: docked.width, height: docked.height)
        let show = try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map { event in
            Action.keyboard(try KeyboardNotification(event, begin: below, end: docked))
        }
        let scenario = Scenario(start: start, actions: [.beginEditing(IndexPath(row: 0, section: 1))] + show
                                + batches.map { Action.typeLines($0) })
        let outcome = try ScenarioRunner.run(scenario, strategy: SettingsFormTableViewController.check, keepTrace: true)
        return (outcome, try #require(outcome.trace?.last?.scene))
    }

    static func bioHeight(_ scene: Scene) -> Double? {
        scene.tableView.row(at: IndexPath(row: 0, section: 1))?.height
    }

    @Test func typingFourLinesGrowsTheBioRowToFiveLinesAndKeepsItVisible() throws {
        let (still, before) = try Self.run(typing: [])
        #expect(still.firstBrokenPromise == nil, "\(still.violations)")
        #expect(abs((Self.bioHeight(before) ?? 0) - (16 + 22 * 3)) < 0.001, "one line of bio in a row of three")

        let (outcome, after) = try Self.run(typing: [4])
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")
        #expect(abs((Self.bioHeight(after) ?? 0) - (16 + 22 * 5)) < 0.001, "\"Hello!\" and four typed lines: five lines")
        #expect(after.focusedRow == before.focusedRow && after.focusedRow != nil, "the bio is still being edited")
        let bio = try #require(after.focusedControlFrame)
        let keyboardTop = after.keyboardFrame.minY
        let caretBottom = after.tableFrameInWindow.minY + bio.maxY - after.tableView.contentOffset.y
        #expect(caretBottom <= keyboardTop + 0.001, "the grown bio's bottom \(caretBottom) above the keyboard's top \(keyboardTop)")
    }

    /// Nine typed lines in three batches: the third takes the bio from 154 to 176 pt, its bottom 3 pt under
    /// the keyboard unless the controller scrolls it back into view (it did not before the fix: focus
    /// visibility broke at the third batch, "focused text view maxY 519 > keyboard top 516").
    @Test func theBioRowStopsGrowingAtEightLinesAndStaysAboveTheKeyboard() throws {
        let (outcome, after) = try Self.run(typing: [3, 3, 3])
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")
        #expect(abs((Self.bioHeight(after) ?? 0) - (16 + 22 * 8)) < 0.001, "ten lines of bio, eight shown")
    }
}
