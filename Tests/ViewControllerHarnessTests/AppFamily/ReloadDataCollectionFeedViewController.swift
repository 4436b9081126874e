import UIKit

/// A feed on a collection view with a plain data source that shows newer posts by `reloadData()`: a
/// flow layout whose items span the width at heights from their lines (`sizeForItemAt`), each cell a
/// label, as collection feeds written before diffable data sources are. `keepsPlace` adds the content
/// size's growth to the offset after the reload (the table answer's recipe, on a collection view).
final class ReloadDataCollectionFeedViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    final class PostCell: UICollectionViewCell {
        let title = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
            title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            title.numberOfLines = 0
            contentView.addSubview(title)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private var collectionView: UICollectionView!
    private var feed = FeedPosts()
    private let keepsPlace: Bool

    init(keepsPlace: Bool) {
        self.keepsPlace = keepsPlace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: "post")
        view.addSubview(collectionView)
    }

    /// `count` newer posts arrive at the top.
    func loadNewer(_ count: Int) {
        let before = collectionView.contentSize.height
        feed.prependNewer(count)
        collectionView.reloadData()
        guard keepsPlace else { return }
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y += collectionView.contentSize.height - before
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { feed.posts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! PostCell
        cell.title.text = feed.posts[indexPath.item].title
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: feed.height(at: indexPath.item))
    }
}
