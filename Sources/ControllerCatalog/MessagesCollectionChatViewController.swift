import UIKit

/// A chat on a collection view in MessageKit's shape: every message is a section of one item (MessageKit's
/// `MessagesDataSource` answers `numberOfSections` with the message count and one item each), laid out
/// by a vertical `UICollectionViewFlowLayout` with a small inset above and below each section and items
/// as wide as the view, their heights from their text (`sizeForItemAt`). The composer (a text field and
/// a Send button) is pinned by Auto Layout to `view.keyboardLayoutGuide.topAnchor` (iOS 15), and the
/// collection view runs from the view's top to the composer's top, so UIKit resizes it as the keyboard
/// moves; its insets are untouched.
///
/// The latest message stays in view while the reader follows it — while its cell is wholly in view,
/// decided whenever the list comes to rest (the end of a drag or deceleration, the screen appearing, a layout pass or a message arriving
/// while they were not following); while they do, every layout pass of the view and every message that
/// arrives scrolls to the end of the valid range (`contentSize.height + adjustedContentInset.bottom -
/// bounds.height`). Older messages loaded at the top keep the reader's message in place when they are
/// not following.
///
/// `followsOnLayout: false` is the deliberate bug: the list is scrolled to its end only when a message
/// arrives, so the keyboard that shrinks the collection view hides the latest messages under the composer.
final class MessagesCollectionChatViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UITextFieldDelegate {
    private struct Message {
        let id: Int
        let lines: Int
    }

    private var messagesCollectionView: UICollectionView!
    private let inputBar = UIView()
    private let input = UITextField()
    private let send = UIButton(type: .system)
    private var messages: [Message]
    private var nextID = 1_000
    private var followsLatest = true
    private let followsOnLayout: Bool

    /// A conversation that opens with `messages` messages (none for a new one).
    init(messages count: Int = 24, followsOnLayout: Bool = true) {
        messages = (0..<count).map { Message(id: $0, lines: 1 + $0 % 3) }
        self.followsOnLayout = followsOnLayout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground

        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        layout.minimumLineSpacing = 0
        messagesCollectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        messagesCollectionView.translatesAutoresizingMaskIntoConstraints = false
        messagesCollectionView.keyboardDismissMode = .interactive
        messagesCollectionView.alwaysBounceVertical = true
        messagesCollectionView.dataSource = self
        messagesCollectionView.delegate = self
        messagesCollectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
        view.addSubview(messagesCollectionView)

        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.backgroundColor = .secondarySystemBackground
        view.addSubview(inputBar)
        input.translatesAutoresizingMaskIntoConstraints = false
        input.placeholder = "Aa"
        input.borderStyle = .roundedRect
        input.returnKeyType = .send
        input.delegate = self
        inputBar.addSubview(input)
        send.translatesAutoresizingMaskIntoConstraints = false
        send.setTitle("Send", for: .normal)
        send.addAction(UIAction { [weak self] _ in self?.sendTyped() }, for: .touchUpInside)
        inputBar.addSubview(send)

        NSLayoutConstraint.activate([
            messagesCollectionView.topAnchor.constraint(equalTo: view.topAnchor),
            messagesCollectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesCollectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesCollectionView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

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
        scrollToLastItem()
        followsLatest = true
    }

    /// A layout pass (the guide moved the composer, a rotation): a reader following the end is kept at
    /// it; one who was not may now see the end, and then follows it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard followsOnLayout else { return }
        if !followsLatest { noteWhetherFollowing() }
        if followsLatest { scrollToLastItem() }
    }

    // MARK: Data arriving (the controller's own methods)

    /// A message arrives at the bottom of the conversation: a new section.
    func receiveMessage(lines: Int = 1) {
        messages.append(Message(id: nextID, lines: lines))
        nextID += 1
        messagesCollectionView.insertSections(IndexSet(integer: messages.count - 1))
        if followsLatest { scrollToLastItem() } else { noteWhetherFollowing() }
    }

    /// Older messages are loaded at the top of the conversation (MessageKit's "load more" on reaching the
    /// top): the reader's place is kept by the height the new sections add.
    func loadOlderMessages(_ count: Int) {
        let older = (0..<count).map { Message(id: nextID + $0, lines: 1 + $0 % 2) }
        nextID += count
        let before = messagesCollectionView.contentSize.height
        messages.insert(contentsOf: older, at: 0)
        messagesCollectionView.insertSections(IndexSet(integersIn: 0..<count))
        messagesCollectionView.layoutIfNeeded()
        if followsLatest {
            scrollToLastItem()
        } else {
            let added = messagesCollectionView.contentSize.height - before
            messagesCollectionView.contentOffset = CGPoint(x: messagesCollectionView.contentOffset.x,
                                                           y: messagesCollectionView.contentOffset.y + added)
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
        let inset = messagesCollectionView.adjustedContentInset
        return max(-inset.top, messagesCollectionView.contentSize.height + inset.bottom - messagesCollectionView.bounds.height)
    }

    /// MessageKit's `scrollToLastItem(animated:)`: the end of the valid range.
    private func scrollToLastItem() {
        let y = bottomOffset
        if messagesCollectionView.contentOffset.y != y {
            messagesCollectionView.setContentOffset(CGPoint(x: messagesCollectionView.contentOffset.x, y: y), animated: false)
        }
    }

    /// The reader follows the latest message while its cell is wholly in view (MessageKit's
    /// `isLastSectionVisible()` asks the same of the last section): the section's bottom inset below it
    /// may still be out of view.
    private func noteWhetherFollowing() {
        guard !messages.isEmpty,
              let last = messagesCollectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: messages.count - 1)) else {
            followsLatest = true
            return
        }
        let visibleBottom = messagesCollectionView.contentOffset.y + messagesCollectionView.bounds.height
            - messagesCollectionView.adjustedContentInset.bottom
        followsLatest = last.frame.maxY <= visibleBottom + 1
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

    // MARK: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout

    func numberOfSections(in collectionView: UICollectionView) -> Int { messages.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        cell.label.text = "Message \(messages[indexPath.section].id)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 20 + 22 * CGFloat(messages[indexPath.section].lines))
    }
}

/// A message bubble's cell: a label in the content view.
final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "MessageCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
