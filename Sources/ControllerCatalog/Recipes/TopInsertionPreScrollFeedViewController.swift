import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt), section "Pre-Scrolling a Table to a specific cell at load", in the same
/// app as the first recipe (whose timeline, `getTopVisibleRow()`, insert block and door it inherits): the
/// article's Swift as printed.
///
/// `getTableLastViewedTopPosition()` is "simply fetching from the model what cell index should we be
/// showing"; the article does not say when the model is written. The app writes it where the user's
/// scroll comes to rest (`scrollViewDidEndDecelerating`), the top visible row's index; before any
/// scroll, the row on top now (so nothing happens). The index is kept as it was saved: newer posts
/// inserted at the top since then do not move it, so the pre-scroll goes back to another post.
final class TopInsertionPreScrollFeedViewController: TopInsertionAnchorFeedViewController {
    /// The index the app's model holds.
    private var tableLastViewedTopPosition: Int?

    override func viewDidAppear(_ animated: Bool) {

        super.viewDidAppear(animated)

        //Check if we need to scroll to a specific cell

        if getTopVisibleRow() != getTableLastViewedTopPosition() {

            tableView.scrollToRow(at: IndexPath(row: getTableLastViewedTopPosition(), section: 0), at: .top, animated: false)

        }



    }

    func getTableLastViewedTopPosition() -> Int {
        tableLastViewedTopPosition ?? getTopVisibleRow()
    }

    /// The model is written where the user's scroll rests.
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        tableLastViewedTopPosition = getTopVisibleRow()
    }
}
