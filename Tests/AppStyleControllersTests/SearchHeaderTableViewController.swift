import UIKit

/// A search field in the table's header view (it scrolls with the content), results below as
/// content-configuration rows. The header field is the only text control; the keyboard is avoided by the
/// docked overlap inset (willChangeFrame + willHide) and results are filtered with a `UIAction` on
/// `.editingChanged`.
final class SearchHeaderTableViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let searchField = UITextField()
    private let all = (1...80).map { "Result \($0)" }
    private var results: [String] = (1...80).map { "Result \($0)" }
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.keyboardDismissMode = .onDrag
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        searchField.frame = CGRect(x: 16, y: 8, width: header.bounds.width - 32, height: 40)
        searchField.autoresizingMask = [.flexibleWidth]
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.returnKeyType = .search
        searchField.addAction(UIAction { [weak self] _ in self?.filter() }, for: .editingChanged)
        header.addSubview(searchField)
        tableView.tableHeaderView = header
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note))
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.setKeyboardOverlap(0)
        })
    }

    private func filter() {
        let text = searchField.text ?? ""
        results = text.isEmpty ? all : all.filter { $0.contains(text) }
        tableView.reloadData()
        tableView.clampContentOffset()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { results.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row]
        content.image = UIImage(systemName: "magnifyingglass")
        cell.contentConfiguration = content
        return cell
    }
}
