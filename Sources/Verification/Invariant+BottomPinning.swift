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
    public static let bottomPinning = Invariant(
        id: .bottomPinning, name: "bottom pinning",
        statement: "a chat list resting at the bottom stays at the bottom when the keyboard changes or a row is appended",
        check: checkBottomPinning)
}

private func isAppend(_ c: StepContext) -> Bool {
    guard let last = c.after.tableView.lastIndexPath else { return false }
    return c.updates.contains { $0.insertedIndexPaths.contains(last) }
}

private func checkBottomPinning(_ c: StepContext) -> String? {
    guard c.listKind == .chat, c.isKeyboard || isAppend(c),
          !c.hasUserScroll, !c.hasSizeChange, !c.hasNavigation, !c.after.isDragging,
          let endBefore = c.before.lastRowEnd, let end = StepContext.lastRowEnd(c.after) else { return nil }
    let before = c.before.visibleArea
    // "At the bottom" means its last row could be seen there: not when nothing of the table showed.
    guard before.height > c.tolerance,
          endBefore <= before.bottom + c.tolerance, endBefore >= before.top - c.tolerance else { return nil }
    // A list resting at the top of a scroll range no longer than the tolerance, its last row ending
    // below the visible bottom, is "at the bottom" only by the tolerance: the tolerance forgives a
    // strategy, it never obliges one. Such a list is at its top as much as at its bottom.
    let range = c.before.scrollView.validOffsetRange
    if endBefore > before.bottom, range.upperBound - range.lowerBound <= c.tolerance,
       c.before.scrollView.contentOffset.y < range.upperBound - 1e-9 { return nil }
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
    return "the list was at the bottom but its last row now ends at \(fmt(end)), \(where_) (contentOffset.y \(fmt(scroll.contentOffset.y))) \(c.place)"
}
