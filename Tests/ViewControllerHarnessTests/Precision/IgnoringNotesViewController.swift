import UIKit

/// The same notes with no keyboard handling at all: the caret of a lower editor goes under the keyboard.
final class IgnoringNotesViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 200
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let textView = UITextView(frame: CGRect(x: 16, y: 8, width: tableView.bounds.width - 32, height: 184))
        textView.text = "Note \(indexPath.row + 1)"
        cell.contentView.addSubview(textView)
        return cell
    }
}
