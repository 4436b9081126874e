/// The layout pass (`layoutSubviews` / `layoutIfNeeded`): the rows overlapping the bounds are sized, so
/// their estimates become true heights and `contentSize` changes.
extension TableView {
    /// Lays out the rows overlapping the bounds the way a table fills its viewport: from the first row
    /// already on screen (the anchor; or, when none is, the topmost row on screen) downward until the
    /// bounds' bottom is reached, then upward from the anchor until its top is. One row at a time, each
    /// sized before the next is placed, so a row pushed out of view by the rows above it is never
    /// laid out.
    ///
    /// Rows laid out above the anchor shift the anchor by their estimate error. Under
    /// ``UndocumentedBehavior/EstimateCorrection/keepVisibleRowsStill`` the offset moves by the same
    /// amount, so the rows already on screen stay where they were; under `.none` they move.
    ///
    /// The rows on screen are found once and found again only when a row's height actually changed
    /// (a row whose estimate was right, or any row when estimates are off, moves nothing). A pass over
    /// the bounds the last pass left wholly laid out, with no row changed since
    /// (``RowStore/settledRange``), returns at once.
    ///
    /// - Complexity: O(k · v) for k rows laid out and v rows on screen, plus O(sections + log n + v)
    ///   for each row whose height changed.
    public mutating func layoutIfNeeded() {
        if let settled = store.settledRange, settled == (scrollView.bounds.minY, scrollView.bounds.maxY) { return }
        var visible: [(flat: Int, isLaidOut: Bool)] = []
        findVisibleRows(into: &visible)
        // Each round lays out one row, so `totalRows` rounds always suffice.
        for _ in 0...store.count {
            let anchorSlot = visible.firstIndex { $0.isLaidOut }
            let nextSlot: Int?
            if let anchorSlot {
                nextSlot = visible[(anchorSlot + 1)...].firstIndex { !$0.isLaidOut }
                    ?? visible[..<anchorSlot].lastIndex { !$0.isLaidOut }
            } else {
                nextSlot = visible.isEmpty ? nil : 0
            }
            guard let nextSlot else {
                store.settledRange = (scrollView.bounds.minY, scrollView.bounds.maxY)
                return
            }
            let flat = visible[nextSlot].flat
            let anchor = anchorSlot.map { visible[$0].flat }
            var anchorTop: Double?
            if behavior.estimateCorrection == .keepVisibleRowsStill, let anchor, flat < anchor {
                anchorTop = rectForRow(flat: anchor, section: section(ofFlat: anchor)).minY
            }
            let delta = store.modify(at: flat) { $0.isLaidOut = true }
            visible[nextSlot].isLaidOut = true
            syncContentSize()
            if let anchor, let anchorTop {
                let moved = rectForRow(flat: anchor, section: section(ofFlat: anchor)).minY - anchorTop
                scrollView.setOffsetY(scrollView.contentOffset.y + moved)
            }
            if delta != 0 { findVisibleRows(into: &visible) }
        }
    }

    /// Replaces `visible` with the rows overlapping the bounds, top to bottom, with whether each is
    /// laid out (keeping the array's storage).
    private func findVisibleRows(into visible: inout [(flat: Int, isLaidOut: Bool)]) {
        visible.removeAll(keepingCapacity: true)
        walkRowsIntersecting(minY: scrollView.bounds.minY, maxY: scrollView.bounds.maxY) { flat, isLaidOut in
            visible.append((flat, isLaidOut))
        }
    }
}
