@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Reachability.** While a keyboard obscures content (it overlaps the table by more than the
    /// tolerance: a keyboard whose top is the table's bottom covers nothing), every row can be scrolled
    /// into the visible region: at the highest valid offset the last row's bottom is at or above the
    /// visible bottom (the keyboard's top, or the top of the app's own opaque view standing on it, such as
    /// a composer on the keyboard layout guide: ``VisibleArea``). Content coordinates, tolerance ``tolerance``. What follows the
    /// last row — its section's footer, the headers of empty sections after it — is not a row and is not
    /// owed. The top end is not the keyboard's concern and is not checked. Not checked
    /// right after a rotation (keyboard notifications follow it).
    public static let reachability = Invariant(
        id: .reachability, name: "reachability",
        statement: "with the keyboard up, every row can still be scrolled above the keyboard",
        check: checkReachability)
}

private func checkReachability(_ c: StepContext) -> String? {
    // Owed while the keyboard hides part of what would be seen of the table: one docked below a presented
    // sheet, or behind the sheet's tab bar, hides none of it, and what the bars leave out of reach is not
    // the keyboard code's to fix.
    guard !c.hasRotation, c.after.obscuringKeyboardFrameInWindow != nil, c.after.keyboardHiddenHeight > c.tolerance,
          c.after.tableView.totalRows > 0, let end = StepContext.lastRowEnd(c.after) else { return nil }
    let table = c.after.tableView
    let area = VisibleArea(c.after)
    let maxOffset = table.scrollView.maxOffsetY
    let lowest = area.bottom(atOffset: maxOffset)
    guard end > lowest + c.tolerance else { return nil }
    // A 1-3 pt sliver is easy to dismiss as rounding: say it is the whole failure.
    let under = c.after.appCoverTopInWindow != nil ? "under the app's own view over the list" : "under the keyboard"
    let hidden = end - lowest <= 3 ? "\(fmt(end - lowest)) pt of the last row stays \(under) (a sliver, but the whole failure: that row is never seen whole)"
        : "\(fmt(end - lowest)) pt stay \(under)"
    return "the content ends at \(fmt(end)) but the lowest reachable visible bottom is \(fmt(lowest)): "
        + "\(hidden) (contentInset.bottom \(fmt(table.contentInset.bottom)), "
        + "adjusted bottom \(fmt(table.adjustedContentInset.bottom)), keyboard hides \(fmt(c.after.keyboardOverlapOfTable))) \(c.place)"
}
