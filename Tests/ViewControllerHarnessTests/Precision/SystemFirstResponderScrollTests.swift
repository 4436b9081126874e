import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification
@testable import ControllerCatalog

/// A `UITableViewController`'s own scroll to its first responder is UIKit's act (POLICIES, "the system's
/// own acts are not the app's"). Found when this session's list-kind declaration moved the settings
/// form's seeded scenarios: kf1:EwAEAQIADgDtBgAEAAAAAQAAAAAAbcKe1w (seed 0x5E77, case 7 of 1,000). In a
/// short Stage Manager window under a collapsing large title, UIKit scrolls the "Display name" field
/// into a region the expanded bar leaves 35 pt tall (top-aligned, the field being 36 pt), the bar then
/// collapses to 50 pt with the new offset, and the field ends 1 pt under the keyboard's top. The app
/// relies on UIKit and moves nothing: it was charged with "focused text field maxY 92 > keyboard top 91".
@Suite("The system's own scroll to the first responder")
struct SystemFirstResponderScrollTests {
    @Test func uikitsOwnScrollIsNotChargedToTheApp() throws {
        let descriptor = SettingsFormTableViewController.check
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode("kf1:EwAEAQIADgDtBgAEAAAAAQAAAAAAbcKe1w"))
        #expect(scenario.start.layout.navigationBar == .largeTitleCollapsing, "\(scenario)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.systemFirstResponderScrolls >= 1 && last.tableView.contentOffset.y == last.systemFirstResponderScrollOffset,
                "UIKit's scroll is where the screen rests")
        let field = try #require(last.focusedControlFrame)
        let keyboard = try #require(last.obscuringKeyboardFrameInWindow)
        let bottomInWindow = field.maxY - last.tableView.contentOffset.y + last.tableFrameInWindow.minY
        #expect(bottomInWindow > keyboard.minY + 0.5, "the field still ends under the keyboard: the state is UIKit's, not judged")
    }
}
