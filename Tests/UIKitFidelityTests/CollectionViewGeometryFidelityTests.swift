import Testing
import UIKit

/// Geometry a keyboard handler relies on in a collection view, shown by a navigation controller in a
/// window filling an iPhone 15's screen (393 × 852). The flow layout's vertical rules are Apple's ("Using
/// a flow layout": items in lines `minimumLineSpacing` apart, `sectionInset` around each section's
/// items, a header of `headerReferenceSize.height` above them); the list layout's spacing is not
/// documented, so only what holds for any spacing is pinned here.
@Suite("Collection view geometry fidelity") @MainActor
struct CollectionViewGeometryFidelityTests {
    /// A flow layout of `count` full-width items 100 pt tall, 10 pt apart, inset 20 above and 30 below.
    final class Column: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 5
        var header: CGFloat = 0
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            layout.headerReferenceSize = CGSize(width: 0, height: header)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 100)
        }
    }

    static func show(_ controller: UIViewController) -> UIWindow {
        let window: UIWindow
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            window = UIWindow(windowScene: scene)
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
        }
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    /// Items are stacked `minimumLineSpacing` apart below the section's top inset; the content ends at the
    /// last item plus the bottom inset.
    @Test func flowLayoutItemsAndContentSize() throws {
        let controller = Column()
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        collection.layoutIfNeeded()
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 5)
        let third = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        let thirdTop: CGFloat = 20 + 2 * 110
        #expect(third.frame.minY == thirdTop)
        #expect(third.frame.height == 100)
        let height: CGFloat = 20 + 5 * 100 + 4 * 10 + 30
        #expect(collection.contentSize.height == height)
        _ = window
    }

    /// The header is above the section's top inset.
    @Test func flowLayoutHeaderAboveTheInset() throws {
        let controller = Column()
        controller.header = 50
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        collection.layoutIfNeeded()
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let firstTop: CGFloat = 50 + 20
        let height: CGFloat = 50 + 20 + 5 * 100 + 4 * 10 + 30
        #expect(first.frame.minY == firstTop)
        #expect(collection.contentSize.height == height)
        _ = window
    }

    /// An item appended takes its line spacing from the item before it; a last item deleted leaves none
    /// below the new last one.
    @Test func insertsAndDeletesKeepTheLineSpacing() throws {
        let controller = Column()
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        controller.count = 6
        collection.insertItems(at: [IndexPath(item: 5, section: 0)])
        collection.layoutIfNeeded()
        let appended = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        let appendedTop: CGFloat = 20 + 5 * 110
        let grown: CGFloat = 20 + 6 * 100 + 5 * 10 + 30
        #expect(appended.frame.minY == appendedTop)
        #expect(collection.contentSize.height == grown)
        controller.count = 4
        collection.deleteItems(at: [IndexPath(item: 5, section: 0), IndexPath(item: 4, section: 0)])
        collection.layoutIfNeeded()
        let shrunk: CGFloat = 20 + 4 * 100 + 3 * 10 + 30
        #expect(collection.contentSize.height == shrunk)
        _ = window
    }

    /// `scrollToItem(at:at:animated:)` with `.top` puts the item's top at the top of the area inside the
    /// adjusted insets (under a translucent bar, below it).
    @Test func scrollToItemTop() throws {
        let controller = Column()
        controller.count = 20
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        collection.layoutIfNeeded()
        collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
        let item = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(collection.contentOffset.y == item.frame.minY - collection.adjustedContentInset.top)
        _ = window
    }

    /// An inset-grouped list: one item per row, items as tall as their content at least 44 pt, each
    /// section's items one below the other with no spacing between them, and a gap between sections.
    @Test func insetGroupedListStacksItsItems() throws {
        final class List: UIViewController, UICollectionViewDataSource {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.dataSource = self
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
                view.addSubview(collectionView)
            }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let controller = List()
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        collection.layoutIfNeeded()
        let frames = try (0..<2).flatMap { s in
            try (0..<3).map { try #require(collection.layoutAttributesForItem(at: IndexPath(item: $0, section: s))).frame }
        }
        #expect(frames.allSatisfy { $0.height >= 44 })
        #expect(frames.allSatisfy { $0.minX > 0 && $0.maxX < collection.bounds.width }, "inset from both sides")
        #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY, "no spacing inside a section")
        #expect(frames[3].minY > frames[2].maxY, "a gap between sections")
        _ = window
    }

    /// A section provider of list sections (Apple's way to configure a list per section): a plain
    /// section's items span the width; an inset-grouped section's are inset from both sides.
    @Test func aSectionProviderOfListSections() throws {
        final class Sections: UIViewController, UICollectionViewDataSource {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout { section, environment in
                    NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: section == 0 ? .plain : .insetGrouped),
                                                   layoutEnvironment: environment)
                }
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.dataSource = self
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
                view.addSubview(collectionView)
            }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let controller = Sections()
        let window = Self.show(controller)
        let collection: UICollectionView = controller.collectionView
        collection.layoutIfNeeded()
        let plain = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let grouped = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame
        #expect(plain.minX == 0 && plain.width == collection.bounds.width)
        #expect(grouped.minX > 0 && grouped.maxX < collection.bounds.width)
        _ = window
    }
}
