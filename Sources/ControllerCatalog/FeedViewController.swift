import UIKit

/// A feed written the way apps write one: a private table of posts whose heights follow their text
/// (`heightForRowAt`, exact: `estimatedRowHeight = 0`), newer posts arriving at the top, older ones at
/// the bottom and posts growing when edited — each through the controller's own method, which keeps the
/// reader's place: the first visible post that survives the change is put back at its distance from the
/// top of the list's bounds.
///
/// With `diffable: true` the same feed feeds its table through a `UITableViewDiffableDataSource` keyed by
/// post identity (iOS 13): each change is a new snapshot applied without animation — newer posts
/// inserted before the first, older ones appended, an edited post reconfigured — in place of the row
/// calls.
///
/// `keepsReaderInPlace: false` is the deliberate bug: the change is told to the table and nothing else,
/// so newer posts push what the reader was reading down the screen.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private struct Post {
        let id: Int
        var lines: Int
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var posts: [Post]
    private var nextID = 1_000
    private let keepsReaderInPlace: Bool
    /// Whether the feed shows a header above its posts (a "what's new" banner: the table's
    /// `tableHeaderView`, 96 pt).
    private let showsHeader: Bool
    /// The diffable data source, when the feed uses one.
    private let usesDiffableDataSource: Bool
    private var diffable: UITableViewDiffableDataSource<Int, Int>?

    /// A feed that opens with `posts` posts (an empty feed before the first fetch, a long one), with or
    /// without a header above them.
    init(posts count: Int = 30, header: Bool = false, keepsReaderInPlace: Bool = true, diffable: Bool = false) {
        showsHeader = header
        usesDiffableDataSource = diffable
        posts = (0..<count).map { Post(id: $0, lines: 1 + ($0 * 7) % 4) }
        self.keepsReaderInPlace = keepsReaderInPlace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.estimatedRowHeight = 0
        tableView.delegate = self
        if showsHeader {
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 96))
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        if usesDiffableDataSource {
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { table, indexPath, _ in
                table.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(posts.map(\.id), toSection: 0)
            source.apply(snapshot, animatingDifferences: false)
            diffable = source
        } else {
            tableView.dataSource = self
        }
        view.addSubview(tableView)
    }

    /// Tells the table about `change` already made to `posts`: through a new snapshot when the feed uses
    /// a diffable data source, else through `rows`.
    private func tell(reconfiguring edited: Int? = nil, rows: () -> Void) {
        guard let diffable else { return rows() }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(posts.map(\.id), toSection: 0)
        if let edited { snapshot.reconfigureItems([edited]) }
        diffable.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Data arriving (the controller's own methods)

    /// Newer posts arrive at the top of the feed.
    func loadNewerPosts(_ count: Int) {
        let newer = (0..<count).map { i in Post(id: nextID + i, lines: 1 + i % 3) }
        nextID += count
        keepingReaderInPlace {
            posts.insert(contentsOf: newer, at: 0)
            tell { tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .none) }
        }
    }

    /// Older posts arrive at the bottom (the user reached the end).
    func loadOlderPosts(_ count: Int) {
        let older = (0..<count).map { i in Post(id: nextID + i, lines: 2) }
        nextID += count
        keepingReaderInPlace {
            let first = posts.count
            posts.append(contentsOf: older)
            tell { tableView.insertRows(at: (first..<posts.count).map { IndexPath(row: $0, section: 0) }, with: .none) }
        }
    }

    /// The post at `index` (if there is one) is edited and grows by two lines.
    func editPost(at index: Int) {
        guard posts.indices.contains(index) else { return }
        keepingReaderInPlace {
            posts[index].lines += 2
            tell(reconfiguring: posts[index].id) { tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none) }
        }
    }

    /// The post the reader is reading: the first whose bottom is below the top of what is visible (the
    /// visible rows include those under the status and navigation bars, which nobody is reading; the
    /// first version anchored those, and a post growing under the status bar pushed the reader's post
    /// down — the checker's first finding on this file).
    private func readersPost() -> IndexPath? {
        let visibleTop = tableView.contentOffset.y + tableView.adjustedContentInset.top
        return tableView.indexPathsForVisibleRows?.first { tableView.rectForRow(at: $0).maxY > visibleTop }
    }

    private func keepingReaderInPlace(_ change: () -> Void) {
        guard keepsReaderInPlace, let path = readersPost(), posts.indices.contains(path.row) else {
            change()
            return
        }
        let id = posts[path.row].id
        let distance = tableView.rectForRow(at: path).minY - tableView.contentOffset.y
        change()
        guard let row = posts.firstIndex(where: { $0.id == id }) else { return }
        let top = tableView.rectForRow(at: IndexPath(row: row, section: 0)).minY
        // Within the scrollable range: a feed shorter than the screen cannot keep its reader's post where
        // it was, and an offset past the end would leave blank space where the posts should be.
        let inset = tableView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: min(max(top - distance, lowest), highest))
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        24 + 20 * CGFloat(posts[indexPath.row].lines)
    }
}
