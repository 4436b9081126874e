@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Offset bounds.** `contentOffset.y` lies in the valid range
    /// `-adjustedContentInset.top ... max(-top, contentSize.height + adjustedContentInset.bottom - bounds.height)`
    /// after every action, measured with the insets and frame the strategy left; tolerance
    /// ``tolerance``. Not checked while the user's finger is down and the app's code did not set the
    /// offset (a drag may hold the content past the range; it is judged when the drag ends), nor right
    /// after a rotation, whose layout is UIKit's doing, nor after
    /// actions in which the app's code set neither the offset nor the insets and no content changed:
    /// the offset is then where UIKit left it; nor, under the non-default option that the table does not
    /// clamp after updates, after a plain update the app told the table of without touching the offset or
    /// the insets.
    public static let offsetBounds = Invariant(
        id: .offsetBounds, name: "offset bounds",
        statement: "contentOffset stays in the valid range after every action",
        check: checkOffsetBounds)
}

private func checkOffsetBounds(_ c: StepContext) -> String? {
    if c.hasRotation { return nil }
    // Under the finger the offset is the user's: UIScrollView lets a drag pull the content past either
    // end (`bounces`, "when it encounters a boundary of the content") and brings it back into the range
    // as the finger lifts, so a range that shrinks under a held drag (rows sized from their estimates as
    // they scroll in, an inset the app took back) shows nothing wrong until then. The drag's end is
    // judged as any step, and so is an offset the app's code set during the drag (POLICIES.md item 12).
    if c.after.isDragging, !c.appMovedOffset, c.thrown == nil { return nil }
    // The app left the offset in range when it last set the offset or the insets, and the table's layout,
    // run after the app's code (rows sized from their estimates), moved the range past it: UIKit's doing,
    // of which no callback tells the app (POLICIES.md item 13).
    if c.offsetValidWhenAppReturned, c.thrown == nil, !c.after.tableView.scrollView.isOffsetValid(tolerance: c.tolerance) {
        return nil
    }
    // The app touched neither the offset nor the insets, nor told the table of a change: whatever left
    // the offset out of range was the system's act (a layout pass or a rotation while the view was off
    // screen, UIKit's own keyboard inset), which UIScrollView does not correct on its own and the app
    // was never asked to. Code that leaves the scroll view alone is not charged with UIKit's state.
    if !c.appMovedOffsetOrInsets, !c.isUpdate, c.thrown == nil { return nil }
    // Under the non-default option that the table does not pull its offset back after an update
    // (``UndocumentedBehavior/clampsOffsetAfterUpdates`` false), an offset a plain update left past the
    // range is where that UIKit leaves it: an app that told the table and touched neither the offset nor
    // the insets is not charged with the option's behaviour.
    if !c.appMovedOffsetOrInsets, !c.after.behavior.clampsOffsetAfterUpdates, c.thrown == nil { return nil }
    // The app's animated scroll came to rest at the target it was given, which rows or insets changed in
    // flight put out of range: UIKit's display link took it there (the clamp after updates is an option).
    if let rest = c.scrollRestedAt, c.thrown == nil, abs(c.after.tableView.contentOffset.y - rest) <= c.tolerance { return nil }
    let table = c.after.tableView
    let range = table.validOffsetRange
    let y = table.contentOffset.y
    let inset = table.adjustedContentInset
    let detail = "(contentSize.height \(fmt(table.contentSize.height)), adjusted insets top \(fmt(inset.top)) bottom \(fmt(inset.bottom)), bounds height \(fmt(table.bounds.height))) \(c.place)"
    if y < range.lowerBound - c.tolerance {
        return "contentOffset.y \(fmt(y)) < min \(fmt(range.lowerBound)) \(detail)"
    }
    if y > range.upperBound + c.tolerance {
        return "contentOffset.y \(fmt(y)) > max \(fmt(range.upperBound)) \(detail)"
    }
    return nil
}
