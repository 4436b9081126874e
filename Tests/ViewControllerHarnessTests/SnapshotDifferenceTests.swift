import Foundation
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// `SnapshotDifference`, the batch update a diffable data source performs between two
/// `NSDiffableDataSourceSnapshot`s, and the snapshot's misuse exceptions (raised on the screen under test).
@Suite("Snapshot difference")
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    /// Sections with their items, in order: what a table shows.
    typealias Layout = [Section]
    struct Section: Equatable, CustomStringConvertible {
        var id: Int
        var items: [Int]
        var description: String { "\(id):\(items)" }
    }

    static func layout(_ snapshot: Snapshot) -> Layout {
        snapshot.sectionIdentifiers.map { Section(id: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
    }

    static func snapshot(_ layout: [(Int, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in layout {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    static func path(_ section: Int, _ row: Int) -> Foundation.IndexPath { Foundation.IndexPath(row: row, section: section) }

    /// Applies `difference` to `old` as UIKit's batch updates do: item deletes and move sources are
    /// removed (descending old index paths), then deleted and moved-from sections (descending old
    /// indexes); moved-to and inserted sections are put in place (ascending new indexes — an inserted
    /// section with the new snapshot's items for it, as the data source reports them; a moved one with
    /// the items it kept), then inserted and moved-to items (ascending new index paths; an inserted item
    /// is the identifier the new snapshot has there, a moved one the identifier taken out at its source).
    static func apply(_ difference: SnapshotDifference, to old: Snapshot, new: Snapshot) -> Layout {
        var state = layout(old)
        let moveSources = Dictionary(uniqueKeysWithValues: difference.itemMoves.map { ($0.from, $0.to) })
        var taken: [Foundation.IndexPath: Int] = [:]  // keyed by destination
        let removals = difference.itemDeletes + difference.itemMoves.map(\.from)
        #expect(Set(removals).count == removals.count, "an index path deleted or moved twice")
        for p in removals.sorted(by: >) {
            let item = state[p.section].items.remove(at: p.row)
            if let to = moveSources[p] { taken[to] = item }
        }
        let sectionSources = Dictionary(uniqueKeysWithValues: difference.sectionMoves.map { ($0.from, $0.to) })
        var takenSections: [Int: Section] = [:]
        let sectionRemovals = difference.sectionDeletes + difference.sectionMoves.map(\.from)
        #expect(Set(sectionRemovals).count == sectionRemovals.count, "a section deleted or moved twice")
        for s in sectionRemovals.sorted(by: >) {
            let section = state.remove(at: s)
            if let to = sectionSources[s] { takenSections[to] = section }
        }
        let newLayout = layout(new)
        let sectionInsertions = difference.sectionInserts + difference.sectionMoves.map(\.to)
        #expect(Set(sectionInsertions).count == sectionInsertions.count, "a section inserted twice")
        for s in sectionInsertions.sorted() {
            state.insert(takenSections[s] ?? newLayout[s], at: s)
        }
        let insertions = difference.itemInserts + difference.itemMoves.map(\.to)
        #expect(Set(insertions).count == insertions.count, "an index path inserted twice")
        for p in insertions.sorted() {
            state[p.section].items.insert(taken[p] ?? newLayout[p.section].items[p.row], at: p.row)
        }
        return state
    }

    // MARK: Hand-checked cases

    @Test func prependingThreeItemsInsertsThemAndMovesNothing() {
        let old = Self.snapshot([(0, [1, 2, 3, 4, 5])])
        var new = old
        new.insertItems([10, 11, 12], beforeItem: 1)
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemInserts == [Self.path(0, 0), Self.path(0, 1), Self.path(0, 2)])
        #expect(d.itemDeletes.isEmpty && d.itemMoves.isEmpty)
        #expect(d.sectionDeletes.isEmpty && d.sectionInserts.isEmpty && d.sectionMoves.isEmpty)
        #expect(Self.apply(d, to: old, new: new) == Self.layout(new))
    }

    @Test func deletingTheMiddleItemDeletesItsOldIndexPath() {
        let old = Self.snapshot([(0, [1, 2, 3, 4, 5])])
        var new = old
        new.deleteItems([3])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemDeletes == [Self.path(0, 2)])
        #expect(d.itemInserts.isEmpty && d.itemMoves.isEmpty)
        #expect(d.description == "delete [0.2]")
    }

    @Test func swappingTwoNeighboursMovesOneAndSwappingApartMovesTwo() {
        let old = Self.snapshot([(0, [1, 2, 3, 4, 5])])
        var neighbours = old
        neighbours.moveItem(2, beforeItem: 1)
        let one = SnapshotDifference(from: old, to: neighbours)
        #expect(one.itemMoves.count == 1)
        #expect(one.itemDeletes.isEmpty && one.itemInserts.isEmpty)
        #expect(Self.apply(one, to: old, new: neighbours) == Self.layout(neighbours))

        let apart = Self.snapshot([(0, [1, 4, 3, 2, 5])])
        let two = SnapshotDifference(from: old, to: apart)
        #expect(two.itemMoves.count == 2)  // 5 items, a longest kept run of 3 (1, x, 5)
        #expect(Self.apply(two, to: old, new: apart) == Self.layout(apart))
    }

    @Test func anItemMovedAcrossSectionsIsOneMoveFromItsOldToItsNewPath() {
        let old = Self.snapshot([(0, [1, 2, 3]), (1, [7, 8])])
        var new = old
        new.moveItem(2, afterItem: 7)
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemMoves == [SnapshotDifference.ItemMove(from: Self.path(0, 1), to: Self.path(1, 1))])
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty && d.sectionMoves.isEmpty)
        #expect(Self.apply(d, to: old, new: new) == Self.layout(new))
    }

    @Test func aReloadOfAnUnchangedItemIsOnlyAReloadAtItsOldPath() {
        let old = Self.snapshot([(0, [1, 2]), (1, [3, 4, 5])])
        var new = old
        new.reloadItems([4])
        new.reconfigureItems([1])
        new.reloadSections([1])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemReloads == [Self.path(1, 1)])
        #expect(d.itemReconfigures == [Self.path(0, 0)])
        #expect(d.sectionReloads == [1])
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty && d.itemMoves.isEmpty)
        #expect(d.sectionDeletes.isEmpty && d.sectionInserts.isEmpty && d.sectionMoves.isEmpty)
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
        #expect(!d.isEmpty)
    }

    /// A reloaded item that moves is reloaded at its old path; one reloaded and then deleted is not
    /// reloaded (the snapshot still lists it, as UIKit's does).
    @Test func reloadsFollowIdentityNotTheList() {
        let old = Self.snapshot([(0, [1, 2, 3])])
        var new = old
        new.reloadItems([3, 2])
        new.moveItem(3, beforeItem: 1)
        new.deleteItems([2])
        #expect(new.reloadedItemIdentifiers == [3, 2])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemReloads == [Self.path(0, 2)])
        #expect(d.itemDeletes == [Self.path(0, 1)])
    }

    @Test func sectionsDeleteInsertAndMoveWithoutListingTheirItems() {
        let old = Self.snapshot([(10, [1, 2]), (20, [3]), (30, [4, 5])])
        let new = Self.snapshot([(30, [4, 5]), (10, [1, 2]), (40, [6, 7])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.sectionDeletes == [1])
        #expect(d.sectionInserts == [2])
        #expect(d.sectionMoves.count == 1)
        #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty && d.itemMoves.isEmpty)
        #expect(Self.apply(d, to: old, new: new) == Self.layout(new))
    }

    /// UIKit's batch updates take no move out of a section being deleted or into one being inserted:
    /// such an item is deleted and inserted instead.
    @Test func itemsLeavingADeletedSectionOrJoiningAnInsertedOneAreNotMoves() {
        let old = Self.snapshot([(10, [1, 2]), (20, [3, 4])])
        let new = Self.snapshot([(20, [3, 1]), (30, [4])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.sectionDeletes == [0])
        #expect(d.sectionInserts == [1])
        #expect(d.itemMoves.isEmpty)
        #expect(d.itemInserts == [Self.path(0, 1)])  // 1, from the deleted section 10
        #expect(d.itemDeletes == [Self.path(1, 1)])  // 4, to the inserted section 30
        #expect(Self.apply(d, to: old, new: new) == Self.layout(new))
    }

    @Test func aLargeReversalIsQuickAndRoundTrips() {
        let items = Array(0..<3000)
        let old = Self.snapshot([(0, items)])
        let new = Self.snapshot([(0, items.reversed())])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.itemMoves.count == 2999)
        #expect(Self.apply(d, to: old, new: new) == Self.layout(new))
        var big = old
        for i in stride(from: 0, to: 3000, by: 7) { big.reloadItems([i]) }
        #expect(big.indexOfItem(2999) == 2999)
    }

    // MARK: The round trip over random pairs

    /// A random snapshot over small pools of section (0..<6) and item (0..<30) identifiers, so two of them
    /// share most identifiers.
    static func randomLayout(_ rng: inout SplitMix64) -> Layout {
        let sections = Array((0..<6).shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)))
        var layout = sections.map { Section(id: $0, items: []) }
        guard !layout.isEmpty else { return layout }
        for item in (0..<30).shuffled(using: &rng) where Int.random(in: 0..<10, using: &rng) < 6 {
            layout[Int.random(in: 0..<layout.count, using: &rng)].items.append(item)
        }
        return layout
    }

    static func snapshot(_ layout: Layout) -> Snapshot { snapshot(layout.map { ($0.id, $0.items) }) }

    /// `old` changed by a few random calls of the snapshot API, each also made on a plain array model;
    /// the snapshot must agree with the model after every call.
    static func randomEdit(of old: Layout, _ rng: inout SplitMix64) -> Snapshot {
        var snapshot = snapshot(old)
        var model = old
        func items() -> [Int] { model.flatMap(\.items) }
        func place(of item: Int) -> (Int, Int) {
            for (s, section) in model.enumerated() { if let r = section.items.firstIndex(of: item) { return (s, r) } }
            fatalError("not in the model")
        }
        func removeFromModel(_ gone: Set<Int>) {
            for s in model.indices { model[s].items.removeAll { gone.contains($0) } }
        }
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let held = items()
            let fresh = (0..<40).filter { !held.contains($0) }.shuffled(using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !model.isEmpty:  // append fresh items, maybe plus one already held (moved into place)
                let s = Int.random(in: 0..<model.count, using: &rng)
                var add = Array(fresh.prefix(Int.random(in: 1...3, using: &rng)))
                if let again = held.randomElement(using: &rng), Bool.random(using: &rng) { add.append(again) }
                snapshot.appendItems(add, toSection: model[s].id)
                removeFromModel(Set(add))
                model[s].items += add
            case 1 where !held.isEmpty:
                let add = Array(fresh.prefix(Int.random(in: 1...3, using: &rng)))
                let anchor = held.randomElement(using: &rng)!
                let after = Bool.random(using: &rng)
                if after { snapshot.insertItems(add, afterItem: anchor) } else { snapshot.insertItems(add, beforeItem: anchor) }
                let (s, r) = place(of: anchor)
                model[s].items.insert(contentsOf: add, at: r + (after ? 1 : 0))
            case 2 where !held.isEmpty:
                let gone = Array(held.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng))) + [99]
                snapshot.deleteItems(gone)
                removeFromModel(Set(gone))
            case 3 where held.count >= 2:
                let pair = held.shuffled(using: &rng).prefix(2)
                let (item, anchor) = (pair.first!, pair.last!)
                let after = Bool.random(using: &rng)
                if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
                removeFromModel([item])
                let (s, r) = place(of: anchor)
                model[s].items.insert(item, at: r + (after ? 1 : 0))
            case 4:
                let ids = (0..<8).filter { id in !model.contains { $0.id == id } }.shuffled(using: &rng)
                guard let id = ids.first else { break }
                if model.isEmpty || Bool.random(using: &rng) {
                    snapshot.appendSections([id])
                    model.append(Section(id: id, items: []))
                } else {
                    let s = Int.random(in: 0..<model.count, using: &rng)
                    let after = Bool.random(using: &rng)
                    if after { snapshot.insertSections([id], afterSection: model[s].id) } else { snapshot.insertSections([id], beforeSection: model[s].id) }
                    model.insert(Section(id: id, items: []), at: s + (after ? 1 : 0))
                }
            case 5 where !model.isEmpty:
                let s = Int.random(in: 0..<model.count, using: &rng)
                snapshot.deleteSections([model[s].id, 77])
                model.remove(at: s)
            case 6 where model.count >= 2:
                let pair = model.indices.shuffled(using: &rng).prefix(2)
                let moved = model[pair.first!], anchor = model[pair.last!].id
                let after = Bool.random(using: &rng)
                if after { snapshot.moveSection(moved.id, afterSection: anchor) } else { snapshot.moveSection(moved.id, beforeSection: anchor) }
                model.remove(at: pair.first!)
                model.insert(moved, at: model.firstIndex { $0.id == anchor }! + (after ? 1 : 0))
            case 7 where !held.isEmpty:
                snapshot.reloadItems(Array(held.shuffled(using: &rng).prefix(2)))
                snapshot.reconfigureItems(Array(held.shuffled(using: &rng).prefix(2)))
            case 8 where !model.isEmpty:
                snapshot.reloadSections([model.randomElement(using: &rng)!.id])
            default:
                break
            }
            #expect(Self.layout(snapshot) == model)
            #expect(snapshot.numberOfItems == items().count)
            #expect(snapshot.itemIdentifiers == items())
            for (s, section) in model.enumerated() {
                #expect(snapshot.indexOfSection(section.id) == s)
                for item in section.items { #expect(snapshot.sectionIdentifier(containingItem: item) == section.id) }
            }
            if let item = items().randomElement(using: &rng) { #expect(snapshot.indexOfItem(item) == items().firstIndex(of: item)) }
        }
        return snapshot
    }

    /// The fewest moves any correct update can have: every item that changes between two surviving
    /// sections, plus, per surviving section, the items staying in it less a longest run kept in order
    /// (an O(n²) longest increasing subsequence, independent of the implementation's).
    static func fewestMoves(from old: Layout, to new: Layout) -> Int {
        let survivors = Set(old.map(\.id)).intersection(new.map(\.id))
        var newPlace: [Int: (section: Int, row: Int)] = [:]
        for section in new where survivors.contains(section.id) {
            for (row, item) in section.items.enumerated() { newPlace[item] = (section.id, row) }
        }
        var moves = 0
        for section in old where survivors.contains(section.id) {
            var rows: [Int] = []
            for item in section.items {
                guard let place = newPlace[item] else { continue }
                if place.section == section.id { rows.append(place.row) } else { moves += 1 }
            }
            var run = Array(repeating: 1, count: rows.count)
            for i in rows.indices { for j in 0..<i where rows[j] < rows[i] { run[i] = max(run[i], run[j] + 1) } }
            moves += rows.count - (run.max() ?? 0)
        }
        return moves
    }

    @Test(arguments: 0..<8)
    func deletesInsertsAndMovesTakeTheOldSnapshotToTheNew(seed: UInt64) {
        var rng = SplitMix64(seed: 0xD1FF_0000 + seed)
        var seen = (itemMoves: 0, sectionMoves: 0, itemDeletes: 0, itemInserts: 0, sectionDeletes: 0, sectionInserts: 0, reloads: 0)
        defer {  // the generator reaches every kind of change
            #expect(seen.itemMoves > 0 && seen.sectionMoves > 0 && seen.itemDeletes > 0 && seen.itemInserts > 0)
            #expect(seen.sectionDeletes > 0 && seen.sectionInserts > 0 && seen.reloads > 0)
        }
        for _ in 0..<150 {
            let oldLayout = Self.randomLayout(&rng)
            let old = Self.snapshot(oldLayout)
            let new = Bool.random(using: &rng) ? Self.randomEdit(of: oldLayout, &rng) : Self.snapshot(Self.randomLayout(&rng))
            let d = SnapshotDifference(from: old, to: new)
            let newLayout = Self.layout(new)
            #expect(Self.apply(d, to: old, new: new) == newLayout, "\(oldLayout) → \(newLayout): \(d)")
            seen.itemMoves += d.itemMoves.count
            seen.sectionMoves += d.sectionMoves.count
            seen.itemDeletes += d.itemDeletes.count
            seen.itemInserts += d.itemInserts.count
            seen.sectionDeletes += d.sectionDeletes.count
            seen.sectionInserts += d.sectionInserts.count
            seen.reloads += d.itemReloads.count + d.itemReconfigures.count + d.sectionReloads.count
            // Moves keep identity; deletes and inserts name what really went and came.
            let newItems = Set(new.itemIdentifiers)
            for move in d.itemMoves {
                #expect(oldLayout[move.from.section].items[move.from.row] == newLayout[move.to.section].items[move.to.row])
            }
            for p in d.itemDeletes {  // gone, or gone into a section being inserted
                let item = oldLayout[p.section].items[p.row]
                #expect(new.sectionIdentifier(containingItem: item).map { d.sectionInserts.contains(new.indexOfSection($0)!) } ?? true)
            }
            for p in d.itemInserts {  // new, or out of a section being deleted
                let item = newLayout[p.section].items[p.row]
                #expect(old.sectionIdentifier(containingItem: item).map { d.sectionDeletes.contains(old.indexOfSection($0)!) } ?? true)
            }
            #expect(d.itemMoves.count == Self.fewestMoves(from: oldLayout, to: newLayout), "\(oldLayout) → \(newLayout): \(d)")
            // Reloads name old paths of items the new snapshot reloads and still holds.
            for p in d.itemReloads {
                #expect(new.reloadedItemIdentifiers.contains(oldLayout[p.section].items[p.row]))
                #expect(newItems.contains(oldLayout[p.section].items[p.row]))
            }
            // Against itself: only the reloads still held remain.
            let same = SnapshotDifference(from: new, to: new)
            #expect(same.itemReloads.count == new.reloadedItemIdentifiers.filter(newItems.contains).count)
            #expect(same.isEmpty == (!new.reloadedItemIdentifiers.contains(where: newItems.contains)
                && !new.reconfiguredItemIdentifiers.contains(where: newItems.contains)
                && !new.reloadedSectionIdentifiers.contains { new.indexOfSection($0) != nil }))
        }
    }

    // MARK: Misuse raises on the screen under test

    /// Runs `body` as app code on a screen under test and returns the exception it raised.
    static func raised(_ body: () -> Void) throws -> UIKitException? {
        let host = ModelBackedScreen(scene: try Scene(layout: ScreenLayout(), sections: [[]]))
        host.run(body)
        return host.takeException() as? UIKitException
    }

    static func reason(_ exception: UIKitException?) -> String? {
        guard case let .invalidUpdate(_, reason)? = exception else { return nil }
        return reason
    }

    @Test func misusedItemCallsRaiseUIKitsReasonsAndChangeNothing() throws {
        var empty = Snapshot()
        #expect(Self.reason(try Self.raised { empty.appendItems([1]) })
            == "There are currently no sections in the data source. Please add a section first.")
        #expect(empty.numberOfItems == 0)

        var s = Self.snapshot([(0, [1, 2])])
        let before = Self.layout(s)
        #expect(Self.reason(try Self.raised { s.appendItems([3], toSection: 9) })
            == "Invalid parameter not satisfying: section != NSNotFound")
        let duplicate = Self.reason(try Self.raised { s.appendItems([3, 4, 3]) })
        #expect(duplicate?.hasPrefix("Diffable data source detected item identifiers that are not unique.") == true)
        #expect(duplicate?.hasSuffix("Identifiers that are not unique: (3) and (3)") == true)
        #expect(Self.reason(try Self.raised { s.insertItems([5], beforeItem: 42) })
            == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(Self.reason(try Self.raised { s.insertItems([1], afterItem: 1) })
            == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(Self.reason(try Self.raised { s.moveItem(42, beforeItem: 1) })
            == "Invalid parameter not satisfying: fromIndex != NSNotFound")
        #expect(Self.reason(try Self.raised { s.moveItem(1, afterItem: 42) })
            == "Invalid parameter not satisfying: toIndex != NSNotFound")
        #expect(Self.reason(try Self.raised { s.reloadItems([2, 42]) })
            == "Attempted to reload item identifier that does not exist in the snapshot: 42")
        #expect(Self.reason(try Self.raised { s.reconfigureItems([42]) })
            == "Attempted to reconfigure item identifier that does not exist in the snapshot: 42")
        #expect(Self.layout(s) == before)
        #expect(s.reloadedItemIdentifiers.isEmpty)
    }

    @Test func misusedSectionCallsRaiseUIKitsReasonsAndChangeNothing() throws {
        var s = Self.snapshot([(0, [1]), (1, [])])
        let before = Self.layout(s)
        #expect(Self.reason(try Self.raised { s.appendSections([2, 1]) })
            == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: 1")
        let duplicate = Self.reason(try Self.raised { s.appendSections([5, 5]) })
        #expect(duplicate?.hasPrefix("Diffable data source detected section identifiers that are not unique.") == true)
        #expect(Self.reason(try Self.raised { s.insertSections([5], beforeSection: 9) })
            == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        #expect(Self.reason(try Self.raised { s.moveSection(9, afterSection: 0) })
            == "Invalid parameter not satisfying: fromSection != NSNotFound")
        #expect(Self.reason(try Self.raised { s.moveSection(0, beforeSection: 9) })
            == "Invalid parameter not satisfying: toSection != NSNotFound")
        #expect(Self.reason(try Self.raised { s.reloadSections([9]) })
            == "Attempted to reload section identifier that does not exist in the snapshot: 9")
        let notFound = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        #expect(Self.reason(try Self.raised { _ = s.numberOfItems(inSection: 9) }) == notFound)
        #expect(Self.reason(try Self.raised { _ = s.itemIdentifiers(inSection: 9) }) == notFound)
        #expect(Self.layout(s) == before)
        #expect(try Self.raised { s.appendSections([2]) } == nil)
    }

    /// What UIKit tolerates raises nothing: unknown identifiers in deletes, an item appended again.
    @Test func toleratedCallsRaiseNothing() throws {
        var s = Self.snapshot([(0, [1, 2]), (1, [3])])
        #expect(try Self.raised {
            s.deleteItems([42])
            s.deleteSections([9])
            s.appendItems([1], toSection: 1)
            s.moveItem(2, beforeItem: 2)
        } == nil)
        #expect(Self.layout(s) == [Section(id: 0, items: [2]), Section(id: 1, items: [3, 1])])
    }

    /// Outside a runner (no screen under test) a misuse changes nothing and does not trap.
    @Test func misuseOutsideARunnerIsIgnored() {
        var s = Snapshot()
        s.appendItems([1])
        s.appendSections([0, 0])
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }
}
