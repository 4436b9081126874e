import UIKit

/// Text fields made in `cellForRowAt`: a plain `UITableViewCell` is dequeued without `for:` and, the first
/// time it is used, given a field (found again by its tag when the cell is reused), configured for the row.
/// Keyboard avoided by the docked overlap inset and the edited field scrolled into view.
final class CellForRowFieldsViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private static let fieldTag = 1_001
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let questions = (1...16).map { "Answer \($0)" }
    private var answers: [String: String] = [:]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Survey"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 50
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "question")
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
        if let question = textField.placeholder { answers[question] = textField.text }
        if editingField === textField { editingField = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { questions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "question")!
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.viewWithTag(Self.fieldTag) as? UITextField {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 6))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            field.tag = Self.fieldTag
            field.borderStyle = .roundedRect
            cell.contentView.addSubview(field)
        }
        field.placeholder = questions[indexPath.row]
        field.text = answers[questions[indexPath.row]]
        field.delegate = self
        return cell
    }
}
