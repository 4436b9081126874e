import Foundation
@_spiOnly @_spi(Checker) import ScrollGeometry

/// `NSDiffableDataSourceSnapshot` (iOS 13; `reconfigureItems` and the three `reloaded…`/`reconfigured…`
/// lists iOS 15): the sections and items of a diffable data source at one moment, each named by a
/// `Hashable` identifier unique in the snapshot, in display order. A value: a copy is independent.
///
/// Generic constraints: `Hashable` only, as in Apple's SDKs for iOS 13–17
/// (developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct:
/// `struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where
/// SectionIdentifierType : Hashable, ItemIdentifierType : Hashable`). Newer SDKs declare it
/// `@preconcurrency` with `Sendable` added; in Swift 6 language mode that rejects the non-`Sendable`
/// classes apps use as identifiers (`final class Message: Hashable`, an `NSObject` subclass), checked on
/// this toolchain, so the facade keeps the older declaration. The snapshot is `Sendable` when both
/// identifier types are.
///
/// Misuse: where UIKit raises an Objective-C exception (`NSInternalInconsistencyException` from an
/// `NSAssert`/`handleFailureInMethod`), the facade raises the same reason on the screen under test as a
/// ``UIKitException/invalidUpdate(call:reason:)`` — the runner sees the app crash there — and leaves the
/// snapshot unchanged; outside a runner (no host) the call is ignored. Never a Swift trap. The reasons
/// are UIKit's own strings; the file and line each names is the UIKitCore source of the assertion as it
/// appears in the assertion itself (`__UIDiffableDataSourceSnapshot.m`, `_UIDiffableDataSourceUpdate.m`,
/// `_UIDiffableDataSourceHelpers.m`, `_UIDiffableDataSourceState.m`, read from public decompilations of
/// UIKitCore — e.g. the iOS 26.1 one in github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
/// `System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/`; the strings are the same in the
/// older builds read). What UIKit tolerates (deleting identifiers it does not hold; inserting an
/// item that is already there, which iOS 15+ logs and turns into a move) the facade tolerates too.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    // Storage: the sections in order, each section's items in order (parallel arrays), and two indexes —
    // a section's position and an item's section — kept exact by every mutation, so lookups are O(1)
    // (section, containing section) or O(items) (an item's global index), never quadratic.
    // The building calls an app makes for its own identifier types (appending sections and items) are
    // inlinable, so they are specialized for those types in the app's module instead of going through
    // generic tables call by call; the storage they touch is usable from inlinable code for that.
    @usableFromInline var sectionList: [SectionIdentifierType] = []
    @usableFromInline var itemsInSection: [[ItemIdentifierType]] = []
    @usableFromInline var sectionPosition: [SectionIdentifierType: Int] = [:]
    @usableFromInline var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    @usableFromInline var reloadedItems = OrderedUnion<ItemIdentifierType>()
    @usableFromInline var reconfiguredItems = OrderedUnion<ItemIdentifierType>()
    @usableFromInline var reloadedSections = OrderedUnion<SectionIdentifierType>()

    /// `init()`: an empty snapshot.
    @inlinable public init() {}

    // MARK: Reading

    /// `numberOfItems`.
    public var numberOfItems: Int { sectionOfItem.count }

    /// `numberOfSections`.
    public var numberOfSections: Int { sectionList.count }

    /// `sectionIdentifiers`, in display order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }

    /// `itemIdentifiers`: every item, section by section, in display order.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsInSection.joined()) }

    /// `numberOfItems(inSection:)`. An identifier the snapshot does not hold raises, as UIKit does
    /// (`_UIDiffableDataSourceState.m`:273: "Section identifier was not found. You can verify the section
    /// exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"); 0 then.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionPosition[identifier] else {
            Self.raise("numberOfItems(inSection:)", Self.sectionNotFound)
            return 0
        }
        return itemsInSection[index].count
    }

    /// `itemIdentifiers(inSection:)`, in display order. An identifier the snapshot does not hold raises
    /// (`_UIDiffableDataSourceState.m`:286, the same reason as ``numberOfItems(inSection:)``; apps linked
    /// against SDKs before the check got an empty array); empty then.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionPosition[identifier] else {
            Self.raise("itemIdentifiers(inSection:)", Self.sectionNotFound)
            return []
        }
        return itemsInSection[index]
    }

    /// `sectionIdentifier(containingItem:)`: nil for an item the snapshot does not hold.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// `indexOfItem(_:)`: the item's index in ``itemIdentifiers`` (across sections), nil if absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionPosition[section],
              let row = itemsInSection[s].firstIndex(of: identifier) else { return nil }
        return itemsInSection[..<s].reduce(row) { $0 + $1.count }
    }

    /// `indexOfSection(_:)`: nil for a section the snapshot does not hold.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPosition[identifier]
    }

    // MARK: Items

    /// `appendItems(_:toSection:)`: adds the items at the end of `sectionIdentifier`, or of the last
    /// section when nil (Apple: "If no value is provided, the items are appended to the last section of
    /// the snapshot").
    ///
    /// - With no section at all UIKit raises "There are currently no sections in the data source. Please
    ///   add a section first." (`__UIDiffableDataSourceSnapshot.m`:169).
    /// - A section the snapshot does not hold: "Invalid parameter not satisfying: section != NSNotFound"
    ///   (`_UIDiffableDataSourceUpdate.m`:298).
    /// - The same identifier twice in `identifiers`: see ``notUnique(_:_:isItem:)``.
    /// - An identifier already in the snapshot is not an error since iOS 15: UIKit logs "Diffable data
    ///   source detected an attempt to insert or append … item identifier that already exists in the
    ///   snapshot. The existing item identifier will be moved into place instead…" and removes it from
    ///   where it was before adding it here (`_UIDiffableDataSourceHelpers.m`,
    ///   `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`). So does the facade (silently).
    @inlinable public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        guard let last = sectionList.last else {
            Self.raise(call, "There are currently no sections in the data source. Please add a section first.")
            return
        }
        let target = sectionIdentifier ?? last
        guard sectionPosition[target] != nil else {
            Self.raise(call, Self.notSatisfying("section != NSNotFound"))
            return
        }
        guard Self.checkUniqueItems(identifiers, call) else { return }
        removeItemsAlreadyPresent(identifiers)
        let s = sectionPosition[target]!
        itemsInSection[s].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = target }
    }

    /// `insertItems(_:beforeItem:)`: the items, in order, right before `beforeIdentifier`, in its section.
    /// A destination the snapshot does not hold raises "Invalid parameter not satisfying: section !=
    /// NSNotFound" (`_UIDiffableDataSourceUpdate.m`:298: the destination's section is looked up from its
    /// index). Duplicates and identifiers already present as for ``appendItems(_:toSection:)`` (an item
    /// already present is moved here; if that removes the destination itself, the destination is then
    /// missing and UIKit raises the same "section != NSNotFound").
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// `insertItems(_:afterItem:)`: as ``insertItems(_:beforeItem:)``, right after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    /// `deleteItems(_:)`. Identifiers the snapshot does not hold are ignored, as UIKit ignores them
    /// (`_UIDiffableDataSourceApplyDeleteUpdate` skips an identifier whose index is `NSNotFound`).
    /// The reload and reconfigure lists keep what they named (see ``reloadedItemIdentifiers``).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// `deleteAllItems()`: removes every item and every section (UIKit's delete-all update empties both
    /// the section and the item lists).
    public mutating func deleteAllItems() {
        sectionList = []
        itemsInSection = []
        sectionPosition = [:]
        sectionOfItem = [:]
    }

    /// `moveItem(_:beforeItem:)`: takes the item out and puts it right before `toIdentifier`, in that
    /// item's section (the index arithmetic of `_UIDiffableDataSourceApplyMoveUpdate`). A moved item the
    /// snapshot does not hold raises "Invalid parameter not satisfying: fromIndex != NSNotFound"
    /// (`_UIDiffableDataSourceUpdate.m`:614), a destination it does not hold "… toIndex != NSNotFound"
    /// (:615). Moving an item before itself changes nothing.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// `moveItem(_:afterItem:)`: as ``moveItem(_:beforeItem:)``, right after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// `reloadItems(_:)`: marks the items for reload when the snapshot is applied (a new cell).
    /// An item the snapshot does not hold raises "Attempted to reload item identifier that does not exist
    /// in the snapshot: <identifier>" (`__UIDiffableDataSourceSnapshot.m`:377).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            Self.raise("reloadItems(_:)", "Attempted to reload item identifier that does not exist in the snapshot: \(missing)")
            return
        }
        reloadedItems.formUnion(identifiers)
    }

    /// `reconfigureItems(_:)` (iOS 15): marks the items for reconfiguring (the existing cell, configured
    /// again). An item the snapshot does not hold raises "Attempted to reconfigure item identifier that
    /// does not exist in the snapshot: <identifier>" (`__UIDiffableDataSourceSnapshot.m`:377).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            Self.raise("reconfigureItems(_:)", "Attempted to reconfigure item identifier that does not exist in the snapshot: \(missing)")
            return
        }
        reconfiguredItems.formUnion(identifiers)
    }

    /// `reloadedItemIdentifiers` (iOS 15): the items named by ``reloadItems(_:)`` on this snapshot, in
    /// the order first named, each once. UIKit builds it as the ordered union of the snapshot's pending
    /// reload updates (`-[__UIDiffableDataSourceSnapshot _identifiersForSectionsOrItems:
    /// reconfiguredOrReloaded:]`), so an item deleted after it was named stays listed; applying the
    /// snapshot reloads only items it still holds (see `SnapshotDifference`).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// `reconfiguredItemIdentifiers` (iOS 15): as ``reloadedItemIdentifiers``, for ``reconfigureItems(_:)``.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    // MARK: Sections

    /// `appendSections(_:)`: empty sections at the end.
    ///
    /// - A section already in the snapshot raises "Diffable data source detected an attempt to insert or
    ///   append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must
    ///   be unique. Section identifier that already exists: <identifier>" (plural form for several;
    ///   `_UIDiffableDataSourceHelpers.m`:99). Unlike items, sections are not moved into place.
    /// - The same identifier twice in `identifiers`: see ``notUnique(_:_:isItem:)``.
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard checkNewSections(identifiers, "appendSections(_:)") else { return }
        insertSectionsUnchecked(identifiers, at: sectionList.count)
    }

    /// `insertSections(_:beforeSection:)`: empty sections right before `toIdentifier`. A destination the
    /// snapshot does not hold raises "Invalid parameter not satisfying: insertIndex != NSNotFound"
    /// (`_UIDiffableDataSourceUpdate.m`:206); existing or repeated identifiers as ``appendSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, call: "insertSections(_:beforeSection:)")
    }

    /// `insertSections(_:afterSection:)`: as ``insertSections(_:beforeSection:)``, right after it.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, call: "insertSections(_:afterSection:)")
    }

    /// `deleteSections(_:)`: the sections and their items. Identifiers the snapshot does not hold are
    /// ignored, as UIKit ignores them (`_UIDiffableDataSourceApplyDeleteUpdate` collects only the indexes
    /// it finds).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionPosition[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (section, items) in zip(sectionList, itemsInSection) {
            if doomed.contains(section) {
                for item in items { sectionOfItem[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(items)
            }
        }
        sectionList = keptSections
        itemsInSection = keptItems
        reindexSections()
    }

    /// `moveSection(_:beforeSection:)`: the section, with its items, right before `toIdentifier`. A moved
    /// section the snapshot does not hold raises "Invalid parameter not satisfying: fromSection !=
    /// NSNotFound" (`_UIDiffableDataSourceUpdate.m`:560), a destination it does not hold "… toSection !=
    /// NSNotFound" (:561).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// `moveSection(_:afterSection:)`: as ``moveSection(_:beforeSection:)``, right after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// `reloadSections(_:)`: marks the sections for reload. A section the snapshot does not hold raises
    /// "Attempted to reload section identifier that does not exist in the snapshot: <identifier>"
    /// (`__UIDiffableDataSourceSnapshot.m`:374).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { sectionPosition[$0] == nil }) {
            Self.raise("reloadSections(_:)", "Attempted to reload section identifier that does not exist in the snapshot: \(missing)")
            return
        }
        reloadedSections.formUnion(identifiers)
    }

    /// `reloadedSectionIdentifiers` (iOS 15): the sections named by ``reloadSections(_:)``, in the order
    /// first named, each once (as ``reloadedItemIdentifiers``).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

