@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionView`, with a vertical flow layout or a list layout. A model-backed collection view (the
/// screen's) is the model's list: each item is one of its rows, in sections, so everything the checker
/// judges of a table — the anchor item, the focused control in its cell, the bottom of a chat, the offset
/// range — it judges of the collection view the same way.
///
/// How the layout maps onto the model's rows (``CollectionLayoutRows``): an item's row is the line spacing
/// above the item (none above the first item of its section) and the item's height; a section's header height
/// and top inset are its header, its bottom inset and footer height its footer. An item's frame spans
/// its section's width between the insets (``itemFrame(forRowRect:at:)``).
///
/// Updates follow UIKit's rules as the table's do (``UICollectionView+Updates.swift``): checked before
/// anything changes, the data source's counts asked after, an inconsistent update raising
/// `NSInternalInconsistencyException` ("Invalid update: invalid number of items in section …").
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UICollectionView.elementKindSectionHeader`, `elementKindSectionFooter`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// `dataSource`: asked for item counts after every update and for the cells of items shown.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// `allowsSelection`, `allowsMultipleSelection`, `isPrefetchingEnabled`, `backgroundView`,
    /// `selfSizingInvalidation` (iOS 16), `remembersLastFocusedIndexPath`, `dragInteractionEnabled`: stored.
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var backgroundView: UIView?
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var isEditing = false

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        alwaysBounceVertical = true
        layout.collectionView = self
    }

    /// `init?(coder:)` (a storyboard's collection view): a flow layout; the generated code sets the rest.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The host when the model backs this collection view.
    var modelHost: ModelBackedScreen? { backing == .scrollView ? host : nil }

    /// Said once per collection view: its flow layout puts several items in a line, which the model reads
    /// one item per line.
    var warnedGrid = false
    /// The update being recorded inside `performBatchUpdates` (``UICollectionView+Updates.swift``).
    var pendingBatch: ItemBatch?
    /// The model rows that hold no line spacing above them (the first item of each section); nil until
    /// the first update reads them from the screen.
    var rowsWithoutSpacing: Set<RowID>?
    /// Each section's placement by section number, read once per update (the delegate's answers are
    /// app code); nil where not read yet. Emptied only by ``resetSectionGeometry()``.
    private(set) var sectionGeometryCache: [CollectionLayoutRows.SectionGeometry?] = []
    /// How many times ``sectionGeometryCache`` was emptied: an item frame worked out at the same count
    /// used the same section geometry.
    private(set) var sectionGeometryResets = 0

    /// Forgets the sections' placement: the next item frame reads it again.
    func resetSectionGeometry() {
        sectionGeometryCache = []
        sectionGeometryResets &+= 1
    }

    // MARK: Counts and geometry

    /// `numberOfSections`.
    open var numberOfSections: Int {
        if let host = modelHost { return host.sceneStorage.tableView.numberOfSections }
        return dataSource?.numberOfSections(in: self) ?? 0
    }

    /// `numberOfItems(inSection:)`.
    open func numberOfItems(inSection section: Int) -> Int {
        if let host = modelHost { return host.sceneStorage.tableView.numberOfRows(inSection: section) }
        return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// How the layout places the items of `section` across and apart (``CollectionLayoutRows``).
    func sectionGeometry(_ section: Int) -> CollectionLayoutRows.SectionGeometry {
        if sectionGeometryCache.indices.contains(section), let known = sectionGeometryCache[section] { return known }
        let geometry = CollectionLayoutRows.sectionGeometry(section, of: self)
        guard section >= 0 else { return geometry }
        if sectionGeometryCache.count <= section {
            sectionGeometryCache.append(contentsOf: repeatElement(nil, count: section + 1 - sectionGeometryCache.count))
        }
        sectionGeometryCache[section] = geometry
        return geometry
    }

    /// The item's frame from the model's rect of its row (which leaves out the line spacing above it,
    /// ``TableView/interItemGap``), across its section's width between the insets.
    func itemFrame(forRowRect rect: ScrollGeometry.Rect, at path: ScrollGeometry.IndexPath) -> CGRect {
        guard modelHost != nil else { return CGRect(rect) }
        let geometry = sectionGeometry(path.section)
        return CGRect(x: geometry.itemX, y: rect.minY, width: geometry.itemWidth(in: bounds.width), height: rect.height)
    }

    /// `layoutAttributesForItem(at:)`: the item's frame in content coordinates; nil for an index path
    /// that does not exist.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let host = modelHost, host.sceneStorage.tableView.row(at: indexPath.model) != nil else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrame(forRowRect: host.sceneStorage.tableView.rectForRow(at: indexPath.model), at: indexPath.model)
        return attributes
    }

    /// Every item's attributes, in order (for `layoutAttributesForElements(in:)`).
    func allItemAttributes() -> [UICollectionViewLayoutAttributes] {
        guard modelHost != nil else { return [] }
        return (0..<numberOfSections).flatMap { s in
            (0..<numberOfItems(inSection: s)).compactMap { layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: s)) }
        }
    }

    /// `indexPathForItem(at:)`: the item whose frame contains `point` (content coordinates), or nil in
    /// the spacing, a header or footer.
    open func indexPathForItem(at point: CGPoint) -> Foundation.IndexPath? {
        guard let host = modelHost, let path = host.sceneStorage.tableView.indexPathForRow(at: CGPoint(x: 0, y: point.y).model) else { return nil }
        let frame = itemFrame(forRowRect: host.sceneStorage.tableView.rectForRow(at: path), at: path)
        return frame.contains(point) ? Foundation.IndexPath(item: path.row, section: path.section) : nil
    }

    /// `indexPathsForVisibleItems`: items whose rows overlap the bounds (also under bars and the
    /// keyboard), in order.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] {
        guard let host = modelHost else { return [] }
        return host.sceneStorage.tableView.indexPathsForVisibleRows.map { Foundation.IndexPath(item: $0.row, section: $0.section) }
    }

    /// `visibleCells`.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { cellForItem(at: $0) } }

    /// `cellForItem(at:)`: the cell of a visible item, nil when it is off screen or does not exist.
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        guard let host = modelHost, let row = host.sceneStorage.tableView.row(at: indexPath.model),
              host.sceneStorage.tableView.indexPathsForVisibleRows.contains(indexPath.model) else { return nil }
        return host.cell(for: row.id) as? UICollectionViewCell
    }

    /// `indexPath(for:)`: where the cell's item is now, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> Foundation.IndexPath? {
        guard let host = modelHost, case let .cell(id) = cell.backing, let path = host.sceneStorage.tableView.indexPath(of: id) else { return nil }
        return Foundation.IndexPath(item: path.row, section: path.section)
    }

    // MARK: Cells

    /// Cell and supplementary view classes registered by reuse identifier, and registrations' makers.
    var registeredCells: [String: UICollectionReusableView.Type] = [:]
    /// Prototype cells of a storyboard scene (``UIStoryboard``): each makes a cell with its views built and
    /// its outlets connected, as iOS decodes a prototype for `dequeueReusableCell`.
    var prototypeCells: [String: () -> UICollectionViewCell] = [:]
    var registeredSupplementaryViews: [String: UICollectionReusableView.Type] = [:]

    /// Nibs registered by reuse identifier (``UINib``, made by `keyfuzz import Name.xib`).
    var registeredCellNibs: [String: UINib] = [:]
    var registeredSupplementaryNibs: [String: UINib] = [:]

    /// `register(_:forCellWithReuseIdentifier:)`. A class registered for an identifier replaces a nib
    /// registered for it, as in UIKit.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass as? UICollectionReusableView.Type
        registeredCellNibs[identifier] = nil
        prototypeCells[identifier] = nil
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib: `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes the nib's top-level cell. UIKit raises when the nib's top level is not exactly one
    /// `UICollectionViewCell`; so does this. A nib replaces a class registered for the identifier.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
        if nib != nil { registeredCells[identifier] = nil }
        prototypeCells[identifier] = nil
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryViews[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
        registeredSupplementaryNibs[elementKind + "/" + identifier] = nil
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: its top-level reusable view.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[kind + "/" + identifier] = nib
        if nib != nil { registeredSupplementaryViews[kind + "/" + identifier] = nil }
    }

    /// The top-level view of `type` a registered nib makes, or nil (raised as UIKit's
    /// `NSInternalInconsistencyException` when the nib holds none).
    func instantiate<View: UICollectionReusableView>(_ type: View.Type, from nib: UINib, identifier: String) -> View? {
        if let view = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? View }).first { return view }
        host?.raise(UIKitException.invalidUpdate(
            call: "dequeueReusableCellWithReuseIdentifier:forIndexPath:",
            reason: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(String(describing: type)) instance"))
        return nil
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a cell waiting in the reuse queue for
    /// `identifier`, after its `prepareForReuse()`, else a new cell of the class registered for
    /// `identifier` (`init(frame:)`, through the subclass's override). UIKit raises for an identifier
    /// nothing was registered for; so does this.
    ///
    /// A displayed item keeps its cell while the item exists. The queue holds the cells the collection
    /// asked for only to measure an item (``enqueueReusableCell(_:)``), which UIKit never makes: so an
    /// item's display gets the cell its measuring made, reconfigured by the app, as a device hands out a
    /// cell that left the screen.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        if let cell = reusedCell(identifier) { return cell }
        let cell = makeCell(identifier)
        cell.reuseQueueKey = identifier
        return cell
    }

    /// A new cell for `identifier`: the storyboard's prototype, the registered nib's cell or the
    /// registered class's.
    private func makeCell(_ identifier: String) -> UICollectionViewCell {
        if let prototype = prototypeCells[identifier] {
            let cell = prototype()
            cell.reuseIdentifier = identifier
            return cell
        }
        if let nib = registeredCellNibs[identifier] {
            let cell = instantiate(UICollectionViewCell.self, from: nib, identifier: identifier) ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let type = registeredCells[identifier] else {
            host?.raise(UIKitException.invalidUpdate(
                call: "dequeueReusableCellWithReuseIdentifier:forIndexPath:",
                reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"))
            return UICollectionViewCell(frame: .zero)
        }
        let view = type.init(_registeredFrame: .zero)
        view.reuseIdentifier = identifier
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// Cells waiting to be handed out again, by queue (``UICollectionReusableView/reuseQueueKey``): at
    /// most ``reuseQueueLimit`` a queue and ``reuseQueueTotalLimit`` in all.
    package private(set) var reusableCells: [String: [UICollectionViewCell]] = [:]
    private var queuedCellCount = 0
    package static let reuseQueueLimit = 8
    package static let reuseQueueTotalLimit = 64

    /// Puts a cell that is out of the hierarchy and came from a dequeue in its queue, unless the queue
    /// is full.
    package func enqueueReusableCell(_ cell: UICollectionViewCell) {
        guard let key = cell.reuseQueueKey, cell.superview == nil, queuedCellCount < Self.reuseQueueTotalLimit else { return }
        if reusableCells[key, default: []].appendUnlessFull(cell, limit: Self.reuseQueueLimit) { queuedCellCount += 1 }
    }

    /// The last cell queued under `key`, after its `prepareForReuse()`; nil when none waits.
    func reusedCell(_ key: String) -> UICollectionViewCell? {
        guard queuedCellCount > 0, let cell = reusableCells[key]?.popLast() else { return nil }
        queuedCellCount -= 1
        cell.prepareForReuse()
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        if let nib = registeredSupplementaryNibs[elementKind + "/" + identifier] {
            let view = instantiate(UICollectionReusableView.self, from: nib, identifier: identifier) ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        let type = registeredSupplementaryViews[elementKind + "/" + identifier] ?? UICollectionReusableView.self
        let view = type.init(_registeredFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Updates (applied in UICollectionView+Updates.swift)

    /// `insertItems(at:)`.
    open func insertItems(at indexPaths: [Foundation.IndexPath]) { update { $0.inserts += indexPaths } }
    /// `deleteItems(at:)`.
    open func deleteItems(at indexPaths: [Foundation.IndexPath]) { update { $0.deletes += indexPaths } }
    /// `reloadItems(at:)`: the items' cells are asked for again and their sizes read again.
    open func reloadItems(at indexPaths: [Foundation.IndexPath]) { update { $0.reloads += indexPaths } }
    /// `reconfigureItems(at:)` (iOS 15): as `reloadItems(at:)` here (the cell is asked for again).
    open func reconfigureItems(at indexPaths: [Foundation.IndexPath]) { reloadItems(at: indexPaths) }
    /// `moveItem(at:to:)`: the item's delete and its insert.
    open func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        update { $0.deletes.append(indexPath); $0.inserts.append(newIndexPath) }
    }
    /// `insertSections(_:)`, `deleteSections(_:)`, `reloadSections(_:)` (a section's delete and insert).
    open func insertSections(_ sections: IndexSet) { update { $0.sectionInserts += Array(sections) } }
    open func deleteSections(_ sections: IndexSet) { update { $0.sectionDeletes += Array(sections) } }
    open func reloadSections(_ sections: IndexSet) {
        update { $0.sectionDeletes += Array(sections); $0.sectionInserts += Array(sections) }
    }
    /// `moveSection(_:toSection:)`: the section's delete and insert.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.sectionDeletes.append(section); $0.sectionInserts.append(newSection) }
    }

    /// `performBatchUpdates(_:completion:)`: the calls inside `updates` apply together; `completion` runs
    /// on the main queue when the update's animation (0.3 s) ends. With no calls, self-sizing items take
    /// their new sizes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingBatch == nil
        if outer { pendingBatch = ItemBatch() }
        updates?()
        if outer, let batch = pendingBatch {
            pendingBatch = nil
            apply(batch)
        }
        if let completion {
            let loop = MainRunLoop.active
            loop.enqueue(at: loop.now + UIView.inheritedDuration(0.3)) { completion(true) }
        }
    }

    /// `reloadData()`: every item is asked for again (new items, new cells); the offset stays.
    open func reloadData() {
        if pendingBatch != nil { pendingBatch?.reloadsData = true; return }
        guard let host = modelHost else { return }
        resetSectionGeometry()
        let reading = host.run { CollectionLayoutRows(collection: self, readingShownText: true) }
        let old = Array(0..<host.sceneStorage.tableView.numberOfSections)
        // An item the reader saw keeps its identity when a reloaded item shows what it showed
        // (``ReloadIdentity``); every cell goes, as every item does.
        let identity = ReloadIdentity(before: host.shownRows(), after: reading.shown, editing: host.sceneStorage.focusedRow)
        host.dropCells(ofRowsIn: host.sceneStorage.tableView)
        host.mutate { scene in
            try scene.tableView.performBatchUpdates(
                deletingRows: [], reloading: [], deletingSections: old,
                insertingSections: Array(reading.sections.indices), sectionRows: reading.sections, insertingRows: [],
                sectionRowIdentities: identity.identities)
            scene.tableView.reloadData()
            scene.appUpdates.append(.reloadAll)
        }
        rowsWithoutSpacing = nil
        host.pruneRows()
    }

    // MARK: Layout and selection

    /// `setCollectionViewLayout(_:animated:)`, `setCollectionViewLayout(_:animated:completion:)`: the new
    /// layout places the items. UIKit keeps the items' cells and lays them out again; here every item is
    /// read again with the new layout (its cell asked for anew, as `reloadData()` asks), the offset kept.
    /// `completion` runs on the main queue at the end of the change (0.3 s when animated, as UIKit's
    /// layout transition).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        resetSectionGeometry()
        if modelHost != nil { reloadData() }
        if let completion {
            let loop = MainRunLoop.active
            loop.enqueue(at: loop.now + (animated ? UIView.inheritedDuration(0.3) : 0)) { completion(true) }
        }
    }

    /// The selected items (``indexPathsForSelectedItems``), kept by index path as UIKit reports them.
    var selectedItems: [Foundation.IndexPath] = []

    /// `indexPathsForSelectedItems`: nil when nothing is selected, as UIKit answers.
    open var indexPathsForSelectedItems: [Foundation.IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// `selectItem(at:animated:scrollPosition:)`: selects the item (all others too unless
    /// `allowsMultipleSelection`; nil deselects every item) and scrolls it to `scrollPosition` as
    /// ``scrollToItem(at:at:animated:)`` does (none: no scroll). The delegate is not told, as in UIKit.
    open func selectItem(at indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedItems { cellForItem(at: path)?.isSelected = false }
            selectedItems = []
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedItems where path != indexPath { cellForItem(at: path)?.isSelected = false }
            selectedItems = []
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`. The delegate is not told, as in UIKit.
    open func deselectItem(at indexPath: Foundation.IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Scrolling

    /// `scrollToItem(at:at:animated:)`: the item at `scrollPosition` of the visible area (inside the
    /// adjusted insets) — its top, its middle or its bottom; with none of the vertical positions, the
    /// least move that shows it — clamped to the valid offset range. UIKit raises for an index path that
    /// does not exist ("Attempted to scroll the collection view to an out-of-bounds item", iOS 14 on).
    open func scrollToItem(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let host = modelHost else { return }
        let table = host.sceneStorage.tableView
        guard table.row(at: indexPath.model) != nil else {
            host.raise(UIKitException.indexPathOutOfRange(call: "scrollToItem", indexPath: indexPath.model,
                                                          rowsInSection: indexPath.section < table.numberOfSections ? table.numberOfRows(inSection: indexPath.section) : nil))
            return
        }
        let rect = itemFrame(forRowRect: table.rectForRow(at: indexPath.model), at: indexPath.model)
        let inset = adjustedContentInset
        let height = bounds.height
        let top = rect.minY - inset.top
        let bottom = rect.maxY - (height - inset.bottom)
        var target: CGFloat
        if scrollPosition.contains(.top) {
            target = top
        } else if scrollPosition.contains(.bottom) {
            target = bottom
        } else if scrollPosition.contains(.centeredVertically) {
            target = rect.midY - inset.top - (height - inset.top - inset.bottom) / 2
        } else {
            let y = contentOffset.y
            let visibleTop = y + inset.top, visibleBottom = y + height - inset.bottom
            if rect.minY >= visibleTop, rect.maxY <= visibleBottom { return }
            target = rect.minY < visibleTop ? top : bottom
        }
        target = CGFloat(table.scrollView.clampedOffsetY(Double(target)))
        let old = contentOffset
        if abs(target - old.y) > 0.0001 {
            contentOffset = CGPoint(x: old.x, y: target)
            delegate?.scrollViewDidScroll(self)
        }
    }
}
