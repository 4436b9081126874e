import UIKit

/// Newer entries loaded at the top without moving what the reader sees, by the most-voted answer to
/// Stack Overflow's "Keep UITableView static when inserting rows at the top" (question 4279730): remember
/// `contentSize.height`, change the data and tell the table (the question's `insertRows` between
/// `beginUpdates`/`endUpdates`, here inside `UIView.performWithoutAnimation` so nothing slides; the answer
/// itself calls `reloadData()`, which works the same on a device), let the table lay out
/// (`layoutIfNeeded()`), and add the growth of `contentSize.height` to `contentOffset.y` — everything added
/// went above the reader, so the rows they were reading move down by exactly that much, and the offset
/// follows them.
///
/// The answer holds only when the content size is exact: every row's height comes from
/// `tableView(_:heightForRowAt:)` (an activity entry's lines) and estimates are turned off
/// (`estimatedRowHeight = 0`), so the table counts every row at its real height rather than estimating
/// the ones it has not laid out (the answers' own caveat). Older entries arrive at the bottom with
/// `insertRows`, which moves nothing above the reader. Both are the controller's own methods (its doors).
///
/// `multipliesRowHeight` is the seeded bug: the older answers' shortcut for the delta — the number of rows
/// added times `tableView.rowHeight` — which holds only for rows of one fixed height; these rows' heights
/// follow their lines, so the reader's row moves by the difference.
final class ContentSizeDeltaHistoryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private struct Entry {
        let title: String
        let lines: Int
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var entries: [Entry] = []
    private var newest = 0
    private var oldest = 0
    private let multipliesRowHeight: Bool

    init(multipliesRowHeight: Bool = false) {
        self.multipliesRowHeight = multipliesRowHeight
        super.init(nibName: nil, bundle: nil)
        entries = (0..<30).map { Self.entry($0) }
        oldest = 29
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private static func entry(_ number: Int) -> Entry {
        Entry(title: "Activity \(number)", lines: 1 + abs(number) % 4)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Activity"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.estimatedRowHeight = 0
        // The typical height, for the cells' layout; `heightForRowAt` gives each row its own.
        tableView.rowHeight = 64
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        view.addSubview(tableView)
    }

    /// Newer activity arrives at the top: the reader's rows stay where they are on screen.
    func loadNewer() {
        let newer = (1...3).map { Self.entry(newest - $0) }.reversed()
        newest -= 3
        let before = tableView.contentSize.height
        UIView.performWithoutAnimation {
            entries.insert(contentsOf: newer, at: 0)
            tableView.beginUpdates()
            tableView.insertRows(at: (0..<newer.count).map { IndexPath(row: $0, section: 0) }, with: .none)
            tableView.endUpdates()
        }
        tableView.layoutIfNeeded()
        let after = tableView.contentSize.height
        // SEEDED BUG (multipliesRowHeight): every row taken to be rowHeight tall.
        let delta = multipliesRowHeight ? CGFloat(newer.count) * tableView.rowHeight : after - before
        tableView.contentOffset.y += delta
    }

    /// Older activity arrives at the bottom.
    func loadOlder() {
        let first = entries.count
        let older = (1...3).map { Self.entry(oldest + $0) }
        oldest += 3
        entries.append(contentsOf: older)
        tableView.insertRows(at: (first..<entries.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(24 + 20 * entries[indexPath.row].lines)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = entries[indexPath.row].title
        content.secondaryText = Array(repeating: "details", count: entries[indexPath.row].lines).joined(separator: "\n")
        cell.contentConfiguration = content
        return cell
    }
}
