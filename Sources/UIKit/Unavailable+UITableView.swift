// UITableView members a table screen may touch that KeyboardScroll does not model (see STATUS.md;
// `reloadSections`, `moveRow`, `selectRow`, `rectForHeader` are in Unavailable.swift).
extension UITableView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: section rectangles; use rectForRow(at:) of the section's rows")
    public func rect(forSection section: Int) -> CGRect { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: section footer views; use rectForRow(at:) of the section's last row")
    public func rectForFooter(inSection section: Int) -> CGRect { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: rows in a rectangle; use indexPathsForVisibleRows or indexPathForRow(at:)")
    public func indexPathsForRows(in rect: CGRect) -> [Foundation.IndexPath]? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: moving sections")
    public func moveSection(_ section: Int, toSection newSection: Int) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: reconfiguring rows (iOS 15); use reloadRows(at:with:)")
    public func reconfigureRows(at indexPaths: [Foundation.IndexPath]) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: selection")
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: section index titles")
    public func reloadSectionIndexTitles() {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
    public var dragDelegate: (any UITableViewDragDelegate)? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
    public var dropDelegate: (any UITableViewDropDelegate)? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
    public var dragInteractionEnabled: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: prefetching (rows come from the scenario)")
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: prefetching")
    public var isPrefetchingEnabled: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: self-sizing invalidation (iOS 16); row heights come from the scenario")
    public var selfSizingInvalidation: Int { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: nibs; register the header or footer view's class instead")
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: uncommitted updates (updates apply at once)")
    public var hasUncommittedUpdates: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
    public var hasActiveDrag: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
    public var hasActiveDrop: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: separator effects (nothing is drawn)")
    public var separatorEffect: Any? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: context menus")
    public var contextMenuInteraction: Any? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: filler rows (iOS 15)")
    public var fillerRowHeight: CGFloat { get { fatalError() } set {} }
}
