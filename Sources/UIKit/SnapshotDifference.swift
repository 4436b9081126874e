import Foundation
@_spiOnly @_spi(Checker) import ScrollGeometry

/// The batch update that takes a table or collection view from one ``NSDiffableDataSourceSnapshot`` to
/// another, as a diffable data source's `apply(_:animatingDifferences:)` performs it: section deletes,
/// inserts and moves, item deletes, inserts and moves, and the reloads and reconfigures the new snapshot
/// asks for. Identity is the identifiers' `Hashable` equality: an identifier in both snapshots is the
/// same section or item (its cell and measured height go with it).
///
/// Coordinates follow UIKit's batch updates (`performBatchUpdates(_:completion:)`): deletes, move
/// sources, reloads and reconfigures name positions in the **old** snapshot; inserts and move
/// destinations positions in the **new** one. Applying it: remove the deleted and moved-from items
/// (descending), then the deleted and moved-from sections; insert the inserted and moved-to sections
/// (ascending; an inserted section brings its items, a moved section the items it kept), then the
/// inserted and moved-to items (ascending) — the old snapshot becomes the new one exactly
/// (`SnapshotDifferenceTests` checks this over random pairs).
///
/// The choices, where UIKit does not document its own (only the end state and which identifiers keep
/// their cells matter to geometry):
/// - Moves are minimal: of the sections in both snapshots, a longest run whose relative order is
///   unchanged stays (a longest increasing subsequence of their new indexes in old order — with unique
///   identifiers, a longest common subsequence of the two orders); the others move. Within each section
///   in both snapshots the same is done for the items that stay in that section; an item that changes
///   section always moves. Any minimal set would do; this one is deterministic.
/// - An item in a deleted section or in an inserted section is never moved: the section delete removes
///   it and, if the new snapshot still has it elsewhere, it is inserted there (and an item leaving a
///   surviving section for an inserted one is deleted from the old). UIKit's batch updates reject moves
///   out of a section being deleted or into one being inserted; diff libraries for UIKit break such
///   moves into a delete and an insert for that reason (e.g. the `sanitizeDiff:` notes of the NNArrayDiff
///   family: "UIKit would get upset if we attempted to move an item from a section being deleted / into
///   a section being inserted"). Such an item loses its identity, as its section does.
/// - Reloads and reconfigures: the new snapshot's ``NSDiffableDataSourceSnapshot/reloadedItemIdentifiers``
///   and ``NSDiffableDataSourceSnapshot/reconfiguredItemIdentifiers`` that are in both snapshots and keep
///   their identity, at their old index paths (a moved item keeps its reload too); the same for
///   ``NSDiffableDataSourceSnapshot/reloadedSectionIdentifiers`` and sections. Identifiers named and then
///   deleted are dropped: UIKit filters a snapshot's reloads before applying it (a step named
///   `-[__UIDiffableDataSource _validReloadOrReconfigureViewUpdatesInSnapshot:]`; its exact rule is
///   not documented).
@_spi(KeyboardScrollRunner)
public struct SnapshotDifference: Hashable, Sendable, CustomStringConvertible {
    /// An item that keeps its identity and changes place: old index path → new index path.
    public struct ItemMove: Hashable, Sendable {
        public var from: Foundation.IndexPath
        public var to: Foundation.IndexPath
        public init(from: Foundation.IndexPath, to: Foundation.IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A section that keeps its identity (and the items that stay in it) and changes place.
    public struct SectionMove: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Sections only in the old snapshot (old indexes, ascending); their items go with them.
    public var sectionDeletes: [Int]
    /// Sections only in the new snapshot (new indexes, ascending), with their items.
    public var sectionInserts: [Int]
    /// Sections in both whose place changed beyond what the deletes and inserts explain (by old index).
    public var sectionMoves: [SectionMove]
    /// Items removed from surviving sections (old index paths, ascending).
    public var itemDeletes: [Foundation.IndexPath]
    /// Items added to sections that were not inserted (new index paths, ascending).
    public var itemInserts: [Foundation.IndexPath]
    /// Items that keep their identity and change place (by old index path).
    public var itemMoves: [ItemMove]
    /// Sections the new snapshot reloads (old indexes, ascending).
    public var sectionReloads: [Int]
    /// Items the new snapshot reloads (old index paths, ascending).
    public var itemReloads: [Foundation.IndexPath]
    /// Items the new snapshot reconfigures (old index paths, ascending).
    public var itemReconfigures: [Foundation.IndexPath]

    /// Nothing to do: the two snapshots hold the same sections and items in the same order and the new
    /// one reloads nothing.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && itemDeletes.isEmpty
            && itemInserts.isEmpty && itemMoves.isEmpty && sectionReloads.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }

