import UIKit

/// Keyboard observers that live only while the screen is on screen — added in `viewWillAppear(_:)` and
/// removed in `viewWillDisappear(_:)`, the advice of Vandad Nahavandipoor's *iOS Programming Cookbook*
/// (O'Reilly, "Managing the keyboard": a controller off screen must not react to another screen's
/// keyboard) — and the inset animated with a `UIViewPropertyAnimator(duration:curve:)` made from the
/// notification's own duration and curve (iOS 10 style).
///
/// A list of notes, each row a title field. On will-show and will-change-frame the docked keyboard's end
/// frame is converted into the table (screen coordinate space) and what it covers of the table's bounds,
/// less what UIKit already adds, becomes the bottom inset; on will-hide the inset goes back to zero. The
/// offset is brought inside a shorter range and the field being edited is scrolled into view, inside the
/// same animator; after each layout pass the last docked frame is measured again (an iPad window resized
/// under the keyboard posts no notification). Each notification is measured afresh: the keyboard's height changes with the predictive
/// bar, the emoji keyboard, a hardware keyboard and the orientation.
///
/// `cachesKeyboardCover` is the seeded bug: what the keyboard covers is measured on the first show and
/// kept ("the keyboard's height does not change"), so a taller keyboard later hides the last notes.
final class AppearanceObserversNotesViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var notes: [String] = (1...18).map { "Note \($0)" }
    private weak var editingField: UITextField?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
    private var cachedCover: CGFloat?
    private var observers: [NSObjectProtocol] = []
    private let cachesKeyboardCover: Bool

    init(cachesKeyboardCover: Bool = false) {
        self.cachesKeyboardCover = cachesKeyboardCover
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 54
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        observers.removeAll()
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let info = note.userInfo, let screen = view.window?.screen,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = note.name != UIResponder.keyboardWillHideNotification
            && end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        dockedKeyboard = docked ? end : nil
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let rawCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
        let curve = UIView.AnimationCurve(rawValue: rawCurve) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
            if self.fitInset() > 0 { self.scrollEditingFieldIntoView() }
        }
        animator.startAnimation()
    }

    /// An iPad window resized or moved under the keyboard changes what it covers without a notification:
    /// the last docked frame is measured again after each layout pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitInset()
    }

    /// What the last docked keyboard covers of the table's bounds.
    private func keyboardCover() -> CGFloat {
        guard let end = dockedKeyboard, let screen = view.window?.screen else { return 0 }
        let keyboard = tableView.convert(end, from: screen.coordinateSpace)
        var cover = max(0, tableView.bounds.maxY - keyboard.minY)
        // SEEDED BUG (cachesKeyboardCover): the first keyboard's cover, kept for every later one.
        if cachesKeyboardCover {
            if let cachedCover { cover = cachedCover } else { cachedCover = cover }
        }
        return cover
    }

    /// Sets the bottom inset to the keyboard's cover less what UIKit adds; returns the cover.
    @discardableResult
    private func fitInset() -> CGFloat {
        let cover = keyboardCover()
        let system = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        let bottom = max(0, cover - system)
        if tableView.contentInset.bottom != bottom {
            tableView.contentInset.bottom = bottom
            tableView.verticalScrollIndicatorInsets.bottom = bottom
        }
        tableView.clampContentOffset()
        return cover
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
        notes[textField.tag] = textField.text ?? notes[textField.tag]
        if editingField === textField { editingField = nil }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.selectionStyle = .none
        let field: UITextField
        if let existing = cell.contentView.subviews.compactMap({ $0 as? UITextField }).first {
            field = existing
        } else {
            field = UITextField(frame: cell.contentView.bounds.insetBy(dx: 16, dy: 8))
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(field)
        }
        field.text = notes[indexPath.row]
        field.placeholder = "Title of note \(indexPath.row + 1)"
        field.tag = indexPath.row
        field.delegate = self
        return cell
    }
}
