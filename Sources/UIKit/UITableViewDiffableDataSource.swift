@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UITableViewDiffableDataSource` (iOS 13): the table's data source, fed snapshots. It makes itself the
/// table's `dataSource` (as UIKit's initializer does), answers the counts and cells from the snapshot it
/// last applied, and `apply(_:animatingDifferences:completion:)` performs the difference from that
/// snapshot to the new one as one batch update (``SnapshotDifference``; a moved row is deleted and
/// inserted, so it gets a new identity in the model). Before the table is on screen an apply only
/// records the snapshot.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: Foundation.IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()
    /// `defaultRowAnimation`: stored.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// `init(tableView:cellProvider:)`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// `snapshot()`: a copy of the snapshot last applied.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { contents.snapshot }

    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = contents.take(snapshot)
        guard let tableView, tableView.isModelBacked, !difference.isEmpty else {
            completion?()
            return
        }
        tableView.performBatchUpdates({
            let moves = difference.itemMoves
            tableView.deleteSections(IndexSet(difference.sectionDeletes + difference.sectionMoves.map(\.from) + difference.sectionReloads), with: .automatic)
            tableView.insertSections(IndexSet(difference.sectionInserts + difference.sectionMoves.map(\.to) + difference.sectionReloads), with: .automatic)
            tableView.deleteRows(at: difference.itemDeletes + moves.map(\.from), with: .automatic)
            tableView.insertRows(at: difference.itemInserts + moves.map(\.to), with: .automatic)
            tableView.reloadRows(at: difference.itemReloads + difference.itemReconfigures, with: .automatic)
        }, completion: completion.map { done in { _ in done() } })
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _ = contents.take(snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)` (iOS 15).
    open func itemIdentifier(for indexPath: Foundation.IndexPath) -> ItemIdentifierType? {
        contents.item(inSection: indexPath.section, at: indexPath[1])
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> Foundation.IndexPath? {
        contents.position(of: itemIdentifier).map { position in Foundation.IndexPath(row: position.index, section: position.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { contents.section(at: index) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { contents.sectionCount }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contents.itemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.host?.raise(UIKitException.invalidUpdate(
                call: "cellForRowAtIndexPath:", reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)"))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
