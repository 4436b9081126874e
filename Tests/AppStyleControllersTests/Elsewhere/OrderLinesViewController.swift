import UIKit

/// The child list of ``OrderSummaryContainerViewController``: order lines whose quantity fields are in the
/// rows. It observes the keyboard itself (will-change-frame and will-hide) and measures it where its table
/// is: the end frame (screen coordinates) converted into the table through the screen's coordinate space,
/// and the part of the table's bounds below the keyboard's top is what it covers. That part, less what
/// UIKit already adds to `adjustedContentInset`, is the bottom inset; the offset is brought back inside a
/// shorter range, and the row being edited is scrolled into view. A keyboard that does not reach the
/// bottom of the screen covers nothing.
///
/// `measuresWithoutConverting` is the seeded bug: the end frame's `minY` (screen coordinates) compared with
/// the table's frame as if they were the same space, the conversion Apple's key documentation asks for
/// left out. They differ by where the table is on the screen: under an opaque navigation bar, in a form
/// sheet or a popover the table is inset less than the keyboard covers by that distance.
final class OrderLinesViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let products = ["Espresso beans 1 kg", "Oat milk 6 × 1 l", "Paper cups 12 oz", "Lids 12 oz", "Sugar sticks",
                            "Stirrers", "Napkins", "Chai syrup", "Vanilla syrup", "Cocoa powder", "Filter papers",
                            "Descaler"]
    private var quantities: [Int: String] = [:]
    private var editingRow: Int?
    private var observers: [NSObjectProtocol] = []
    private let measuresWithoutConverting: Bool

    init(measuresWithoutConverting: Bool) {
        self.measuresWithoutConverting = measuresWithoutConverting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = 56
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let screen = view.window?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = note.name != UIResponder.keyboardWillHideNotification
            && end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        var covered: CGFloat = 0
        if docked {
            if measuresWithoutConverting {
                // SEEDED BUG (measuresWithoutConverting): screen coordinates against the table's frame.
                covered = max(0, tableView.frame.maxY - end.minY)
            } else {
                let keyboard = tableView.convert(end, from: screen.coordinateSpace)
                covered = max(0, tableView.bounds.maxY - keyboard.minY)
            }
        }
        let system = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        tableView.contentInset.bottom = max(0, covered - system)
        tableView.verticalScrollIndicatorInsets.bottom = tableView.contentInset.bottom
        tableView.clampContentOffset()
        if covered > 0, let row = editingRow {
            tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: true)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingRow = textField.tag
        if tableView.contentInset.bottom > 0 {
            tableView.scrollToRow(at: IndexPath(row: textField.tag, section: 0), at: .none, animated: true)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        quantities[textField.tag] = textField.text
        if editingRow == textField.tag { editingRow = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { products.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 8))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            field.keyboardType = .numberPad
            field.borderStyle = .roundedRect
            cell.contentView.addSubview(field)
        }
        field.placeholder = "Quantity of \(products[indexPath.row])"
        field.text = quantities[indexPath.row]
        field.tag = indexPath.row
        field.delegate = self
        return cell
    }
}
