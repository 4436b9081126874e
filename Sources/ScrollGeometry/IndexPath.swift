/// A row's position in a table (`IndexPath` with `section` and `row`). Positions change as rows are
/// inserted and deleted; a row's identity (``RowID``) does not.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { section == 0 ? "row \(row)" : "[\(section), \(row)]" }
}

/// A row's stable identity: it survives inserts, deletes and reloads around it, so an anchor row can be
/// followed across content changes (what a diffable data source's item identifier gives an app).
public struct RowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int

    public init(_ raw: Int) { self.raw = raw }

    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.raw < rhs.raw }

    public var description: String { "#\(raw)" }
}
