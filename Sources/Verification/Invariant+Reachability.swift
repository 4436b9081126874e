@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Reachability.** While a keyboard obscures content (it overlaps the table), every row can be scrolled into the visible
    /// region: at the highest valid offset the content's end is at or above the visible bottom (the
    /// keyboard's top). Content coordinates, tolerance ``tolerance``; the content's end is
    /// `contentSize.height`. The top end is not the keyboard's concern and is not checked. Not checked
    /// right after a rotation (keyboard notifications follow it).
    public static let reachability = Invariant(
        id: .reachability, name: "reachability",
        statement: "with the keyboard up, every row can still be scrolled above the keyboard",
        check: checkReachability)
}

private func checkReachability(_ c: StepContext) -> String? {
    // Owed while the keyboard covers part of the table: one docked below a presented sheet hides none
    // of it, and what the bars leave out of reach is not the keyboard code's to fix.
    guard !c.hasRotation, c.after.obscuringKeyboardFrameInWindow != nil, c.after.keyboardOverlapOfTable > 0,
          c.after.tableView.totalRows > 0 else { return nil }
    let table = c.after.tableView
    let area = VisibleArea(c.after)
    let maxOffset = table.scrollView.maxOffsetY
    let lowest = area.bottom(atOffset: maxOffset)
    let end = table.contentSize.height
    guard end > lowest + c.tolerance else { return nil }
    // A 1-3 pt sliver is easy to dismiss as rounding: say it is the whole failure (issue 28).
    let hidden = end - lowest <= 3 ? "\(fmt(end - lowest)) pt of the last row stays under the keyboard (a sliver, but the whole failure: that row is never seen whole)"
        : "\(fmt(end - lowest)) pt stay under the keyboard"
    return "the content ends at \(fmt(end)) but the lowest reachable visible bottom is \(fmt(lowest)): "
        + "\(hidden) (contentInset.bottom \(fmt(table.contentInset.bottom)), "
        + "adjusted bottom \(fmt(table.adjustedContentInset.bottom)), keyboard hides \(fmt(c.after.keyboardOverlapOfTable))) \(c.place)"
}
