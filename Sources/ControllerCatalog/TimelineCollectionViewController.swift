import UIKit

/// A timeline on a collection view, written the way apps moving from tables write one (iOS 14+): a
/// `UICollectionViewFlowLayout` whose items span the width and take their heights from their text
/// (`collectionView(_:layout:sizeForItemAt:)`), a `UICollectionViewDiffableDataSource` keyed by post
/// identity, and every change of the data applied as a new snapshot — newer posts inserted before the
/// first, older ones appended, an edited post reconfigured. Each change keeps the reader's place the way
/// apps do around `apply` (the "prepend without jumping" recipe): the post the reader is reading (the
/// first whose bottom is below the visible top) is noted with its distance from the top of the bounds,
/// the snapshot is applied, the layout is brought up to date and the offset moved so that post is at the
/// same distance again, within the scrollable range.
///
/// `keepsReaderInPlace: false` is the deliberate bug: the snapshot is applied and nothing else, so
/// newer posts push the reader's post down the screen.
final class TimelineCollectionViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Section: Hashable { case posts }

    struct Post: Hashable {
        let id: Int
        var lines: Int
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var posts: [Int: Post] = [:]
    private var nextID = 1_000
    private let initialCount: Int
    private let showsBanner: Bool
    private let keepsReaderInPlace: Bool

    /// A timeline that opens with `posts` posts, with or without a "what's new" banner above them (the
    /// section header, 96 pt).
    init(posts count: Int = 30, banner: Bool = false, keepsReaderInPlace: Bool = true) {
        initialCount = count
        showsBanner = banner
        self.keepsReaderInPlace = keepsReaderInPlace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 1
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        if showsBanner { layout.headerReferenceSize = CGSize(width: view.bounds.width, height: 96) }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = "Post \(id)"
            content.secondaryText = String(repeating: "line\n", count: self?.posts[id]?.lines ?? 1)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        let banner = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.backgroundColor = .systemYellow
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: banner, for: indexPath)
        }
        let first = (0..<initialCount).map { Post(id: $0, lines: 1 + ($0 * 7) % 4) }
        for post in first { posts[post.id] = post }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.posts])
        snapshot.appendItems(first.map(\.id), toSection: .posts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Data arriving (the controller's own methods)

    /// Newer posts arrive at the top of the timeline.
    func loadNewerPosts(_ count: Int) {
        let newer = (0..<count).map { Post(id: nextID + $0, lines: 1 + $0 % 3) }
        nextID += count
        for post in newer { posts[post.id] = post }
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers.first {
            snapshot.insertItems(newer.map(\.id), beforeItem: first)
        } else {
            snapshot.appendItems(newer.map(\.id), toSection: .posts)
        }
        apply(snapshot)
    }

    /// Older posts arrive at the bottom (the reader reached the end).
    func loadOlderPosts(_ count: Int) {
        let older = (0..<count).map { Post(id: nextID + $0, lines: 2) }
        nextID += count
        for post in older { posts[post.id] = post }
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(older.map(\.id), toSection: .posts)
        apply(snapshot)
    }

    /// The post at `index` (if there is one) is edited and grows by two lines.
    func editPost(at index: Int) {
        var snapshot = dataSource.snapshot()
        let ids = snapshot.itemIdentifiers
        guard ids.indices.contains(index) else { return }
        posts[ids[index]]?.lines += 2
        snapshot.reconfigureItems([ids[index]])
        apply(snapshot)
    }

    /// Applies `snapshot`, keeping the reader's post where it was on screen.
    private func apply(_ snapshot: NSDiffableDataSourceSnapshot<Section, Int>) {
        guard keepsReaderInPlace, let (id, distance) = readersPost() else {
            dataSource.apply(snapshot, animatingDifferences: false)
            return
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        guard let path = dataSource.indexPath(for: id),
              let frame = collectionView.layoutAttributesForItem(at: path)?.frame else { return }
        let inset = collectionView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, collectionView.contentSize.height + inset.bottom - collectionView.bounds.height)
        let y = min(max(frame.minY - distance, lowest), highest)
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y)
    }

    /// The post the reader is reading — the first visible one whose bottom is below the visible top (the
    /// bars cover the ones above) — and its top's distance from the top of the bounds.
    private func readersPost() -> (id: Int, distance: CGFloat)? {
        let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        let visible = collectionView.indexPathsForVisibleItems.sorted()
        for path in visible {
            guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame, frame.maxY > visibleTop,
                  let id = dataSource.itemIdentifier(for: path) else { continue }
            return (id, frame.minY - collectionView.contentOffset.y)
        }
        return nil
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let lines = dataSource.itemIdentifier(for: indexPath).flatMap { posts[$0]?.lines } ?? 1
        return CGSize(width: collectionView.bounds.width, height: 24 + 20 * CGFloat(lines))
    }
}
