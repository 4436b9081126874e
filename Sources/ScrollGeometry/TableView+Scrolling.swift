/// `scrollToRow(at:at:animated:)` and `UITableView.ScrollPosition`.
extension TableView {
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: String, CaseIterable, Hashable, Sendable {
        /// The least move that shows the row: nothing if it is wholly visible, else `.top` when it is
        /// above the visible area and `.bottom` when below.
        case none
        case top
        case middle
        case bottom
    }

    /// `scrollToRow(at:at:animated:)`: puts the row at `position` of the visible area — the bounds inside
    /// `adjustedContentInset` — using the heights the table knows now (estimates for rows not laid out),
    /// then clamps to the valid offset range (why the last row cannot reach `.top`). Raises for an index
    /// path that does not exist.
    public mutating func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) throws {
        try requireTable("scrollToRowAtIndexPath:atScrollPosition:animated:")
        guard flatIndex(indexPath) != nil else {
            throw UIKitException.indexPathOutOfRange(call: "scrollToRow", indexPath: indexPath,
                                                     rowsInSection: sectionRowCountOrNil(indexPath.section))
        }
        let rect = rectForRow(at: indexPath)
        let inset = scrollView.adjustedContentInset
        let visibleHeight = scrollView.frame.height - inset.top - inset.bottom
        let top = rect.minY - inset.top
        let bottom = rect.maxY - (scrollView.frame.height - inset.bottom)
        let target: Double
        switch position {
        case .top: target = top
        case .bottom: target = bottom
        case .middle: target = rect.midY - inset.top - visibleHeight / 2
        case .none:
            let visible = scrollView.visibleContentRect
            if visible.contains(rect) { return }
            target = rect.minY < visible.minY ? top : bottom
        }
        scrollView.setOffsetY(scrollView.clampedOffsetY(target))
        // An explicit scroll takes over from an animated scroll in flight (``ScrollAnimation``).
        scrollView.scrollAnimation = nil
    }
}
