import UIKit

/// An account-settings form written the way apps write one: a `UITableViewController` in the grouped
/// style with titled sections (Profile, About, Contact, Security), text fields in cells configured in
/// `tableView(_:cellForRowAt:)`, and a bio row holding a text view that grows with its text — the row's
/// height from `tableView(_:heightForRowAt:)` (a line's height per line of the bio), re-asked with
/// `performBatchUpdates(nil)` as the user types, or the row reloaded when the bio comes from elsewhere.
///
/// The keyboard's room is left to UIKit: Apple's `UITableViewController` overview says it
/// "automatically resizes the table view to accommodate the appearance and disappearance of the
/// onscreen keyboard". That it also scrolls the cell being edited into view is not documented, so the
/// class does that itself, as many apps do: when editing begins and on every keyboard will-notification
/// (which UIKit's own adjustment has already answered), the control being edited is scrolled into view
/// with `scrollRectToVisible(_:animated:)`, the least move. Return moves to the next field (the last one
/// resigns).
///
/// Promise: the field or text view being edited stays above the keyboard, the offset stays in range,
/// every row can still be reached with the keyboard up, and nothing UIKit would raise for.
final class SettingsFormTableViewController: UITableViewController, UITextFieldDelegate, UITextViewDelegate {
    private struct Section {
        let title: String
        let fields: [String]
    }

    private let sections = [
        Section(title: "Profile", fields: ["Display name", "Username", "Pronouns"]),
        Section(title: "About", fields: []),
        Section(title: "Contact", fields: ["Email", "Phone", "Website", "City"]),
        Section(title: "Security", fields: ["Recovery email", "Recovery phone"]),
    ]
    private static let aboutSection = 1
    private var values: [String: String] = [:]
    private var bio = "Hello!"
    private var bioLines = 1
    private weak var editing: UIView?
    private var observers: [NSObjectProtocol] = []

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        tableView.rowHeight = 52
        tableView.keyboardDismissMode = .interactive
        tableView.register(SettingsFieldCell.self, forCellReuseIdentifier: SettingsFieldCell.reuseIdentifier)
        tableView.register(SettingsBioCell.self, forCellReuseIdentifier: SettingsBioCell.reuseIdentifier)
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                self?.showEditedControl()
            })
        }
    }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    /// Brings the offset back into `-adjustedContentInset.top … contentSize.height +
    /// adjustedContentInset.bottom - bounds.height` after the data changed: a table need not do it by
    /// itself, and one the keyboard's leaving had already left past its end stays there (the checker's
    /// finding at case 1,898 of 20,000: a bio synced after a shrunk table grew back past its content).
    private func keepOffsetInRange() {
        let inset = tableView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        let y = min(max(tableView.contentOffset.y, lowest), highest)
        if y != tableView.contentOffset.y { tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: y), animated: false) }
    }

    /// Scrolls the control being edited into view (the least move; nothing when it is in view).
    private func showEditedControl() {
        guard let control = editing, control.window != nil else { return }
        tableView.scrollRectToVisible(control.convert(control.bounds, to: tableView), animated: true)
    }

    // MARK: Data arriving (the controller's own methods)

    /// The profile was synced from another device: a longer bio arrives and its row grows.
    func bioSynced(lines: Int) {
        bio = (1...max(1, lines)).map { "Bio line \($0)" }.joined(separator: "\n")
        bioLines = max(1, lines)
        tableView.reloadRows(at: [IndexPath(row: 0, section: Self.aboutSection)], with: .automatic)
        keepOffsetInRange()
        // A taller bio pushes the fields below it down: the one being edited is kept in view (the first
        // version did not, and a field just above the keyboard went under it: the checker's finding).
        showEditedControl()
    }

    // MARK: The bio row

    /// The bio row's height: 16 pt of padding and 22 pt a line, from three lines up to eight.
    private var bioRowHeight: CGFloat { 16 + 22 * CGFloat(min(8, max(3, bioLines))) }

    // MARK: UITableViewDataSource, UITableViewDelegate

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == Self.aboutSection ? 1 : sections[section].fields.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == Self.aboutSection ? bioRowHeight : tableView.rowHeight
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == Self.aboutSection {
            let cell = tableView.dequeueReusableCell(withIdentifier: SettingsBioCell.reuseIdentifier, for: indexPath) as! SettingsBioCell
            cell.textView.text = bio
            cell.textView.delegate = self
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingsFieldCell.reuseIdentifier, for: indexPath) as! SettingsFieldCell
        let label = sections[indexPath.section].fields[indexPath.row]
        cell.field.placeholder = label
        cell.field.text = values[label]
        cell.field.returnKeyType = .next
        cell.field.delegate = self
        return cell
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editing = textField
        showEditedControl()
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let label = textField.placeholder { values[label] = textField.text }
        if editing === textField { editing = nil }
    }

    /// Return moves to the next field in the form's order (the bio is skipped); the last one resigns.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let order = sections.enumerated().flatMap { s in s.element.fields.indices.map { IndexPath(row: $0, section: s.offset) } }
        let labels = sections.flatMap(\.fields)
        if let label = textField.placeholder, let index = labels.firstIndex(of: label), index + 1 < order.count,
           let next = tableView.cellForRow(at: order[index + 1]) as? SettingsFieldCell {
            next.field.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    // MARK: UITextViewDelegate

    func textViewDidBeginEditing(_ textView: UITextView) {
        editing = textView
        showEditedControl()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if editing === textView { editing = nil }
    }

    /// The bio grows with its text: when its line count changes, the table re-asks the row's height, and
    /// the grown bio is kept in view. A table does not follow the caret of a text view whose row grew
    /// under it (apps add the scroll themselves, as in the widely copied `scrollToCursorForTextView:` of
    /// the self-sizing text view answers); the first version did not, and typing a bio sitting just above
    /// the keyboard took its last lines under the keyboard (the checker's finding, SettingsBioGrowthTests).
    func textViewDidChange(_ textView: UITextView) {
        bio = textView.text ?? ""
        let lines = max(1, bio.split(separator: "\n", omittingEmptySubsequences: false).count)
        guard lines != bioLines else { return }
        bioLines = lines
        tableView.performBatchUpdates(nil)
        keepOffsetInRange()
        showEditedControl()
    }
}

/// A settings row with a text field inset 16 pt from the sides and 8 pt from the top and bottom of a
/// 52 pt row, its width following the cell's.
final class SettingsFieldCell: UITableViewCell {
    static let reuseIdentifier = "SettingsFieldCell"
    let field = UITextField(frame: CGRect(x: 16, y: 8, width: 288, height: 36))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.autoresizingMask = [.flexibleWidth]
        field.clearButtonMode = .whileEditing
        selectionStyle = .none
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The bio row: a text view 8 pt from the row's edges whose height follows the row's.
final class SettingsBioCell: UITableViewCell {
    static let reuseIdentifier = "SettingsBioCell"
    let textView = UITextView(frame: CGRect(x: 16, y: 8, width: 288, height: 66))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        selectionStyle = .none
        contentView.addSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
