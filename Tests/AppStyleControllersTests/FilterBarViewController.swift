import UIKit

/// Auto Layout keyboard style 1: a filter bar pinned to `view.keyboardLayoutGuide.topAnchor` (iOS 15+),
/// the list's bottom pinned to the bar's top. The keyboard moves the bar and the list shrinks with it; no
/// notification is observed. The filter field's `UIAction` on `.editingChanged` filters the list. After
/// each layout pass the offset is brought back into the range a shorter list leaves.
final class FilterBarViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let filterBar = UIView()
    private let filterField = UITextField()
    private let allItems = (1...60).map { "Item \($0)" }
    private var items: [String] = (1...60).map { "Item \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = 44
        tableView.keyboardDismissMode = .onDrag
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        view.addSubview(tableView)

        filterBar.translatesAutoresizingMaskIntoConstraints = false
        filterBar.backgroundColor = .secondarySystemBackground
        view.addSubview(filterBar)
        filterField.translatesAutoresizingMaskIntoConstraints = false
        filterField.placeholder = "Filter"
        filterField.borderStyle = .roundedRect
        filterField.returnKeyType = .search
        filterField.addAction(UIAction { [weak self] _ in self?.applyFilter() }, for: .editingChanged)
        filterBar.addSubview(filterField)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: filterBar.topAnchor),
            filterBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            filterBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            filterBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            filterBar.heightAnchor.constraint(equalToConstant: 52),
            filterField.leadingAnchor.constraint(equalTo: filterBar.layoutMarginsGuide.leadingAnchor),
            filterField.trailingAnchor.constraint(equalTo: filterBar.layoutMarginsGuide.trailingAnchor),
            filterField.centerYAnchor.constraint(equalTo: filterBar.centerYAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.clampContentOffset()
    }

    private func applyFilter() {
        let text = filterField.text ?? ""
        items = text.isEmpty ? allItems : allItems.filter { $0.contains(text) }
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
