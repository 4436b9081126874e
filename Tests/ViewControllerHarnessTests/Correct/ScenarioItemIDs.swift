import Foundation
import ViewControllerHarness

/// Item identities for the view controllers that keep their items by identity: a screen's items start
/// as `0..<rows` (numbered across sections), and a scenario's changes insert fresh identities or remove
/// items. The test glue of each such view controller hands the result to the app's own entry point.
enum ScenarioItemIDs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 1 << 40

    /// A fresh identity, drawn from one counter above every identity a screen starts with, so never
    /// reused. (Taking the largest identity in use instead cost a pass over every item per change.)
    static func make() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next
    }

    /// The identities a screen starts with: `0..<rows`, numbered across the sections.
    static func initial(rowsPerSection: [Int]) -> [[Int]] {
        var next = 0
        return rowsPerSection.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        }
    }

    /// `items` after `change`: inserted rows (also those of inserted sections) get fresh identities,
    /// deleted rows (also those of deleted sections) go; reloads and height changes keep every identity.
    static func applying(_ change: ContentChange, to items: [[Int]]) -> [[Int]] {
        var items = items
        switch change {
        case let .insert(paths):
            // Each path names the table after the earlier insertions.
            for path in paths { items[path.section].insert(make(), at: path.row) }
        case let .delete(paths):
            // The paths name the table before the change.
            for path in paths.sorted(by: >) { items[path.section].remove(at: path.row) }
        case .reload, .resize, .reloadAll:
            break
        case let .insertSections(sections, rowCounts):
            // Indices name the table after the change: insert in ascending order.
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) {
                items.insert((0..<n).map { _ in make() }, at: s)
            }
        case let .deleteSections(sections):
            for s in sections.sorted(by: >) { items.remove(at: s) }
        }
        return items
    }
}
