@testable import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

@Suite("Seed 000: bottomPinned and bottomPinnedFrameInset")
struct BottomPinnedTests {
    /// iPhone SE (1st gen), 320×568, status bar 20, no home indicator: the article's own screen.
    static func chat(_ controller: ControllerKind, device: Device = .iPhoneSE1) -> StartScreen {
        StartScreen(layout: ScreenLayout(device: device, controller: controller), listKind: .chat,
                    sections: fortyRows, initialScroll: .bottom)
    }

    @Test func tableControllerStaysPinnedOnTheArticlesScreen() throws {
        var h = try Harness(Self.chat(.tableViewController), BottomPinned())
        // Content 40·44 = 1760, bottom inset 0: resting at the bottom, offset 1760 − 568 = 1192.
        #expect(h.scene.tableView.contentOffset.y == 1192)
        try h.show()
        // Keyboard 568 → 315 (delta −253). The controller adds a 253 inset, then the recipe sees
        // 1192 ≥ 1760 − 568 and moves the offset by +253: 1445 = 1760 + 253 − 568, the new bottom.
        #expect(h.scene.tableView.contentOffset.y == 1445)
        #expect(h.scene.tableView.validOffsetRange.upperBound == 1445)
    }

    @Test func onlyWillChangeFrameMovesTheOffset() throws {
        var h = try Harness(Self.chat(.tableViewController), BottomPinned())
        let begin = try h.frame(.hidden(predictive: true)), end = try h.frame(.docked(predictive: true))
        try h.post(.willShow, from: begin, to: end)
        try h.post(.didShow, from: begin, to: end)
        #expect(h.scene.tableView.contentOffset.y == 1192)
    }

    @Test func plainViewControllerOverscrollsByTheKeyboardHeight() throws {
        // Known bug: nothing shrinks a plain view controller's table, yet the offset moves by 253:
        // 1192 + 253 = 1445, while the valid range still ends at 1192.
        var h = try Harness(Self.chat(.plainViewController(bottomAccessoryHeight: 0)), BottomPinned())
        try h.show()
        #expect(h.scene.tableView.contentOffset.y == 1445)
        #expect(h.scene.tableView.validOffsetRange.upperBound == 1192)
    }

    @Test func homeIndicatorAreaIsCountedTwice() throws {
        // Known bug: iPhone 15 (852 tall, home area 34). At the bottom: 1760 + 34 − 852 = 942. The keyboard
        // (336) moves 852 → 516; the controller's inset is 336 − 34 = 302, so the new bottom is
        // 1760 + 336 − 852 = 1244, but the recipe adds the whole delta: 942 + 336 = 1278, 34 past it.
        var h = try Harness(Self.chat(.tableViewController, device: .iPhone15), BottomPinned())
        #expect(h.scene.tableView.contentOffset.y == 942)
        try h.show()
        #expect(h.scene.tableView.contentOffset.y == 1278)
        #expect(h.scene.tableView.validOffsetRange.upperBound == 1244)
    }

    @Test func scrolledToBottomIgnoresTheBottomInset() throws {
        // Known bug of the helper: iPhone 15, bottom inset 34. Scrolled 30 above the bottom (942 − 30 = 912),
        // 912 ≥ 1760 − 852 = 908 still counts as "at the bottom".
        var h = try Harness(Self.chat(.tableViewController, device: .iPhone15), BottomPinned())
        try h.scroll(to: 912)
        #expect(BottomScrollHelpers.scrolledToBottom(h.scene.tableView))
    }

    @Test func scrollToBottomShowsTheLastRow() throws {
        var h = try Harness(StartScreen(layout: ScreenLayout(device: .iPhoneSE1), sections: fortyRows), BottomPinned())
        try BottomScrollHelpers.scrollToBottom(&h.scene.tableView)
        // Row 39 ends at 1760; `.bottom` puts it at the bounds' bottom: 1760 − 568 = 1192.
        #expect(h.scene.tableView.contentOffset.y == 1192)
    }

    @Test func frameInsetShrinksTheTableFromTheTopToo() throws {
        // Known bug: CGRectInset(frame, 0, 253) insets the top and the bottom: {0, 0, 320, 568} becomes
        // {0, 253, 320, 568 − 506 = 62}. The offset does not move: 1192 < 1760 − 62.
        var h = try Harness(Self.chat(.plainViewController(bottomAccessoryHeight: 0)), BottomPinnedFrameInset())
        try h.show()
        #expect(h.scene.tableView.frame == Rect(x: 0, y: 253, width: 320, height: 62))
        #expect(h.scene.tableView.contentOffset.y == 1192)
    }

    @Test func frameInsetShrinksAgainOnHideAndReachesCGRectNull() throws {
        // Known bug: the hiding will-change-frame's end frame still has height 253, so the 62 pt table is
        // inset again: 62 − 506 < 0, CGRectNull, an infinite origin the model refuses.
        var h = try Harness(Self.chat(.plainViewController(bottomAccessoryHeight: 0)), BottomPinnedFrameInset())
        try h.show()
        #expect(throws: ModelError.self) { try h.hide() }
    }

    @Test func frameInsetAlsoShrinksOnAFrameChangeWithTheKeyboardUp() throws {
        // Known bug: every will-change-frame shrinks. iPhone 15 plain view controller, 852 tall: a show
        // (336) gives {0, 336, 393, 180}; the predictive bar going away (292, y 516 → 560) insets by 292
        // again: 180 − 584 < 0, CGRectNull.
        var h = try Harness(Self.chat(.plainViewController(bottomAccessoryHeight: 0), device: .iPhone15),
                            BottomPinnedFrameInset())
        try h.show()
        #expect(h.scene.tableView.frame == Rect(x: 0, y: 336, width: 393, height: 180))
        let begin = h.scene.keyboardFrame, end = try h.frame(.docked(predictive: false))
        #expect(throws: ModelError.self) { try h.post(.willChangeFrame, from: begin, to: end) }
    }
}
