import UIKit

/// A profile form written the way apps write one, with nothing added for the checker: a private table
/// it makes and lays out itself, private data, a registered cell class whose text field is created in
/// the cell, fields configured and given their delegate in `cellForRowAt`, a fixed `rowHeight`, and
/// block-based keyboard observers that inset the table by the docked keyboard's overlap (Apple's
/// "Managing the Keyboard" pattern) and scroll the field being edited into view.
///
/// `readsBeginFrame` is the deliberate bug: the overlap is computed from
/// `keyboardFrameBeginUserInfoKey` (where the keyboard was) instead of the end frame (where it is going),
/// a slip seen in copied snippets. A keyboard that grows while up (the predictive bar, an accessory) or
/// a show whose begin frame is off screen leaves the inset short, and the field under the keyboard.
final class ProfileFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let labels = ["First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country",
                          "Company", "Job title", "Website", "Twitter", "Birthday", "Notes"]
    private var values: [String: String] = [:]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []
    private let readsBeginFrame: Bool

    init(readsBeginFrame: Bool = false) {
        self.readsBeginFrame = readsBeginFrame
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 56
        tableView.keyboardDismissMode = .interactive
        tableView.register(FieldCell.self, forCellReuseIdentifier: FieldCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.setKeyboardInset(0)
        })
    }

    // MARK: Keyboard

    private func keyboardWillChangeFrame(_ note: Notification) {
        let key = readsBeginFrame ? UIResponder.keyboardFrameBeginUserInfoKey : UIResponder.keyboardFrameEndUserInfoKey
        guard let screen = view.window?.screen, let frame = (note.userInfo?[key] as? NSValue)?.cgRectValue else { return }
        // Only a keyboard docked at the screen's bottom covers the form; a floating one does not.
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else {
            setKeyboardInset(0)
            return
        }
        let keyboard = tableView.convert(frame, from: screen.coordinateSpace)
        let overlap = max(0, tableView.bounds.maxY - keyboard.minY)
        setKeyboardInset(overlap)
        scrollEditingFieldIntoView()
    }

    /// Sets the bottom inset to `overlap` less what UIKit already adds (the safe area), and brings the
    /// offset back inside the range a smaller inset leaves.
    private func setKeyboardInset(_ overlap: CGFloat) {
        let systemPart = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        let bottom = max(0, overlap - systemPart)
        tableView.contentInset.bottom = bottom
        tableView.verticalScrollIndicatorInsets.bottom = bottom
        let inset = tableView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        let y = min(max(tableView.contentOffset.y, lowest), highest)
        if y != tableView.contentOffset.y { tableView.setContentOffset(CGPoint(x: 0, y: y), animated: true) }
    }

    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: true)
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let label = textField.placeholder { values[label] = textField.text }
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { labels.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FieldCell.reuseIdentifier, for: indexPath) as! FieldCell
        let label = labels[indexPath.row]
        cell.field.placeholder = label
        cell.field.text = values[label]
        cell.field.delegate = self
        return cell
    }
}

/// The form's cell: one text field inset 16 pt from the sides and 8 pt from the top and bottom.
final class FieldCell: UITableViewCell {
    static let reuseIdentifier = "FieldCell"
    let field = UITextField(frame: CGRect(x: 16, y: 8, width: 288, height: 40))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
