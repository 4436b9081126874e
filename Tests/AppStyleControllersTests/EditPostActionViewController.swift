import UIKit

/// `UIAction` buttons: a post editor whose table footer holds a Save button (`UIButton(primaryAction:)`
/// ending editing) and whose navigation item has a Done `UIBarButtonItem` with a primary action; the
/// fields are in cells. Keyboard avoided by the docked overlap inset, the edited field scrolled into view.
final class EditPostActionViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let fields = ["Headline", "Subtitle", "Tags", "Slug", "Author", "Category", "Summary", "Canonical URL",
                          "Image caption", "Credits"]
    private var saved = 0
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Post"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.view.endEditing(true)
        })
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 56
        tableView.dataSource = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { [weak self] _ in
            self?.saved += 1
            self?.view.endEditing(true)
        })
        save.frame = CGRect(x: 16, y: 10, width: footer.bounds.width - 32, height: 44)
        save.autoresizingMask = [.flexibleWidth]
        footer.addSubview(save)
        tableView.tableFooterView = footer
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = fields[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}
