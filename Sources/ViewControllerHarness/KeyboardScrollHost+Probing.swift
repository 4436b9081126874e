@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// What the generator learns from the controller's own controls before it draws acts (view-controller
/// mode), on a throwaway controller built in the same world: the names the controller gave its
/// controls, and where its `textFieldShouldReturn(_:)` sends the focus. Both are read on the starting
/// screen; the runner still runs the real controller and posts what really happens.
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// How many rows (in reading order) are read for names and probed for the return key: enough for
    /// every form and the first screens of a long list, bounded so a 100,000-row list costs no more.
    public static let probedRows = 64

    /// Puts `start` (the screen read from the controller, ``readScreen(world:)``) in the host's scene, so
    /// the controller's cells are asked for by the rows' identities.
    public func useReadScreen(_ start: StartScreen) {
        guard let scene = try? start.makeScene() else { return }
        self.scene = scene
        cells = [:]
        controls = [:]
        bindFormControls()
    }

    /// The controller's name for each of the first ``probedRows`` rows' text control, where it set one:
    /// a text field's placeholder, else the first label text in the cell (`textLabel`, a list content
    /// configuration's text, a label of its own).
    public func controlNames() -> [ScrollGeometry.IndexPath: String] {
        var names: [ScrollGeometry.IndexPath: String] = [:]
        for path in probedPaths() {
            guard let row = scene.tableView.row(at: path), row.control != nil else { continue }
            let control = self.control(for: row.id)
            if let field = control as? UITextField, let placeholder = field.placeholder, !placeholder.isEmpty {
                names[path] = placeholder
            } else if scene.tableView.style == .table, let text = Self.firstLabelText(in: cell(for: row.id)) {
                names[path] = text
            }
        }
        return names
    }

    /// Where the return key sends the focus from each text field of the first ``probedRows`` rows: the
    /// control is focused as by a tap, the key pressed (``pressReturnKey()``), and the row then focused
    /// noted (`nil`: resigned); editing ends and the screen is put back before the next. Rows whose
    /// field keeps the focus are left out.
    public func probeReturnKey() -> [ScrollGeometry.IndexPath: ScrollGeometry.IndexPath?] {
        var targets: [ScrollGeometry.IndexPath: ScrollGeometry.IndexPath?] = [:]
        let saved = scene
        for path in probedPaths() {
            guard let row = scene.tableView.row(at: path), row.control?.kind == .textField,
                  scene.tableView.indexPathsForVisibleRows.contains(path) || scene.tableView.style != .table else { continue }
            beginEditing(row: row.id, askFirst: true)
            guard scene.focusedRow == row.id else { endEditing(); scene = saved; continue }
            pressReturnKey()
            let after = scene.focusedRow
            if after != row.id { targets[path] = after.flatMap { scene.tableView.indexPath(of: $0) } }
            endEditing()
            scene = saved
            _ = takeException()
        }
        return targets
    }

    private func probedPaths() -> [ScrollGeometry.IndexPath] {
        var paths: [ScrollGeometry.IndexPath] = []
        let table = scene.tableView
        for s in 0..<table.numberOfSections {
            for r in 0..<table.numberOfRows(inSection: s) {
                if paths.count >= Self.probedRows { return paths }
                paths.append(ScrollGeometry.IndexPath(row: r, section: s))
            }
        }
        return paths
    }

    /// The first non-empty label text in `view`'s hierarchy, front to back.
    static func firstLabelText(in view: UIView) -> String? {
        for sub in view.subviews {
            if let label = sub as? UILabel, let text = label.text, !text.isEmpty { return text }
            if let found = firstLabelText(in: sub) { return found }
        }
        return nil
    }
}
