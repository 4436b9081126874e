@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Anchor stability.** Across content changes (`Action.update`), keyboard notifications and the
    /// screen's return from a pushed screen (the pop: a reader comes back to the row they left, which
    /// openradar 19988438 reports lost when a table re-estimates its rows,
    /// ``UndocumentedBehavior/reestimatesOnReappear``), the
    /// anchor row keeps its distance to the anchored edge of the visible area (see ``VisibleArea``):
    /// reading lists keep the row at the visible top (its top − the visible top), chat lists the row at
    /// the visible bottom (the visible bottom − its bottom), and a chat resting at its bottom keeps the
    /// content's end there.
    ///
    /// Measured in the table's content coordinates against the visible region of the state after the
    /// action; tolerance ``tolerance``. While the user's finger is on the list (a drag began or moved
    /// and has not ended, ``DragPhase``), the content under it moves with the finger and nothing else
    /// moves it: the anchor's distance is owed plus the finger's movement, across the drag's own events,
    /// rows arriving mid-drag, and a hide the drag set off (`keyboardDismissMode = .onDrag`). The anchored offset holds even outside the valid range (offset
    /// bounds reports that). Exceptions, each an offset the strategy may land on instead:
    /// - the anchored offset clamped to the valid range (the least move the bounds force);
    /// - from there, the least move that shows the focused control above the keyboard (``FocusTarget``,
    ///   the same target focus visibility checks: a text view taller than the region, any of its lines),
    ///   up to its row or the strategy's declared margin;
    /// - for a chat resting at its bottom, the last row or the content's end at the visible bottom (what
    ///   follows the last row, an empty section's header or a footer, is blank space);
    /// - when the keyboard has just gone away after a show with nothing else in between, the offset held
    ///   before the show (the round trip), clamped to the valid range;
    /// - in a reading list whose table header showed at the visible top, the header kept at its distance;
    /// - where a `UITableViewController` scrolled its first responder into view on its own, that offset;
    /// - a row at the anchored edge showing no more than the tolerance kept still instead of the anchor
    ///   (``AnchorRecord/sliver``).
    /// A deleted anchor hands over to its neighbour (the next row away from the anchored edge), which
    /// keeps its own distance or takes the deleted row's (``AnchorRecord/handedOverDistance(in:)``). The anchor is picked again on every settled state, so user scrolls,
    /// rotation and focus moves re-pick it without being checked: a step in which a control became first
    /// responder (with the keyboard notes iOS posts in the same turn) moves the reader's place to that
    /// control, and focus visibility judges it.
    public static let anchorStability = Invariant(
        id: .anchorStability, name: "anchor stability",
        statement: "the row the reader is anchored to keeps its distance to the visible top (reading list) or bottom (chat) across content and keyboard changes",
        check: checkAnchorStability)
}

