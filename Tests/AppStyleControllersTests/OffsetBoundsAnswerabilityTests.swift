import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// What offset bounds makes the app answer for (POLICIES.md items 12 and 13), on the two shrunk
/// scenarios of `selfSizingReviews` found with `APP_STYLE_VC_CASES=1000` (cases 299 and 574): in both
/// the rows scrolling in are sized from their 100 pt estimates to 80.33 pt and the range shrinks after
/// the app's code left the offset in it.
@Suite("Offset bounds: what the app answers for")
struct OffsetBoundsAnswerabilityTests {
    /// Item 12: the user's drag holds the content at 308 while the range shrinks to 306.67 under the finger.
    static let token = "kf1:HAAAAAAAAAABAAEAAAABAAAFAQAAAAEAAAHdAgAAFN3zMw"
    /// Item 13: the app takes its inset back in `keyboardWillHide` and clamps; the range then shrinks by
    /// about 20 pt as the rows that show are sized, and the app hears `didHide` with nothing to do.
    static let laterToken = "kf1:GwABAQAAAAABAQEAAAIBAAAAAAEDAAEAAAAAAGF7sik"

    /// The state is still there (the finger down, the offset past the range by more than the tolerance),
    /// and it is not charged to the app.
    @Test func aRangeShrinkingUnderAHeldDragIsNotTheApps() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("selfSizingReviews", Self.token)
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        let last = try #require(outcome.trace?.last)
        #expect(last.scene.isDragging, "the token no longer ends under the finger: \(scenario.actions)")
        let table = last.scene.tableView
        #expect(table.contentOffset.y > table.validOffsetRange.upperBound + Invariant.tolerance,
                "the token no longer leaves the offset past the range: \(table.contentOffset.y) in \(table.validOffsetRange)")
        #expect(outcome.violations.filter { $0.invariant == .offsetBounds }.isEmpty, "\(outcome.violations)")
    }

    /// The same scenario with the finger lifted at the end: the step that ends the drag is judged, and
    /// the content rests inside the range.
    @Test func theDragsEndIsJudged() throws {
        let (descriptor, replayed) = try ShrunkFocusVisibilityTests.replay("selfSizingReviews", Self.token)
        let scenario = Scenario(start: replayed.start, actions: replayed.actions + [.drag(.ended(.fraction(1)))])
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        let last = try #require(outcome.trace?.last)
        #expect(!last.scene.isDragging && last.judged)
        #expect(last.scene.tableView.scrollView.isOffsetValid(tolerance: Invariant.tolerance))
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations)")
    }

    /// Item 13: the offset ends past the range, moved there by the table's layout after the app's last
    /// change, and the callbacks after it (`didChangeFrame`, `didHide`, which the app does not observe)
    /// left the offset and the insets alone: not the app's.
    @Test func aRangeTheTableMovedAfterTheAppsLastChangeIsNotTheApps() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("selfSizingReviews", Self.laterToken)
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        let last = try #require(outcome.trace?.last)
        #expect(!last.scene.isDragging)
        let table = last.scene.tableView
        #expect(table.contentOffset.y > table.validOffsetRange.upperBound + Invariant.tolerance,
                "the token no longer leaves the offset past the range: \(table.contentOffset.y) in \(table.validOffsetRange)")
        #expect(outcome.violations.filter { $0.invariant == .offsetBounds }.isEmpty, "\(outcome.violations)")
    }
}