// MARK: - Implementation

/// Identifiers in first-named order, each once (an `NSMutableOrderedSet`'s union).
@usableFromInline struct OrderedUnion<Element: Hashable> {
    @usableFromInline private(set) var elements: [Element] = []
    @usableFromInline var members: Set<Element> = []

    @inlinable init() {}

    mutating func formUnion(_ more: [Element]) {
        for element in more where members.insert(element).inserted { elements.append(element) }
    }
}

extension OrderedUnion: Sendable where Element: Sendable {}

extension NSDiffableDataSourceSnapshot {
    static var sectionNotFound: String {
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
    }

    /// The reason of UIKit's `NSParameterAssert`/`NSAssert` failures.
    @usableFromInline static func notSatisfying(_ condition: String) -> String { "Invalid parameter not satisfying: \(condition)" }

    /// UIKit's reason when the identifiers handed to one call repeat one
    /// (`BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIERS_ARE_NOT_UNIQUE`, `_UIDiffableDataSourceHelpers.m`:82,
    /// an `NSInternalInconsistencyException` with current SDKs). Apps built with the iOS 13–14 SDKs got
    /// "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}" (and "Fatal:
    /// supplied section identifiers are not unique." for sections) for the same mistake, as the crash
    /// logs quoted in public app repositories' READMEs and comments show ("Terminating app due to uncaught
    /// exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not
    /// unique. Duplicate identifiers: {( … )}'"); the facade uses the current wording.
    @usableFromInline static func notUnique<T>(_ first: T, _ second: T, isItem: Bool) -> String {
        "Diffable data source detected \(isItem ? "item" : "section") identifiers that are not unique. "
            + "You cannot add multiple identifiers to the same snapshot that compare as equal. This probably also means "
            + "you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of "
            + "these identifiers, that causes equal identifiers to return different hash values. "
            + "Identifiers that are not unique: (\(first)) and (\(second))"
    }

