/// The layout pass (`layoutSubviews` / `layoutIfNeeded`): the rows overlapping the bounds are sized, so
/// their estimates become true heights and `contentSize` changes.
extension TableView {
    /// Lays out the rows overlapping the bounds the way a table fills its viewport: from the first row
    /// already on screen (the anchor; or, when none is, the topmost row on screen) downward until the
    /// bounds' bottom is reached, then upward from the anchor until its top is. One row at a time, each
    /// sized before the next is placed, so a row pushed out of view by the rows above it is never
    /// laid out; after each row laid out above the anchor, the downward fill resumes where it stopped
    /// (a row that came out shorter than its estimate lets more rows in at the bottom).
    ///
    /// Rows laid out above the anchor shift the anchor by their estimate error. Under
    /// ``UndocumentedBehavior/EstimateCorrection/keepVisibleRowsStill`` the offset moves by the same
    /// amount, so the rows already on screen stay where they were; under `.none` they move.
    ///
    /// A pass over the bounds the last pass left wholly laid out, with no row changed since
    /// (``RowStore/settledRange``), returns at once.
    ///
    /// - Complexity: one fill pass: O((v + k) · (sections + log n)) for v rows on screen and k rows laid
    ///   out; each row is looked at a bounded number of times, however tall the bounds.
    public mutating func layoutIfNeeded() {
        if let settled = store.settledRange, settled == (scrollView.bounds.minY, scrollView.bounds.maxY) { return }
        var topmost: Int?, anchor: Int?
        walkRowsIntersecting(minY: scrollView.bounds.minY, maxY: scrollView.bounds.maxY) { flat, isLaidOut in
            if topmost == nil { topmost = flat }
            if anchor == nil && isLaidOut { anchor = flat }
        }
        guard let start = anchor ?? topmost else {
            store.settledRange = (scrollView.bounds.minY, scrollView.bounds.maxY)
            return
        }
        // Measured before any row is sized: the first row sized can be the one that shrinks the content.
        let heightBefore = contentSize.height, offsetBefore = scrollView.contentOffset.y
        if anchor == nil { layOutRow(start, anchor: nil) }
        var below = start + 1
        var above = start - 1
        func fillDown(_ table: inout TableView) {
            while below < table.store.count, table.rect(flat: below).minY < table.scrollView.bounds.maxY {
                if !table.store[below].isLaidOut { table.layOutRow(below, anchor: start) }
                below += 1
            }
        }
        fillDown(&self)
        while above >= 0, rect(flat: above).maxY > scrollView.bounds.minY {
            if !store[above].isLaidOut {
                layOutRow(above, anchor: start)
                fillDown(&self)
            }
            above -= 1
        }
        // Rows that came out shorter than estimated, or the estimate correction's own move, can leave the
        // offset outside the range; the table that "actively manages the contentOffset" under estimates
        // pulls it back, as it does after an update (``UndocumentedBehavior/clampsOffsetAfterUpdates``).
        // Only what this pass did is corrected: an offset the app set out of range stays where it is.
        let moved = contentSize.height < heightBefore || scrollView.contentOffset.y != offsetBefore
        if behavior.clampsOffsetAfterUpdates && moved
            && !scrollView.validOffsetRange.contains(scrollView.contentOffset.y) {
            scrollView.clampOffset()
            return layoutIfNeeded()
        }
        store.settledRange = (scrollView.bounds.minY, scrollView.bounds.maxY)
    }

    /// The rows layout passes have sized since the last call, oldest first, and forgets them: the cells
    /// `tableView(_:willDisplay:forRowAt:)` is told of (a row sized again after `reloadData()` or a
    /// re-estimation counts again). The runner hands them to the app after each layout pass.
    public mutating func collectDisplayedRows() -> [RowID] {
        defer { store.displayedSinceCollected.removeAll() }
        return store.displayedSinceCollected
    }

    /// The row at `flat` in content coordinates. Inlined: called on a table held `inout`, a call would
    /// copy the whole table first.
    @inline(__always)
    private func rect(flat: Int) -> Rect { rectForRow(flat: flat, section: section(ofFlat: flat)) }

    /// Sizes the row at `flat` (its estimate becomes its true height) and, for a row above `anchor` under
    /// ``UndocumentedBehavior/EstimateCorrection/keepVisibleRowsStill``, moves the offset by the anchor's
    /// shift.
    private mutating func layOutRow(_ flat: Int, anchor: Int?) {
        var anchorTop: Double?
        if behavior.estimateCorrection == .keepVisibleRowsStill, let anchor, flat < anchor {
            anchorTop = rect(flat: anchor).minY
        }
        _ = store.modify(at: flat) { $0.isLaidOut = true }
        store.displayedSinceCollected.append(store[flat].id)
        syncContentSize()
        if let anchor, let anchorTop {
            scrollView.setOffsetY(scrollView.contentOffset.y + rect(flat: anchor).minY - anchorTop)
        }
    }
}
