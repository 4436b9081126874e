import UIKit

/// A chat as apps write it with Auto Layout: a composer bar holding a `UITextView` sits at the bottom,
/// its bottom pinned to `view.keyboardLayoutGuide.topAnchor` (iOS 15), and the messages' table fills
/// the view above it (its bottom pinned to the composer's top). The guide rises with the docked
/// keyboard, so the composer rides on it and the table shrinks; while the reader is at the end of the
/// conversation every layout pass keeps them there, and a message arriving while they are scrolls to it.
/// The composer's top stays below the safe area's top (a required constraint; its place on the guide is
/// `.defaultHigh`), so a keyboard taller than the room left pushes it no further.
///
/// `pinsComposerToKeyboard == false` is the deliberate bug: the composer is pinned to the safe area's
/// bottom (`view.safeAreaLayoutGuide.bottomAnchor`), as before the keyboard was thought of, and never
/// moves, so the keyboard covers it as soon as the user taps it.
final class ComposerChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = UIView()
    let messageView = UITextView()
    private var messages = (1...30).map { "Message \($0)" }
    private var followsBottom = true
    private let pinsComposerToKeyboard: Bool
    /// Whether `textViewDidBeginEditing` was heard (the tap reached the delegate).
    private(set) var beganEditing = 0

    init(pinsComposerToKeyboard: Bool = true) {
        self.pinsComposerToKeyboard = pinsComposerToKeyboard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.estimatedRowHeight = 0
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        messageView.translatesAutoresizingMaskIntoConstraints = false
        messageView.font = .systemFont(ofSize: 17)
        messageView.accessibilityLabel = "Message"
        messageView.delegate = self
        composer.addSubview(messageView)

        let composerBottom = pinsComposerToKeyboard ? view.keyboardLayoutGuide.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
        // The composer never rises above the safe area's top, even under a keyboard taller than the
        // room left (a tall accessory view in landscape): there it gives way to the keyboard.
        let onKeyboard = composer.bottomAnchor.constraint(equalTo: composerBottom)
        onKeyboard.priority = .defaultHigh
        NSLayoutConstraint.activate([
            composer.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            onKeyboard,
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 52),
            messageView.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
            messageView.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
            messageView.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 12),
            messageView.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -12),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        followsBottom = isAtBottom
    }

    /// The table's frame follows the composer: at the end of the conversation the reader stays there;
    /// elsewhere the offset is only brought back inside the range a taller table leaves.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if followsBottom {
            scrollToBottom()
        } else if tableView.contentOffset.y > bottomOffset {
            tableView.contentOffset.y = bottomOffset
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

    /// A message arrives (the controller's door).
    func receive() {
        let atBottom = followsBottom || isAtBottom
        messages.append("Message \(messages.count + 1)")
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
        if atBottom { scrollToBottom() }
    }

    // MARK: UITextViewDelegate

    func textViewDidBeginEditing(_ textView: UITextView) {
        beganEditing += 1
    }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 5 == 3 ? 88 : 44
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}
