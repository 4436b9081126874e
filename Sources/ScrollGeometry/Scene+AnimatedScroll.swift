/// The app's animated scrolls in flight (``ScrollAnimation``): started by the app's call, moved frame by
/// frame by the runner's clock, stopped by any later explicit offset.
extension Scene {
    /// The app calls `scrollToRow(at:at:animated: true)` or `setContentOffset(_:animated: true)` at
    /// `time`: the target is worked out as the call without animation would (clamped for `scrollToRow`,
    /// resolved against today's range for a ``ScrollTarget``), and the offset starts towards it. A call
    /// whose target is where the offset already is starts nothing. Raises as UIKit does for an index path
    /// that does not exist.
    public mutating func beginAnimatedScroll(_ call: AnimatedScroll.Call, at time: Double) throws {
        var probe = tableView
        switch call {
        case let .scrollToRow(path, position): try probe.scrollToRow(at: path, at: position)
        case let .setContentOffset(target):
            try probe.setContentOffset(Point(x: tableView.contentOffset.x, y: target.offset(in: probe.scrollView)))
        }
        let from = tableView.contentOffset.y, to = probe.contentOffset.y
        tableView.scrollView.scrollAnimation = nil
        guard abs(to - from) > 0.001 else { return }
        tableView.scrollView.scrollAnimation = ScrollAnimation(
            from: from, to: to, start: time, contentHeightAtStart: tableView.contentSize.height,
            insetsAtStart: adjustedContentInsetWithTitleExpanded)
    }

    /// The animation's frame at `time`: the offset its display link sets then; at or past its end the
    /// offset is its target and nothing is in flight. Under
    /// ``UndocumentedBehavior/scrollAnimationStopsOnChange`` a change of the content height or the
    /// adjusted insets since it began stops it where it is instead — a change under it, not the one
    /// its own frames make: a collapsing large title follows the offset the animation sets and changes
    /// `adjustedContentInset.top` as it goes (a status-bar tap's animated scroll to the top opens the
    /// title on its way and still ends there), so the insets are compared with the title expanded
    /// (``adjustedContentInsetWithTitleExpanded``).
    ///
    /// The frames the display link set before `time` have been rendered, and each render runs the
    /// layout pass: the table lays out the rows the frame reveals and a collapsing large title takes the
    /// height the frame's offset gives it (``layoutIfNeeded()``), as after any offset the user or UIKit
    /// sets. The next event (the user's finger coming down, a keyboard notification) comes in a later
    /// run-loop turn and finds the screen laid out: an app reading `safeAreaInsets` in
    /// `scrollViewWillBeginDragging(_:)` reads the bar the frame showed, not the one before the scroll.
    public mutating func advanceScrollAnimation(to time: Double) {
        guard let animation = tableView.scrollView.scrollAnimation else { return }
        if behavior.scrollAnimationStopsOnChange,
           tableView.contentSize.height != animation.contentHeightAtStart
            || adjustedContentInsetWithTitleExpanded != animation.insetsAtStart {
            tableView.scrollView.scrollAnimation = nil
            return
        }
        tableView.scrollView.setOffsetY(animation.offset(at: time))
        if time >= animation.end {
            tableView.scrollView.scrollAnimation = nil
            // A target the content no longer reaches (rows deleted in flight): the table keeps no blank
            // space past its end when it clamps after updates (``UndocumentedBehavior/clampsOffsetAfterUpdates``).
            if behavior.clampsOffsetAfterUpdates { tableView.scrollView.clampOffset() }
        }
        layoutIfNeeded()
    }

    /// The animation in flight runs to its end (time passes with nothing else happening).
    public mutating func finishScrollAnimation() {
        guard let animation = tableView.scrollView.scrollAnimation else { return }
        advanceScrollAnimation(to: animation.end)
    }

    /// The user's finger comes down on the list: the animation stops where it is, as a touch stops any
    /// scrolling of a UIScrollView (the pan takes over from the current offset).
    public mutating func stopScrollAnimation() { tableView.scrollView.scrollAnimation = nil }

    /// True while an animated scroll the app asked for is in flight.
    @_spi(Checker) public var isScrollAnimating: Bool { tableView.scrollView.scrollAnimation != nil }
}
