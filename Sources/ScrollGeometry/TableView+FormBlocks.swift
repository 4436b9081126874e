/// A scroll-view form's blocks read again from the app's views (view-controller mode).
extension TableView {
    /// The block at `indexPath` takes `spec`'s height and control, keeping its identity: a layout pass
    /// moved the app's controls (a rotation or a window resize re-laid a form whose content follows
    /// its frame, or whose labels wrap at its width). Like `setHeight(_:ofRowAt:)`, the content size
    /// follows and, per ``UndocumentedBehavior/clampsOffsetAfterUpdates``, the offset is clamped.
    public mutating func setBlock(_ spec: RowSpec, at indexPath: IndexPath) throws {
        let spec = try spec.validated("form block at \(indexPath)")
        guard let flat = flatIndex(indexPath) else {
            throw UIKitException.indexPathOutOfRange(call: "form block change", indexPath: indexPath,
                                                     rowsInSection: sectionRowCountOrNil(indexPath.section))
        }
        store.modify(at: flat) {
            $0.height = spec.height
            $0.control = spec.control
        }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
    }
}
