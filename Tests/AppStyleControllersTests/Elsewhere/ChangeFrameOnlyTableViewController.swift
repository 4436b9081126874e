import UIKit

/// One observer, `keyboardWillChangeFrameNotification`, and nothing else — the style of Apple's
/// documentation of that notification and of Paul Hudson's "How to adjust a UIScrollView to fit the
/// keyboard" (Hacking with Swift), which route every show, change and hide through one handler: iOS wraps
/// each show and hide in a will-change-frame, so the end frame alone says where the keyboard will be (off
/// the bottom of the screen when it hides).
///
/// The end frame is in screen coordinates (`UIKeyboardFrameEndUserInfoKey`); it is converted into the
/// view through the screen's coordinate space, and what it covers of the view is their intersection. The
/// table's bottom `contentInset` (and its indicator inset) is that height less the bottom safe area, which
/// UIKit already adds to `adjustedContentInset` (Hudson's `- view.safeAreaInsets.bottom`), set inside an
/// animation of the keyboard's duration. The offset is brought back inside the shorter range a smaller
/// inset leaves, and the row being edited is scrolled into view.
///
/// `readsBeginFrame` is the seeded bug: the begin frame (where the keyboard was) is read instead of the
/// end frame, so a keyboard coming up is measured where it started, below the screen.
final class ChangeFrameOnlyTableViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let settings = ["Display name", "Username", "Pronouns", "Bio", "Website", "Location", "Birthday",
                            "Email", "Phone", "Recovery email", "Backup phone", "Emergency contact", "Employer",
                            "School", "Languages", "Time zone"]
    private var values: [String: String] = [:]
    private var editingRow: Int?
    private var observer: NSObjectProtocol?
    private let readsBeginFrame: Bool

    init(readsBeginFrame: Bool = false) {
        self.readsBeginFrame = readsBeginFrame
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        view.addSubview(tableView)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                          object: nil, queue: .main) { [weak self] note in
            self?.adjustForKeyboard(note)
        }
    }

    private func adjustForKeyboard(_ note: Notification) {
        // SEEDED BUG (readsBeginFrame): the begin frame is where the keyboard comes from, not where it goes.
        let key = readsBeginFrame ? UIResponder.keyboardFrameBeginUserInfoKey : UIResponder.keyboardFrameEndUserInfoKey
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[key] as? NSValue)?.cgRectValue else { return }
        let keyboard = view.convert(frame, from: screen.coordinateSpace)
        let covered = view.bounds.intersects(keyboard) ? view.bounds.intersection(keyboard).height : 0
        let bottom = max(0, covered - view.safeAreaInsets.bottom)
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        UIView.animate(withDuration: duration) {
            self.tableView.contentInset.bottom = bottom
            self.tableView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
            self.tableView.clampContentOffset()
            if covered > 0, let row = self.editingRow {
                self.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
            }
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingRow = textField.tag
        if tableView.contentInset.bottom > 0 {
            tableView.scrollToRow(at: IndexPath(row: textField.tag, section: 0), at: .none, animated: true)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        values[settings[textField.tag]] = textField.text
        if editingRow == textField.tag { editingRow = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.selectionStyle = .none
        // A reused cell keeps the field it was given the first time.
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 8))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(field)
        }
        field.placeholder = settings[indexPath.row]
        field.text = values[settings[indexPath.row]]
        field.tag = indexPath.row
        field.delegate = self
        return cell
    }
}
