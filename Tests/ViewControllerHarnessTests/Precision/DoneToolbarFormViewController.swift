import UIKit

/// A form whose text fields carry a "Done" toolbar above the keyboard, as the widely copied answer to
/// "how do I add a Done button to the number pad" builds it (a `UIToolbar()` sized with `sizeToFit()`,
/// a flexible space and a Done item, set as each field's `inputAccessoryView`; Stack Overflow question
/// 20192303 and Apple's `inputAccessoryView` documentation; the Done item's action is a `UIAction`, as
/// iOS 14's API writes it). Fields whose row is in `plainRows` have no
/// toolbar. The keyboard is handled with Apple's inset pattern on willChangeFrame, and every end and
/// begin frame the app is told is recorded.
final class DoneToolbarFormViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let rows: Int
    private let plainRows: Set<Int>
    private var observer: NSObjectProtocol?
    /// `(begin, end)` of every keyboardWillChangeFrame the app heard, screen coordinates.
    private(set) var heard: [(begin: CGRect, end: CGRect)] = []

    init(rows: Int = 8, plainRows: Set<Int> = []) {
        self.rows = rows
        self.plainRows = plainRows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observer.map(NotificationCenter.default.removeObserver) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 56
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        tableView.dataSource = self
        view.addSubview(tableView)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                          object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
              let window = view.window else { return }
        heard.append((begin, end))
        let keyboard = tableView.convert(end, from: window.screen.coordinateSpace)
        let overlap = max(0, tableView.bounds.maxY - keyboard.minY)
        tableView.contentInset.bottom = max(0, overlap - tableView.safeAreaInsets.bottom)
        tableView.verticalScrollIndicatorInsets.bottom = tableView.contentInset.bottom
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.contentView.subviews.forEach { $0.removeFromSuperview() }
        let field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 8))
        field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        field.placeholder = "Field \(indexPath.row + 1)"
        field.delegate = self
        if !plainRows.contains(indexPath.row) {
            let toolbar = UIToolbar()
            toolbar.sizeToFit()
            let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak field] _ in field?.resignFirstResponder() })
            toolbar.items = [flexible, done]
            field.inputAccessoryView = toolbar
        }
        cell.contentView.addSubview(field)
        return cell
    }
}
