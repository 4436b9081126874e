import UIKit

/// A `UITableViewController` that leaves the keyboard to UIKit and keeps the reader's place when its
/// data changes, written as an ordinary view controller against `import UIKit` only.
///
/// - **Keyboard**: nothing. Apple's `UITableViewController` overview says the controller
///   "automatically resizes the table view to accommodate the appearance and disappearance of the
///   onscreen keyboard"; this class trusts that and registers no keyboard observer.
/// - **The reader's place** (in the style of Texture's `automaticallyAdjustsContentOffset` and Signal's
///   scroll continuity token): every change of the data goes through ``update(to:tellingTable:)``.
///   Before the table hears of it, the rows showing between the top and bottom of
///   `adjustedContentInset` are noted by the app's own identity of each item (not by index path, which
///   the change shifts), each with its top's distance below the visible top
///   (`contentOffset.y + adjustedContentInset.top`). After the table has been told, the first noted item
///   that still exists is put back at its distance, clamped to the valid offsets
///   `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom - bounds.height`.
///   The table is laid out again (`layoutIfNeeded`) and the offset corrected until nothing moves:
///   rows brought on screen by the move are sized from their estimates on the way and shift the rows
///   below them.
///
/// Promise: the row the reader sees at the top stays where it is across insertions, deletions, reloads
/// and height changes of other rows; the keyboard is UIKit's business.
open class AnchoringTableViewController: UITableViewController {
    /// The app's data: the identity of each item, per section. Identities are never reused.
    public private(set) var itemIDs: [[Int]] = [[]]

    public init() {
        super.init(style: .plain)
    }

    /// Sets the data the screen starts with, before it is shown (no table call).
    public func load(_ itemIDs: [[Int]]) {
        self.itemIDs = itemIDs
    }

    /// The app's entry point for new data: notes the reader's place, replaces the data with
    /// `newItemIDs`, lets `tellingTable` make UIKit's calls for the change (`insertRows`, `deleteRows`,
    /// `reloadRows`, `performBatchUpdates`, `reloadData`), then puts the reader's place back.
    open func update(to newItemIDs: [[Int]], tellingTable: (UITableView) -> Void) {
        let marks = rowsOnScreen()
        itemIDs = newItemIDs
        tellingTable(tableView)
        putBack(marks)
    }

    // MARK: The reader's place

    /// The items whose rows show below the visible top and above the visible bottom, top first, each
    /// with its row's top minus the visible top.
    private func rowsOnScreen() -> [(item: Int, distance: CGFloat)] {
        guard let table = tableView else { return [] }
        table.layoutIfNeeded()
        let inset = table.adjustedContentInset
        let top = table.contentOffset.y + inset.top
        let bottom = table.contentOffset.y + table.bounds.height - inset.bottom
        return (table.indexPathsForVisibleRows ?? []).compactMap { path in
            let rect = table.rectForRow(at: path)
            guard rect.height > 0, rect.maxY > top, rect.minY < bottom, let item = item(at: path) else { return nil }
            return (item, rect.minY - top)
        }
    }

    /// Puts the first surviving item of `marks` back at its distance below the visible top, as far as
    /// the valid range allows, laying the table out again until the offset stops moving. Each round that
    /// moves lays out at least one more row, so the rows and a few more rounds always suffice.
    private func putBack(_ marks: [(item: Int, distance: CGFloat)]) {
        guard let table = tableView, !marks.isEmpty else { return }
        let rows = itemIDs.reduce(0) { $0 + $1.count }
        for _ in 0..<(rows + 16) {
            table.layoutIfNeeded()
            guard let (path, distance) = marks.lazy.compactMap({ mark in
                self.indexPath(of: mark.item).map { ($0, mark.distance) } }).first else { return }
            let inset = table.adjustedContentInset
            let wanted = table.rectForRow(at: path).minY - distance - inset.top
            let lowest = -inset.top
            let highest = max(lowest, table.contentSize.height + inset.bottom - table.bounds.height)
            let target = min(max(wanted, lowest), highest)
            if abs(target - table.contentOffset.y) < 0.001 { return }
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: target), animated: false)
        }
    }

    private func item(at path: IndexPath) -> Int? {
        guard itemIDs.indices.contains(path.section), itemIDs[path.section].indices.contains(path.row) else { return nil }
        return itemIDs[path.section][path.row]
    }

    private func indexPath(of item: Int) -> IndexPath? {
        for (section, items) in itemIDs.enumerated() {
            if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    // MARK: Data source

    open override func numberOfSections(in tableView: UITableView) -> Int { itemIDs.count }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        itemIDs.indices.contains(section) ? itemIDs[section].count : 0
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
