import UIKit

/// A screen that leaves the keyboard to its table view: an inset-grouped shipping form on a
/// ``KeyboardAvoidingTableView`` (the TPKeyboardAvoiding demo's "drop it in and forget it" style), fields
/// in the cells, Return moving to the next field. The controller's only keyboard code is the library's
/// refit call after its layout pass.
///
/// `comparesWithFrame` is handed to the table: its seeded bug.
final class DropInAvoidingFormViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = KeyboardAvoidingTableView(frame: .zero, style: .insetGrouped)
    private let sections: [(title: String, fields: [String])] = [
        ("Recipient", ["Name", "Company", "Phone"]),
        ("Address", ["Street", "Building", "City", "Region", "Postcode", "Country"]),
        ("Delivery", ["Safe place", "Instructions", "Gift note"]),
    ]
    private var fieldsByTag: [Int: UITextField] = [:]

    init(comparesWithFrame: Bool = false) {
        super.init(nibName: nil, bundle: nil)
        tableView.comparesWithFrame = comparesWithFrame
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 48
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        view.addSubview(tableView)
    }

    /// The one line the library asks of a screen whose layout can change under the keyboard (an iPad
    /// window resized, which posts no keyboard notification).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.updateContentInsetForKeyboard()
    }

    private func tag(for indexPath: IndexPath) -> Int { indexPath.section * 100 + indexPath.row }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].fields.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 4))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(field)
        }
        field.placeholder = sections[indexPath.section].fields[indexPath.row]
        field.returnKeyType = .next
        field.tag = tag(for: indexPath)
        field.delegate = self
        fieldsByTag[field.tag] = field
        return cell
    }

    /// Return moves to the next field of the form when its row is on screen (a reused cell's field carries
    /// its current row's tag), else ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let section = textField.tag / 100, row = textField.tag % 100
        let next = row + 1 < sections[section].fields.count ? IndexPath(row: row + 1, section: section)
            : section + 1 < sections.count ? IndexPath(row: 0, section: section + 1) : nil
        if let next, let field = fieldsByTag[tag(for: next)], field.tag == tag(for: next), field.window != nil {
            field.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
