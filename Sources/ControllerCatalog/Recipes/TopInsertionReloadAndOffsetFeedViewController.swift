import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt), section "Inserting cells at the top of a UITableView with no scrolling",
/// shipped in the app the article describes: `updateTableViewAfterAdditionInNewArray()` as printed (the
/// printed `–` typed as `-`, the curly quotes of the two `print` lines as straight ones, and an operator `>` that
/// lets the printed `if (oldArray) > 0` compile with the only meaning it can have), and around it the
/// app's own table of Dynamic Height cells (self-sizing, with an estimate; each shows its post), the data the function names —
/// `oldArray`, what the table shows, and `newArray`, what was fetched — and its own method for newer posts
/// fetched (`fetchNewerPosts(_:)`: `newArray` is the newer posts then the old ones, then the article's
/// function).
///
/// The article's bugs, kept: `countOfAddedItems = oldArray.count - newArray.count` is −k for k posts
/// added, so for a timeline that had posts `scrollToRow(at: IndexPath(row: -k, …))` names a row that does
/// not exist and UIKit raises; with an empty `oldArray` nothing runs at all, not even the reload. A
/// fetch that also drops posts (`fetchNewerPosts(_:removingOldest:)`) can leave the count the same or
/// smaller: then no row is out of range, and the function scrolls to row `removed - added` plus the
/// old offset, wherever the reader's post went.
final class TopInsertionReloadAndOffsetFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The app's table (in the article, `tableView`).
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The posts the table shows (the article's `oldArray`), newest first.
    private var oldArray: [Int] = Array(0..<40)
    /// The posts fetched (the article's `newArray`).
    private var newArray: [Int] = Array(0..<40)
    private var nextPost = 1_000
    var debugMode = false

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
        view.addSubview(tableView)
    }

    // MARK: Data arriving (the app's own method)

    /// Newer posts were fetched: `newArray` holds them above the posts shown, and the article's function
    /// brings them to the table.
    func fetchNewerPosts(_ count: Int) {
        let newer = (0..<count).map { nextPost + $0 }
        nextPost += count
        newArray = newer + oldArray
        updateTableViewAfterAdditionInNewArray()
    }

    /// A fetch that also drops posts: `count` newer posts arrive and the server no longer returns the
    /// `removed` oldest ones shown (deleted, or past the page the timeline keeps); `newArray` is what the
    /// server returned, and the article's function brings it to the table.
    func fetchNewerPosts(_ count: Int, removingOldest removed: Int) {
        let newer = (0..<count).map { nextPost + $0 }
        nextPost += count
        newArray = newer + oldArray.dropLast(min(removed, oldArray.count))
        updateTableViewAfterAdditionInNewArray()
    }

    func updateTableViewAfterAdditionInNewArray(){

        //Get new feeds and check if counts are different

        let countOfAddedItems = oldArray.count - newArray.count



        //If we’re adding information

        if (oldArray) > 0 {

            if debugMode == true{

                print("We have a difference in counts of \(oldArray)")

            }



            if oldArray.count != 0 {

                //Update data model

                oldArray = newArray



                var initialContentOffSet = tableView.contentOffset.y

                //If offset is less than 0 due to refresh up gesture, assume 0

                if initialContentOffSet < 0 {

                    initialContentOffSet = 0

                }

                //Reload, scroll and offset

                tableView.reloadData()

                tableView.scrollToRow(at: IndexPath(row: countOfAddedItems, section: 0), at: .top, animated: false)

                tableView.contentOffset.y = tableView.contentOffset.y  + initialContentOffSet

            }else{

                if debugMode == true{

                    print("There was no data in oldArray, avoid scrolling. ")

                }

                //Update data model

                oldArray = newArray



                tableView.reloadData()

            }



        }



    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { oldArray.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(oldArray[indexPath.row])"
        return cell
    }
}

/// `if (oldArray) > 0` as printed: the array itself compared with a number, by its count.
fileprivate func > (array: [Int], number: Int) -> Bool { array.count > number }
