import UIKit

/// Self-sizing cells (`UITableView.automaticDimension`): each review cell stacks a multi-line label above a
/// reply field, the stack pinned to the content view's margins, so the row's height comes from its
/// constraints. Keyboard avoided by the docked overlap inset and the edited field scrolled into view.
final class SelfSizingReviewViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let reviews = (0..<14).map { String(repeating: "Great product. ", count: 1 + $0 % 4) }
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reviews"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 100
        tableView.dataSource = self
        tableView.register(ReviewCell.self, forCellReuseIdentifier: ReviewCell.reuseIdentifier)
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reviews.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ReviewCell.reuseIdentifier, for: indexPath) as! ReviewCell
        cell.body.text = reviews[indexPath.row]
        cell.reply.placeholder = "Reply to review \(indexPath.row + 1)"
        cell.reply.delegate = self
        return cell
    }
}

/// A review: a multi-line label above a reply field, in a vertical stack pinned to the margins.
final class ReviewCell: UITableViewCell {
    static let reuseIdentifier = "ReviewCell"
    let body = UILabel()
    let reply = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = UIFont.preferredFont(forTextStyle: .body)
        reply.borderStyle = .roundedRect
        reply.heightAnchor.constraint(equalToConstant: 36).isActive = true
        let stack = UIStackView(arrangedSubviews: [body, reply])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
