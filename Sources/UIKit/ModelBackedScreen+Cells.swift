@_spiOnly @_spi(Checker) import ScrollGeometry

/// The cells and rows of a model-backed table or collection view in view-controller mode, asked of its
/// data source and delegate as UIKit asks them (`tableView(_:cellForRowAt:)`,
/// `collectionView(_:cellForItemAt:)`, the row heights of ``TableDataSourceRows`` and ``CollectionLayoutRows``),
/// and the backing of the app's own views by the model.
@_spi(KeyboardScrollRunner)
extension ModelBackedScreen {
    /// The scroll view of the screen: the root view itself when it is one (a `UITableViewController`,
    /// a `UICollectionViewController`), else the first table found walking the views front to back, else
    /// the first collection view, else the first scroll view that is not a text view. `nil` when the screen has none.
    public static func adoptedScrollView(in root: UIView) -> UIScrollView? {
        if let scroll = root as? UIScrollView, !(root is UITextView) { return scroll }
        func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
            for sub in view.subviews {
                if let match = sub as? T, !(sub is UITextView) { return match }
                if sub is UITableViewCell || sub is UICollectionViewCell { continue }
                if let found = first(type, in: sub) { return found }
            }
            return nil
        }
        return first(UITableView.self, in: root) ?? first(UICollectionView.self, in: root) ?? first(UIScrollView.self, in: root)
    }

    /// Backs the app's own views with the model: the controller's root view (unless it is the scroll view
    /// itself) and its table, collection or scroll view, which becomes the scene's.
    package final func backWithModel(root: UIView, scroll: UIScrollView?, controller: UIViewController) {
        if root !== scroll {
            root.host = self
            root.backing = .rootView
        }
        guard let scroll else { return }
        scroll.host = self
        scroll.backing = .scrollView
        adoptScrollView(scroll, controller: controller)
        if let collection = scroll as? UICollectionView { noteInterItemGap(of: collection) }
    }

    /// A scroll-view form's control takes the identity of the scene's block `row`: its frame stays the
    /// app's, and the runner can focus it.
    package final func bindFormControl(_ control: UIView, row: RowID) {
        control.host = self
        control.backing = .formControl(row)
        controls[row] = control
    }

    /// The cell of the row with identity `id` in view-controller mode: the data source's
    /// `tableView(_:cellForRowAt:)`, asked once while the row exists (again after a reload), its frame
    /// and its text control's frame the model's.
    final func controllerCell(for id: RowID) -> UIView {
        if let cell = cells[id] { return cell }
        if let collection = collectionView { return collectionCell(for: id, in: collection) }
        guard let table = scrollView as? UITableView, let path = reading({ $0.tableView.indexPath(of: id) }),
              let dataSource = table.dataSource else {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cells[id] = cell
            return cell
        }
        let cell = run { dataSource.tableView(table, cellForRowAt: Foundation.IndexPath(path)) }
        run { cell.updateConfigurationBeforeFirstDisplay() }
        install(cell, row: id, in: table)
        bindTextControl(in: cell, row: id)
        return cell
    }

    /// Tells the model the line spacing a collection view's rows hold above their items (section 0's:
    /// the model has one), so that its rects, and the checker's reading of them, are the items'.
    final func noteInterItemGap(of collection: UICollectionView) {
        let spacing = Double(run { collection.sectionGeometry(0).lineSpacing })
        mutate { $0.tableView.setInterItemGap(spacing) }
    }

    /// The cell of the item with identity `id`: the data source's `collectionView(_:cellForItemAt:)`,
    /// asked once while the item exists (again after a reload), its frame the item's.
    final func collectionCell(for id: RowID, in collection: UICollectionView) -> UIView {
        guard let path = reading({ $0.tableView.indexPath(of: id) }), let dataSource = collection.dataSource else {
            let cell = UICollectionViewCell(frame: .zero)
            cells[id] = cell
            return cell
        }
        let cell = run { dataSource.collectionView(collection, cellForItemAt: Foundation.IndexPath(item: path.row, section: path.section)) }
        run { cell.updateConfigurationBeforeFirstDisplay() }
        install(cell, row: id, in: collection)
        // The cell's content view fills the item, as the cell's layout puts it (its constraints are met
        // at the item's size, not at a content view of no height).
        cell.contentView.frame = CGRect(origin: .zero, size: cell.frame.size)
        bindTextControl(in: cell, row: id)
        return cell
    }

    /// A cell the data source returned becomes the row's: backed by the model (its frame the row's or the
    /// item's), kept while the row exists, in the list's hierarchy.
    private final func install(_ cell: UIView, row id: RowID, in list: UIScrollView) {
        cell.removeFromSuperview()
        cell.host = self
        cell.backing = .cell(id)
        cells[id] = cell
        list.addSubview(cell)
    }

    /// The text control in the row's cell, if it has one, becomes the row's (its frame the model's).
    private final func bindTextControl(in cell: UIView, row id: RowID) {
        guard let control = TableDataSourceRows.textControl(in: cell) else { return }
        control.host = self
        control.backing = .control(id)
        controls[id] = control
    }

    /// Forgets the cells of rows a reload asks for again. A reloaded row's cell is replaced: a text
    /// control in it that was first responder leaves the window and ends editing (the delegate hears
    /// `…DidEndEditing`), and the row is no longer focused. (iOS then hides the keyboard unless another
    /// control takes the focus; the runner does not post that hide.)
    final func forgetCells(of ids: [RowID]) {
        for id in ids {
            if let control = controls[id] as? any ScenarioTextControl, control.isFirstResponder {
                run { control.systemEndEditing() }
            }
            cells[id]?.removeFromSuperview()
            cells[id] = nil
            controls[id] = nil
        }
    }

    /// The row the data source describes at `path` (after the app changed its data): for rows the app
    /// inserts or reloads in view-controller mode.
    final func rowSpec(at path: Foundation.IndexPath) -> RowSpec? {
        if let collection = scrollView as? UICollectionView {
            return run { CollectionLayoutRows.row(at: path, of: collection, spacingAbove: path.item > 0) }
        }
        guard let table = scrollView as? UITableView else { return nil }
        return run { TableDataSourceRows.row(at: path, of: table) }
    }
}

extension UIScrollView.ContentInsetAdjustmentBehavior {
    package var model: ScrollGeometry.ContentInsetAdjustmentBehavior {
        switch self {
        case .automatic: return .automatic
        case .scrollableAxes: return .scrollableAxes
        case .never: return .never
        case .always: return .always
        }
    }
}
