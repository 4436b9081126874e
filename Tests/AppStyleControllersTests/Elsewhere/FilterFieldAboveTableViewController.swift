import UIKit

/// A settings screen with a filter field above its list, the layout of the system Settings app's search
/// field and of the many "UITextField above UITableView" filter screens written without
/// `UISearchController`: a bar holding the field pinned under the safe area's top, the table from the
/// bar's bottom to the view's bottom. Each setting's row holds a value field. The filter field's
/// `UIAction` on `.editingChanged` filters the rows and reloads the table.
///
/// Whichever field is focused — the filter above the list or a value in it — the docked keyboard covers
/// the bottom of the table, so the bottom inset always follows the keyboard (will-change-frame and
/// will-hide; the overlap measured in the table's bounds, less what UIKit adds), and the offset is brought
/// back inside a shorter range. A value field being edited is scrolled into view. The last docked frame
/// is measured again after each layout pass, for an iPad window resized under the keyboard.
///
/// `insetsOnlyForRows` is the seeded bug: the inset is set only while a field in the list is editing ("the
/// filter is at the top, the keyboard cannot hide it"), so while the user filters, the last settings stay
/// under the keyboard.
final class FilterFieldAboveTableViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let filterBar = UIView()
    private let filterField = UITextField()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let allSettings = ["Airplane mode", "Wi-Fi name", "Bluetooth name", "Hotspot password", "Carrier",
                               "Device name", "Language", "Region", "Calendar", "Temperature unit", "Keyboard",
                               "Autocorrection", "Dictation language", "Siri voice", "Spoken content", "Auto-lock",
                               "Text size", "Display zoom"]
    private var settings: [String] = []
    private var values: [String: String] = [:]
    /// The value field being edited in the list (nil while the filter field or nothing is).
    private weak var editingField: UITextField?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
    private var observers: [NSObjectProtocol] = []
    private let insetsOnlyForRows: Bool

    init(insetsOnlyForRows: Bool = false) {
        self.insetsOnlyForRows = insetsOnlyForRows
        super.init(nibName: nil, bundle: nil)
        settings = allSettings
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        filterBar.translatesAutoresizingMaskIntoConstraints = false
        filterBar.backgroundColor = .secondarySystemBackground
        view.addSubview(filterBar)
        filterField.translatesAutoresizingMaskIntoConstraints = false
        filterField.placeholder = "Filter settings"
        filterField.borderStyle = .roundedRect
        filterField.clearButtonMode = .whileEditing
        filterField.returnKeyType = .done
        filterField.delegate = self
        filterField.addAction(UIAction { [weak self] _ in self?.applyFilter() }, for: .editingChanged)
        filterBar.addSubview(filterField)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.keyboardDismissMode = .onDrag
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            filterBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            filterBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            filterBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            filterBar.heightAnchor.constraint(equalToConstant: 56),
            filterField.leadingAnchor.constraint(equalTo: filterBar.layoutMarginsGuide.leadingAnchor),
            filterField.trailingAnchor.constraint(equalTo: filterBar.layoutMarginsGuide.trailingAnchor),
            filterField.centerYAnchor.constraint(equalTo: filterBar.centerYAnchor),
            tableView.topAnchor.constraint(equalTo: filterBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let screen = view.window?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = note.name != UIResponder.keyboardWillHideNotification
            && end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        dockedKeyboard = docked ? end : nil
        if applyInset() > 0 { scrollEditingFieldIntoView() }
    }

    /// An iPad window resized or moved under the keyboard changes what it covers without a notification:
    /// the last docked frame is measured again after each layout pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        applyInset()
    }

    /// Sets the bottom inset to what the last docked keyboard covers of the table (in its bounds), less
    /// what UIKit adds, and returns what it covers.
    @discardableResult
    private func applyInset() -> CGFloat {
        var cover: CGFloat = 0
        if let end = dockedKeyboard, let screen = view.window?.screen {
            let keyboard = tableView.convert(end, from: screen.coordinateSpace)
            cover = max(0, tableView.bounds.maxY - keyboard.minY)
        }
        // SEEDED BUG (insetsOnlyForRows): no inset while the filter field above the list is editing.
        let applied = insetsOnlyForRows && editingField == nil ? 0 : cover
        let system = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        let bottom = max(0, applied - system)
        if tableView.contentInset.bottom != bottom {
            tableView.contentInset.bottom = bottom
            tableView.verticalScrollIndicatorInsets.bottom = bottom
        }
        tableView.clampContentOffset()
        return cover
    }

    /// Scrolls the value field being edited (its own rect, not its row's) into the visible part of the table.
    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: true)
    }

    private func applyFilter() {
        let text = filterField.text ?? ""
        settings = text.isEmpty ? allSettings : allSettings.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
        tableView.clampContentOffset()
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField === filterField ? nil : textField
        if applyInset() > 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if textField !== filterField {
            if settings.indices.contains(textField.tag) { values[settings[textField.tag]] = textField.text }
            if editingField === textField { editingField = nil }
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 8))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(field)
        }
        field.placeholder = settings[indexPath.row]
        field.text = values[settings[indexPath.row]]
        field.tag = indexPath.row
        field.delegate = self
        return cell
    }
}
