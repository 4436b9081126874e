import UIKit

/// Content-configuration cells: a grouped contact screen whose read-only rows use
/// `defaultContentConfiguration()` (text, secondary text, `.secondaryLabel`) and whose editable rows hold a
/// field; sections have titles. The keyboard is avoided by the docked overlap inset and the edited field
/// scrolled into view.
final class ContactDetailsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    private let info = [("Created", "12 May 2024"), ("Modified", "3 June 2025"), ("Source", "iCloud")]
    private let editable = ["Nickname", "Phone", "Email", "Notes", "Pronouns", "Ringtone"]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contact"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "info")
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

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Details" : "Edit"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? info.count : editable.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = info[indexPath.row].0
            content.secondaryText = info[indexPath.row].1
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessoryType = .detailButton
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = editable[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}
