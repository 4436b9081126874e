/// Content changes: `insertRows`, `deleteRows`, `reloadRows`, `reloadData`, `performBatchUpdates` and a
/// row's height changing. None of them moves `contentOffset` (the rows on screen shift by whatever
/// changed above them), except that under
/// ``UndocumentedBehavior/clampsOffsetAfterUpdates`` an offset left past the new valid range is pulled
/// back.
extension TableView {
    /// `insertRows(at:with:)`: inserts `rows[i]` at `indexPaths[i]`, in ascending index-path order (each
    /// path refers to the table after the earlier insertions). Returns the new rows' identities in the
    /// order given. Raises for a path past the end of its section or a section that does not exist.
    @discardableResult
    public mutating func insertRows(at indexPaths: [IndexPath], rows specs: [RowSpec]) throws -> [RowID] {
        try requireTable("insertRowsAtIndexPaths:withRowAnimation:")
        guard indexPaths.count == specs.count else {
            throw UIKitException.invalidUpdate(call: "insertRows",
                                               reason: "\(indexPaths.count) index paths for \(specs.count) new rows")
        }
        return try performBatchUpdates(deleting: [], inserting: Array(zip(indexPaths, specs)), reloading: [])
            .inserted
    }

    /// `deleteRows(at:with:)`. Raises for a path that does not exist or appears twice.
    public mutating func deleteRows(at indexPaths: [IndexPath]) throws {
        try requireTable("deleteRowsAtIndexPaths:withRowAnimation:")
        _ = try performBatchUpdates(deleting: indexPaths, inserting: [], reloading: [])
    }

    /// `reloadRows(at:with:)`: the rows keep their identity but are asked for again — they count their
    /// estimate until the next layout pass, and take `newHeights[i]` as their true height when given.
    public mutating func reloadRows(at indexPaths: [IndexPath], newHeights: [Double]? = nil) throws {
        try requireTable("reloadRowsAtIndexPaths:withRowAnimation:")
        if let newHeights, newHeights.count != indexPaths.count {
            throw ModelError.outOfRange(field: "reloadRows newHeights.count", value: Double(newHeights.count),
                                        allowed: "one height per index path (\(indexPaths.count))")
        }
        let reloads = indexPaths.enumerated().map { (i, ip) in (ip, newHeights?[i]) }
        _ = try performBatchUpdates(deleting: [], inserting: [], reloading: reloads)
    }

    /// `performBatchUpdates(_:completion:)` with UIKit's ordering: reloads and deletes name index paths
    /// **before** the update, inserts name index paths **after** it (applied in ascending order).
    /// Everything is checked before anything changes, so a call that raises leaves the table as it was.
    ///
    /// - Complexity: O((d + i + r) · (sections + log n)) for d deletes, i inserts and r reloads (see
    ///   ``RowStore`` for the rare chunk split).
    @discardableResult
    public mutating func performBatchUpdates(deleting deletes: [IndexPath],
                                             inserting inserts: [(IndexPath, RowSpec)],
                                             reloading reloads: [(IndexPath, Double?)]) throws
        -> (inserted: [RowID], deleted: [RowID])
    {
        let call = "performBatchUpdates"
        // Validate against the table before the update.
        var deleteFlat: [Int] = []
        for ip in deletes {
            guard let flat = flatIndex(ip) else {
                throw UIKitException.indexPathOutOfRange(call: "deleteRows", indexPath: ip,
                                                         rowsInSection: sectionRowCountOrNil(ip.section))
            }
            deleteFlat.append(flat)
        }
        guard Set(deleteFlat).count == deleteFlat.count else {
            throw UIKitException.invalidUpdate(call: call, reason: "a row is deleted twice")
        }
        var reloadFlat: [(Int, Double?)] = []
        for (ip, height) in reloads {
            guard let flat = flatIndex(ip) else {
                throw UIKitException.indexPathOutOfRange(call: "reloadRows", indexPath: ip,
                                                         rowsInSection: sectionRowCountOrNil(ip.section))
            }
            if deleteFlat.contains(flat) {
                throw UIKitException.invalidUpdate(call: call, reason: "\(ip) is both deleted and reloaded")
            }
            if let height { try ModelError.checkLength(height, "reloadRows height for \(ip)") }
            reloadFlat.append((flat, height))
        }
        var specs: [(IndexPath, RowSpec)] = []
        for (n, (ip, spec)) in inserts.enumerated() {
            specs.append((ip, try spec.validated("inserted row \(n)")))
        }
        specs.sort { $0.0 < $1.0 }
        // Check each insert against its section as the earlier deletes and inserts leave it, before
        // changing anything: a failure leaves the table unchanged.
        var counts = sectionRowCounts
        for flat in deleteFlat { counts[section(ofFlat: flat)] -= 1 }
        for (ip, _) in specs {
            guard counts.indices.contains(ip.section), ip.row >= 0, ip.row <= counts[ip.section] else {
                throw UIKitException.indexPathOutOfRange(call: "insertRows", indexPath: ip,
                                                         rowsInSection: counts.indices.contains(ip.section) ? counts[ip.section] : nil)
            }
            counts[ip.section] += 1
        }

        // Apply in place: reloads and deletes at their old positions, then inserts in ascending order.
        for (flat, height) in reloadFlat {
            store.modify(at: flat) { row in
                row.isLaidOut = false
                if let height { row.height = height }
            }
        }
        let deletedIDs = deleteFlat.map { store[$0].id }
        for flat in deleteFlat.sorted(by: >) {
            let s = section(ofFlat: flat)
            store.remove(at: flat)
            sectionRowCounts[s] -= 1
        }
        var insertedByPath: [IndexPath: RowID] = [:]
        for (ip, spec) in specs {
            let row = makeRow(spec)
            store.insert(row, at: sectionStart(ip.section) + ip.row)
            sectionRowCounts[ip.section] += 1
            insertedByPath[ip] = row.id
        }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
        return (inserts.compactMap { insertedByPath[$0.0] }, deletedIDs)
    }

    /// `reloadData()`: every row is asked for again, so cached heights are dropped and rows count their
    /// estimates until laid out. The offset stays.
    /// - Complexity: O(n / ``RowStore/chunkCount`` + rows ever laid out) (see ``RowStore/forgetLayout()``).
    public mutating func reloadData() {
        store.forgetLayout()
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
    }

    /// A self-sizing row's height changing (a text view growing as the user types, an image arriving),
    /// applied as `performBatchUpdates(nil)` does: a laid-out row takes its new height at once, a row
    /// not yet laid out keeps counting its estimate.
    public mutating func setHeight(_ height: Double, ofRowAt indexPath: IndexPath) throws {
        try ModelError.checkLength(height, "row height for \(indexPath)")
        guard let flat = flatIndex(indexPath) else {
            throw UIKitException.indexPathOutOfRange(call: "row height change", indexPath: indexPath,
                                                     rowsInSection: sectionRowCountOrNil(indexPath.section))
        }
        store.modify(at: flat) { $0.height = height }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
    }

    func sectionRowCountOrNil(_ section: Int) -> Int? {
        sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : nil
    }
}
