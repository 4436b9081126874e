import UIKit

/// The table resized by its bottom constraint, the pre-iOS 15 Auto Layout answer to "Move view with
/// keyboard using Swift" (Stack Overflow question 26070242, and the many answers like it): the table's
/// bottom is pinned to the view's bottom by a constraint the controller keeps, and on each keyboard
/// notification its `constant` becomes minus what the keyboard covers of the view, applied inside
/// `UIView.animate(withDuration:delay:options:animations:)` with the keyboard's own duration and curve —
/// the curve turned into animation options by the answers' `rawValue: curve << 16` — by
/// `view.layoutIfNeeded()`.
///
/// The constraint is to the view's bottom, not the safe area's: the table ends exactly at the docked
/// keyboard's top, and there UIKit no longer adds the home indicator's safe area to its insets. A table
/// made shorter keeps its `contentOffset` (a frame change does not clamp), so after the layout the offset
/// is brought inside the shorter range, then the field being edited is scrolled into view. Will-change-frame
/// and will-hide share the handler; a keyboard that does not reach the bottom of the screen (floating,
/// undocked) covers nothing. The last docked frame is measured again after each layout pass, for an iPad
/// window resized under the keyboard.
///
/// `subtractsSafeArea` is the seeded bug: the answer's `- view.safeAreaInsets.bottom`, meant for a
/// constraint to the safe area, applied to this constraint to the view's bottom — the table ends that
/// far below the keyboard's top, and its last rows stay under the keyboard.
final class BottomConstraintFormViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var bottomConstraint: NSLayoutConstraint!
    private let fields = ["Card holder", "Card number", "Expiry", "Security code", "Billing street", "Billing city",
                          "Billing postcode", "Billing country", "Invoice email", "VAT number", "Purchase order",
                          "Notes for the courier"]
    private weak var editingField: UITextField?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
    private var observers: [NSObjectProtocol] = []
    private let subtractsSafeArea: Bool

    init(subtractsSafeArea: Bool = false) {
        self.subtractsSafeArea = subtractsSafeArea
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = 50
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
        view.addSubview(tableView)
        bottomConstraint = tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomConstraint,
        ])
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let info = note.userInfo, let screen = view.window?.screen,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let hiding = note.name == UIResponder.keyboardWillHideNotification
        let docked = !hiding && end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        dockedKeyboard = docked ? end : nil
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        bottomConstraint.constant = -keyboardCover()
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.layoutIfNeeded()
        })
        tableView.clampContentOffset()
        if bottomConstraint.constant < 0 { scrollEditingFieldIntoView() }
    }

    /// What the last docked keyboard covers of the view, from its bottom.
    private func keyboardCover() -> CGFloat {
        guard let end = dockedKeyboard, let screen = view.window?.screen else { return 0 }
        let keyboard = view.convert(end, from: screen.coordinateSpace)
        var covered = max(0, view.bounds.maxY - keyboard.minY)
        // SEEDED BUG (subtractsSafeArea): the safe area is not part of this constraint's distance.
        if subtractsSafeArea { covered = max(0, covered - view.safeAreaInsets.bottom) }
        return covered
    }

    /// An iPad window resized or moved under the keyboard (Split View, Stage Manager) changes what the
    /// keyboard covers without a notification: the constant is measured again after each layout (a
    /// changed constant lays the view out once more, with the same result).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let constant = -keyboardCover()
        if bottomConstraint.constant != constant {
            bottomConstraint.constant = constant
            view.layoutIfNeeded()
        }
        tableView.clampContentOffset()
    }

    /// Scrolls the field being edited (its own rect, not its row's) into the visible part of the table.
    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        tableView.scrollRectToVisible(field.convert(field.bounds, to: tableView), animated: true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if bottomConstraint.constant < 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 6))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(field)
        }
        field.placeholder = fields[indexPath.row]
        field.tag = indexPath.row
        field.delegate = self
        return cell
    }
}
