import UIKit

/// A chat laid out on the keyboard guide: the composer's bottom is pinned to
/// `view.keyboardLayoutGuide.topAnchor`, the table's bottom to the composer's top. Whether the reader
/// follows the conversation's end is decided when the user's scroll ends (and at appearance); while they
/// do, every layout pass (the table shrinking under a rising keyboard) and every message that arrives
/// (the controller's door) keeps the list at the bottom.
final class KeyboardGuideChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = UIStackView()
    private let field = UITextField()
    private var messages: [Int] = Array(0..<25)
    private var followsBottom = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.estimatedRowHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bubble")
        view.addSubview(tableView)

        composer.translatesAutoresizingMaskIntoConstraints = false
        composer.axis = .horizontal
        composer.spacing = 8
        composer.isLayoutMarginsRelativeArrangement = true
        composer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        field.placeholder = "iMessage"
        field.borderStyle = .roundedRect
        composer.addArrangedSubview(field)
        composer.addArrangedSubview(UIButton(type: .system, primaryAction: UIAction(title: "Send") { [weak self] _ in
            guard let self, let text = self.field.text, !text.isEmpty else { return }
            self.field.text = nil
            self.receive()
        }))
        view.addSubview(composer)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 56),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        followsBottom = isAtBottom
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if followsBottom {
            scrollToBottom()
        } else {
            // A taller list (the keyboard gone) may bring the end into view: the reader then follows it.
            if tableView.contentOffset.y > bottomOffset { tableView.contentOffset.y = bottomOffset }
            followsBottom = isAtBottom
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { followsBottom = isAtBottom }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        followsBottom = isAtBottom
    }

    private var bottomOffset: CGFloat {
        let inset = tableView.adjustedContentInset
        return max(-inset.top, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
    }

    private var isAtBottom: Bool { tableView.contentOffset.y >= bottomOffset - 1 }

    private func scrollToBottom() {
        if tableView.contentOffset.y != bottomOffset { tableView.setContentOffset(CGPoint(x: 0, y: bottomOffset), animated: false) }
    }

    /// A message arrives at the bottom of the conversation.
    func receive() {
        let atBottom = followsBottom || isAtBottom
        messages.append((messages.last ?? 0) + 1)
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
        if atBottom { scrollToBottom() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        messages[indexPath.row] % 4 == 0 ? 84 : 44
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Message \(messages[indexPath.row])"
        cell.contentConfiguration = content
        return cell
    }
}
