import Testing
import UIKit

/// `NSDiffableDataSourceSnapshot` (iOS 13; the reload and reconfigure lists iOS 15) as apps build one:
/// public UIKit API only, so this file also runs against Apple's UIKit. Each test names the Apple
/// documentation (developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct)
/// it follows; misuse is not exercised here, since on iOS it terminates the app.
@Suite("Diffable snapshot fidelity")
struct DiffableSnapshotFidelityTests {
    enum Section: Hashable { case main, more }
    struct Item: Hashable { let name: String }

    /// `init()` (Apple: "Creates an empty snapshot"): no sections, no items.
    @Test func anEmptySnapshotHoldsNothing() {
        let snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    /// `appendSections(_:)` and `appendItems(_:toSection:)` (Apple: "If no value is provided, the items
    /// are appended to the last section of the snapshot"); the counts and `itemIdentifiers` read section
    /// by section.
    @Test func appendedItemsGoToTheNamedOrTheLastSection() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems([Item(name: "a"), Item(name: "b")], toSection: .main)
        snapshot.appendItems([Item(name: "c")])
        snapshot.appendItems([Item(name: "d")], toSection: .main)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifiers == [.main, .more])
        #expect(snapshot.itemIdentifiers(inSection: .main).map(\.name) == ["a", "b", "d"])
        #expect(snapshot.itemIdentifiers(inSection: .more).map(\.name) == ["c"])
        #expect(snapshot.numberOfItems(inSection: .main) == 3)
        #expect(snapshot.itemIdentifiers.map(\.name) == ["a", "b", "d", "c"])
    }

    /// `sectionIdentifier(containingItem:)`, `indexOfItem(_:)` (the index in `itemIdentifiers`) and
    /// `indexOfSection(_:)`; nil for identifiers the snapshot does not hold (the Swift API's optionals).
    @Test func lookupsAnswerForHeldIdentifiersAndNilOtherwise() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([10, 20])
        snapshot.appendItems(["a", "b"], toSection: 10)
        snapshot.appendItems(["c", "d"], toSection: 20)
        #expect(snapshot.sectionIdentifier(containingItem: "c") == 20)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
        #expect(snapshot.indexOfItem("a") == 0)
        #expect(snapshot.indexOfItem("d") == 3)
        #expect(snapshot.indexOfItem("z") == nil)
        #expect(snapshot.indexOfSection(20) == 1)
        #expect(snapshot.indexOfSection(30) == nil)
    }

    /// `insertItems(_:beforeItem:)` and `insertItems(_:afterItem:)`: the items, in order, next to the
    /// named item, in its section.
    @Test func insertedItemsLandBeforeOrAfterTheNamedItemInItsSection() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "d"], toSection: 0)
        snapshot.appendItems(["x"], toSection: 1)
        snapshot.insertItems(["b", "c"], beforeItem: "d")
        snapshot.insertItems(["y", "z"], afterItem: "x")
        snapshot.insertItems(["e"], afterItem: "d")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["a", "b", "c", "d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["x", "y", "z"])
        #expect(snapshot.sectionIdentifier(containingItem: "z") == 1)
    }

    /// `moveItem(_:beforeItem:)` / `moveItem(_:afterItem:)`: within a section and into another one (the
    /// item joins the destination's section).
    @Test func movedItemsLandNextToTheDestinationInItsSection() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c", "d"], toSection: 0)
        snapshot.appendItems(["x", "y"], toSection: 1)
        snapshot.moveItem("d", beforeItem: "a")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["d", "a", "b", "c"])
        snapshot.moveItem("d", afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["a", "b", "c", "d"])
        snapshot.moveItem("a", afterItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["b", "a", "c", "d"])
        snapshot.moveItem("b", afterItem: "y")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["a", "c", "d"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["x", "y", "b"])
        #expect(snapshot.sectionIdentifier(containingItem: "b") == 1)
        snapshot.moveItem("x", beforeItem: "a")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["x", "a", "c", "d"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["y", "b"])
        #expect(snapshot.numberOfItems == 6)
    }

    /// `deleteItems(_:)`, `deleteSections(_:)` (a section goes with its items) and `deleteAllItems()`
    /// (Apple: "Deletes all of the items from the snapshot" — the sections too: nothing is left).
    @Test func deletesRemoveItemsSectionsWithTheirItemsAndEverything() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        snapshot.appendItems(["x", "y"], toSection: 1)
        snapshot.appendItems(["p"], toSection: 2)
        snapshot.deleteItems(["b", "y"])
        #expect(snapshot.itemIdentifiers == ["a", "c", "x", "p"])
        snapshot.deleteSections([1])
        #expect(snapshot.sectionIdentifiers == [0, 2])
        #expect(snapshot.itemIdentifiers == ["a", "c", "p"])
        #expect(snapshot.sectionIdentifier(containingItem: "x") == nil)
        #expect(snapshot.indexOfItem("p") == 2)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    /// `insertSections(_:beforeSection:)`, `insertSections(_:afterSection:)`, `moveSection(_:beforeSection:)`
    /// and `moveSection(_:afterSection:)`: a moved section keeps its items.
    @Test func sectionsInsertAndMoveWithTheirItems() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["B", "D"])
        snapshot.insertSections(["A"], beforeSection: "B")
        snapshot.insertSections(["C"], afterSection: "B")
        snapshot.insertSections(["E"], afterSection: "D")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D", "E"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "E")
        snapshot.moveSection("A", afterSection: "E")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "D", "E", "A"])
        #expect(snapshot.itemIdentifiers == [3, 1, 2])
        snapshot.moveSection("D", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["D", "B", "C", "E", "A"])
        #expect(snapshot.indexOfSection("A") == 4)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2])
    }

    /// `reloadItems(_:)`, `reconfigureItems(_:)` and `reloadSections(_:)` mark identifiers, read back from
    /// `reloadedItemIdentifiers`, `reconfiguredItemIdentifiers` and `reloadedSectionIdentifiers` (iOS 15:
    /// "Identifies the items reloaded by the changes to the snapshot"): in the order first named, each
    /// once, and the two item lists separate.
    @Test func reloadAndReconfigureListsKeepFirstNamedOrderOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.reloadItems(["c", "a"])
        snapshot.reloadItems(["a", "b"])
        snapshot.reconfigureItems(["b"])
        snapshot.reloadSections([1, 0, 1])
        #expect(snapshot.reloadedItemIdentifiers == ["c", "a", "b"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == [1, 0])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
    }

    /// A snapshot is a Swift `struct` (Apple's declaration): a copy changes independently.
    @Test func copiesAreIndependentValues() {
        var original = NSDiffableDataSourceSnapshot<Section, UUID>()
        original.appendSections([.main])
        let first = UUID()
        original.appendItems([first])
        var copy = original
        copy.appendItems([UUID()])
        copy.reloadItems([first])
        original.deleteItems([first])
        #expect(original.numberOfItems == 0)
        #expect(copy.numberOfItems == 2)
        #expect(copy.itemIdentifiers.first == first)
        #expect(original.reloadedItemIdentifiers.isEmpty)
    }

    /// iOS 15 and later: appending or inserting an item the snapshot already holds moves it into place
    /// (the console says "Diffable data source detected an attempt to insert or append 1 item identifier
    /// that already exists in the snapshot. The existing item identifier will be moved into place
    /// instead, but this operation will be more expensive").
    @Test func addingAnItemAlreadyPresentMovesIt() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        snapshot.appendItems(["x"], toSection: 1)
        snapshot.appendItems(["a"], toSection: 1)
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["x", "a"])
        snapshot.insertItems(["c"], beforeItem: "x")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["b"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["c", "x", "a"])
        #expect(snapshot.numberOfItems == 4)
    }
}
