import UIKit

/// Traits and fonts set in `viewDidLoad`: a payment form whose fields are made there (not in cells' code)
/// with their keyboard type, return key, secure entry, content type, font and colours, handed to the
/// cells in `cellForRowAt`; Return moves to the next field. Keyboard avoided by the docked overlap inset.
final class PaymentTraitsViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    private var fields: [UITextField] = []
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        view.backgroundColor = .systemGroupedBackground
        let specs: [(String, UIKeyboardType, Bool)] = [
            ("Card number", .numberPad, false), ("Expiry", .numbersAndPunctuation, false), ("CVC", .numberPad, true),
            ("Name on card", .default, false), ("Email for receipt", .emailAddress, false), ("Phone", .phonePad, false),
            ("Postcode", .asciiCapable, false), ("Promo code", .default, false), ("Tip", .decimalPad, false),
        ]
        for (placeholder, keyboard, secure) in specs {
            let field = UITextField(frame: CGRect(x: 16, y: 6, width: view.bounds.width - 32, height: 40))
            field.autoresizingMask = [.flexibleWidth]
            field.placeholder = placeholder
            field.keyboardType = keyboard
            field.isSecureTextEntry = secure
            field.returnKeyType = .next
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            field.enablesReturnKeyAutomatically = true
            field.font = UIFont.preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.textColor = .label
            field.clearButtonMode = .whileEditing
            field.delegate = self
            fields.append(field)
        }
        fields.last?.returnKeyType = .done
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
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

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Card" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.selectionStyle = .none
        cell.contentView.subviews.forEach { $0.removeFromSuperview() }
        cell.contentView.addSubview(fields[indexPath.row])
        return cell
    }
}
