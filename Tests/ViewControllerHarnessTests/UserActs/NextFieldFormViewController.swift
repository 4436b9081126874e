import UIKit

/// A sign-up form as apps write it: a table of text fields, each with a placeholder, whose return key
/// goes to the next field (the "Next" key; the next row scrolled on screen first so its cell exists)
/// and resigns on the last ("Done"); the keyboard handled with Apple's inset pattern (bottom inset =
/// the docked keyboard's overlap, the field being edited scrolled into view on every change-frame).
///
/// `skipsUnchangedFrames` is the deliberate bug: the keyboard handler returns early when the end frame
/// is the one it handled last (a "nothing changed" shortcut), and the return key takes the next cell as
/// it is (rows under the keyboard have cells) leaving the scrolling to that handler. The return key
/// moves the focus with the keyboard up, and iOS announces the keyboard again with the same frame: the
/// shortcut skips it, so the next field, under the keyboard, is never scrolled into view.
final class NextFieldFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let placeholders = ["First name", "Last name", "Email", "Phone", "Street", "City", "Postcode",
                                "Country", "Company", "Job title", "Website", "Notes"]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []
    private var lastHandledFrame: CGRect?
    private let skipsUnchangedFrames: Bool

    init(skipsUnchangedFrames: Bool = false) {
        self.skipsUnchangedFrames = skipsUnchangedFrames
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 60
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.lastHandledFrame = nil
            self?.setBottomInset(0)
        })
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        if skipsUnchangedFrames, frame == lastHandledFrame { return }
        lastHandledFrame = frame
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else { return setBottomInset(0) }
        let keyboard = tableView.convert(frame, from: screen.coordinateSpace)
        setBottomInset(max(0, tableView.bounds.maxY - keyboard.minY))
        if let field = editingField, field.window != nil {
            tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: true)
        }
    }

    private func setBottomInset(_ overlap: CGFloat) {
        let systemPart = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        tableView.contentInset.bottom = max(0, overlap - systemPart)
        let inset = tableView.adjustedContentInset
        let highest = max(-inset.top, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        if tableView.contentOffset.y > highest { tableView.setContentOffset(CGPoint(x: 0, y: highest), animated: true) }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { editingField = textField }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let next = IndexPath(row: textField.tag + 1, section: 0)
        guard next.row < placeholders.count else {
            textField.resignFirstResponder()
            return false
        }
        if !skipsUnchangedFrames { tableView.scrollToRow(at: next, at: .none, animated: false) }
        let cell = tableView.cellForRow(at: next)
        (cell?.contentView.subviews.first as? UITextField)?.becomeFirstResponder()
        return false
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { placeholders.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        let field = UITextField(frame: CGRect(x: 16, y: 8, width: tableView.bounds.width - 32, height: 44))
        field.placeholder = placeholders[indexPath.row]
        field.returnKeyType = indexPath.row + 1 < placeholders.count ? .next : .done
        field.tag = indexPath.row
        field.delegate = self
        cell.contentView.addSubview(field)
        return cell
    }
}
