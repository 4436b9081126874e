@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// The stack form's open finding at case 14,615 of seed 0x57AC (kf1:GwAEAAIAAAAAAAQAAAABAwEFAAAAuwQBAAAAAABd70dc),
/// rebuilt by hand: an iPad Stage Manager window resized to 472 × 328 under a collapsing large title, the
/// first field focused, the landscape keyboard docked with its top 141 pt down the window.
///
/// With the title expanded (102 pt) and the keyboard's 187 pt cover, only 39 pt of the form show: less
/// than the 40 pt field, so `scrollRectToVisible` shows the field's top (offset −58.53). That scroll
/// collapses the title to 58.53 pt, which opens 43.47 pt more room above the keyboard, but the field's
/// bottom is still 1 pt under the keyboard's top. UIKit lays out a view whose safe area changed, so the
/// form's `viewDidLayoutSubviews` runs again and its `scrollRectToVisible` finishes the move (−57.53).
/// The harness delivered `viewSafeAreaInsetsDidChange` but no layout pass when no view moved: the 1 pt
/// finding was the harness's (``KeyboardScrollHost/runMainQueue(until:)``), not the form's.
@Suite("Stack form under a collapsing title in a small Stage Manager window")
struct StackFormCollapsingTitleTests {
    @Test func theFirstFieldEndsAboveTheKeyboardOnceTheTitleHasCollapsed() throws {
        var layout = ScreenLayout(device: .iPad10, orientation: .portrait, windowFrame: Rect(x: 0, y: 0, width: 328, height: 472))
        layout.navigationBar = .largeTitleCollapsing
        let start = ViewControllerStrategy.screen(of: { StackScrollFormViewController() }, in: StartScreen(layout: layout, sections: [[]]))
        let below = Rect(x: 0, y: 820, width: 1180, height: 398), docked = Rect(x: 0, y: 422, width: 1180, height: 398)
        let show = try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map { event in
            Action.keyboard(try KeyboardNotification(event, begin: below, end: docked))
        }
        let scenario = Scenario(start: start, actions: [
            .rotate, .resizeWindow(Rect(x: 0, y: 281, width: 472, height: 328)), .beginEditing(IndexPath(row: 0, section: 0)),
        ] + show)
        let outcome = try ScenarioRunner.run(scenario, strategy: StackScrollFormViewController.check, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")

        let scene = try #require(outcome.trace?.last?.scene)
        let field = try #require(scene.focusedControlFrame)
        let windowTop = try #require(scene.layout.windowFrame?.minY)
        let keyboardTop = scene.keyboardFrame.minY - windowTop
        let fieldBottom = scene.tableFrameInWindow.minY + field.maxY - scene.tableView.contentOffset.y
        #expect(abs(keyboardTop - 141) < 0.001, "the scenario of the finding: the keyboard's top 141 pt down the window")
        #expect(field.height == 40 && fieldBottom <= keyboardTop + 0.001, "field bottom \(fieldBottom), keyboard top \(keyboardTop)")
        // The scroll itself collapsed the title: the top of the range is the bar's height, now partly shut.
        let top = -scene.tableView.scrollView.minOffsetY
        #expect(top > 50 && top < 102 - 40, "a partly collapsed title: adjusted top \(top)")
    }
}
