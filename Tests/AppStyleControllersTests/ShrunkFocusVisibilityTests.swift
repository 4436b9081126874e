import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// The shrunk scenarios that kept `.focusVisibility` out of two app-style controllers (POLICIES.md item
/// 10), replayed from their tokens on the controllers' own screens: each keeps the promise now.
@Suite("App-style controllers: the shrunk focus-visibility scenarios replayed")
struct ShrunkFocusVisibilityTests {
    static func replay(_ id: String, _ token: String) throws -> (StrategyDescriptor, Scenario) {
        let descriptor = try #require(AppStyleCatalog.all.first { $0.id == id })
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        return (descriptor, scenario)
    }

    /// LoginStackViewController under an opaque navigation bar: the form was read at the load-time
    /// layout (the view the screen's size, 852 pt), its stack centred there; the appearance's layout
    /// pass puts the view below the bar (749 pt) and the stack moves up by half the bar's height. The
    /// app's email field is then above the keyboard (nothing to scroll); the stale reading measured it
    /// at maxY 541.13 under a keyboard at 516. The form is now read again after the appearance's pass.
    @Test func loginFormUnderAnOpaqueBarIsReadWhereItAppears() throws {
        let (descriptor, scenario) = try Self.replay("loginCentredStack", "kf1:DwAAAAAAAQAAAAEAAAAAAMtkato")
        #expect(scenario.start.readFromController)
        #expect(scenario.start.layout.navigationBar == .opaque, "the token no longer draws the shrunk scenario: \(scenario)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter { $0.promised }.isEmpty, "\(outcome.violations)")
        // The blocks the checker measures add up to the scroll view below the bar, not the screen.
        let scene = try #require(outcome.trace?.last?.scene)
        let table = scene.tableView
        #expect(abs(table.contentSize.height - table.frame.height) < 0.5, "content \(table.contentSize.height), frame \(table.frame), root \(scene.rootViewFrame), blocks \((0..<table.numberOfRows(inSection: 0)).map { table.row(at: IndexPath(row: $0, section: 0))?.height ?? -1 })")
    }

    /// SelfSizingReviewViewController, the shrunk scenario before and after the self-sizing fit: the
    /// reply field sits in a stack view on the content view's margins. Two harness readings put it
    /// elsewhere than an iPhone does: the row was fitted but its stack was not arranged, so the field
    /// was read stretched over the row (6…74.33 of 80.33; UIKit's stack puts it at 36.33…72.33), and
    /// the app then saw its field offset by the stack's origin (the model's frame in the cell taken as
    /// the frame in the stack: 8 pt lower), so after the user left the field 0.57 pt under the top
    /// bar the app's `scrollRectToVisible` found it already visible and did not move. Both tokens end
    /// with the keyboard growing 17 pt, which owes the field in view.
    @Test(arguments: ["kf1:GAEAAAAAAAAAAQEAAAAAAQAFAAAAAAkBABKmBio", "kf1:GAEAAAAAAAAAAQEAAAAAAQAFAAAAADQBABKUrzU"])
    func selfSizingReplyFieldIsWhereTheStackPutsIt(_ token: String) throws {
        var (descriptor, scenario) = try Self.replay("selfSizingReviews", token)
        // Both tokens were drawn while an undeclared list kind meant both kinds: their first choice drew a
        // chat, whose second start choice is the list at its top. An undeclared screen is now a reading
        // list (issue 34), where the same choice starts it half way down, with the reply field of row 0
        // off screen; the finding's world is the list at its top.
        var start = scenario.start
        start.initialScroll = .top
        scenario = Scenario(start: start, actions: scenario.actions)
        #expect(scenario.start.readFromController)
        // The row as UIKit sizes and lays it out: 8 + 20.33 (a line of body text) + 8 + 36 + 8.
        let row = try #require(scenario.start.sections.first?.first)
        #expect(abs(row.height - 80.33) < 0.01, "\(row)")
        let control = try #require(row.control)
        #expect(abs(control.topPadding - 36.33) < 0.01 && abs(control.bottomPadding - 8) < 0.01, "\(control)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter { $0.promised }.isEmpty, "\(outcome.violations)")
        // The keyboard's growth at the end moved the list (the app scrolled its field back in view).
        let last = try #require(outcome.trace?.last?.scene.focusedControlFrame)
        let offset = try #require(outcome.trace?.last?.scene.tableView.contentOffset.y)
        #expect(last.minY - offset >= 59 - 0.01, "field top \(last.minY - offset) in the window")
    }
}
