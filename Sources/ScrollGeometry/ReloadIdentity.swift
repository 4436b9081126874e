/// Which rows of a table reloaded with `reloadData()` are, to the reader, the rows they saw before: UIKit
/// forgets every row and asks the data source again, so the model's rows would all be new and where the
/// reader was could not be followed across the reload. A row the reader saw before (it has a cell) whose
/// cell showed a text (the facade reads its labels) is the row of the reloaded table showing the same
/// text, when:
/// - that text is shown by that one row before (among the rows with cells) and by one row after;
/// - the rows so matched keep their order (the longest run of them that does): a row that moved past
///   others is another row to the reader, as a diffable data source's moved item is a delete and an
///   insert; and when fewer than half of them keep it, the list was reordered (a sort, a reversal) and
///   no row is followed;
/// - it is not the row being edited (its text field or text view leaves the window with its cell).
///
/// Only the checker reads this: the reload's geometry is UIKit's whatever identities the rows get
/// (``TableView/insertSections(_:rows:identities:)``).
@_spi(Checker) public struct ReloadIdentity: Sendable {
    /// For each row of the reloaded table (section by section), the identity of the row it is the same
    /// item as, or nil for a new row.
    public let identities: [[RowID?]]

    /// Matches `before` (each old row's identity, its place in the old table's row order, and what its
    /// cell showed) with what the rows of the reload show, `after`.
    public init(before: [(id: RowID, order: Int, shown: String)], after: [[String?]], editing: RowID?) {
        var oldCount: [String: Int] = [:]
        for row in before { oldCount[row.shown, default: 0] += 1 }
        var newPlace: [String: (section: Int, row: Int, flat: Int)] = [:]
        var newCount: [String: Int] = [:]
        var flat = 0
        for (s, section) in after.enumerated() {
            for (r, shown) in section.enumerated() {
                if let shown {
                    newCount[shown, default: 0] += 1
                    newPlace[shown] = (s, r, flat)
                }
                flat += 1
            }
        }
        let pairs = before.sorted { $0.order < $1.order }.compactMap { row -> (id: RowID, to: (section: Int, row: Int, flat: Int))? in
            guard row.id != editing, oldCount[row.shown] == 1, newCount[row.shown] == 1, let to = newPlace[row.shown] else { return nil }
            return (row.id, to)
        }
        var identities = after.map { [RowID?](repeating: nil, count: $0.count) }
        let kept = IncreasingRun.longest(pairs.map(\.to.flat))
        for k in kept where 2 * kept.count >= pairs.count {
            identities[pairs[k].to.section][pairs[k].to.row] = pairs[k].id
        }
        self.identities = identities
    }
}
