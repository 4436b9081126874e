import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt), section "Pre-Scrolling a Table to a specific cell at load", in the same
/// app as the first recipe (whose `getTopVisibleRow()` and insert block it inherits): the article's Swift
/// as printed; what is not the article's is marked `// stub`.
///
/// `getTableLastViewedTopPosition()` is "simply fetching from the model what cell index should we be
/// showing"; the article does not say when the model is written. Stub, as the hand transcription
/// `TopInsertionPreScroll` reads it: the top visible row's index saved when the user's scroll comes to
/// rest (`scrollViewDidEndDecelerating`); before any scroll, the row on top now (so nothing happens).
open class TopInsertionPreScrollViewController: TopInsertionAnchorViewController {
    /// The index the app's model holds. // stub
    private var tableLastViewedTopPosition: Int?

    override open func viewDidAppear(_ animated: Bool) {

        super.viewDidAppear(animated)

        //Check if we need to scroll to a specific cell

        if getTopVisibleRow() != getTableLastViewedTopPosition() {

            tableView.scrollToRow(at: IndexPath(row: getTableLastViewedTopPosition(), section: 0), at: .top, animated: false)

        }



    }

    func getTableLastViewedTopPosition() -> Int { // stub
        tableLastViewedTopPosition ?? getTopVisibleRow()
    }

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { // stub: the model is written where the user's scroll rests
        tableLastViewedTopPosition = getTopVisibleRow()
    }
}
