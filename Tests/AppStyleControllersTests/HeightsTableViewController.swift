import UIKit

/// A `UITableViewController` subclass overriding `heightForRowAt`: a recipe editor whose field rows are
/// 56 pt and whose step rows grow with their line count. Over `UITableViewController`'s own keyboard
/// handling it adds what is still missing: the uncovered part of a docked keyboard as an inset, and the
/// field being edited scrolled into view.
final class HeightsTableViewController: UITableViewController, UITextFieldDelegate {
    private let fields = ["Recipe name", "Serves", "Prep time", "Cook time", "Cuisine", "Source"]
    private let steps = [1, 3, 2, 4, 1, 2, 3, 1]

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
