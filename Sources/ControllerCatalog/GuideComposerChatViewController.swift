import UIKit

/// A chat laid out with Auto Layout on the keyboard layout guide, written the way apps write one (iOS 15+):
/// an input bar (a composer view holding a text field and a Send button) whose bottom is pinned to
/// `view.keyboardLayoutGuide.topAnchor`, and the message table from the view's top to the composer's
/// top. UIKit moves the guide with the docked keyboard inside the keyboard's animation; the table
/// shrinks and grows with it, its insets untouched. (`usesBottomSafeArea` is left at its default: at
/// rest the guide's top is the safe area's bottom, so the composer sits above the home indicator.)
///
/// The conversation's end stays in view: whether the reader follows the latest message is decided
/// whenever the list comes to rest — the end of the reader's drag or deceleration, the screen
/// appearing, a layout pass or a message arriving while they were not following (the first version
/// decided it only when a scroll ended, and a list brought to its end by the keyboard going away was
/// left behind by the next keyboard: the checker's first finding on this file); while they do, every layout pass of the view (the table resized by the guide, a
/// rotation) and every message received (the controller's door) scrolls the list to its bottom, the
/// largest valid offset `contentSize.height + adjustedContentInset.bottom - bounds.height`. Older
/// messages loaded at the top keep the reader's message where it was when they are not following the
/// end.
final class GuideComposerChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private struct Message {
        let id: Int
        let lines: Int
    }

    private let messageList = UITableView(frame: .zero, style: .plain)
    private let inputBar = UIView()
    private let input = UITextField()
    private let send = UIButton(type: .system)
    private var messages: [Message]
    private var nextID = 1_000
    private var followsLatest = true

    /// A conversation that opens with `messages` messages (none for a new one).
    init(messages count: Int = 24) {
        messages = (0..<count).map { Message(id: $0, lines: 1 + ($0 * 3) % 3) }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground

        messageList.translatesAutoresizingMaskIntoConstraints = false
        messageList.estimatedRowHeight = 0
        messageList.keyboardDismissMode = .interactive
        messageList.dataSource = self
        messageList.delegate = self
        messageList.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(messageList)

        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.backgroundColor = .secondarySystemBackground
        view.addSubview(inputBar)
        input.translatesAutoresizingMaskIntoConstraints = false
        input.placeholder = "Message"
        input.borderStyle = .roundedRect
        input.returnKeyType = .send
        input.delegate = self
        inputBar.addSubview(input)
        send.translatesAutoresizingMaskIntoConstraints = false
        send.setTitle("Send", for: .normal)
        send.addAction(UIAction { [weak self] _ in self?.sendTyped() }, for: .touchUpInside)
        inputBar.addSubview(send)

        NSLayoutConstraint.activate([
            messageList.topAnchor.constraint(equalTo: view.topAnchor),
            messageList.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messageList.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messageList.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            input.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            input.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            input.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            input.heightAnchor.constraint(equalToConstant: 36),
            send.leadingAnchor.constraint(equalTo: input.trailingAnchor, constant: 8),
            send.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            send.centerYAnchor.constraint(equalTo: input.centerYAnchor),
            send.widthAnchor.constraint(equalToConstant: 56),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollToLatest()
        followsLatest = true
    }

    /// A layout pass (the guide moved the composer, a rotation): a reader following the end is kept at
    /// it; one who was not may now see the end (a taller table after the keyboard left), and then follows it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !followsLatest { noteWhetherFollowing() }
        if followsLatest { scrollToLatest() }
    }

    // MARK: Data arriving (the controller's own methods)

    /// A message arrives at the bottom of the conversation.
    func receiveMessage(lines: Int = 1) {
        messages.append(Message(id: nextID, lines: lines))
        nextID += 1
        messageList.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
        if followsLatest { scrollToLatest() } else { noteWhetherFollowing() }
    }

    /// Older messages are loaded at the top of the conversation.
    func loadOlderMessages(_ count: Int) {
        let older = (0..<count).map { Message(id: nextID + $0, lines: 1 + $0 % 2) }
        nextID += count
        let added = older.reduce(CGFloat(0)) { $0 + height(of: $1) }
        messages.insert(contentsOf: older, at: 0)
        messageList.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .none)
        if followsLatest {
            scrollToLatest()
        } else {
            messageList.contentOffset = CGPoint(x: messageList.contentOffset.x, y: messageList.contentOffset.y + added)
        }
    }

    /// The text typed in the composer is sent: it arrives as the latest message.
    private func sendTyped() {
        guard let text = input.text, !text.isEmpty else { return }
        input.text = nil
        followsLatest = true
        receiveMessage()
    }

    // MARK: Following the latest message

    private var bottomOffset: CGFloat {
        let inset = messageList.adjustedContentInset
        return max(-inset.top, messageList.contentSize.height + inset.bottom - messageList.bounds.height)
    }

    private func scrollToLatest() {
        let y = bottomOffset
        if messageList.contentOffset.y != y { messageList.setContentOffset(CGPoint(x: messageList.contentOffset.x, y: y), animated: false) }
    }

    private func noteWhetherFollowing() {
        followsLatest = messageList.contentOffset.y >= bottomOffset - 1
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteWhetherFollowing() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        noteWhetherFollowing()
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        sendTyped()
        return false
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    private func height(of message: Message) -> CGFloat { 20 + 22 * CGFloat(message.lines) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height(of: messages[indexPath.row])
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = messageList.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Message \(messages[indexPath.row].id)"
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
