import UIKit

/// A catalogue list controller whose table shows its items (``ListItem``) as section 0, and the data
/// that arrives to them through its own methods (its doors): items inserted at the top, in the middle or
/// at the end, items deleted (the one being read among them), an item edited so its row changes height
/// or stays, a whole new list. Each change edits ``items`` and tells the table with UIKit's precise call
/// (`insertRows`, `deleteRows`, `reloadRows`, or `reloadData` for a new list), inside the controller's
/// ``update(_:)``, which keeps the reader's place its own way around it.
/// (`AnchoringTableViewController` and `LayoutGuideViewController` share it.)
protocol ItemListController: UIViewController {
    /// The app's data: each item with its identity (never reused) and its row's height.
    var items: [ListItem] { get set }
    /// The next identity to give an arriving item.
    var nextID: Int { get set }
    var tableView: UITableView! { get }
    /// Where arriving items' heights start in ``ListItem/heights``: newer items, the middle item.
    var arrivingHeightOffsets: (newer: Int, middle: Int) { get }
    /// The editor of an item inserted in the middle.
    var middleItemEditor: ListItem.Editor { get }
    /// Runs `change` (which edits the items and tells the table) as the controller runs every change.
    func update(_ change: () -> Void)
}

extension ItemListController {
    /// Newer items arrive at the top.
    func receiveNewerItems(_ count: Int) {
        let newer = ListItem.make(count, firstID: takeIDs(count), offset: arrivingHeightOffsets.newer) { _ in .field }
        update {
            items.insert(contentsOf: newer, at: 0)
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    /// An item is inserted in the middle of the list.
    func insertItemInTheMiddle() {
        let row = items.count / 2
        let editor = middleItemEditor
        let item = ListItem.make(1, firstID: takeIDs(1), offset: arrivingHeightOffsets.middle) { _ in editor }
        update {
            items.insert(contentsOf: item, at: row)
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }

    /// The item at `row` (if there is one) is deleted.
    func deleteItem(at row: Int) {
        guard items.indices.contains(row) else { return }
        update {
            items.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }

    /// The item at `row` (if there is one) is edited and its row grows by 40 pt.
    func growItem(at row: Int) {
        guard items.indices.contains(row) else { return }
        update {
            items[row].height += 40
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }

    /// `count` new items arrive at `row` (at most the end: the top, the middle or the end of the list).
    func insertItems(_ count: Int, at row: Int) {
        let row = min(max(0, row), items.count)
        let editor = middleItemEditor
        let arriving = ListItem.make(count, firstID: takeIDs(count), offset: arrivingHeightOffsets.middle) { _ in editor }
        update {
            items.insert(contentsOf: arriving, at: row)
            tableView.insertRows(at: (row..<row + count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    /// Up to `count` items from `row` on are deleted (nothing when the list has no row there).
    func deleteItems(_ count: Int, at row: Int) {
        guard items.indices.contains(row), count > 0 else { return }
        let end = min(items.count, row + count)
        update {
            items.removeSubrange(row..<end)
            tableView.deleteRows(at: (row..<end).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    /// The item at the top of the screen (the first row whose bottom is below the visible top) is
    /// deleted, with up to `neighbours` items below it: a post its author removed while it was being read.
    func deleteTopVisibleItem(neighbours: Int) {
        guard let table = tableView else { return }
        table.layoutIfNeeded()
        let top = table.contentOffset.y + table.adjustedContentInset.top
        let visible = (table.indexPathsForVisibleRows ?? []).sorted { $0.row < $1.row }
        guard let first = visible.first(where: { table.rectForRow(at: $0).maxY > top }) else { return }
        deleteItems(1 + neighbours, at: first.row)
    }

    /// The item at `row` (if there is one) is edited and its row's height changes by `delta` (at least
    /// 20 pt stay; 0 reloads it unchanged).
    func editItem(at row: Int, heightChange delta: CGFloat) {
        guard items.indices.contains(row) else { return }
        update {
            items[row].height = max(20, items[row].height + delta)
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }

    /// A whole new list of `count` items replaces the old one (a refresh that fetched everything again):
    /// `reloadData`.
    func replaceItems(count: Int) {
        let editor = middleItemEditor
        let fresh = ListItem.make(count, firstID: takeIDs(count), offset: arrivingHeightOffsets.newer) { _ in editor }
        update {
            items = fresh
            tableView.reloadData()
        }
    }

    private func takeIDs(_ count: Int) -> Int {
        defer { nextID += count }
        return nextID
    }

    /// The identity of the item shown at `path`.
    func item(at path: IndexPath) -> Int? {
        guard path.section == 0, items.indices.contains(path.row) else { return nil }
        return items[path.row].id
    }

    /// The cell of the item at `indexPath` (its data source's `cellForRowAt`): dequeued under the
    /// item's reuse identifier and configured with the controller as its editor's delegate.
    func itemCell(in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: item.editor.reuseIdentifier, for: indexPath)
        item.configure(cell, delegate: self)
        return cell
    }

    /// Where the item with identity `item` is shown, if it still exists.
    func indexPath(of item: Int) -> IndexPath? {
        items.firstIndex { $0.id == item }.map { IndexPath(row: $0, section: 0) }
    }
}
