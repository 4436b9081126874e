@_spiOnly @_spi(Checker) import ScrollGeometry

/// A collection view's updates, applied as UIKit applies them: deletes and reloads name the items before
/// the update, inserts after it, a move is the item's delete and its insert (it gets a new identity
/// here: the model has no move), and then the data source's counts must match the collection view's
/// (UIKit's `NSInternalInconsistencyException`, "Invalid update: invalid number of items in section …").
/// New items are read from the data source (``CollectionLayoutRows``). After an update the line spacing
/// follows the items: the item that became the first of its section loses the spacing above it, and the
/// one that stopped being first gains it.
extension UICollectionView {
    /// The calls of one update (a batch, or a single call outside one).
    struct ItemBatch {
        var deletes: [Foundation.IndexPath] = []
        var inserts: [Foundation.IndexPath] = []
        var reloads: [Foundation.IndexPath] = []
        var sectionInserts: [Int] = []
        var sectionDeletes: [Int] = []
        var reloadsData = false
    }

    func update(_ record: (inout ItemBatch) -> Void) {
        if pendingBatch != nil {
            record(&pendingBatch!)
        } else {
            var single = ItemBatch()
            record(&single)
            apply(single)
        }
    }

    /// Applies one update to the model with the new items as the data source describes them, puts the
    /// line spacing where the new last items need it, then checks the data source's counts.
    func apply(_ batch: ItemBatch) {
        guard let host = modelHost else { return }
        if batch.reloadsData { reloadData(); return }
        resetSectionGeometry()
        prepareSpacingBookkeeping(host)
        // New items are read with the spacing above them; the first of each section loses it below.
        func described(_ path: Foundation.IndexPath) -> RowSpec {
            host.run { CollectionLayoutRows.row(at: path, of: self, spacingAbove: true) }
        }
        let reloads: [(ScrollGeometry.IndexPath, Double?)] = batch.reloads.map { path in
            (path.model, host.run { CollectionLayoutRows.row(at: path, of: self, spacingAbove: path.item > 0) }.height)
        }
        host.forgetCells(of: batch.reloads.compactMap { host.scene.tableView.row(at: $0.model)?.id })
        let inserts = batch.inserts.map { ($0.model, described($0)) }
        let before = host.exception == nil
        var made: [RowUpdate] = []
        if batch.sectionInserts.isEmpty, batch.sectionDeletes.isEmpty {
            if batch.deletes.isEmpty, batch.inserts.isEmpty, batch.reloads.isEmpty { return }
            host.mutate { scene in
                _ = try scene.tableView.performBatchUpdates(deleting: batch.deletes.map(\.model), inserting: inserts, reloading: reloads)
            }
        } else {
            let reported = dataSource?.numberOfSections(in: self) ?? 0
            let newSections = batch.sectionInserts.map { s in
                (0..<(s < reported ? (dataSource?.collectionView(self, numberOfItemsInSection: s) ?? 0) : 0)).map {
                    described(Foundation.IndexPath(item: $0, section: s))
                }
            }
            host.mutate { scene in
                try scene.tableView.performBatchUpdates(
                    deletingRows: batch.deletes.map(\.model), reloading: reloads, deletingSections: batch.sectionDeletes,
                    insertingSections: batch.sectionInserts, sectionRows: newSections, insertingRows: inserts)
            }
            if !batch.sectionDeletes.isEmpty { made.append(.deleteSections(batch.sectionDeletes)) }
            if !batch.sectionInserts.isEmpty { made.append(.insertSections(at: batch.sectionInserts, rows: newSections)) }
        }
        guard host.exception == nil else { return }
        made += UITableView.rowUpdates(deletes: batch.deletes, inserts: inserts, reloads: reloads)
        host.scene.appUpdates += made
        settleSpacing(host)
        host.pruneRows()
        if before, host.exception == nil { checkDataSource(host) }
    }

    /// The rows read without the spacing above them: the first item of each section, as the screen was
    /// read (``CollectionLayoutRows``).
    private func prepareSpacingBookkeeping(_ host: ModelBackedScreen) {
        guard rowsWithoutSpacing == nil else { return }
        rowsWithoutSpacing = Set(firstRows(host).keys)
    }

    /// The first row of each section that has one, with its section.
    private func firstRows(_ host: ModelBackedScreen) -> [RowID: Int] {
        let table = host.scene.tableView
        var first: [RowID: Int] = [:]
        for s in 0..<table.numberOfSections where table.numberOfRows(inSection: s) > 0 {
            if let row = table.row(at: ScrollGeometry.IndexPath(row: 0, section: s)) { first[row.id] = s }
        }
        return first
    }

    /// Moves the line spacing after an update: a row read without it that is no longer the first of its
    /// section gains it; the first row of each section that has it loses it.
    private func settleSpacing(_ host: ModelBackedScreen) {
        guard var without = rowsWithoutSpacing else { return }
        let firsts = firstRows(host)
        for id in without where firsts[id] == nil {
            without.remove(id)
            let table = host.scene.tableView
            guard let path = table.indexPath(of: id), let row = table.row(at: path) else { continue }
            let spacing = Double(sectionGeometry(path.section).lineSpacing)
            if spacing > 0 { host.mutate { try $0.tableView.setHeight(row.height + spacing, ofRowAt: path) } }
        }
        for (id, section) in firsts where !without.contains(id) {
            without.insert(id)
            let table = host.scene.tableView
            guard let path = table.indexPath(of: id), let row = table.row(at: path) else { continue }
            let spacing = Double(sectionGeometry(section).lineSpacing)
            if spacing > 0 { host.mutate { try $0.tableView.setHeight(Swift.max(0, row.height - spacing), ofRowAt: path) } }
        }
        rowsWithoutSpacing = without
    }

    /// UIKit asks the data source for its counts after an update and raises when they differ from what
    /// the collection view holds.
    private func checkDataSource(_ host: ModelBackedScreen) {
        guard let dataSource else { return }
        let table = host.scene.tableView
        let sections = host.run { dataSource.numberOfSections(in: self) }
        guard sections == table.numberOfSections else {
            host.raise(UIKitException.invalidUpdate(
                call: "performBatchUpdates",
                reason: "invalid number of sections: the collection view has \(table.numberOfSections), the data source says \(sections)"))
            return
        }
        for s in 0..<sections {
            let count = host.run { dataSource.collectionView(self, numberOfItemsInSection: s) }
            if count != table.numberOfRows(inSection: s) {
                host.raise(UIKitException.invalidUpdate(
                    call: "performBatchUpdates",
                    reason: "invalid number of items in section \(s): the collection view holds \(table.numberOfRows(inSection: s)) after the update, the data source says \(count)"))
                return
            }
        }
    }
}
