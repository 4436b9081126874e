import UIKit

/// The child list of ``OrderSummaryContainerViewController``: order lines whose quantity fields are in the
/// rows. It observes the keyboard itself (will-change-frame and will-hide) and measures it where its table
/// is: the end frame (screen coordinates) converted into the table through the screen's coordinate space,
/// and the part of the table's bounds below the keyboard's top is what it covers. That part, less what
/// UIKit already adds to `adjustedContentInset`, is the bottom inset; the offset is brought back inside a
/// shorter range, and the field being edited is scrolled into view. A keyboard that does not reach the
/// bottom of the screen covers nothing. The last docked frame is measured again after each layout of the
/// child's view (an iPad window resized under the keyboard posts no notification). The table is pinned
/// to the child's view with constraints.
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
    private weak var editingField: UITextField?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
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
        dockedKeyboard = docked ? end : nil
        if fitInset() > 0 { scrollEditingFieldIntoView() }
    }

    /// An iPad window resized or moved under the keyboard changes what it covers without a notification:
    /// the last docked frame is measured again after each layout of the child's view.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitInset()
    }

    /// Sets the bottom inset to what the last docked keyboard covers of the table, less what UIKit adds,
    /// and returns what it covers.
    @discardableResult
    private func fitInset() -> CGFloat {
        var covered: CGFloat = 0
        if let end = dockedKeyboard, let screen = view.window?.screen {
            if measuresWithoutConverting {
                // SEEDED BUG (measuresWithoutConverting): screen coordinates against the table's frame.
                covered = max(0, tableView.frame.maxY - end.minY)
            } else {
                let keyboard = tableView.convert(end, from: screen.coordinateSpace)
                covered = max(0, tableView.bounds.maxY - keyboard.minY)
            }
        }
        let system = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        let bottom = max(0, covered - system)
        if tableView.contentInset.bottom != bottom {
            tableView.contentInset.bottom = bottom
            tableView.verticalScrollIndicatorInsets.bottom = bottom
        }
        tableView.clampContentOffset()
        return covered
    }

    /// Scrolls the field being edited (its own rect, not its row's) into the visible part of the table.
    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        quantities[textField.tag] = textField.text
        if editingField === textField { editingField = nil }
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
