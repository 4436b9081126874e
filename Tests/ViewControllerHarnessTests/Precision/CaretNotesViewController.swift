import UIKit

/// A list of fixed-height note editors as apps write them when the notes are longer than a line: each
/// row holds a 184 pt text view, the keyboard is handled with Apple's inset pattern, and what is kept in
/// view is the caret, not the whole editor — on a keyboard change and when editing begins the app
/// scrolls `caretRect(for: selectedTextRange.end)` into view, the rect UIKit itself keeps visible while
/// the user types (the common "scroll to the caret" answer on Stack Overflow, e.g. "UITextView in a
/// UITableViewCell: scroll to cursor position", and what `UITextView` does inside its own scroll view).
final class CaretNotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private weak var editingView: UITextView?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 200
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.contentInset.bottom = 0
        })
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboard = tableView.convert(frame, from: screen.coordinateSpace)
        let systemPart = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        tableView.contentInset.bottom = max(0, tableView.bounds.maxY - keyboard.minY - systemPart)
        scrollCaretIntoView()
    }

    private func scrollCaretIntoView() {
        guard let textView = editingView, let end = textView.selectedTextRange?.end else { return }
        let caret = textView.caretRect(for: end)
        tableView.scrollRectToVisible(textView.convert(caret, to: tableView), animated: false)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let textView = UITextView(frame: CGRect(x: 16, y: 8, width: tableView.bounds.width - 32, height: 184))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "Note \(indexPath.row + 1)"
        textView.delegate = self
        cell.contentView.addSubview(textView)
        return cell
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        editingView = textView
        scrollCaretIntoView()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if editingView === textView { editingView = nil }
    }
}
