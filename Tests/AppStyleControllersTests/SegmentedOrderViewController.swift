import UIKit

/// A segmented control in the table header (its `UIAction` on `.valueChanged` switches the list and
/// reloads it), and quantity fields in the rows, made with a number pad. Keyboard avoided by the docked
/// overlap inset and the edited field scrolled into view; a reload while editing ends editing first.
final class SegmentedOrderViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let catalogue = [["Apples", "Pears", "Plums", "Cherries", "Figs", "Grapes", "Kiwis", "Limes", "Mangoes"],
                             ["Bread", "Rolls", "Bagels", "Croissants", "Muffins", "Scones", "Pretzels"]]
    private var segment = 0
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 54
        tableView.dataSource = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 52))
        let picker = UISegmentedControl(items: ["Fruit", "Bakery"])
        picker.selectedSegmentIndex = 0
        picker.frame = CGRect(x: 16, y: 10, width: header.bounds.width - 32, height: 32)
        picker.autoresizingMask = [.flexibleWidth]
        picker.addAction(UIAction { [weak self, weak picker] _ in
            guard let self, let picker else { return }
            self.view.endEditing(true)
            self.segment = picker.selectedSegmentIndex
            self.tableView.reloadData()
        }, for: .valueChanged)
        header.addSubview(picker)
        tableView.tableHeaderView = header
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { catalogue[segment].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = "\(catalogue[segment][indexPath.row]) quantity"
        cell.field.keyboardType = .numberPad
        cell.field.delegate = self
        return cell
    }
}
