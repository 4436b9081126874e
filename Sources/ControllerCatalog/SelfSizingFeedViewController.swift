import UIKit

/// A feed of self-sizing cells written the way apps write one: `rowHeight = UITableView.automaticDimension`
/// with an `estimatedRowHeight`, each ``FeedPostCell`` laying its author and body labels out with Auto
/// Layout constraints to its content view's edges, so a row is as tall as its text. Newer posts arrive
/// at the top, older ones at the bottom, and a post grows when it is edited — each through the
/// controller's own method.
///
/// Keeping the reader's place with estimated heights: a row that has not been on screen is counted at
/// its estimate, so an offset computed from index paths alone lands wrong. Before a change the
/// controller notes the reader's post — the first post on screen whose bottom is below the visible top
/// (`contentOffset.y + adjustedContentInset.top`) — by the post's own identity, and its top's distance
/// to that top; after telling the table it lays the table out (`layoutIfNeeded`: rows brought on screen
/// take their real heights) and puts the post back at its distance, clamped to the valid offsets
/// `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom - bounds.height`, again
/// until nothing moves.
///
/// `keepsReaderInPlace: false` is the deliberate bug: the change is told to the table and nothing else,
/// so newer posts push the reader's post down the screen.
final class SelfSizingFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private struct Post {
        let id: Int
        let author: String
        var lines: [String]
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var posts: [Post]
    private var nextID = 1_000
    private let keepsReaderInPlace: Bool
    /// Whether the feed shows a header above its posts (a "what's new" banner: the table's
    /// `tableHeaderView`, 96 pt).
    private let showsHeader: Bool

    /// A feed that opens with `posts` posts (an empty feed before the first fetch, a long one), with or
    /// without a header above them.
    init(posts count: Int = 30, header: Bool = false, keepsReaderInPlace: Bool = true) {
        showsHeader = header
        posts = (0..<count).map { SelfSizingFeedViewController.post(id: $0, lineCount: 1 + ($0 * 5) % 4) }
        self.keepsReaderInPlace = keepsReaderInPlace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private static func post(id: Int, lineCount: Int) -> Post {
        Post(id: id, author: "Author \(id % 7)", lines: (0..<lineCount).map { "Line \($0 + 1) of post \(id)" })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 96
        tableView.dataSource = self
        tableView.delegate = self
        if showsHeader {
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 96))
        }
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        view.addSubview(tableView)
    }

    // MARK: Data arriving (the controller's own methods)

    /// Newer posts arrive at the top of the feed.
    func loadNewerPosts(_ count: Int) {
        let newer = makePosts(count) { 1 + $0 % 3 }
        keepingReaderInPlace {
            tableView.performBatchUpdates({
                self.posts.insert(contentsOf: newer, at: 0)
                self.tableView.insertRows(at: newer.indices.map { IndexPath(row: $0, section: 0) }, with: .fade)
            })
        }
    }

    /// Older posts arrive at the bottom (the reader reached the end).
    func loadOlderPosts(_ count: Int) {
        let older = makePosts(count) { 2 + $0 % 2 }
        let rows = posts.count..<(posts.count + older.count)
        keepingReaderInPlace {
            tableView.performBatchUpdates({
                self.posts += older
                self.tableView.insertRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .fade)
            })
        }
    }

    /// The post at `index` (if there is one) is edited: two lines are added and its cell grows.
    func editPost(at index: Int) {
        guard posts.indices.contains(index) else { return }
        keepingReaderInPlace {
            tableView.performBatchUpdates({
                self.posts[index].lines.append("Edited: a line added to post \(self.posts[index].id)")
                self.posts[index].lines.append("and one more")
                self.tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .fade)
            })
        }
    }

    /// `count` new posts with fresh identities, the `i`-th with `lines(i)` lines.
    private func makePosts(_ count: Int, lines: (Int) -> Int) -> [Post] {
        defer { nextID += count }
        return (0..<count).map { Self.post(id: nextID + $0, lineCount: lines($0)) }
    }

    // MARK: The reader's place

    /// The reader's post and its top's distance below the visible top.
    private func readersPost() -> (id: Int, distance: CGFloat)? {
        let visibleTop = tableView.contentOffset.y + tableView.adjustedContentInset.top
        for path in tableView.indexPathsForVisibleRows ?? [] where posts.indices.contains(path.row) {
            let rect = tableView.rectForRow(at: path)
            if rect.height > 0, rect.maxY > visibleTop { return (posts[path.row].id, rect.minY - visibleTop) }
        }
        return nil
    }

    private func keepingReaderInPlace(_ change: () -> Void) {
        guard keepsReaderInPlace else {
            change()
            return
        }
        tableView.layoutIfNeeded()
        let reader = readersPost()
        change()
        guard let reader else { return }
        for _ in 0..<16 {
            tableView.layoutIfNeeded()
            guard let row = posts.firstIndex(where: { $0.id == reader.id }) else { return }
            let inset = tableView.adjustedContentInset
            let wanted = tableView.rectForRow(at: IndexPath(row: row, section: 0)).minY - reader.distance - inset.top
            let lowest = -inset.top
            let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
            let target = min(max(wanted, lowest), highest)
            if abs(target - tableView.contentOffset.y) <= 0.001 { return }
            tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: target)
        }
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier, for: indexPath) as! FeedPostCell
        let post = posts[indexPath.row]
        cell.author.text = post.author
        cell.body.text = post.lines.joined(separator: "\n")
        return cell
    }
}

/// A feed post's cell: the author's name above the post's body (as many lines as it has), in a vertical
/// stack view 10 pt inside the content view's top and bottom and 16 pt inside its sides, so the cell's
/// height comes from its text.
final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"
    let author = UILabel()
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        author.font = .boldSystemFont(ofSize: 15)
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [author, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            contentView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
