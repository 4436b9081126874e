import UIKit

/// Rows of text views that grow as the user types, in the style of the well-known iOS 8 answer (Damien
/// Pontifex, "Self-sizing UITableViewCell with UITextView in iOS8", and the Stack Overflow answers that
/// repeat it): self-sizing rows (`rowHeight = automaticDimension` with an `estimatedRowHeight`), each cell a
/// `UITextView` with scrolling turned off (so its intrinsic height follows its text) pinned to the content
/// view's margins, and in `textViewDidChange` an empty `beginUpdates()`/`endUpdates()` pair, which makes
/// the table ask the rows' heights again and animate the change without reloading the cell (the text
/// view stays first responder).
///
/// A row that grows pushes its caret down; the caret's rect (`caretRect(for: endOfDocument)`), converted
/// into the table, is then scrolled into view, as UIKit does for a text view's selection. The keyboard is
/// avoided by the docked overlap inset (will-change-frame and will-hide; measured again after each layout
/// pass, for an iPad window resized under the keyboard), and the caret of the text view being edited is
/// scrolled into view when the keyboard comes up.
///
/// `forgetsTheCaret` is the seeded bug: the row grows and nothing scrolls, so as the user types the lines
/// they write go under the keyboard.
final class GrowingTextViewRowsViewController: UIViewController, UITableViewDataSource, UITextViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var entries: [String] = (1...12).map { "Day \($0): " + String(repeating: "walked, read, ", count: $0 % 3 + 1) }
    private weak var editingTextView: UITextView?
    /// The keyboard's last will-change-frame, until it hides.
    private var lastKeyboardNote: Notification?
    private var observers: [NSObjectProtocol] = []
    private let forgetsTheCaret: Bool

    init(forgetsTheCaret: Bool = false) {
        self.forgetsTheCaret = forgetsTheCaret
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.dataSource = self
        tableView.register(JournalEntryCell.self, forCellReuseIdentifier: JournalEntryCell.reuseIdentifier)
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.lastKeyboardNote = note
            self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note))
            self.scrollCaretIntoView()
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.lastKeyboardNote = nil
            self?.tableView.setKeyboardOverlap(0)
        })
    }

    /// An iPad window resized or moved under the keyboard changes what it covers without a notification:
    /// the last keyboard is measured again after each layout pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let note = lastKeyboardNote { tableView.setKeyboardOverlap(tableView.dockedKeyboardOverlap(note)) }
    }

    /// Scrolls the caret of the text view being edited into the visible part of the table.
    private func scrollCaretIntoView() {
        guard let textView = editingTextView, textView.window != nil else { return }
        let caret = textView.caretRect(for: textView.selectedTextRange?.end ?? textView.endOfDocument)
        tableView.scrollRectToVisible(textView.convert(caret, to: tableView), animated: false)
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        editingTextView = textView
        if tableView.contentInset.bottom > 0 { scrollCaretIntoView() }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        entries[textView.tag] = textView.text ?? ""
        if editingTextView === textView { editingTextView = nil }
    }

    func textViewDidChange(_ textView: UITextView) {
        entries[textView.tag] = textView.text ?? ""
        // The answer's trick: an empty update makes the table measure the rows again, and animate.
        tableView.beginUpdates()
        tableView.endUpdates()
        // SEEDED BUG (forgetsTheCaret): the row grew below the caret's old place; nothing brings it back.
        if !forgetsTheCaret { scrollCaretIntoView() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: JournalEntryCell.reuseIdentifier, for: indexPath) as! JournalEntryCell
        cell.textView.text = entries[indexPath.row]
        cell.textView.tag = indexPath.row
        cell.textView.delegate = self
        return cell
    }
}

/// A journal entry: a non-scrolling text view pinned to the content view's margins, so the row is as tall
/// as its text.
final class JournalEntryCell: UITableViewCell {
    static let reuseIdentifier = "JournalEntryCell"
    let textView = UITextView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textView.isScrollEnabled = false
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textView)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: margins.topAnchor),
            textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