    /// Raises UIKit's exception on the screen under test (the key window's host), as every facade call
    /// that UIKit answers with an exception does; nothing outside a runner.
    @usableFromInline static func raise(_ call: String, _ reason: String) {
        MainRunLoop.active.keyWindow?.host?.raise(
            UIKitException.invalidUpdate(call: "NSDiffableDataSourceSnapshot.\(call)", reason: reason))
    }

    /// False (and raised) when `identifiers` repeats one.
    @inlinable static func checkUniqueItems(_ identifiers: [ItemIdentifierType], _ call: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in identifiers where !seen.insert(item).inserted {
            raise(call, notUnique(item, item, isItem: true))
            return false
        }
        return true
    }

    /// False (and raised) when `identifiers` names a section already present, or repeats one — in
    /// UIKit's order (already-present first).
    @inlinable func checkNewSections(_ identifiers: [SectionIdentifierType], _ call: String) -> Bool {
        let present = identifiers.filter { sectionPosition[$0] != nil }
        if !present.isEmpty {
            let count = present.count
            let noun = count == 1 ? "identifier that already exists" : "identifiers that already exist"
            let listed = count == 1 ? "\(present[0])" : "\(present)"
            Self.raise(call, "Diffable data source detected an attempt to insert or append \(count) section \(noun) in the snapshot. "
                + "Identifiers in a snapshot must be unique. Section \(noun): \(listed)")
            return false
        }
        var seen = Set<SectionIdentifierType>()
        for section in identifiers where !seen.insert(section).inserted {
            Self.raise(call, Self.notUnique(section, section, isItem: false))
            return false
        }
        return true
    }

