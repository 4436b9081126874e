import UIKit

/// A grouped settings table with titled sections and footers: switch rows (`UISwitch` as the accessory
/// view, its `UIAction` storing the value), a segmented control row, and a section of text fields.
/// Keyboard avoided by the docked overlap inset and the edited field scrolled into view.
final class GroupedSettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    private let toggles = ["Notifications", "Sounds", "Badges", "Show previews", "Read receipts"]
    private let profile = ["Display name", "Status", "Website", "Location"]
    private var settings: [String: Bool] = [:]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 48
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "toggle")
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note))
            self.tableView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.setKeyboardOverlap(0)
        })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { tableView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func numberOfSections(in tableView: UITableView) -> Int { 3 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["General", "Appearance", "Profile"][section]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Your profile is visible to your contacts." : nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        [toggles.count, 1, profile.count][section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
            let name = toggles[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.selectionStyle = .none
            let toggle = UISwitch()
            toggle.isOn = settings[name] ?? true
            toggle.addAction(UIAction { [weak self, weak toggle] _ in self?.settings[name] = toggle?.isOn }, for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Theme"
            cell.contentConfiguration = content
            let theme = UISegmentedControl(items: ["Light", "Dark", "Auto"])
            theme.selectedSegmentIndex = 2
            cell.accessoryView = theme
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
            cell.field.placeholder = profile[indexPath.row]
            cell.field.delegate = self
            return cell
        }
    }
}
