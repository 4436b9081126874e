import UIKit

/// A `UITableViewController` subclass overriding `heightForRowAt`: a recipe editor whose field rows are
/// 56 pt and whose step rows grow with their line count. It relies on `UITableViewController`'s own
/// keyboard handling (the table adjusted for the keyboard and the first responder's row scrolled into view)
/// and adds nothing for the keyboard.
final class HeightsTableViewController: UITableViewController, UITextFieldDelegate {
    private let fields = ["Recipe name", "Serves", "Prep time", "Cook time", "Cuisine", "Source"]
    private let steps = [1, 3, 2, 4, 1, 2, 3, 1]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe"
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "step")
        tableView.keyboardDismissMode = .interactive
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fields.count : steps.count
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 56 : 24 + 20 * CGFloat(steps[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
            cell.field.placeholder = fields[indexPath.row]
            cell.field.delegate = self
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Step \(indexPath.row + 1)"
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
        return cell
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
