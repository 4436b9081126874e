import UIKit

/// A notes list as apps write it: each row a non-scrolling text view whose row grows with its text
/// (`heightForRowAt` measures the text with `sizeThatFits`; `textViewDidChange` keeps the text and calls
/// `beginUpdates()`/`endUpdates()` so the table asks the heights again), the keyboard handled with
/// Apple's inset pattern, and the growing row kept in view (`scrollToRow(at:at: .none)`).
///
/// `keepsGrowingRowInView == false` is the deliberate bug: the row grows but nothing scrolls, so the
/// lines the user types go under the keyboard.
final class GrowingNotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var notes = (1...20).map { "Note \($0)" }
    private weak var editingView: UITextView?
    private var observers: [NSObjectProtocol] = []
    private let keepsGrowingRowInView: Bool
    private let font = UIFont.systemFont(ofSize: 17)

    init(keepsGrowingRowInView: Bool = true) {
        self.keepsGrowingRowInView = keepsGrowingRowInView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.setBottomInset(0)
        })
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else { return setBottomInset(0) }
        let keyboard = tableView.convert(frame, from: screen.coordinateSpace)
        setBottomInset(max(0, tableView.bounds.maxY - keyboard.minY))
        scrollEditingRowIntoView()
    }

    /// The bottom inset for a keyboard overlap (less the safe area UIKit adds), the offset brought back
    /// inside the range a smaller inset leaves.
    private func setBottomInset(_ overlap: CGFloat) {
        let systemPart = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        tableView.contentInset.bottom = max(0, overlap - systemPart)
        let inset = tableView.adjustedContentInset
        let highest = max(-inset.top, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        if tableView.contentOffset.y > highest { tableView.setContentOffset(CGPoint(x: 0, y: highest), animated: true) }
    }

    private func scrollEditingRowIntoView() {
        guard let textView = editingView else { return }
        tableView.scrollToRow(at: IndexPath(row: textView.tag, section: 0), at: .none, animated: false)
    }

    /// The height of a note's text view at the table's width (16 pt margins).
    private func textHeight(_ text: String) -> CGFloat {
        let measure = UITextView(frame: .zero)
        measure.isScrollEnabled = false
        measure.font = font
        measure.text = text
        return measure.sizeThatFits(CGSize(width: tableView.bounds.width - 32, height: 10_000)).height.rounded(.up)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        textHeight(notes[indexPath.row]) + 16
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let text = notes[indexPath.row]
        let textView = UITextView(frame: CGRect(x: 16, y: 8, width: tableView.bounds.width - 32, height: textHeight(text)))
        textView.isScrollEnabled = false
        textView.font = font
        textView.text = text
        textView.tag = indexPath.row
        textView.delegate = self
        cell.contentView.addSubview(textView)
        return cell
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        editingView = textView
        // A text view hears this after the keyboard's will-notifications: with the keyboard already up,
        // bring the row into view here.
        if tableView.contentInset.bottom > 0 { scrollEditingRowIntoView() }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if editingView === textView { editingView = nil }
    }

    func textViewDidChange(_ textView: UITextView) {
        notes[textView.tag] = textView.text
        tableView.beginUpdates()
        tableView.endUpdates()
        if keepsGrowingRowInView { scrollEditingRowIntoView() }
    }
}
