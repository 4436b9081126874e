// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
// (003_2fab5b9e3e3a6937.txt, Marc Masvidal), the first recipe.
//
// Recipe: before inserting rows at the top, store the top visible row below the navigation bar (plus the
// count added) and its top's distance to the bar's bottom; insert; `scrollToRow(.top)` to that row, then
// `contentOffset.y -= distance`.
// Invariants meant: anchorStability ("adding cells at the top … without any scroll taking place"),
// noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's insert block (`UIView.performWithoutAnimation { … }`) with `getTopVisibleRow()` and
/// `heightDifferenceBetweenTopRowAndNavBar()`.
///
/// Which updates run the recipe: the code is written for rows "added at the top" — it hands the index
/// paths to `insertRows` and uses only their count (`topWillBeAt = top + countOfAddedItems`). So an
/// insertion whose paths are rows `0..<k` of section 0 runs the recipe; every other update (deletions,
/// reloads, height changes, insertions elsewhere) is not what this code handles and is passed to the
/// table with the plain UIKit call (the protocol's default).
public struct TopInsertionAnchor: KeyboardStrategy {
    public init() {}

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        guard case let .insert(arrayOfIndexPaths, rows) = update, Self.isInsertionAtTop(arrayOfIndexPaths) else {
            return try scene.tableView.apply(update)
        }
        let countOfAddedItems = arrayOfIndexPaths.count
        // UIView.performWithoutAnimation: the model has no animation.

        // Step 1: detect and store.
        let topWillBeAt = try Self.getTopVisibleRow(in: scene) + countOfAddedItems
        let oldHeightDifferenceBetweenTopRowAndNavBar = try Self.heightDifferenceBetweenTopRowAndNavBar(in: scene)

        // Step 2: insert.
        try scene.tableView.insertRows(at: arrayOfIndexPaths, rows: rows)

        // Step 3: restore scrolling.
        // Known bug, kept: `scrollToRow` places the row from the heights the table knows now — the new rows
        // count their *estimates* until laid out — and the layout pass that follows sizes them: when
        // estimates differ from true heights, the anchor drifts by the error of the rows laid out above it.
        // Known bug, kept: `scrollToRow` clamps, so an anchor near the end cannot reach `.top` and the
        // subtraction below then starts from the wrong place. Always section 0, whatever section the top
        // row was in.
        try scene.tableView.scrollToRow(at: IndexPath(row: topWillBeAt, section: 0), at: .top)
        // Known bug, kept: `scrollToRow(.top)` puts the row at the top of the area inside
        // `adjustedContentInset`, which is the bar's bottom only when the bar is the whole top inset (an
        // opaque bar, or a translucent one with `.automatic` insets); a table header or other top inset
        // shifts it. The subtraction is not clamped.
        let offset = scene.tableView.contentOffset
        try scene.tableView.setContentOffset(Point(x: offset.x, y: offset.y - oldHeightDifferenceBetweenTopRowAndNavBar))
    }

    /// True for the "added at the top" case: the paths are rows `0..<k` of section 0, in order.
    static func isInsertionAtTop(_ paths: [IndexPath]) -> Bool {
        !paths.isEmpty && paths.enumerated().allSatisfy { $0.element == IndexPath(row: $0.offset, section: 0) }
    }

    /// `getTopVisibleRow()`: the row under the point one point below the navigation bar's bottom, in the
    /// table's coordinates; row 0 if there is none. Shared by the pre-scroll variant.
    ///
    /// Known bug, kept: `navBar!` — without a navigation controller the original traps ("unexpectedly found
    /// nil while unwrapping an Optional value"); the model reports that crash as a thrown UIKitException.
    /// Known bug, kept: `.row` only (the section is dropped), and `?? 0` turns "no row there" (a section
    /// header, the table header, content shorter than the bar) into row 0.
    static func getTopVisibleRow(in scene: Scene) throws -> Int {
        let navBar = try navigationBarInTableView(in: scene)
        let pointWhereNavBarEnds = Point(x: 0, y: navBar.minY + navBar.height + 1)
        let accurateIndexPath = scene.tableView.indexPathForRow(at: pointWhereNavBarEnds)
        return accurateIndexPath?.row ?? 0
    }

    /// `heightDifferenceBetweenTopRowAndNavBar()`: the top row's `minY` minus the bar's bottom, in the
    /// table's coordinates (negative when the row starts under the bar).
    ///
    /// Known bug, kept: `rectForRow` of an index path that does not exist is `CGRectZero` (e.g. an empty
    /// table's "row 0"), so the difference is then measured from y = 0.
    static func heightDifferenceBetweenTopRowAndNavBar(in scene: Scene) throws -> Double {
        let rectForTopRow = scene.tableView.rectForRow(at: IndexPath(row: try getTopVisibleRow(in: scene), section: 0))
        let navBar = try navigationBarInTableView(in: scene)
        let pointWhereNavBarEnds = Point(x: 0, y: navBar.minY + navBar.height)
        return rectForTopRow.minY - pointWhereNavBarEnds.y
    }

    /// `tableView.convert(navBar!.bounds, from: navBar)`: the bar's frame (window coordinates in the
    /// model) in the table's bounds (content) coordinates.
    static func navigationBarInTableView(in scene: Scene) throws -> Rect {
        guard let navBar = scene.navigationBarFrame else {
            throw UIKitException.fatalError(
                "unexpectedly found nil while unwrapping an Optional value (navigationController?.navigationBar! in getTopVisibleRow); the app crashes")
        }
        return scene.convert(navBar, from: .window, to: .scrollView)
    }
}
