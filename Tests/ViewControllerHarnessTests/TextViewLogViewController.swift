import UIKit

/// A view controller over its own table of 20 rows of 44 pt, each with a text view it is the delegate
/// of, that logs what UIKit tells it and whether row 3's text view is first responder when the
/// keyboard's willShow arrives.
final class TextViewLogViewController: UIViewController, UITextViewDelegate, UITableViewDataSource {
    var log: [String] = []
    private var tableView: UITableView?
    private var observer: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = makeControlTable(rowHeight: 44, dataSource: self)
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            let control = self.tableView?.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.subviews.first
            self.log.append("willShow first=\(control?.isFirstResponder == true)")
        }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin first=\(textView.isFirstResponder)")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin first=\(textView.isFirstResponder)") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: true, height: 44, delegate: self)
        return cell
    }
}
