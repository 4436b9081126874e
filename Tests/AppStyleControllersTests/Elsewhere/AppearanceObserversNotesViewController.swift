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
/// offset is brought inside a shorter range and the row being edited is scrolled into view, inside the
/// same animator. Each notification is measured afresh: the keyboard's height changes with the predictive
/// bar, the emoji keyboard, a hardware keyboard and the orientation.
///
/// `cachesKeyboardCover` is the seeded bug: what the keyboard covers is measured on the first show and
/// kept ("the keyboard's height does not change"), so a taller keyboard later hides the last notes.
final class AppearanceObserversNotesViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var notes: [String] = (1...18).map { "Note \($0)" }
    private var editingRow: Int?
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
        var cover: CGFloat = 0
        if docked {
            let keyboard = tableView.convert(end, from: screen.coordinateSpace)
            cover = max(0, tableView.bounds.maxY - keyboard.minY)
            // SEEDED BUG (cachesKeyboardCover): the first keyboard's cover, kept for every later one.
            if cachesKeyboardCover {
                if let cachedCover { cover = cachedCover } else { cachedCover = cover }
            }
        }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let rawCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
        let curve = UIView.AnimationCurve(rawValue: rawCurve) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
            let system = self.tableView.adjustedContentInset.bottom - self.tableView.contentInset.bottom
            self.tableView.contentInset.bottom = max(0, cover - system)
            self.tableView.verticalScrollIndicatorInsets.bottom = self.tableView.contentInset.bottom
            self.tableView.clampContentOffset()
            if cover > 0, let row = self.editingRow {
                self.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
            }
        }
        animator.startAnimation()
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingRow = textField.tag
        if tableView.contentInset.bottom > 0 {
            tableView.scrollToRow(at: IndexPath(row: textField.tag, section: 0), at: .none, animated: true)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        notes[textField.tag] = textField.text ?? notes[textField.tag]
        if editingRow == textField.tag { editingRow = nil }
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
