import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt, Marc Masvidal), the first recipe: the article's Swift as printed. What is
/// not the article's is marked `// stub` (the table outlet, the data source, and the function around the
/// printed block with the two names it uses, `arrayOfIndexPaths` and `countOfAddedItems`). The printed
/// `–` (an en dash, which Swift cannot parse) is typed as `-`.
///
/// The block runs for every insertion the app makes: it cannot know where rows go (the hand
/// transcription `TopInsertionAnchor` ran it for insertions at the top only). It force-unwraps
/// `navigationController?.navigationBar`, so its screens have a navigation controller.
open class TopInsertionAnchorViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table (an outlet). // stub
    public var tableView: UITableView!

    open override func viewDidLoad() { // stub
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// The app's call when rows arrive, around the article's block. // stub
    public func insertNewRows(at arrayOfIndexPaths: [IndexPath]) { // stub
        let countOfAddedItems = arrayOfIndexPaths.count // stub

        UIView.performWithoutAnimation {

            //Step 1 Detect & Store

            let topWillBeAt = getTopVisibleRow() + countOfAddedItems

            let oldHeightDifferenceBetweenTopRowAndNavBar = heightDifferenceBetweenTopRowAndNavBar()



            //Step 2 Insert

            self.tableView.insertRows(at: arrayOfIndexPaths, with: .none)



            //Step 3 Restore Scrolling

            tableView.scrollToRow(at: IndexPath(row: topWillBeAt, section: 0), at: .top, animated: false)

            tableView.contentOffset.y = tableView.contentOffset.y - oldHeightDifferenceBetweenTopRowAndNavBar



        }
    } // stub

    func getTopVisibleRow () -> Int {

        //We need this to accounts for the translucency below the nav bar

        let navBar = navigationController?.navigationBar

        let whereIsNavBarInTableView = tableView.convert(navBar!.bounds, from: navBar)

        let pointWhereNavBarEnds = CGPoint(x: 0, y: whereIsNavBarInTableView.origin.y + whereIsNavBarInTableView.size.height + 1)

        let accurateIndexPath = tableView.indexPathForRow(at: pointWhereNavBarEnds)

        return accurateIndexPath?.row ?? 0

    }



    func heightDifferenceBetweenTopRowAndNavBar()-> CGFloat{

        let rectForTopRow = tableView.rectForRow(at:IndexPath(row:  getTopVisibleRow(), section: 0))

        let navBar = navigationController?.navigationBar

        let whereIsNavBarInTableView = tableView.convert(navBar!.bounds, from: navBar)

        let pointWhereNavBarEnds = CGPoint(x: 0, y: whereIsNavBarInTableView.origin.y + whereIsNavBarInTableView.size.height)

        let differenceBetweenTopRowAndNavBar = rectForTopRow.origin.y - pointWhereNavBarEnds.y

        return differenceBetweenTopRowAndNavBar



    }

    // MARK: Data source // stub

    /// The app's data: rows per section. // stub
    public var rowCounts: [Int] = [1]

    open func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count } // stub

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { // stub
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { // stub
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
