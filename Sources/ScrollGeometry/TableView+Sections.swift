/// Section changes: `insertSections(_:with:)` and `deleteSections(_:with:)`. As for rows, nothing moves
/// `contentOffset`: content below an inserted or deleted section moves by the section's whole height (its
/// header, its rows — estimates for rows not laid out — and its footer), except that under
/// ``UndocumentedBehavior/clampsOffsetAfterUpdates`` an offset left past the new valid range is pulled
/// back. Rows keep their identities (``RowID``); rows of a deleted section are gone.
extension TableView {
    /// `insertSections(_:with:)`: a new section at each index of `sections` (an index in the table after
    /// the update; applied in ascending order, as UIKit applies insertions), holding `rows[i]`, with the
    /// table's ``sectionHeaderHeight`` and ``sectionFooterHeight``. New rows count their estimates until
    /// laid out. Returns the new rows' identities, section by section in the order given.
    ///
    /// Raises as UIKit does (`NSInternalInconsistencyException`, "attempt to insert section 4 but there
    /// are only 4 sections after the update") for an index past the end, a negative or repeated index,
    /// or a count of row lists that does not match; a call that raises leaves the table unchanged.
    /// - Complexity: O(s · sections + r · log n) for s sections holding r rows in all.
    ///
    /// `identities`, when given, names for some of the new rows (section by section, as `rows`) the
    /// identity of a row they are to be taken as: a row gone from the table, the same item to the reader
    /// (``performBatchUpdates(deletingRows:reloading:deletingSections:insertingSections:sectionRows:insertingRows:sectionRowIdentities:)``).
    /// An identity still in the table, or named twice, is not taken: that row gets a new one.
    @discardableResult
    public mutating func insertSections(_ sections: [Int], rows: [[RowSpec]], identities: [[RowID?]]? = nil) throws -> [[RowID]] {
        let call = "insertSections"
        try requireTable("insertSections:withRowAnimation:")
        guard sections.count == rows.count else {
            throw UIKitException.invalidUpdate(call: call, reason: "\(sections.count) section indices for \(rows.count) row lists")
        }
        guard Set(sections).count == sections.count else {
            throw UIKitException.invalidUpdate(call: call, reason: "a section is inserted twice")
        }
        var order = Array(sections.indices)
        order.sort { sections[$0] < sections[$1] }
        // Ascending, each index must land inside the table as the earlier insertions leave it: the old
        // sections and the new ones together fill 0 ..< count after the update without a gap.
        for (k, i) in order.enumerated() where sections[i] < 0 || sections[i] > numberOfSections + k {
            throw UIKitException.invalidUpdate(
                call: call,
                reason: "attempt to insert section \(sections[i]) but there are only \(numberOfSections + k) sections when it is inserted (\(numberOfSections + sections.count) after the update)")
        }
        for (i, specs) in rows.enumerated() {
            for (r, spec) in specs.enumerated() { _ = try spec.validated("inserted section \(sections[i]) row \(r)") }
        }
        var ids = Array(repeating: [RowID](), count: sections.count)
        var taken = Set<RowID>()
        func identity(_ i: Int, _ k: Int) -> RowID? {
            guard let identities, identities.indices.contains(i), identities[i].indices.contains(k),
                  let id = identities[i][k], id.raw < nextRowID, indexPath(of: id) == nil, taken.insert(id).inserted else { return nil }
            return id
        }
        for i in order {
            let section = sections[i]
            var flat = sectionStart(section)
            for (k, spec) in rows[i].enumerated() {
                let row = identity(i, k).map { makeRow(spec, id: $0) } ?? makeRow(spec)
                store.insert(row, at: flat)
                ids[i].append(row.id)
                flat += 1
            }
            sectionRowCounts.insert(rows[i].count, at: section)
            sectionHeaderHeights.insert(sectionHeaderHeight, at: section)
            sectionFooterHeights.insert(sectionFooterHeight, at: section)
        }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
        return ids
    }

    /// `deleteSections(_:with:)`: the sections at these indices (the table before the update) go with
    /// their rows, headers and footers. Raises as UIKit does ("attempt to delete section 3, but there
    /// are only 3 sections before the update") for an index out of range or repeated; a call that raises
    /// leaves the table unchanged. Returns the identities of the rows deleted.
    /// - Complexity: O(s · sections + r · log n) for s sections holding r rows in all.
    @discardableResult
    public mutating func deleteSections(_ sections: [Int]) throws -> [RowID] {
        let call = "deleteSections"
        try requireTable("deleteSections:withRowAnimation:")
        guard Set(sections).count == sections.count else {
            throw UIKitException.invalidUpdate(call: call, reason: "a section is deleted twice")
        }
        for section in sections where !sectionRowCounts.indices.contains(section) {
            throw UIKitException.invalidUpdate(
                call: call, reason: "attempt to delete section \(section), but there are only \(numberOfSections) sections before the update")
        }
        var deleted: [RowID] = []
        for section in sections.sorted(by: >) {
            let start = sectionStart(section)
            for flat in (start..<(start + sectionRowCounts[section])).reversed() {
                deleted.append(store.remove(at: flat).id)
            }
            sectionRowCounts.remove(at: section)
            sectionHeaderHeights.remove(at: section)
            sectionFooterHeights.remove(at: section)
        }
        syncContentSize()
        if behavior.clampsOffsetAfterUpdates { scrollView.clampOffset() }
        return deleted
    }
}

extension TableView {
    /// A batch of row and section changes, as `performBatchUpdates(_:completion:)` applies them: row
    /// deletes and reloads, then section deletes (all naming the table before the update), then section
    /// inserts with their rows, then row inserts (naming the table after it). The offset is pulled back
    /// once at the end (under ``UndocumentedBehavior/clampsOffsetAfterUpdates``), never in between; a
    /// batch that raises leaves the table unchanged. `sectionRowIdentities` names identities for the
    /// inserted sections' rows (``insertSections(_:rows:identities:)``): the geometry is the same
    /// whatever identities the rows get.
    public mutating func performBatchUpdates(deletingRows deletes: [IndexPath], reloading reloads: [(IndexPath, Double?)],
                                             deletingSections: [Int], insertingSections: [Int],
                                             sectionRows: [[RowSpec]], insertingRows inserts: [(IndexPath, RowSpec)],
                                             sectionRowIdentities: [[RowID?]]? = nil) throws
    {
        var next = self
        let clamps = behavior.clampsOffsetAfterUpdates
        next.behavior.clampsOffsetAfterUpdates = false
        if !deletes.isEmpty || !reloads.isEmpty {
            _ = try next.performBatchUpdates(deleting: deletes, inserting: [], reloading: reloads)
        }
        if !deletingSections.isEmpty { try next.deleteSections(deletingSections) }
        if !insertingSections.isEmpty || !sectionRows.isEmpty {
            try next.insertSections(insertingSections, rows: sectionRows, identities: sectionRowIdentities)
        }
        if !inserts.isEmpty { _ = try next.performBatchUpdates(deleting: [], inserting: inserts, reloading: []) }
        next.behavior.clampsOffsetAfterUpdates = clamps
        if clamps { next.scrollView.clampOffset() }
        self = next
    }
}
