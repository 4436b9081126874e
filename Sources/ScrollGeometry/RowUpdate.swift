/// A change to the table's data, as an app's data source makes it: what arrived, left or changed.
/// A strategy decides how to tell the table (`insertRows`, `reloadData`, a batch update); the model
/// applies it with ``TableView/apply(_:)`` or ``TableView/reloadData(after:)``.
public enum RowUpdate: Hashable, Sendable, CustomStringConvertible {
    /// Rows inserted; each path names the table after the earlier insertions (ascending order).
    case insert(at: [IndexPath], rows: [RowSpec])
    /// Rows deleted; paths name the table before the update.
    case delete([IndexPath])
    /// Rows reloaded, each taking a new true height.
    case reload([IndexPath], heights: [Double])
    /// A self-sizing row's height changing (text view growing, image arriving).
    case resize(IndexPath, height: Double)
    /// Nothing in the data changed, but the app reloads everything (`reloadData()`).
    case reloadAll
    /// Whole sections inserted (`insertSections(_:with:)`): `rows[i]` fill the new section at `sections[i]`,
    /// an index in the table after the update (applied in ascending order); a section may be empty.
    case insertSections(at: [Int], rows: [[RowSpec]])
    /// Whole sections deleted with their rows (`deleteSections(_:with:)`); indices name the table before
    /// the update.
    case deleteSections([Int])

    /// The index paths of the rows the update inserts, in the table after it. Rows that arrive inside
    /// inserted sections are not listed (UIKit's `insertSections` names sections, not rows).
    public var insertedIndexPaths: [IndexPath] {
        if case let .insert(paths, _) = self { return paths }
        return []
    }

    public var description: String {
        switch self {
        case let .insert(paths, rows):
            return "insert \(rows.count) row\(rows.count == 1 ? "" : "s") at \(Self.describe(paths))"
                + " (heights \(rows.map { Format.number($0.height) }.joined(separator: ", ")))"
        case let .delete(paths):
            return "delete \(Self.describe(paths))"
        case let .reload(paths, heights):
            return "reload \(Self.describe(paths)) to heights \(heights.map(Format.number).joined(separator: ", "))"
        case let .resize(path, height):
            return "\(path) changes height to \(Format.number(height))"
        case .reloadAll:
            return "reloadData"
        case let .insertSections(sections, rows):
            return "insert section\(sections.count == 1 ? "" : "s") \(sections.map(String.init).joined(separator: ", "))"
                + " (\(rows.map { "\($0.count) row\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")))"
        case let .deleteSections(sections):
            return "delete section\(sections.count == 1 ? "" : "s") \(sections.map(String.init).joined(separator: ", "))"
        }
    }

    static func describe(_ paths: [IndexPath]) -> String {
        paths.count <= 4 ? paths.map(\.description).joined(separator: ", ")
            : "\(paths[0]) … \(paths[paths.count - 1]) (\(paths.count) rows)"
    }
}

extension TableView {
    /// Tells the table about `update` with the matching UIKit call: `insertRows`, `deleteRows`,
    /// `reloadRows`, `insertSections`, `deleteSections`, or the batch update a self-sizing row triggers.
    public mutating func apply(_ update: RowUpdate) throws {
        switch update {
        case let .insert(paths, rows): try insertRows(at: paths, rows: rows)
        case let .delete(paths): try deleteRows(at: paths)
        case let .reload(paths, heights): try reloadRows(at: paths, newHeights: heights)
        case let .resize(path, height): try setHeight(height, ofRowAt: path)
        case .reloadAll:
            try requireTable("reloadData")
            reloadData()
        case let .insertSections(sections, rows): try insertSections(sections, rows: rows)
        case let .deleteSections(sections): try deleteSections(sections)
        }
    }

    /// The data source changes by `update` and the app calls `reloadData()` instead of the precise
    /// call: every row is asked for again and counts its estimate until laid out.
    public mutating func reloadData(after update: RowUpdate) throws {
        var next = self
        try next.apply(update)
        next.reloadData()
        self = next
    }
}
