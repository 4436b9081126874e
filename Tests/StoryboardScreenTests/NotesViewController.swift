import UIKit

/// A notes list built from NotesViewController.xib (the File's Owner's `view` and `tableView` outlets)
/// whose cells come from NoteCell.xib, registered with `UINib` — the nib-era style of Apple's older
/// sample code and of most pre-storyboard tutorials (written here from scratch). The keyboard's overlap
/// of the table becomes its bottom inset, and the edited row (kept from when editing began) is scrolled
/// into view.
class NotesViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    weak var tableView: UITableView!
    private var notes = (1...24).map { "Note \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "note")
        keyfuzzObservers.append((UIResponder.keyboardWillChangeFrameNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillChangeFrame(note) }))
        keyfuzzObservers.append((UIResponder.keyboardWillHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillHide(note) }))
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let window = view.window else { return }
        let keyboard = tableView.convert(end, from: window.screen.coordinateSpace)
        let overlap = max(0, tableView.bounds.maxY - keyboard.minY)
        tableView.contentInset.bottom = max(0, overlap - tableView.safeAreaInsets.bottom)
        tableView.verticalScrollIndicatorInsets.bottom = tableView.contentInset.bottom
        if let path = editingPath {
            tableView.scrollToRow(at: path, at: .none, animated: true)
        }
    }

    /// The row whose field is being edited, kept from the moment editing begins (its cell may leave the
    /// screen while the keyboard is up).
    private var editingPath: IndexPath?

    func textFieldDidBeginEditing(_ textField: UITextField) {
        var view: UIView? = textField
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        editingPath = (view as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        editingPath = nil
    }

    func keyboardWillHide(_ notification: Notification) {
        tableView.contentInset.bottom = 0
        tableView.verticalScrollIndicatorInsets.bottom = 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.field.text = notes[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}

/// The cell of NoteCell.xib.
class NoteCell: UITableViewCell {
    weak var field: UITextField!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
        field.clearButtonMode = .whileEditing
    }
}
