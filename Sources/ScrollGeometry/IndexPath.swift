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

    /// Hashed by one multiply of the number and the seed rather than the standard library's SipHash:
    /// the screen looks a row's cell, control and place up by its identity for every cell it touches.
    /// Equal numbers hash equal, as `==` requires; a dictionary's order still depends on the process's
    /// seed, as it does with SipHash.
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = (UInt(bitPattern: raw) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}
