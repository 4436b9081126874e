@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UITableView`. A model-backed table (the screen's) answers geometry queries from the model —
/// heights known for rows laid out, estimates for the rest — and applies updates the way UIKit does:
/// checked before anything changes, deletes and reloads naming rows before the update and inserts after
/// it, then the data source asked for its counts, which must match (UIKit's
/// `NSInternalInconsistencyException`). An update UIKit would reject raises: the app crashes at that
/// step (the runner sees the exception). New rows take their heights and controls from the data source
/// (view-controller mode: ``TableDataSourceRows``).
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// `UITableView.RowAnimation`: accepted; the model applies the end state.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    /// `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// `dataSource`: asked for row counts after every update.
    open weak var dataSource: (any UITableViewDataSource)?
    /// `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`: stored; the
    /// screen's rows are read with them when the controller's screen is adopted (``TableDataSourceRows``).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// `tableHeaderView`, `tableFooterView`: stored (the scenario's header height is the model's).
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    /// `keyboardDismissMode`'s companion on tables: `allowsSelection`, stored.
    open var allowsSelection = true
    /// `allowsMultipleSelection`, `allowsSelectionDuringEditing`, `isEditing`, `separatorStyle`,
    /// `separatorInset`, `separatorColor`, `sectionHeaderTopPadding` (iOS 15),
    /// `estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`,
    /// `cellLayoutMarginsFollowReadableWidth`, `backgroundView`, `sectionIndexColor`,
    /// `insetsContentViewsToSafeArea`: stored (the scenario's rows and section heights decide the
    /// geometry).
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var separatorColor: UIColor? = .separator
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var cellLayoutMarginsFollowReadableWidth = false
    open var backgroundView: UIView?
    open var sectionIndexColor: UIColor?
    open var insetsContentViewsToSafeArea = true
    /// `allowsMultipleSelectionDuringEditing`, `separatorInsetReference`, `sectionIndexMinimumDisplayRowCount`,
    /// `sectionIndexBackgroundColor`, `sectionIndexTrackingBackgroundColor`, `remembersLastFocusedIndexPath`,
    /// `selectionFollowsFocus`: stored.
    open var allowsMultipleSelectionDuringEditing = false
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false

    /// `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }

    /// `setEditing(_:animated:)`: stored.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// `indexPathForSelectedRow`, `indexPathsForSelectedRows`: nil (selection is not modelled; the
    /// user's taps on rows are not generated).
    open var indexPathForSelectedRow: Foundation.IndexPath? { nil }
    open var indexPathsForSelectedRows: [Foundation.IndexPath]? { nil }

    /// `deselectRow(at:animated:)`: accepted (nothing is selected).
    open func deselectRow(at indexPath: Foundation.IndexPath, animated: Bool) {}

    private var batch: Batch?
    private var batchDepth = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// `init?(coder:)` (a storyboard's table): plain; the generated code sets the rest.
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    private var table: TableView? { isModelBacked ? host?.sceneStorage.tableView : nil }

    /// The host when the model backs this table. The hot read-only calls below read
    /// `host.sceneStorage.tableView` in place through it: ``table`` copies the model's table, retaining and
    /// releasing each of its parts, on every call.
    private var modelHost: ModelBackedScreen? { backing == .scrollView ? host : nil }

    // MARK: Counts and geometry

    /// `numberOfSections`.
    open var numberOfSections: Int {
        if let host = modelHost { return host.reading { $0.tableView.numberOfSections } }
        return dataSource?.numberOfSections(in: self) ?? 0
    }

    /// `numberOfRows(inSection:)`.
    open func numberOfRows(inSection section: Int) -> Int {
        if let host = modelHost { return host.reading { $0.tableView.numberOfRows(inSection: section) } }
        return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// `rectForRow(at:)`: content coordinates; `.zero` for an index path that does not exist.
    open func rectForRow(at indexPath: Foundation.IndexPath) -> CGRect {
        guard let host = modelHost else { return .zero }
        return CGRect(host.reading { $0.tableView.rectForRowInPlace(at: indexPath.model) })
    }

    /// `indexPathForRow(at:)`: the row containing `point` (content coordinates), or nil in a header,
    /// footer or past the last row.
    open func indexPathForRow(at point: CGPoint) -> Foundation.IndexPath? {
        guard let host = modelHost else { return nil }
        return host.reading { $0.tableView.indexPathForRow(at: point.model) }.map(Foundation.IndexPath.init)
    }

    /// `indexPathsForVisibleRows`: rows overlapping the bounds (also under bars and the keyboard).
    open var indexPathsForVisibleRows: [Foundation.IndexPath]? {
        guard let host = modelHost else { return nil }
        return host.reading { $0.tableView.indexPathsForVisibleRows }.map(Foundation.IndexPath.init)
    }

    /// `visibleCells`.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) }
    }

    /// `cellForRow(at:)`: the cell of a visible row, nil when the row is off screen or does not exist.
    open func cellForRow(at indexPath: Foundation.IndexPath) -> UITableViewCell? {
        guard let host = modelHost, let row = host.reading({ $0.tableView.row(at: indexPath.model) }),
              host.reading({ $0.tableView.indexPathsForVisibleRows }).contains(indexPath.model) else { return nil }
        return host.cell(for: row.id) as? UITableViewCell
    }

    /// `indexPath(for:)`: where the cell's row is now, or nil.
    open func indexPath(for cell: UITableViewCell) -> Foundation.IndexPath? {
        guard let host = modelHost, case let .cell(id) = cell.backing else { return nil }
        return host.reading { $0.tableView.indexPath(of: id) }.map(Foundation.IndexPath.init)
    }

    /// The cell classes registered by reuse identifier.
    private var registeredCells: [String: UITableViewCell.Type] = [:]

    /// `register(_:forCellReuseIdentifier:)`: the class `dequeueReusableCell(withIdentifier:for:)` makes
    /// for `identifier` (a `UITableViewCell` subclass; `nil` unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass as? UITableViewCell.Type
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a cell waiting in the reuse queue for `identifier`,
    /// after its `prepareForReuse()`, else a new cell of the class registered for `identifier`, made with
    /// `init(style: .default, reuseIdentifier:)` (a subclass's override runs). On a window the app hosts
    /// itself (`UIWindow.hostSelf()`), the plain cell the host keeps for the row.
    ///
    /// A displayed row keeps its cell while the row exists. The queue holds the cells the table asked
    /// for only to measure a row (``enqueueReusableCell(_:)``), which UIKit never makes: so a row's
    /// display gets the cell its measuring made, reconfigured by the app, as a device hands out a cell
    /// that left the screen — one cell a row, as UIKit makes.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UITableViewCell {
        if let host, !host.adoptsControllerScreen, let row = table?.row(at: indexPath.model),
           let cell = host.cell(for: row.id) as? UITableViewCell { return cell }
        return reusedCell(identifier) ?? makeCell(identifier)
    }

    /// `dequeueReusableCell(withIdentifier:)`: a queued or registered cell, or `nil` when nothing is
    /// queued or registered for `identifier` (the app then makes its own cell).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusedCell(identifier) { return cell }
        return registeredCells[identifier] == nil && prototypeCells[identifier] == nil ? nil : makeCell(identifier)
    }

    /// Cells waiting to be handed out again by `dequeueReusableCell`, by reuse identifier: at most
    /// ``reuseQueueLimit`` an identifier and ``reuseQueueTotalLimit`` in all (an app that names each
    /// row's cell apart would otherwise keep a cell for every row never shown).
    package private(set) var reusableCells: [String: [UITableViewCell]] = [:]
    private var queuedCellCount = 0
    package static let reuseQueueLimit = 8
    package static let reuseQueueTotalLimit = 64

    /// Puts a cell that is out of the hierarchy and has a reuse identifier in the queue, unless the
    /// queue is full.
    package func enqueueReusableCell(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier, cell.superview == nil, queuedCellCount < Self.reuseQueueTotalLimit else { return }
        if reusableCells[identifier, default: []].appendUnlessFull(cell, limit: Self.reuseQueueLimit) { queuedCellCount += 1 }
    }

    private func reusedCell(_ identifier: String) -> UITableViewCell? {
        guard queuedCellCount > 0, let cell = reusableCells[identifier]?.popLast() else { return nil }
        queuedCellCount -= 1
        cell.prepareForReuse()
        return cell
    }

    /// Section header and footer views (``UITableView+HeaderFooterViews.swift``): the registered classes,
    /// the views the delegate returned for each section when the screen was last read, and the views
    /// from the reading before, which `dequeueReusableHeaderFooterView` hands out again.
    var registeredHeaderFooterViews: [String: UITableViewHeaderFooterView.Type] = [:]
    var sectionHeaderViews: [Int: UITableViewHeaderFooterView] = [:]
    var sectionFooterViews: [Int: UITableViewHeaderFooterView] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]

    /// Prototype cells of a storyboard scene (``UIStoryboard``): each makes a cell with its views built
    /// and its outlets connected, as iOS decodes a prototype for `dequeueReusableCell`.
    var prototypeCells: [String: () -> UITableViewCell] = [:]

    private func makeCell(_ identifier: String) -> UITableViewCell {
        if let prototype = prototypeCells[identifier] { return prototype() }
        let type = registeredCells[identifier] ?? UITableViewCell.self
        return type.init(_reuseIdentifier: identifier)
    }

    // MARK: Scrolling

    /// `scrollToRow(at:at:animated:)`: the row at `position` of the visible area (inside the adjusted
    /// insets), clamped to the valid range; raises for an index path that does not exist.
    open func scrollToRow(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard backing == .scrollView, let host else { return }
        let old = contentOffset
        let position: TableView.ScrollPosition
        switch scrollPosition {
        case .none: position = .none
        case .top: position = .top
        case .middle: position = .middle
        case .bottom: position = .bottom
        }
        host.mutate { try $0.tableView.scrollToRow(at: indexPath.model, at: position) }
        if contentOffset != old { delegate?.scrollViewDidScroll(self) }
    }

    // MARK: Updates

    /// The calls of one update (a batch, or a single call outside one).
    struct Batch {
        var deletes: [Foundation.IndexPath] = []
        var inserts: [Foundation.IndexPath] = []
        var reloads: [Foundation.IndexPath] = []
        var sectionInserts: [Int] = []
        var sectionDeletes: [Int] = []

        var changesSections: Bool { !sectionInserts.isEmpty || !sectionDeletes.isEmpty }
    }

    /// `insertRows(at:with:)`.
    open func insertRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { $0.inserts += indexPaths }
    }

    /// `deleteRows(at:with:)`.
    open func deleteRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { $0.deletes += indexPaths }
    }

    /// `reloadRows(at:with:)`.
    open func reloadRows(at indexPaths: [Foundation.IndexPath], with animation: RowAnimation) {
        update { $0.reloads += indexPaths }
    }

    /// `insertSections(_:with:)`: new sections at these indices (after the update), their rows as the
    /// data source describes them (on a self-hosted window, its count of `rowHeight` or 44 pt rows).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.sectionInserts += Array(sections) }
    }

    /// `deleteSections(_:with:)`: the sections at these indices (before the update) and their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.sectionDeletes += Array(sections) }
    }

    /// `performBatchUpdates(_:completion:)`: the calls inside `updates` apply together; `completion`
    /// runs on the main queue when the update's animation (0.3 s) ends. `performBatchUpdates(nil)` lets
    /// self-sizing rows take their new heights.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        if let completion {
            let loop = MainRunLoop.active
            loop.enqueue(at: loop.now + UIView.inheritedDuration(0.3)) { completion(true) }
        }
    }

    /// `beginUpdates()`.
    open func beginUpdates() {
        if batchDepth == 0 { batch = Batch() }
        batchDepth += 1
    }

    /// `endUpdates()`: applies the calls since `beginUpdates()`.
    open func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0, let done = batch {
            batch = nil
            apply(done)
        }
    }

    /// `reloadData()`: every row is asked for again (cached heights are dropped): in view-controller mode
    /// the data source describes the rows anew.
    open func reloadData() {
        guard backing == .scrollView, let host else { return }
        if host.adoptsControllerScreen {
            reloadFromDataSource(host)
            return
        }
        host.mutate { try $0.tableView.apply(.reloadAll) }
        host.pruneRows()
    }

    private func update(_ record: (inout Batch) -> Void) {
        if batch != nil {
            record(&batch!)
        } else {
            var single = Batch()
            record(&single)
            apply(single)
        }
    }

    /// Applies one update to the model with the new rows as the data source describes them, then checks
    /// the data source's counts.
    private func apply(_ batch: Batch) {
        guard backing == .scrollView, let host else { return }
        let fallback = RowSpec(height: rowHeight > 0 ? Double(rowHeight) : 44)
        // The view controller's own screen: its data source, already changed, describes the new rows and
        // the reloaded ones' heights; a reloaded row's cell is asked for again.
        let adopted = host.adoptsControllerScreen
        func described(_ path: Foundation.IndexPath) -> RowSpec { adopted ? (host.rowSpec(at: path) ?? fallback) : fallback }
        let inserts = batch.inserts.map { ($0.model, described($0)) }
        let reloads: [(ScrollGeometry.IndexPath, Double?)] = batch.reloads.map { path in
            (path.model, adopted ? host.rowSpec(at: path)?.height : nil)
        }
        if adopted {
            host.forgetCells(of: batch.reloads.compactMap { table?.row(at: $0.model)?.id })
        }
        let before = host.exception == nil
        if batch.changesSections {
            // UIKit's order for a batch: row deletes and reloads and section deletes name the table
            // before the update, then section inserts and row inserts name it after (see the model's
            // `performBatchUpdates(deletingRows:…)`); an update that raises changes nothing.
            // UIKit asks for the rows of the sections the data source reports only: a new section it does
            // not report has none here, and the count check below raises.
            let reported = dataSource?.numberOfSections(in: self) ?? 0
            let newSections = batch.sectionInserts.map { s in
                (0..<(s < reported ? (dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0) : 0)).map {
                    described(Foundation.IndexPath(row: $0, section: s))
                }
            }
            host.mutate { scene in
                try scene.tableView.performBatchUpdates(
                    deletingRows: batch.deletes.map(\.model), reloading: reloads, deletingSections: batch.sectionDeletes,
                    insertingSections: batch.sectionInserts, sectionRows: newSections, insertingRows: inserts)
            }
            if adopted, host.exception == nil {
                var made: [RowUpdate] = []
                if !batch.sectionDeletes.isEmpty { made.append(.deleteSections(batch.sectionDeletes)) }
                if !batch.sectionInserts.isEmpty { made.append(.insertSections(at: batch.sectionInserts, rows: newSections)) }
                made += Self.rowUpdates(deletes: batch.deletes, inserts: inserts, reloads: reloads)
                host.scene.appUpdates += made
            }
        } else if batch.deletes.isEmpty, batch.inserts.isEmpty, batch.reloads.isEmpty {
            // `performBatchUpdates(nil)` / begin-end with no row change: UIKit asks the rows' heights again.
            if adopted { requeryHeights(host) }
        } else {
            host.mutate { scene in
                _ = try scene.tableView.performBatchUpdates(deleting: batch.deletes.map(\.model), inserting: inserts,
                                                            reloading: reloads)
            }
            if adopted, host.exception == nil {
                host.scene.appUpdates += Self.rowUpdates(deletes: batch.deletes, inserts: inserts, reloads: reloads)
            }
        }
        host.pruneRows()
        if before, host.exception == nil { checkDataSource() }
    }

    /// An empty update on the view controller's own screen (`beginUpdates()` then `endUpdates()`,
    /// `performBatchUpdates(nil)`): UIKit asks again for the heights of the rows and animates them to
    /// their new heights, without reloading a cell — the documented way to let a row grow as its text
    /// view grows ("call this method … to animate changes in the row heights without reloading the
    /// cell", UITableView's `beginUpdates()`). Asked as ``TableDataSourceRows`` asks: the delegate's
    /// `heightForRowAt`, else `rowHeight`; a self-sizing row (`automaticDimension`) whose cell exists is
    /// as tall as its content view's fitting height at the table's width, and keeps its height
    /// otherwise. With estimates only the visible rows are asked (the others are estimated until they
    /// come into view); without, every row. A row whose height changed is the app's update for the
    /// checker (`Scene.appUpdates`).
    private func requeryHeights(_ host: ModelBackedScreen) {
        guard let table else { return }
        let paths: [ScrollGeometry.IndexPath]
        if table.estimatedRowHeight > 0 {
            paths = table.indexPathsForVisibleRows
        } else {
            paths = (0..<table.numberOfSections).flatMap { s in
                (0..<table.numberOfRows(inSection: s)).map { ScrollGeometry.IndexPath(row: $0, section: s) }
            }
        }
        var changed: [RowUpdate] = []
        for path in paths {
            guard let row = table.row(at: path) else { continue }
            let asked = host.run { TableDataSourceRows.height(at: Foundation.IndexPath(path), of: self) }
            var height = Double(asked)
            if asked < 0 {
                guard let cell = host.cells[row.id] as? UITableViewCell else { continue }
                let width = Swift.max(1, frame.width)
                let fitting = host.run {
                    cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel)
                }
                guard fitting.height > 0 else { continue }
                height = Double(fitting.height)
            }
            guard abs(height - row.height) > 0.001 else { continue }
            host.mutate { try $0.tableView.setHeight(height, ofRowAt: path) }
            changed.append(.resize(path, height: height))
        }
        host.scene.appUpdates += changed
    }

    /// The app's row changes as the model's updates, for the checker (`Scene.appUpdates`).
    static func rowUpdates(deletes: [Foundation.IndexPath], inserts: [(ScrollGeometry.IndexPath, RowSpec)],
                                   reloads: [(ScrollGeometry.IndexPath, Double?)]) -> [RowUpdate] {
        var made: [RowUpdate] = []
        if !deletes.isEmpty { made.append(.delete(deletes.map(\.model))) }
        if !reloads.isEmpty { made.append(.reload(reloads.map(\.0), heights: reloads.map { $0.1 ?? 0 })) }
        if !inserts.isEmpty { made.append(.insert(at: inserts.map(\.0), rows: inserts.map(\.1))) }
        return made
    }

    /// `reloadData()` on the view controller's own screen: the data source describes every row again
    /// (new rows, new cells); the offset stays, as UIKit keeps it. A row the reader saw keeps its
    /// identity when a reloaded row shows what it showed (``ReloadIdentity``).
    private func reloadFromDataSource(_ host: ModelBackedScreen) {
        guard let table else { return }
        let reading = host.run { TableDataSourceRows(table: self, readingShownText: true) }
        let old = Array(0..<table.numberOfSections)
        let identity = ReloadIdentity(before: host.shownRows(), after: reading.shown, editing: host.sceneStorage.focusedRow)
        // Every cell goes, as every row does (the rows that keep their identities are asked for cells again).
        host.dropCells(ofRowsIn: table)
        host.mutate { scene in
            try scene.tableView.performBatchUpdates(
                deletingRows: [], reloading: [], deletingSections: old,
                insertingSections: Array(reading.sections.indices), sectionRows: reading.sections, insertingRows: [],
                sectionRowIdentities: identity.identities)
            scene.tableView.reloadData()
            scene.appUpdates.append(.reloadAll)
        }
        host.pruneRows()
    }

    /// UIKit asks the data source for its counts after an update and raises when they differ from
    /// what the table holds ("Invalid update: invalid number of rows in section …").
    private func checkDataSource() {
        guard let host, let dataSource, let table else { return }
        let sections = dataSource.numberOfSections(in: self)
        guard sections == table.numberOfSections else {
            host.raise(UIKitException.invalidUpdate(
                call: "endUpdates", reason: "invalid number of sections: the table has \(table.numberOfSections), the data source says \(sections)"))
            return
        }
        for s in 0..<sections {
            let count = dataSource.tableView(self, numberOfRowsInSection: s)
            if count != table.numberOfRows(inSection: s) {
                host.raise(UIKitException.invalidUpdate(
                    call: "endUpdates",
                    reason: "invalid number of rows in section \(s): the table holds \(table.numberOfRows(inSection: s)) after the update, the data source says \(count)"))
                return
            }
        }
    }
}

