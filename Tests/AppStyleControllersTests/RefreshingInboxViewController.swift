import UIKit

/// A refresh control: an inbox whose `UIRefreshControl` (its `.valueChanged` a `UIAction`) loads newer mail
/// at the top; the rows use content configurations. The refresh is the controller's own method (its door),
/// which ends refreshing and keeps the message the reader was reading in place.
final class RefreshingInboxViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var mail: [Int] = Array(0..<40)
    private var newest = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 72
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.refreshControl = refresh
        view.addSubview(tableView)
    }

    /// Pull to refresh: three newer messages at the top; the reader's message stays where it was.
    func refresh() {
        let visibleTop = tableView.contentOffset.y + tableView.adjustedContentInset.top
        let reading = tableView.indexPathsForVisibleRows?.first { tableView.rectForRow(at: $0).maxY > visibleTop }
        let distance = reading.map { tableView.rectForRow(at: $0).minY - tableView.contentOffset.y }
        mail.insert(contentsOf: [newest - 3, newest - 2, newest - 1], at: 0)
        newest -= 3
        tableView.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .none)
        if let reading, let distance {
            let moved = IndexPath(row: reading.row + 3, section: 0)
            tableView.contentOffset.y = tableView.rectForRow(at: moved).minY - distance
        }
        tableView.refreshControl?.endRefreshing()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mail.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Message \(mail[indexPath.row])"
        content.secondaryText = "Preview of the message"
        content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
