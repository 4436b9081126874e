import UIKit

/// A grouped `UITableViewController` checkout with titled sections (contact, shipping, gift message) whose
/// cells hold fields; `UITableViewController`'s own keyboard handling does the avoiding. Return moves to the
/// next field, found through the table (`cellForRow(at:)`), scrolling it into view first.
final class CheckoutTableViewController: UITableViewController, UITextFieldDelegate {
    private let sections: [(title: String, fields: [String])] = [
        ("Contact", ["Email", "Phone"]),
        ("Shipping address", ["Name", "Street", "City", "Postcode", "Country"]),
        ("Gift message", ["To", "From", "Message"]),
    ]

    convenience init() { self.init(style: .grouped) }

    override func viewDidLoad() {
        super.viewDidLoad()
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

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
