import UIKit

/// A grouped `UITableViewController` checkout with titled sections (contact, shipping, gift message) whose
/// cells hold fields; over `UITableViewController`'s own keyboard handling the form
/// adds the uncovered part of a docked keyboard as an inset and scrolls the field being edited into view. Return ends
/// editing.
final class CheckoutTableViewController: UITableViewController, UITextFieldDelegate {
    private let sections: [(title: String, fields: [String])] = [
        ("Contact", ["Email", "Phone"]),
        ("Shipping address", ["Name", "Street", "City", "Postcode", "Country"]),
        ("Gift message", ["To", "From", "Message"]),
    ]

    convenience init() { self.init(style: .grouped) }

    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        // UITableViewController's own keyboard handling is not documented (its inset, its scroll to the first
        // responder; the checker draws the variants): the form adds what is still missing — an inset for the
        // part of a docked keyboard not yet covered, and the field being edited scrolled into view.
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note))
            self.tableView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.setKeyboardOverlap(0)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            self.tableView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidChangeFrameNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            self.tableView.scrollIntoView(self.editingField)
        })
        title = "Checkout"
        tableView.rowHeight = 50
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].fields.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = sections[indexPath.section].fields[indexPath.row]
        cell.field.returnKeyType = .next
        cell.field.delegate = self
        return cell
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        tableView.scrollIntoView(textField)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
