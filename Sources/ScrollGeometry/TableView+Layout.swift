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
    /// - Complexity: O(k · (v + log n)) for k rows laid out, v rows on screen.
    public mutating func layoutIfNeeded() {
        // Each round lays out one row, so `rows.count` rounds always suffice.
        for _ in 0...rows.count {
            let visible = flatRowsIntersecting(minY: scrollView.bounds.minY, maxY: scrollView.bounds.maxY)
            let anchor = visible.first { rows[$0].isLaidOut }
            let next: Int?
            if let anchor {
                next = visible.first { $0 > anchor && !rows[$0].isLaidOut }
                    ?? visible.last { $0 < anchor && !rows[$0].isLaidOut }
            } else {
                next = visible.first
            }
            guard let flat = next else { return }
            let anchorTop = anchor.map { rectForRow(flat: $0, section: section(ofFlat: $0)).minY }
            rows[flat].isLaidOut = true
            heights.set(flat, rows[flat].height)
            syncContentSize()
            if behavior.estimateCorrection == .keepVisibleRowsStill, let anchor, let anchorTop, flat < anchor {
                let moved = rectForRow(flat: anchor, section: section(ofFlat: anchor)).minY - anchorTop
                scrollView.setOffsetY(scrollView.contentOffset.y + moved)
            }
        }
    }
}