/// `UITableViewDataSource`. The two required methods are required here too; `cellForRowAt` is asked for
/// the rows a layout pass shows (view-controller mode), the counts after every update.
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    /// `tableView(_:titleForHeaderInSection:)`: a title gives the section a header (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// `tableView(_:titleForFooterInSection:)`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// `UITableViewDelegate`: optional methods, defaults do nothing. `heightForRowAt` is asked when the
/// controller's screen is read and for rows it inserts or reloads.
/// - `willDisplay`: told after each layout pass for every row it sized, in order.
/// - `estimatedHeightForRowAt`: asked again for the rows a table had laid out when it counts its
///   estimates again (the model's `reestimatesOnReappear` option); `automaticDimension`, the default,
///   keeps the estimate the row was read with.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: Foundation.IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: Foundation.IndexPath)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: Foundation.IndexPath) -> CGFloat
    /// `tableView(_:heightForRowAt:)`: the row's height; the default is the table's `rowHeight`
    /// (`automaticDimension`: the cell's content decides).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat
    /// `tableView(_:heightForHeaderInSection:)`, `tableView(_:heightForFooterInSection:)`: defaults are
    /// the table's `sectionHeaderHeight` / `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `tableView(_:viewForHeaderInSection:)`, `tableView(_:viewForFooterInSection:)`: a section's header
    /// or footer view (default nil: the title's, if any); asked when the screen is read.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: Foundation.IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: Foundation.IndexPath) {}
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
}

extension Array where Element: AnyObject {
    /// Appends `cell` unless the queue holds `limit` cells or holds it already; whether it did.
    mutating func appendUnlessFull(_ cell: Element, limit: Int) -> Bool {
        guard count < limit, !contains(where: { $0 === cell }) else { return false }
        append(cell)
        return true
    }
}
