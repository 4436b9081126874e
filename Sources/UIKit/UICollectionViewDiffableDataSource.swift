@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionViewDiffableDataSource` (iOS 13): the collection view's data source, fed snapshots.
/// It makes itself the collection view's `dataSource` (as UIKit's initializer does), answers the
/// counts and cells from the snapshot it last applied, and `apply(_:animatingDifferences:completion:)`
/// performs the difference from that snapshot to the new one as one batch update
/// (``SnapshotDifference``; a moved item is deleted and inserted, so it gets a new identity in the
/// model). Before the collection view is on screen an apply only records the snapshot: the screen is
/// read from it when it appears.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: Foundation.IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: Foundation.IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// `supplementaryViewProvider`: asked for section headers and footers.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()

    /// `init(collectionView:cellProvider:)`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// `snapshot()`: a copy of the snapshot last applied.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { contents.snapshot }

    /// `apply(_:animatingDifferences:completion:)`: the collection view takes the new snapshot through one
    /// batch update of the difference; `completion` runs when it ends.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = contents.take(snapshot)
        guard let collectionView, collectionView.modelHost != nil, !difference.isEmpty else {
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            let moves = difference.itemMoves
            collectionView.deleteSections(IndexSet(difference.sectionDeletes + difference.sectionMoves.map(\.from)))
            collectionView.insertSections(IndexSet(difference.sectionInserts + difference.sectionMoves.map(\.to)))
            collectionView.deleteItems(at: difference.itemDeletes + moves.map(\.from))
            collectionView.insertItems(at: difference.itemInserts + moves.map(\.to))
            collectionView.reloadItems(at: difference.itemReloads + difference.itemReconfigures)
            if !difference.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(difference.sectionReloads)) }
        }, completion: completion.map { done in { _ in done() } })
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15): the new snapshot, every item read again.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _ = contents.take(snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)` (iOS 15).
    open func itemIdentifier(for indexPath: Foundation.IndexPath) -> ItemIdentifierType? {
        contents.item(inSection: indexPath.section, at: indexPath[1])
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> Foundation.IndexPath? {
        contents.position(of: itemIdentifier).map { position in Foundation.IndexPath(item: position.index, section: position.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { contents.section(at: index) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { contents.sectionCount }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contents.itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            // UIKit raises when the cell provider returns nil.
            collectionView.host?.raise(UIKitException.invalidUpdate(
                call: "cellForItemAtIndexPath:", reason: "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)"))
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
