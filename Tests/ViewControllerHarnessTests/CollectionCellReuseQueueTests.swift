import Foundation
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A collection view's dequeues hand out again, after `prepareForReuse()`, a cell the collection asked for
/// only to measure an item: reading a list of ten fields makes one cell per registration, not ten, and
/// each item is read with the app's configuration of it. Each registration reuses only its own cells.
@Suite("The collection view's reuse queue")
struct CollectionCellReuseQueueTests {
    final class FieldCell: UICollectionViewListCell {
        var reuses = 0
        let field = UITextField(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            field.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(field)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.topAnchor.constraint(equalTo: margins.topAnchor),
                field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
        }
        required init?(coder: NSCoder) { nil }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A list of ten fields, odd items by a second registration of the same cell class (as a screen with
    /// two kinds of row of one class writes it).
    final class List: UIViewController, UICollectionViewDataSource {
        lazy var collection = UICollectionView(frame: view.bounds,
                                               collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        var cells: [ObjectIdentifier: FieldCell] = [:]
        var configured: [Int: String] = [:]
        var configuredBy: [ObjectIdentifier: Set<String>] = [:]
        private var even: UICollectionView.CellRegistration<FieldCell, Int>!
        private var odd: UICollectionView.CellRegistration<FieldCell, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            even = .init { [unowned self] cell, _, item in configure(cell, item, "even") }
            odd = .init { [unowned self] cell, _, item in configure(cell, item, "odd") }
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collection.dataSource = self
            view.addSubview(collection)
        }

        private func configure(_ cell: FieldCell, _ item: Int, _ registration: String) {
            cells[ObjectIdentifier(cell)] = cell
            cell.field.placeholder = "Field \(item)"
            configured[item] = cell.field.placeholder
            configuredBy[ObjectIdentifier(cell), default: []].insert(registration)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: indexPath.item.isMultiple(of: 2) ? even : odd, for: indexPath, item: indexPath.item)
        }
    }

    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    @Test func measuringCellsAreHandedOutAgainByTheirOwnRegistration() {
        let list = List()
        let start = ViewControllerStrategy.screen(of: { list }, in: Self.world)
        #expect(start.sections.first?.count == 10)
        #expect(start.sections.first?.allSatisfy { $0.control?.kind == .textField } == true)
        #expect(list.configured == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, "Field \($0)") }))
        #expect(list.cells.values.contains { $0.reuses > 0 }, "a measuring cell was handed out again")
        #expect(list.cells.count < 10 + 10, "fewer cells than one to measure and one to show each item")
        #expect(list.configuredBy.values.allSatisfy { $0.count == 1 }, "no cell went from one registration to the other")
    }

    @Test func aCellInTheHierarchyOrFromNoDequeueIsNotQueuedAndTheQueueIsBounded() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(FieldCell.self, forCellWithReuseIdentifier: "item")
        let path = Foundation.IndexPath(item: 0, section: 0)
        let shown = collection.dequeueReusableCell(withReuseIdentifier: "item", for: path)
        collection.addSubview(shown)
        collection.enqueueReusableCell(shown)
        collection.enqueueReusableCell(FieldCell(frame: .zero))
        #expect(collection.reusableCells.isEmpty)
        let loose = collection.dequeueReusableCell(withReuseIdentifier: "item", for: path)
        collection.enqueueReusableCell(loose)
        collection.enqueueReusableCell(loose)
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "item", for: path) === loose)
        #expect((loose as? FieldCell)?.reuses == 1)
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "item", for: path) !== loose)
        let made = (0..<(UICollectionView.reuseQueueLimit + 3)).map { _ in collection.dequeueReusableCell(withReuseIdentifier: "item", for: path) }
        for cell in made { collection.enqueueReusableCell(cell) }
        #expect(collection.reusableCells["item"]?.count == UICollectionView.reuseQueueLimit)
    }
}