    @inlinable mutating func reindexSections() {
        sectionPosition = Dictionary(uniqueKeysWithValues: sectionList.enumerated().map { ($1, $0) })
    }

    /// Removes items the snapshot holds (`items` must all be present), section by section.
    @inlinable mutating func removeItems(_ items: [ItemIdentifierType]) {
        guard !items.isEmpty else { return }
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in items {
            let s = sectionPosition[sectionOfItem[item]!]!
            bySection[s, default: []].insert(item)
            sectionOfItem[item] = nil
        }
        for (s, doomed) in bySection {
            itemsInSection[s].removeAll { doomed.contains($0) }
        }
    }

    /// iOS 15+: identifiers inserted or appended while already present are first removed from where
    /// they are ("moved into place").
    @inlinable mutating func removeItemsAlreadyPresent(_ identifiers: [ItemIdentifierType]) {
        removeItems(identifiers.filter { sectionOfItem[$0] != nil })
    }

    mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo destination: ItemIdentifierType, after: Bool, call: String) {
        guard sectionOfItem[destination] != nil else {
            Self.raise(call, Self.notSatisfying("section != NSNotFound"))
            return
        }
        guard Self.checkUniqueItems(identifiers, call) else { return }
        if identifiers.contains(destination) {
            // UIKit removes the already-present items, the destination among them, then finds no
            // destination: the update raises and the snapshot keeps its state.
            Self.raise(call, Self.notSatisfying("section != NSNotFound"))
            return
        }
        removeItemsAlreadyPresent(identifiers)
        let section = sectionOfItem[destination]!
        let s = sectionPosition[section]!
        let row = itemsInSection[s].firstIndex(of: destination)! + (after ? 1 : 0)
        itemsInSection[s].insert(contentsOf: identifiers, at: row)
        for item in identifiers { sectionOfItem[item] = section }
    }

    mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo destination: ItemIdentifierType, after: Bool, call: String) {
        guard sectionOfItem[identifier] != nil else {
            Self.raise(call, Self.notSatisfying("fromIndex != NSNotFound"))
            return
        }
        guard let section = sectionOfItem[destination] else {
            Self.raise(call, Self.notSatisfying("toIndex != NSNotFound"))
            return
        }
        guard identifier != destination else { return }
        removeItems([identifier])
        let s = sectionPosition[section]!
        let row = itemsInSection[s].firstIndex(of: destination)! + (after ? 1 : 0)
        itemsInSection[s].insert(identifier, at: row)
        sectionOfItem[identifier] = section
    }

    @inlinable mutating func insertSectionsUnchecked(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionList.insert(contentsOf: identifiers, at: index)
        itemsInSection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    mutating func insertSections(_ identifiers: [SectionIdentifierType], relativeTo destination: SectionIdentifierType, after: Bool, call: String) {
        guard let index = sectionPosition[destination] else {
            Self.raise(call, Self.notSatisfying("insertIndex != NSNotFound"))
            return
        }
        guard checkNewSections(identifiers, call) else { return }
        insertSectionsUnchecked(identifiers, at: index + (after ? 1 : 0))
    }

    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo destination: SectionIdentifierType, after: Bool, call: String) {
        guard let from = sectionPosition[identifier] else {
            Self.raise(call, Self.notSatisfying("fromSection != NSNotFound"))
            return
        }
        guard sectionPosition[destination] != nil else {
            Self.raise(call, Self.notSatisfying("toSection != NSNotFound"))
            return
        }
        guard identifier != destination else { return }
        let items = itemsInSection.remove(at: from)
        sectionList.remove(at: from)
        let to = sectionList.firstIndex(of: destination)! + (after ? 1 : 0)
        sectionList.insert(identifier, at: to)
        itemsInSection.insert(items, at: to)
        reindexSections()
    }

    /// The same sections and items with no reload, reconfigure or section reload pending: what a diffable
    /// data source's `snapshot()` returns after applying this one (UIKit copies the state into a new
    /// snapshot whose list of pending updates starts empty, `-[__UIDiffableDataSourceSnapshot
    /// initWithState:]`), so a later `apply` does not reload the same items again.
    var withoutPendingReloads: Self {
        var copy = self
        copy.reloadedItems = OrderedUnion()
        copy.reconfiguredItems = OrderedUnion()
        copy.reloadedSections = OrderedUnion()
        return copy
    }

    /// Each section with its items, in order (for ``SnapshotDifference``).
    var sectionsWithItems: [(section: SectionIdentifierType, items: [ItemIdentifierType])] {
        zip(sectionList, itemsInSection).map { ($0, $1) }
    }

    /// True when `other` holds the same sections with the same items, in the same order (pending
    /// reloads aside).
    func hasSameSectionsAndItems(as other: Self) -> Bool {
        sectionList == other.sectionList && itemsInSection == other.itemsInSection
    }

    /// True when the snapshot names items or sections to reload or reconfigure.
    var hasPendingReloads: Bool {
        !reloadedItems.elements.isEmpty || !reconfiguredItems.elements.isEmpty || !reloadedSections.elements.isEmpty
    }
}
