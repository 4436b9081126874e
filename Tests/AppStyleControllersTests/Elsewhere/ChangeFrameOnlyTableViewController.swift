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
/// inset leaves, and the field being edited is scrolled into view (its own rect: a 52 pt row does not fit
/// the 45 pt a landscape keyboard leaves in a popover, its 36 pt field does). The last frame is measured
/// again after each layout pass, for an iPad window resized under the keyboard.
///
/// `readsBeginFrame` is the seeded bug: the begin frame (where the keyboard was) is read instead of the
/// end frame, so a keyboard coming up is measured where it started, below the screen.
final class ChangeFrameOnlyTableViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let settings = ["Display name", "Username", "Pronouns", "Bio", "Website", "Location", "Birthday",
                            "Email", "Phone", "Recovery email", "Backup phone", "Emergency contact", "Employer",
                            "School", "Languages", "Time zone"]
    private var values: [String: String] = [:]
    private weak var editingField: UITextField?
    /// The keyboard's last end frame (screen coordinates).
    private var keyboardFrame: CGRect?
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
        guard let frame = (note.userInfo?[key] as? NSValue)?.cgRectValue else { return }
        keyboardFrame = frame
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        UIView.animate(withDuration: duration) {
            if self.fitInset() > 0 { self.scrollEditingFieldIntoView() }
        }
    }

    /// An iPad window resized or moved under the keyboard (Split View, Stage Manager) changes what the
    /// keyboard covers without a notification: the last frame is measured again after each layout.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitInset()
    }

    /// Sets the bottom inset to what the last keyboard frame covers of the view, less the safe area, and
    /// returns what it covers.
    @discardableResult
    private func fitInset() -> CGFloat {
        guard let screen = view.window?.screen, let frame = keyboardFrame else { return 0 }
        let keyboard = view.convert(frame, from: screen.coordinateSpace)
        let covered = view.bounds.intersects(keyboard) ? view.bounds.intersection(keyboard).height : 0
        let bottom = max(0, covered - view.safeAreaInsets.bottom)
        if tableView.contentInset.bottom != bottom {
            tableView.contentInset.bottom = bottom
            tableView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        }
        tableView.clampContentOffset()
        return covered
    }

    /// Scrolls the field being edited (not its taller row) into the visible part of the table.
    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: false)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        values[settings[textField.tag]] = textField.text
        if editingField === textField { editingField = nil }
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
