// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
// (003_2fab5b9e3e3a6937.txt), section "Inserting cells at the top of a UITableView with no scrolling".
//
// Recipe: count the added items; if the table had data, remember the offset (negative taken as 0),
// `reloadData()`, `scrollToRow(countOfAddedItems, .top)`, then `contentOffset.y += remembered offset`;
// an empty table is only reloaded.
// Invariants meant: anchorStability ("refreshed 'ala Twitter' … with no scrolling"), noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's `updateTableViewAfterAdditionInNewArray()`.
///
/// The published code does not compile; this is the closest reading that does:
/// - `let countOfAddedItems = oldArray.count – newArray.count`: the operator is a typographic en dash, so
///   the line must be retyped, and as written (old − new) the count of *added* items is negative — every
///   addition would then skip the `> 0` branch or `scrollToRow` to row −k. The only reading under which
///   the code does what its comments say ("If we're adding information") is `newArray.count −
///   oldArray.count`, used here.
/// - `if (oldArray) > 0`: compares an array with an Int; read as `if countOfAddedItems > 0`, the comment
///   above it. (Reading it as `oldArray.count > 0` would make the inner `else` branch dead.)
/// - `oldArray` is the table's data before the update (`totalRows`), `newArray` after it.
/// - Debug prints are dropped.
///
/// Which updates run it: like ``TopInsertionAnchor``, the function handles rows added at the top
/// (`scrollToRow(countOfAddedItems)` is the old first row only then); every other update is passed to the
/// table with the plain UIKit call. When `countOfAddedItems > 0` fails (never, for a top insertion) the
/// article's function does nothing at all, not even reload.
public struct TopInsertionReloadAndOffset: KeyboardStrategy {
    public init() {}

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        guard case let .insert(paths, _) = update, TopInsertionAnchor.isInsertionAtTop(paths) else {
            return try scene.tableView.apply(update)
        }
        let oldCount = scene.tableView.totalRows
        let newCount = oldCount + paths.count
        let countOfAddedItems = newCount - oldCount

        guard countOfAddedItems > 0 else { return }
        if oldCount != 0 {
            // oldArray = newArray: the data source changes; the table learns of it through reloadData.
            var initialContentOffSet = scene.tableView.contentOffset.y
            // "If offset is less than 0 due to refresh up gesture, assume 0".
            // Known bug, kept: the resting offset is `-adjustedContentInset.top`, not 0 (a translucent
            // navigation bar, the status bar). The remembered offset is measured from content y 0 while
            // `scrollToRow(.top)` below puts the row *below* the top inset, so the visible content drifts
            // down by `adjustedContentInset.top` (and a list resting at the top, offset −top, is treated as
            // offset 0).
            if initialContentOffSet < 0 {
                initialContentOffSet = 0
            }
            // Reload, scroll and offset.
            // Known bug, kept: reloadData drops every cached height, so `scrollToRow` places the old first
            // row from *estimates* of the new rows above it; the layout pass then sizes them and the
            // content drifts by the estimate error.
            try scene.tableView.reloadData(after: update)
            // Known bug, kept: `scrollToRow` clamps (a short list cannot put row k at the top) and the
            // addition below is not clamped.
            try scene.tableView.scrollToRow(at: IndexPath(row: countOfAddedItems, section: 0), at: .top)
            let offset = scene.tableView.contentOffset
            try scene.tableView.setContentOffset(Point(x: offset.x, y: offset.y + initialContentOffSet))
        } else {
            // "There was no data in oldArray, avoid scrolling."
            try scene.tableView.reloadData(after: update)
        }
    }
}
