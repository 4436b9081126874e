// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
// (003_2fab5b9e3e3a6937.txt), section "Pre-Scrolling a Table to a specific cell at load", in the same
// app as the first recipe.
//
// Recipe: on every `viewDidAppear`, if `getTopVisibleRow()` differs from the "last viewed top position"
// the app's model holds, `scrollToRow(that position, .top)`; insertions at the top as in the first recipe.
// Invariants meant: anchorStability (the row the user was reading is back at the top when the view
// appears, and stays put across insertions), noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The pre-scroll on appear, combined with ``TopInsertionAnchor`` (the article describes both as what
/// its app does).
///
/// Where the saved position comes from: the article "simply fetch[es] from the model what cell index we
/// should be showing" and does not say when the model is written. Reading: the app saves the top visible
/// row's *index* (`getTopVisibleRow()`) whenever the user's scroll comes to rest
/// (`scrollViewDidEndDecelerating`), as a reading app saves its place. Before any scroll the model holds
/// nothing and the view does not pre-scroll.
///
/// Known bug, kept: the saved value is an index, not a row identity, and nothing updates it when rows are
/// inserted above: after an insertion at the top (which the anchor recipe keeps still), the next appear
/// finds the top row at `saved + k`, differs, and scrolls back to index `saved` — k rows above the row
/// the user was reading. Deletions can leave it past the end (UIKit raises).
public struct TopInsertionPreScroll: KeyboardStrategy {
    /// The insertion recipe this app uses.
    var anchor = TopInsertionAnchor()
    /// `getTableLastViewedTopPosition()`: the index the app's model holds, `nil` until the user scrolls.
    var tableLastViewedTopPosition: Int?

    public init() {}

    public mutating func viewDidAppear(in scene: inout Scene) throws {
        // super.viewDidAppear(animated)
        guard let lastViewed = tableLastViewedTopPosition else { return }
        // "Check if we need to scroll to a specific cell". Known bug, kept: `getTopVisibleRow()` traps
        // without a navigation bar (see TopInsertionAnchor), and `.top` lands the row at the top of the
        // adjusted insets, where the comparison's "one point below the bar" reads it again only if the
        // bar is the whole top inset.
        if try TopInsertionAnchor.getTopVisibleRow(in: scene) != lastViewed {
            try scene.tableView.scrollToRow(at: IndexPath(row: lastViewed, section: 0), at: .top)
        }
    }

    public mutating func userDidScroll(in scene: inout Scene) throws {
        tableLastViewedTopPosition = try TopInsertionAnchor.getTopVisibleRow(in: scene)
    }

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        try anchor.perform(update, in: &scene)
    }
}
