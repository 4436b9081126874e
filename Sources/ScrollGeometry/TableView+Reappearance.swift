/// The table coming back into the window after a pushed screen is popped
/// (``UndocumentedBehavior/reestimatesOnReappear``).
extension TableView {
    /// What a table using estimates does when it re-enters the window under
    /// ``UndocumentedBehavior/reestimatesOnReappear``: every row counts its estimate again, as after
    /// `reloadData()`; for each row it had laid out, `estimate` (the app's
    /// `tableView(_:estimatedHeightForRowAt:)`, by the row's identity) is asked again, and a non-`nil`
    /// answer becomes the row's estimate. `contentOffset` is kept, so the rows on screen move by the
    /// estimate error of the laid-out rows above them; the next layout pass sizes the rows then on
    /// screen. Under ``UndocumentedBehavior/clampsOffsetAfterUpdates`` an offset the shorter content
    /// leaves past the end is pulled back.
    ///
    /// Nothing happens when the option is off or the table uses exact heights (`estimatedRowHeight`
    /// 0). Returns whether the rows were re-estimated.
    ///
    /// UIKit does this from `didMoveToWindow` as the push transition begins (openradar 19988438). None
    /// of this screen is seen while the pushed one covers it, so the model does it as the screen comes
    /// back, before `viewWillAppear`: the app's first look at its table after the pop sees the same
    /// table either way.
    /// - Throws: ``ModelError`` when an answer is not a length (negative, not finite, too large).
    @discardableResult
    public mutating func reenterWindow(estimate: (RowID) -> Double?) throws(ModelError) -> Bool {
        guard behavior.reestimatesOnReappear, estimatedRowHeight > 0 else { return false }
        var bad: (RowID, Double)?
        store.forgetLayout { row in
            guard let answer = estimate(row.id) else { return nil }
            guard answer >= 0, answer <= ModelError.maximumLength else {
                if bad == nil { bad = (row.id, answer) }
                return nil
            }
            return answer
        }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
        if let (id, value) = bad { try ModelError.checkLength(value, "estimatedHeightForRowAt for row \(id)") }
        return true
    }
}
