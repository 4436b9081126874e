import UIKit

/// A feed that shows newer posts by `reloadData()`, as the accepted and most-voted answers to Stack
/// Overflow's "Keep UITableView static when inserting rows at the top" (question 4279730) write it:
/// remember `contentSize.height`, change the array, `reloadData()`, lay the table out, and add the
/// growth of `contentSize.height` to `contentOffset.y`. Rows are of fixed heights from their lines
/// (`heightForRowAt`), estimates off, so the content size is exact, as the answers require.
///
/// `keepsPlace` false is the bug the question is about: the posts are prepended and the table reloaded,
/// nothing else — the reader's post slides down by everything added above it.
final class ReloadDataFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var feed = FeedPosts()
    private let keepsPlace: Bool

    init(keepsPlace: Bool) {
        self.keepsPlace = keepsPlace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.estimatedRowHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        view.addSubview(tableView)
    }

    /// `count` newer posts arrive at the top.
    func loadNewer(_ count: Int) {
        let before = tableView.contentSize.height
        feed.prependNewer(count)
        tableView.reloadData()
        guard keepsPlace else { return }
        tableView.layoutIfNeeded()
        tableView.contentOffset.y += tableView.contentSize.height - before
    }

    /// The order toggled (newest last instead of first), as a sort control does: the list is another
    /// arrangement and the offset stays.
    func reverseOrder() {
        feed.reverse()
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { feed.posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = feed.posts[indexPath.row].title
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        feed.height(at: indexPath.row)
    }
}
