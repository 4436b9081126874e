import Testing
@_spi(Checker) @testable import ScrollGeometry

/// A scroll view 375×812 under a translucent 88 pt bar (status 44 + navigation 44) with a 34 pt home
/// indicator: `safeAreaInsets` (88, 0, 34, 0).
private func scrollView(behavior: ContentInsetAdjustmentBehavior, contentHeight: Double,
                        inNavigationController: Bool = true, bounces: Bool = false) throws -> ScrollView {
    var s = try ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    s.safeAreaInsets = EdgeInsets(top: 88, bottom: 34)
    s.contentSize = Size(width: 375, height: contentHeight)
    s.contentInsetAdjustmentBehavior = behavior
    s.isInNavigationOrTabBarController = inNavigationController
    s.alwaysBounceVertical = bounces
    return s
}

@Suite("UIScrollView geometry")
struct ScrollViewTests {
    // Long content 2000: max = 2000 + adjusted.bottom - 812.
    @Test func validRangeUnderTranslucentBarForEachBehaviour() throws {
        #expect(try scrollView(behavior: .automatic, contentHeight: 2000).validOffsetRange == -88...1222)
        #expect(try scrollView(behavior: .scrollableAxes, contentHeight: 2000).validOffsetRange == -88...1222)
        #expect(try scrollView(behavior: .always, contentHeight: 2000).validOffsetRange == -88...1222)
        #expect(try scrollView(behavior: .never, contentHeight: 2000).validOffsetRange == 0...1188)
    }

    // Short content 500: scrollableAxes adjusts only if it scrolls (bounce), automatic always inside a
    // navigation controller.
    @Test func shortContentRangeDependsOnScrollability() throws {
        #expect(try scrollView(behavior: .automatic, contentHeight: 500).validOffsetRange == -88...(-88))
        #expect(try scrollView(behavior: .automatic, contentHeight: 500, inNavigationController: false)
            .validOffsetRange == 0...0)
        #expect(try scrollView(behavior: .scrollableAxes, contentHeight: 500).validOffsetRange == 0...0)
        #expect(try scrollView(behavior: .scrollableAxes, contentHeight: 500, bounces: true)
            .validOffsetRange == -88...(-88))
        #expect(try scrollView(behavior: .never, contentHeight: 500).validOffsetRange == 0...0)
        #expect(try scrollView(behavior: .always, contentHeight: 500).adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
    }

    @Test func adjustedInsetAddsContentInsetToSafeArea() throws {
        var s = try scrollView(behavior: .automatic, contentHeight: 2000)
        try s.setContentInset(EdgeInsets(bottom: 302))
        #expect(s.adjustedContentInset == EdgeInsets(top: 88, bottom: 336))
        #expect(s.maxOffsetY == 2000 + 336 - 812)
    }

    @Test func settingContentOffsetDoesNotClamp() throws {
        var s = try scrollView(behavior: .automatic, contentHeight: 2000)
        try s.setContentOffset(Point(x: 0, y: 5000))
        #expect(s.contentOffset.y == 5000)
        try s.setContentOffset(Point(x: 0, y: -400))
        #expect(s.contentOffset.y == -400)
        #expect(s.bounds == Rect(x: 0, y: -400, width: 375, height: 812))
    }

    @Test func changingInsetDoesNotMoveOffset() throws {
        var s = try scrollView(behavior: .automatic, contentHeight: 2000)
        try s.setContentOffset(Point(x: 0, y: 1222))
        try s.setContentInset(.zero)
        try s.setContentInset(EdgeInsets(bottom: 400))
        #expect(s.contentOffset.y == 1222)
        try s.setContentInset(.zero)
        #expect(s.contentOffset.y == 1222)
    }

    @Test func scrollRectToVisibleMovesTheLeastAndClamps() throws {
        var s = try scrollView(behavior: .automatic, contentHeight: 2000)
        try s.setContentOffset(Point(x: 0, y: -88))
        // Visible content: -88+88 = 0 ..< -88+812-34 = 690. A rect 700..744 needs offset 744 - 778 = -34.
        try s.scrollRectToVisible(Rect(x: 0, y: 700, width: 10, height: 44))
        #expect(s.contentOffset.y == -34)
        // Already visible: nothing moves.
        try s.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 44))
        #expect(s.contentOffset.y == -34)
        // Above: its top goes to the visible top (offset = 10 - 88).
        try s.setContentOffset(Point(x: 0, y: 500))
        try s.scrollRectToVisible(Rect(x: 0, y: 10, width: 10, height: 44))
        #expect(s.contentOffset.y == -78)
        // Past the end: clamped to 1222.
        try s.scrollRectToVisible(Rect(x: 0, y: 1990, width: 10, height: 10))
        #expect(s.contentOffset.y == 1222)
    }

    @Test func nonFiniteOffsetIsRejectedAndNotStored() throws {
        var s = try scrollView(behavior: .automatic, contentHeight: 2000)
        try s.setContentOffset(Point(x: 0, y: 12))
        #expect(throws: ModelError.self) { try s.setContentOffset(Point(x: 0, y: .nan)) }
        #expect(throws: ModelError.self) { try s.setContentInset(EdgeInsets(bottom: -.infinity)) }
        #expect(s.contentOffset.y == 12)
        #expect(s.contentInset == .zero)
    }
}
