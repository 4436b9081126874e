import Testing
@_spi(Checker) @testable import ScrollGeometry

private let fortyRows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]

/// The app's animated scroll in flight (``ScrollAnimation``): constant velocity, stopped by an explicit
/// offset, and what rows arriving in flight do under each option.
@Suite("Animated scroll in flight")
struct ScrollAnimationTests {
    func scene(stopsOnChange: Bool = false) throws -> Scene {
        var behavior = UndocumentedBehavior.plain
        behavior.scrollAnimationStopsOnChange = stopsOnChange
        var s = try Scene(layout: ScreenLayout(device: .iPhone15), sections: fortyRows, behavior: behavior)
        s.layoutIfNeeded()
        return s
    }

    @Test func theOffsetMovesAtConstantVelocityAndRestsAtTheTarget() throws {
        var s = try scene()
        let top = s.tableView.contentOffset.y, bottom = s.tableView.scrollView.maxOffsetY
        try s.beginAnimatedScroll(.setContentOffset(.bottom), at: 2)
        #expect(s.isScrollAnimating)
        #expect(s.tableView.contentOffset.y == top, "nothing moves at the call itself")
        s.advanceScrollAnimation(to: 2 + ScrollAnimation.duration / 2)
        #expect(abs(s.tableView.contentOffset.y - (top + bottom) / 2) < 1e-9)
        #expect(s.isScrollAnimating)
        s.advanceScrollAnimation(to: 2 + ScrollAnimation.duration)
        #expect(s.tableView.contentOffset.y == bottom)
        #expect(!s.isScrollAnimating)
    }

    @Test func aCallToWhereTheOffsetAlreadyIsStartsNothing() throws {
        var s = try scene()
        try s.beginAnimatedScroll(.setContentOffset(.top), at: 0)
        #expect(!s.isScrollAnimating)
    }

    @Test func anExplicitOffsetMidFlightStopsTheAnimation() throws {
        var s = try scene()
        try s.beginAnimatedScroll(.scrollToRow(IndexPath(row: 30), .top), at: 0)
        s.advanceScrollAnimation(to: 0.1)
        try s.tableView.setContentOffset(Point(x: 0, y: 50))
        #expect(!s.isScrollAnimating)
        s.advanceScrollAnimation(to: 0.3)
        #expect(s.tableView.contentOffset.y == 50)
    }

    @Test func scrollToRowRaisesForARowThatDoesNotExist() throws {
        var s = try scene()
        #expect(throws: UIKitException.self) { try s.beginAnimatedScroll(.scrollToRow(IndexPath(row: 40), .top), at: 0) }
        #expect(!s.isScrollAnimating)
    }

    /// By default the scroll goes on to the offset it was given: rows inserted above in flight leave the
    /// row the app asked for (row 10, now row 15) 5 rows below the visible top, not at it.
    @Test func rowsInsertedInFlightDoNotReaimTheScroll() throws {
        var s = try scene()
        try s.beginAnimatedScroll(.scrollToRow(IndexPath(row: 10), .top), at: 0)
        let target = try #require(s.tableView.scrollView.scrollAnimation).to
        #expect(target == 10 * 44 - 59)
        s.advanceScrollAnimation(to: 0.1)
        try s.tableView.apply(.insert(at: (0..<5).map { IndexPath(row: $0) },
                                      rows: Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 5)))
        s.layoutIfNeeded()
        s.finishScrollAnimation()
        #expect(s.tableView.contentOffset.y == target)
        let visibleTop = s.tableView.contentOffset.y + s.tableView.scrollView.adjustedContentInset.top
        #expect(s.tableView.rectForRow(at: IndexPath(row: 15)).minY - visibleTop == 5 * 44)
    }

    /// Under the option, the same insertion stops the scroll at the frame it came in.
    @Test func underTheOptionAChangeInFlightStopsTheScrollWhereItIs() throws {
        var s = try scene(stopsOnChange: true)
        try s.beginAnimatedScroll(.scrollToRow(IndexPath(row: 30), .top), at: 0)
        s.advanceScrollAnimation(to: 0.1)
        let frameOffset = s.tableView.contentOffset.y
        try s.tableView.apply(.insert(at: [IndexPath(row: 0)], rows: [RowSpec(height: 44, control: Control(.textField))]))
        s.advanceScrollAnimation(to: 0.2)
        #expect(!s.isScrollAnimating)
        #expect(s.tableView.contentOffset.y < 10 * 44 - 59, "stopped short of the target")
        #expect(abs(s.tableView.contentOffset.y - frameOffset) < 44.001)
    }

    func collapsingTitleScene(stopsOnChange: Bool = false) throws -> Scene {
        var behavior = UndocumentedBehavior.plain
        behavior.scrollAnimationStopsOnChange = stopsOnChange
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: .largeTitleCollapsing, controller: .tableViewController),
                          sections: fortyRows, behavior: behavior)
        s.layoutIfNeeded()
        return s
    }

    /// The frames a display link set before the next event were rendered, each with its layout pass: a
    /// collapsing large title has taken the height the frame's offset gives it when the next event comes
    /// (kf1:KQAAAAAABAAAAAAAAAAAAAAAAAAAAQAAAAABBwAAAQAABQAAAAAAAAAAmpQ1eQ: 10 ms into a scroll from
    /// −155 the offset is −137.7 and the bar 78.7 pt, not the 96 pt it had before the scroll).
    @Test func aRenderedFrameHasTheBarItsOffsetGives() throws {
        var s = try collapsingTitleScene()
        #expect(s.tableView.contentOffset.y == -155)
        try s.beginAnimatedScroll(.setContentOffset(.bottom), at: 0)
        s.advanceScrollAnimation(to: 0.01)
        let y = s.tableView.contentOffset.y
        #expect(y > -155 && y < -103, "part-way through the title's collapse, got \(y)")
        #expect(abs(s.navigationBarHeight - s.navigationBarHeight(atOffset: y)) < 1e-9, "bar \(s.navigationBarHeight)")
        #expect(abs(s.tableView.scrollView.minOffsetY - y) < 1e-9, "the content's top stays glued to the bar's bottom")
    }

    /// Under the option, the title collapsing as the animation's own frames scroll the list is no change
    /// under the animation: the scroll goes on to its target (a status-bar tap's scroll to the top opens
    /// the title on its way and still ends at the top).
    @Test func theTitlesOwnCollapseDoesNotStopTheScrollUnderTheOption() throws {
        var s = try collapsingTitleScene(stopsOnChange: true)
        try s.beginAnimatedScroll(.setContentOffset(.bottom), at: 0)
        let target = try #require(s.tableView.scrollView.scrollAnimation).to
        s.advanceScrollAnimation(to: 0.1)
        s.layoutIfNeeded()
        #expect(s.navigationBarHeight == 44, "the title has collapsed a third of the way down")
        s.advanceScrollAnimation(to: 0.2)
        #expect(s.isScrollAnimating)
        s.finishScrollAnimation()
        #expect(s.tableView.contentOffset.y == target)
        // A change under it still stops it: a keyboard inset arriving in flight.
        try s.beginAnimatedScroll(.setContentOffset(.top), at: 1)
        s.advanceScrollAnimation(to: 1.1)
        var inset = s.tableView.contentInset
        inset.bottom += 300
        try s.tableView.setContentInset(inset)
        s.advanceScrollAnimation(to: 1.2)
        #expect(!s.isScrollAnimating)
    }
}
