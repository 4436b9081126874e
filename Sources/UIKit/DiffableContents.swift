/// What a diffable data source (collection or table) answers from: the snapshot it last applied, with
/// no reloads pending (UIKit's `snapshot()` hands out such a copy), and its sections and items in order
/// for the data source's counts and cells.
struct DiffableContents<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private(set) var snapshot = Snapshot()
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []

    /// Takes `new` as the contents; returns the batch update from the contents before.
    mutating func take(_ new: Snapshot) -> SnapshotDifference {
        let difference = SnapshotDifference(from: snapshot, to: new)
        snapshot = new.withoutPendingReloads
        sections = new.sectionsWithItems
        return difference
    }

    var sectionCount: Int { sections.count }

    func itemCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The item at `section`, `index`, or nil.
    func item(inSection section: Int, at index: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(index) else { return nil }
        return sections[section].items[index]
    }

    /// Where `item` is, or nil.
    func position(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        for (s, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return (s, index) }
        }
        return nil
    }

    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].section : nil
    }
}
