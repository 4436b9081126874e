@testable import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

@Suite("Seed 002: insetAndScrollFocused")
struct InsetAndScrollFocusedTests {
    /// iPhone 15 (393×852, status 59, home 34), keyboard 336 tall with its top at 516.
    static func screen(_ controller: ControllerKind = .plainViewController(bottomAccessoryHeight: 0),
                       behavior: UndocumentedBehavior = .plain) -> StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, controller: controller), sections: fortyRows,
                    behavior: behavior)
    }

    @Test func insetIsTheOverlapAndTheControlEndsTenPointsAboveTheKeyboard() throws {
        var h = try Harness(Self.screen(), InsetAndScrollFocused())
        try h.beginEditing(row: 14)
        try h.show()
        // Overlap of {0, 0, 393, 852} and the keyboard {0, 516, 393, 336}: 336.
        #expect(h.scene.tableView.contentInset == EdgeInsets(bottom: 336))
        // Control 622…654 padded to 612…664; at offset −59 its visual bottom is 664 + 59 = 723 > 516:
        // offset −59 + 207 = 148, under min(…, 1760 − 516 = 1244).
        #expect(h.scene.tableView.contentOffset.y == 148)
        let control = try #require(h.scene.focusedControlFrame)
        #expect(h.scene.convert(control, from: .scrollView, to: .window).maxY == 506)
    }

    @Test func controlAboveTheOffsetIsScrolledToItsPaddedTop() throws {
        var h = try Harness(Self.screen(), InsetAndScrollFocused())
        try h.scroll(to: 700)
        // Row 15 (660…704): control 666…698, padded 656…708. Visual bottom 708 − 700 = 8 ≤ 516, but its
        // padded top 656 < offset 700: the offset becomes 656.
        try h.beginEditing(row: 15)
        try h.show()
        #expect(h.scene.tableView.contentOffset.y == 656)
    }

    @Test func willHideZeroesTheInsetAndLeavesTheOffsetOutOfRange() throws {
        // Known bug ("the scroll view will adjust its contentOffset apropriately" — it does not). Last row
        // focused at the bottom (1760 + 34 − 852 = 942): padded control 1712…1764, visual bottom 822 > 516,
        // offset 942 + 306 = 1248 clamped by min(…, 1760 − 516) to 1244. Hiding zeroes the inset; the valid
        // range ends at 942 again and the offset stays at 1244.
        var h = try Harness(Self.screen(), InsetAndScrollFocused())
        try h.scroll(to: 942)
        try h.beginEditing(row: 39)
        try h.show()
        #expect(h.scene.tableView.contentOffset.y == 1244)
        try h.hide()
        #expect(h.scene.tableView.contentInset == .zero)
        #expect(h.scene.tableView.contentOffset.y == 1244)
        #expect(h.scene.tableView.validOffsetRange.upperBound == 942)
    }

    @Test func tableControllerScrolledBy100ComputesTheWrongOverlap() throws {
        // Known bug: for a UITableViewController, `_scrollView.frame` is {0, 0, 393, 852} in window
        // coordinates but the keyboard converted into `self.view` (the table) is in content coordinates:
        // y 516 + 100 = 616. The overlap is 852 − 616 = 236, not 336. (Controller's own handling off.)
        var h = try Harness(Self.screen(.tableViewController, behavior: UndocumentedBehavior(tableControllerKeyboard: .none)),
                            InsetAndScrollFocused())
        try h.scroll(to: 100)
        try h.show()
        #expect(h.scene.tableView.contentInset == EdgeInsets(bottom: 236))
        #expect(h.scene.keyboardOverlapOfTable == 336)
    }

    @Test func repeatedWillShowKeepsTheInset() throws {
        var h = try Harness(Self.screen(), InsetAndScrollFocused())
        try h.show()
        let frame = h.scene.keyboardFrame
        try h.post(.willShow, from: frame, to: frame)
        #expect(h.scene.tableView.contentInset == EdgeInsets(bottom: 336))
    }
}