    /// The update from `old` to `new`. O(n log n) in the number of sections and items.
    public init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // The two common cases, answered without indexing the identifiers (the same answer the general
        // case gives): a first snapshot inserts all its sections; the same sections and items again,
        // reloading nothing, change nothing.
        let fromNothing = old.numberOfSections == 0
        if fromNothing || (!new.hasPendingReloads && old.hasSameSectionsAndItems(as: new)) {
            sectionDeletes = []
            sectionInserts = fromNothing ? Array(0..<new.numberOfSections) : []
            sectionMoves = []
            itemDeletes = []
            itemInserts = []
            itemMoves = []
            sectionReloads = []
            itemReloads = []
            itemReconfigures = []
            return
        }
        let oldSections = old.sectionsWithItems
        let newSections = new.sectionsWithItems
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1.section, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1.section, $0) })

        // Sections.
        let deletedSections = Set(oldSections.indices.filter { newSectionIndex[oldSections[$0].section] == nil })
        let insertedSections = Set(newSections.indices.filter { oldSectionIndex[newSections[$0].section] == nil })
        let commonSections: [(old: Int, new: Int)] = oldSections.indices.compactMap { i in
            newSectionIndex[oldSections[i].section].map { (i, $0) }
        }
        let stayingSections = Set(IncreasingRun.longest(commonSections.map(\.new)))
        sectionDeletes = deletedSections.sorted()
        sectionInserts = insertedSections.sorted()
        sectionMoves = commonSections.indices.filter { !stayingSections.contains($0) }
            .map { SectionMove(from: commonSections[$0].old, to: commonSections[$0].new) }

        // Where each item is.
        var newPath: [I: (section: Int, row: Int)] = [:]
        for (j, entry) in newSections.enumerated() {
            for (row, item) in entry.items.enumerated() { newPath[item] = (j, row) }
        }
        var oldPath: [I: (section: Int, row: Int)] = [:]
        for (i, entry) in oldSections.enumerated() {
            for (row, item) in entry.items.enumerated() { oldPath[item] = (i, row) }
        }
        func path(_ p: (section: Int, row: Int)) -> Foundation.IndexPath { Foundation.IndexPath(row: p.row, section: p.section) }

        // Items of the old snapshot's surviving sections.
        var deletes: [Foundation.IndexPath] = []
        var moves: [ItemMove] = []
        for (i, entry) in oldSections.enumerated() where !deletedSections.contains(i) {
            var stayingCandidates: [(oldRow: Int, newRow: Int, newSection: Int)] = []
            for (row, item) in entry.items.enumerated() {
                guard let to = newPath[item], !insertedSections.contains(to.section) else {
                    deletes.append(path((i, row)))
                    continue
                }
                if newSections[to.section].section == entry.section {
                    stayingCandidates.append((row, to.row, to.section))
                } else {
                    moves.append(ItemMove(from: path((i, row)), to: path(to)))
                }
            }
            let staying = Set(IncreasingRun.longest(stayingCandidates.map(\.newRow)))
            for k in stayingCandidates.indices where !staying.contains(k) {
                let c = stayingCandidates[k]
                moves.append(ItemMove(from: path((i, c.oldRow)), to: path((c.newSection, c.newRow))))
            }
        }
        // Items of the new snapshot's surviving sections that did not keep an identity.
        var inserts: [Foundation.IndexPath] = []
        for (j, entry) in newSections.enumerated() where !insertedSections.contains(j) {
            for (row, item) in entry.items.enumerated() {
                if let from = oldPath[item], !deletedSections.contains(from.section) { continue }
                inserts.append(path((j, row)))
            }
        }
        itemDeletes = deletes.sorted()
        itemInserts = inserts.sorted()
        itemMoves = moves.sorted { $0.from < $1.from }

        // Reloads: identifiers that keep their identity.
        func keptOldPath(_ item: I) -> Foundation.IndexPath? {
            guard let from = oldPath[item], let to = newPath[item], !deletedSections.contains(from.section),
                  !insertedSections.contains(to.section) else { return nil }
            return path(from)
        }
        itemReloads = new.reloadedItemIdentifiers.compactMap(keptOldPath).sorted()
        itemReconfigures = new.reconfiguredItemIdentifiers.compactMap(keptOldPath).sorted()
        sectionReloads = new.reloadedSectionIdentifiers.compactMap { section in
            newSectionIndex[section] == nil ? nil : oldSectionIndex[section]
        }.sorted()
    }

    public var description: String {
        func paths(_ list: [Foundation.IndexPath]) -> String { list.map { "\($0.section).\($0.row)" }.joined(separator: " ") }
        var parts: [String] = []
        if !sectionDeletes.isEmpty { parts.append("delete sections \(sectionDeletes)") }
        if !sectionInserts.isEmpty { parts.append("insert sections \(sectionInserts)") }
        if !sectionMoves.isEmpty { parts.append("move sections " + sectionMoves.map { "\($0.from)→\($0.to)" }.joined(separator: " ")) }
        if !itemDeletes.isEmpty { parts.append("delete [\(paths(itemDeletes))]") }
        if !itemInserts.isEmpty { parts.append("insert [\(paths(itemInserts))]") }
        if !itemMoves.isEmpty {
            parts.append("move [" + itemMoves.map { "\($0.from.section).\($0.from.row)→\($0.to.section).\($0.to.row)" }.joined(separator: " ") + "]")
        }
        if !sectionReloads.isEmpty { parts.append("reload sections \(sectionReloads)") }
        if !itemReloads.isEmpty { parts.append("reload [\(paths(itemReloads))]") }
        if !itemReconfigures.isEmpty { parts.append("reconfigure [\(paths(itemReconfigures))]") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}