private func checkAnchorStability(_ c: StepContext) -> String? {
    guard c.isKeyboard || c.isUpdate || c.hasFingerDrag || c.isReturn, !c.hasFreeScroll, !c.hasSizeChange,
          !c.hasNavigation || c.isReturn, !c.focusMovedToAControl, let anchor = c.tracker.anchor,
          let (target, distance, rect) = anchor.survivor(in: c.after.tableView) else { return nil }
    let area = VisibleArea(c.after)
    // Nothing of the table can be seen (a frame no taller than the bars over it): nothing seen moves.
    guard area.height > c.tolerance else { return nil }
    let scroll = c.after.tableView.scrollView
    // Under the user's finger the content moves by the finger's movement: the anchor's place moves with it.
    let finger = c.fingerTranslation
    // Under a collapsing large title a span of offsets may keep the anchor: the one the list would have
    // without the finger's move.
    let base = scroll.contentOffset.y - finger
    /// The offset, before the finger's move, that puts a row at `r` at distance `d` from the anchored
    /// edge.
    func keeping(_ r: Rect, at d: Double) -> Double {
        c.listKind == .readingList ? area.offset(placingTopAt: r.minY - d, near: base) : r.maxY + d - area.bottomFromFrame
    }
    let ideal = keeping(rect, at: distance) + finger
    let now = c.listKind == .readingList ? rect.minY - area.top + finger : area.bottom - rect.maxY - finger
    let clamped = scroll.clampedOffsetY(ideal)
    // The anchored offset itself is accepted even past the valid range: that is offset bounds' to report.
    var allowed = [clamped, ideal]
    // Under a collapsing large title the row may also stay where it was on the screen while the bar
    // changes height above it (its distance to the table's frame kept, not to the bar's bottom).
    if c.listKind == .readingList, area.collapse != nil {
        let onScreen = rect.minY - distance - anchor.topFromFrame + finger
        allowed += [onScreen, scroll.clampedOffsetY(onScreen)]
    }
    // The finger may have moved the content after the list was held at the range's end: the clamped
    // place, then the finger's move from there (itself stopped at the range's ends).
    if finger != 0 {
        allowed.append(scroll.clampedOffsetY(scroll.clampedOffsetY(ideal - finger) + finger))
        // Under a collapsing large title the list held at its top rested with the title open, below the
        // range's top that the bar collapsed by the finger's move gives.
        if area.collapse != nil {
            allowed.append(scroll.clampedOffsetY(area.clampedOffset(ideal - finger, in: scroll) + finger))
            // Or where the list then rested, the title part-way open (the range the bar gave before).
            allowed.append(scroll.clampedOffsetY(c.before.scrollView.clampedOffsetY(ideal - finger) + finger))
        }
    }
    if let (target, distance) = anchor.sliver, case let .row(id) = target, let ip = c.after.tableView.indexPath(of: id) {
        let r = c.after.tableView.rectForRow(at: ip)
        let keepsSliver = finger + keeping(r, at: distance)
        allowed += [scroll.clampedOffsetY(keepsSliver), keepsSliver]
    }
    if let handed = anchor.handedOverDistance(in: c.after.tableView) {
        let takesItsPlace = finger + keeping(rect, at: handed)
        allowed += [scroll.clampedOffsetY(takesItsPlace), takesItsPlace]
    }
    // A chat resting at its bottom may rest with its last row at the visible bottom or with the
    // content's end there: what follows the last row (the header of an empty section after it, a
    // footer) is blank space a reader does not keep a place by.
    if case .contentEnd = target {
        let trailing = c.after.tableView.contentSize.height - rect.maxY
        if trailing > c.tolerance {
            for kept in [0, trailing] {
                let offset = finger + keeping(rect, at: kept)
                allowed += [scroll.clampedOffsetY(offset), offset]
            }
        }
    }
    if let back = c.roundTripOffset { allowed.append(back) }
    if let back = c.midFlightShowOffset { allowed.append(back) }
    // Back from a pushed screen: the reader may also find the row they saw when the screen left, where
    // they left it (what the app did to the list while it was covered was never seen).
    if c.isReturn, let left = c.tracker.anchorWhenLeft, let (_, kept, r) = left.survivor(in: c.after.tableView) {
        let wanted = keeping(r, at: kept)
        allowed += [scroll.clampedOffsetY(wanted), wanted]
    }
    // With the user's finger still on the list, any of the rows the reader saw kept still is the
    // content held under the finger (a chat held at its bottom need not follow an arriving message).
    if c.after.isDragging {
        for (candidate, kept) in anchor.candidates.dropFirst() {
            guard case let .row(id) = candidate, let ip = c.after.tableView.indexPath(of: id) else { continue }
            let r = c.after.tableView.rectForRow(at: ip)
            let still = finger + keeping(r, at: kept)
            allowed += [scroll.clampedOffsetY(still), still]
        }
    }
    // A table header still showing at the visible top is the first thing a reader sees there, and the
    // first visible box is what scroll anchoring keeps (CSS Scroll Anchoring's anchor selection): the
    // header kept still is as good as the row kept still. Rows inserted below it appear in view.
    let header = c.after.tableView.tableHeaderHeight
    if c.listKind == .readingList, header > 0, c.before.visibleArea.top < header - c.tolerance {
        allowed.append(scroll.clampedOffsetY(area.offset(placingTopAt: c.before.visibleArea.top, near: base) + finger))
    }
    let actual = scroll.contentOffset.y
    if allowed.contains(where: { abs($0 - actual) <= c.tolerance }) { return nil }
    // A UITableViewController scrolled its first responder into view on its own during these actions and
    // the app left the list there: the reader's place moved to the field by UIKit's act, not the app's.
    if c.after.systemFirstResponderScrolls != c.before.systemFirstResponderScrolls,
       abs(actual - c.after.systemFirstResponderScrollOffset) <= c.tolerance { return nil }
    // Showing the focused control: any move from the least one to the cell or the declared margin —
    // but not against the user's finger, unless the keyboard or the focus moved too.
    let focus = c.focusRange(from: clamped)
    let mayShowFocus = !c.hasFingerDrag || c.isKeyboard || c.hasFocusChange
    if mayShowFocus, actual >= focus.lowerBound - c.tolerance && actual <= focus.upperBound + c.tolerance { return nil }
    // A control already visible may be left alone when focus or the keyboard changed.
    let unchanged = c.before.scrollView.contentOffset.y
    if (c.hasFocusChange || c.isKeyboard), !c.isUpdate, abs(actual - unchanged) <= c.tolerance, c.showsFocus(atOffset: actual) { return nil }
    let name: String
    switch target {
    case let .row(id):
        let ip = c.after.tableView.indexPath(of: id).map { " (\($0))" } ?? ""
        name = "anchor row \(id)\(ip)"
    case .contentEnd:
        name = "the last row"
    }
    let edge = (c.listKind == .readingList ? "visible top" : "visible bottom") + (c.isReturn ? " as the screen came back" : "")
    let underFinger = finger == 0 ? "" : " besides the \(fmt(abs(finger))) pt the user's finger moved the content"
    return "\(name) moved \(fmt(abs(now - distance))) pt against the \(edge)\(underFinger): its distance was \(fmt(distance)), now \(fmt(now)) "
        + "(contentOffset.y \(fmt(actual)), anchored offset \(fmt(allowed[0]))) \(c.place)"
}
