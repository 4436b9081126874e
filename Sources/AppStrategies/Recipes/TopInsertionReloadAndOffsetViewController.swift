import UIKit

/// Seed 003 — "Reloading/inserting Dynamic Height cells and keeping Scroll position"
/// (003_2fab5b9e3e3a6937.txt), section "Inserting cells at the top of a UITableView with no scrolling":
/// `updateTableViewAfterAdditionInNewArray()` as printed. What is not the article's is marked `// stub`:
/// the table outlet, the data source, `oldArray` / `newArray` / `debugMode`, and an operator `>` that
/// lets the printed `if (oldArray) > 0` compile with the only meaning it can have — the array itself,
/// by its count, compared with 0. The printed `–` (en dash) is typed as `-` and the curly quotes of the
/// two `print` lines as straight ones (Swift cannot parse either).
///
/// Literal, sign included: `countOfAddedItems = oldArray.count - newArray.count` is −k for k rows added,
/// so for a list that had rows `scrollToRow(at: IndexPath(row: -k, …))` names a row that does not exist
/// and UIKit raises. (The hand transcription `TopInsertionReloadAndOffset` keeps the corrected reading,
/// `newCount - oldCount`, as a named variant.) With an empty `oldArray` nothing runs at all — not even
/// the reload — so the first rows never appear. The function runs for every insertion the app makes.
open class TopInsertionReloadAndOffsetViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table (an outlet). // stub
    public var tableView: UITableView!
    /// The data the table shows (one item per row). // stub
    public var oldArray: [Int] = [] {
        didSet { rowCounts = newRowCounts } // stub: "Update data model" makes the new rows the data source's
    }
    /// The data that arrived. // stub
    public var newArray: [Int] = []
    /// Rows per section of `newArray`, and of what the data source reports. // stub
    public var newRowCounts: [Int] = [1]
    public var rowCounts: [Int] = [1]
    /// // stub
    var debugMode = false

    open override func viewDidLoad() { // stub
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
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

    // MARK: Data source // stub

    open func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count } // stub

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { // stub
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { // stub
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// `if (oldArray) > 0` as printed: the array itself compared with a number, by its count. // stub
fileprivate func > (array: [Int], number: Int) -> Bool { array.count > number } // stub
