@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Bottom pinning** (chat lists). A list at the bottom — its last row's bottom visible, at or above
    /// the visible bottom — stays at the bottom when a keyboard notification arrives or a row is
    /// appended: afterwards the last row's bottom is again inside the visible region. Measured against the
    /// visible region (the keyboard's top, or the safe area's bottom when it is down, or — above either —
    /// the top of the app's own opaque views over the list's bottom, such as a composer: ``VisibleArea``),
    /// never against the insets the strategy set; tolerance ``tolerance``. Exceptions: when showing the focused control
    /// needs the list away from the bottom (out from under a plain table's floating section header too), and when the keyboard has gone away and the round trip
    /// returns to the offset held before it appeared. Not judged when what follows the last row (a section
    /// footer, empty sections) is as tall as the visible region, where the last row and the content's end
    /// cannot both be at the bottom; not judged when nothing is visible, before or after (the keyboard's
    /// top at or above the bars' bottom), nor while the user's finger holds the list (``DragPhase``): a
    /// list held at the bottom is where the user keeps it, and anchor stability judges that. Not owed by
    /// a list "at the bottom" only by the tolerance: resting at the top of a range no longer than the
    /// tolerance with its last row below the visible bottom (the tolerance forgives, never obliges).
    /// When the screen comes back from a pushed screen as the keyboard changes (the user went back with
    /// the pushed screen's keyboard up, and it hides as this screen appears), a chat that rested at the
    /// bottom in the last state the user saw before it left is owed at the bottom again: what it did
    /// while covered was never seen. Not where UIKit re-estimates the rows on return
    /// (``UndocumentedBehavior/reestimatesOnReappear``): the content then moves under the app by UIKit's act.
    public static let bottomPinning = Invariant(
        id: .bottomPinning, name: "bottom pinning",
        statement: "a chat list resting at the bottom stays at the bottom when the keyboard changes or a row is appended",
        check: checkBottomPinning)
}

private func isAppend(_ c: StepContext) -> Bool {
    guard let last = c.after.tableView.lastIndexPath else { return false }
    return c.updates.contains { $0.insertedIndexPaths.contains(last) }
}

extension Invariant {
    /// True when the list in `before` rests at the bottom: its last row ends inside a visible region
    /// that shows something, and not only by the tolerance (see ``bottomPinning``).
    static func restsAtBottom(_ c: StepContext.Before, tolerance: Double) -> Bool {
        guard let endBefore = c.lastRowEnd else { return false }
        let before = c.visibleArea
        // "At the bottom" means its last row could be seen there: not when nothing of the table showed.
        guard before.height > tolerance,
              endBefore <= before.bottom + tolerance, endBefore >= before.top - tolerance else { return false }
        // A list resting at the top of a scroll range no longer than the tolerance, its last row ending
        // below the visible bottom, is "at the bottom" only by the tolerance: the tolerance forgives a
        // strategy, it never obliges one. Such a list is at its top as much as at its bottom.
        let range = c.scrollView.validOffsetRange
        if endBefore > before.bottom, range.upperBound - range.lowerBound <= tolerance,
           c.scrollView.contentOffset.y < range.upperBound - 1e-9 { return false }
        return true
    }
}

private func checkBottomPinning(_ c: StepContext) -> String? {
    // Back from a pushed screen as the keyboard changes: owed by a chat that was at the bottom when it left
    // (not where UIKit re-estimates the rows on return: the content moves under the app by UIKit's act).
    let returning = c.isReturn && c.isKeyboard && c.tracker.chatAtBottomWhenLeft && !c.after.behavior.reestimatesOnReappear
    guard c.listKind == .chat, c.isKeyboard || isAppend(c),
          !c.hasUserScroll, !c.hasSizeChange, !c.hasNavigation || returning, !c.after.isDragging,
          let end = StepContext.lastRowEnd(c.after) else { return nil }
    guard returning || Invariant.restsAtBottom(c.before, tolerance: c.tolerance) else { return nil }
    let area = VisibleArea(c.after)
    // With the keyboard reaching the bars nothing is visible, and there is no bottom to pin to.
    guard area.height > c.tolerance else { return nil }
    if end <= area.bottom + c.tolerance && end >= area.top - c.tolerance { return nil }
    let scroll = c.after.tableView.scrollView
    if let back = c.roundTripOffset, abs(back - scroll.contentOffset.y) <= c.tolerance { return nil }
    if let back = c.midFlightShowOffset, abs(back - scroll.contentOffset.y) <= c.tolerance { return nil }
    // What follows the last row in the content (its section's footer, empty sections after it) is at
    // least as tall as the visible region: the last row and the content's end cannot both be at the
    // bottom, and "at the bottom" has no single meaning. Anchor stability keeps the end's distance.
    if c.after.tableView.contentSize.height - end >= area.height - c.tolerance { return nil }
    let pinned = scroll.clampedOffsetY(end - area.bottomFromFrame)
    if let target = FocusTarget(c.after), c.after.obscuringKeyboardFrameInWindow != nil,
       !target.showsWherever(in: area, atOffset: pinned, tolerance: c.tolerance)
        || Invariant.sectionView(covering: target.frame, in: c.after, atOffsetY: pinned, regionHeight: area.height,
                                 judgedByTop: false, tolerance: c.tolerance) != nil {
        return nil
    }
    let gap = end - area.bottom
    let where_ = gap > 0 ? "\(fmt(gap)) pt below the visible bottom \(fmt(area.bottom))" : "above the visible top \(fmt(area.top))"
    let when = returning ? "when the screen left" : ""
    return "the list was at the bottom\(when.isEmpty ? "" : " " + when) but its last row now ends at \(fmt(end)), \(where_) (contentOffset.y \(fmt(scroll.contentOffset.y))) \(c.place)"
}
