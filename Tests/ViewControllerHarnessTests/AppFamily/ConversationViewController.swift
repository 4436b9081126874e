import UIKit

/// A conversation screen in the common style of chat tutorials: a plain view controller with a table
/// of message bubbles, opened at its newest message — `viewDidAppear` scrolls to the last row, as in
/// "scroll to the bottom of a UITableView" answers (`scrollToRow(at: IndexPath(row: count - 1, …),
/// at: .bottom, animated: false)`). The app decides how many messages it opens with.
///
/// `guardsEmptyConversation` is the guard those answers add after the first crash report: without it,
/// a conversation with no messages yet asks for row −1 and UIKit raises.
///
/// ``loadOlder(_:)`` prepends older messages and keeps the reader's place by moving the offset by the
/// height they add, as "load earlier messages" answers do; `shiftsByOneRow` is the bug of a version
/// written when history came one message at a time: it moves the offset by one row whatever arrived.
final class ConversationViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var messages: [String]
    private let guardsEmptyConversation: Bool
    private let shiftsByOneRow: Bool

    init(messages: [String], guardsEmptyConversation: Bool, shiftsByOneRow: Bool = false) {
        self.messages = messages
        self.guardsEmptyConversation = guardsEmptyConversation
        self.shiftsByOneRow = shiftsByOneRow
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.rowHeight = 56
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(tableView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if guardsEmptyConversation && messages.isEmpty { return }
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
    }

    /// Older messages arrive above the ones on screen: inserted at the top, the offset moved by their
    /// height so the messages the reader sees stay where they are.
    func loadOlder(_ count: Int) {
        messages.insert(contentsOf: (0..<count).map { "older message \($0)" }, at: 0)
        tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .none)
        let added = tableView.rowHeight * CGFloat(shiftsByOneRow ? 1 : count)
        tableView.contentOffset.y += added
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
