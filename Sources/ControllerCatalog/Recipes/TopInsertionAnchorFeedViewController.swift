import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt, Marc Masvidal), the first recipe, shipped in the app the article
/// describes ("adding cells at the top of my tableView without any scroll taking place, similarly to
/// what Twitter, Tweetbot or Twitterrific apps do"): the article's Swift as printed (the printed `–` typed as
/// `-`), and around it the app's own table of Dynamic Height cells (self-sizing: `rowHeight =
/// automaticDimension` with an `estimatedRowHeight`, as the article's title says), its posts, and its own
/// method for newer posts arriving at the top (`loadNewerPosts(_:)`: the data first, then the article's
/// block around the insertion — `insertNewRows(at:)`, the function the printed block needs for its two
/// names `arrayOfIndexPaths` and `countOfAddedItems`).
///
/// The block force-unwraps `navigationController?.navigationBar`: the app lives in a navigation
/// controller. Its bug, kept and found (RecipeControllerFindingTests): one newer post at the top moves
/// the reader's post by 76 pt, the new row's estimate (120) less the height it is laid out at (44): the
/// article's own warning, "nor the contentSize nor the offset can be trusted", met by its own block.
class TopInsertionAnchorFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The app's table (in the article, `self.tableView`).
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The app's data: the posts shown, newest first.
    private(set) var posts: [Int]
    private var nextPost = 1_000
    /// Whether the timeline shows a header above its posts (a profile's header, a "what's new" banner:
    /// the table's `tableHeaderView`, 120 pt).
    let showsHeader: Bool
    /// Whether the timeline scrolls under the navigation bar (`contentInsetAdjustmentBehavior = .never`,
    /// as a profile page whose header image runs behind a translucent bar sets it) rather than starting
    /// below it.
    let scrollsUnderBar: Bool

    /// A timeline that opens with `count` posts, with or without a header above them, below the
    /// navigation bar or under it.
    init(posts count: Int = 40, header: Bool = false, underBar: Bool = false) {
        posts = Array(0..<count)
        showsHeader = header
        scrollsUnderBar = underBar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timeline"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Dynamic Height cells: each post sizes itself; the table starts from an estimate.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 120
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        tableView.dataSource = self
        tableView.delegate = self
        if scrollsUnderBar {
            tableView.contentInsetAdjustmentBehavior = .never
        }
        if showsHeader {
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        }
        view.addSubview(tableView)
    }

    // MARK: Data arriving (the app's own method)

    /// Newer posts arrive at the top of the timeline: the data first, then the article's block.
    func loadNewerPosts(_ count: Int) {
        let newer = (0..<count).map { nextPost + $0 }
        nextPost += count
        posts.insert(contentsOf: newer, at: 0)
        insertNewRows(at: (0..<count).map { IndexPath(row: $0, section: 0) })
    }

    /// The app's function around the article's block (the two names it uses).
    func insertNewRows(at arrayOfIndexPaths: [IndexPath]) {
        let countOfAddedItems = arrayOfIndexPaths.count

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

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    }

    /// Where a subclass hears the user's scroll come to rest (the pre-scroll app saves its position
    /// there). Declared here because Swift binds a protocol's method once, at the class that conforms: a
    /// subclass's method is reached only as an override (Objective-C's dispatch would find it either way).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
