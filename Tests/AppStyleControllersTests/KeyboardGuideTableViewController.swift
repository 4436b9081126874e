import UIKit

/// Auto Layout keyboard style 3: a form table whose bottom anchor is pinned to
/// `view.keyboardLayoutGuide.topAnchor`, so the table ends where a docked keyboard begins. After each
/// layout pass the offset is clamped into the shorter range and the field being edited is scrolled into view.
final class KeyboardGuideTableViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let fields = ["Title", "Location", "Attendees", "URL", "Notes", "Alert", "Travel time", "Calendar",
                          "Invitees", "Room", "Dial-in", "Agenda"]
    private weak var editingField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Event"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = 56
        tableView.dataSource = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.clampContentOffset()
        tableView.scrollIntoView(editingField)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        tableView.scrollIntoView(textField)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = fields[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}
