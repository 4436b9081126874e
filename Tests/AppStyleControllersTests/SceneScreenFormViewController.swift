import UIKit

/// A scene-based screen lookup written inline, as scene-era apps write it: the keyboard's end frame is in
/// the coordinates of `view.window?.windowScene?.screen`, converted into the table through the screen's
/// coordinate space; a keyboard that does not reach the bottom of the screen (floating, undocked) covers
/// nothing. Observes will-show and will-hide only (iOS wraps every change in a will-show when the keyboard
/// stays up).
final class SceneScreenFormViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let labels = ["Card holder", "Billing street", "Billing city", "Billing region", "Billing postcode",
                          "Billing country", "VAT number", "Company", "Purchase order", "Reference", "Memo"]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Billing"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        view.addSubview(tableView)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.setKeyboardOverlap(0)
        })
    }

    private func keyboardWillShow(_ note: Notification) {
        guard let screen = view.window?.windowScene?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let reachesBottom = end.maxY >= screen.bounds.maxY && end.minY < screen.bounds.maxY && end.width >= screen.bounds.width
        let inTable = tableView.convert(end, from: screen.coordinateSpace)
        tableView.setKeyboardOverlap(reachesBottom ? max(0, tableView.bounds.maxY - inTable.minY) : 0)
        tableView.scrollIntoView(editingField)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { tableView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { labels.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = labels[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}
