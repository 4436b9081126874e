import UIKit

/// A grouped table of delivery fields whose sections have header views made with Auto Layout (a
/// registered `UITableViewHeaderFooterView` subclass, its label pinned 12 pt inside the content view, so
/// 44 pt tall at `automaticDimension`) and footer views of a fixed 30 pt from the delegate. Keyboard
/// avoided by the docked overlap inset and the edited field scrolled into view.
final class SectionHeaderViewsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    /// The header view: one label, its height 20 pt, 12 pt from the content view's top and bottom.
    final class TitleHeaderView: UITableViewHeaderFooterView {
        static let reuseIdentifier = "TitleHeaderView"
        let titleLabel = UILabel()
        private(set) var reuses = 0

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
            contentView.addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                titleLabel.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            titleLabel.text = nil
        }
    }

    let tableView = UITableView(frame: .zero, style: .grouped)
    let sections = [("Recipient", ["Name", "Phone"]), ("Address", ["Street", "City", "Postcode", "Country"]),
                    ("Notes", ["Door code", "Instructions"])]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 52
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 40
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        tableView.register(TitleHeaderView.self, forHeaderFooterViewReuseIdentifier: TitleHeaderView.reuseIdentifier)
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note))
            self.tableView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.setKeyboardOverlap(0)
        })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { tableView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = sections[indexPath.section].1[indexPath.row]
        cell.field.delegate = self
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: TitleHeaderView.reuseIdentifier) as? TitleHeaderView
        header?.titleLabel.text = sections[section].0
        return header
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer")
        var content = footer?.defaultContentConfiguration()
        content?.text = "\(sections[section].1.count) fields"
        footer?.contentConfiguration = content
        return footer
    }
}
