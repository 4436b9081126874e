import UIKit

/// Auto Layout keyboard style 2: a chat whose composer's bottom constraint `constant` follows the keyboard
/// in `keyboardWillChangeFrameNotification`, animated with `UIView.animate { self.view.layoutIfNeeded() }`;
/// the composer's frame is then read back to set the table's bottom inset (the table runs under the
/// composer, full height). A reader at the bottom stays at the bottom. Another app's keyboard (iPad
/// multitasking, `keyboardIsLocalUserInfoKey` false) does not move the composer: the first version moved
/// it to mid-screen for one, and when that keyboard went the composer dropped back over the last message
/// the reader was looking at (kf1:FQAEAAAAAAAAAAEABQABAgKABQEAAADeeFFd, found once the checker counted
/// the composer as hiding rows: POLICIES.md item 9). A window resized on the same screen with the keyboard
/// up (iPad Split View, Stage Manager: iPadOS need not post a notification) moves the composer to the new
/// overlap; the first version left it where the old overlap put it, 42 pt above the bottom with the last
/// message showing below it, and did not keep that message in view when the next one came
/// (kf1:HQAEAAIADwDWAwEBAAAAAQAAAAABBQAHAAIAAQEAAPnawqQ). After a rotation the same: the composer moves to
/// where the keyboard, the same height above the new screen's bottom, leaves it, not where the old
/// orientation's overlap put it (kf1:FgAAAAACOQAAAAAAAAEKAAEDAAEDAACDT3gn).
final class ComposerConstraintViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = UIView()
    private let messageField = UITextField()
    private lazy var sendButton = UIButton(type: .system, primaryAction: UIAction(title: "Send") { [weak self] _ in self?.send() })
    private var composerBottom: NSLayoutConstraint!
    /// This app's docked keyboard as last announced (screen coordinates) and the screen it was on: a window
    /// resized on the same screen (iPad Split View, Stage Manager) changes its overlap with no notification.
    private var dockedKeyboard: (frame: CGRect, screen: CGRect)?
    private var messages: [(text: String, lines: Int)] = (0..<30).map { ("message \($0)", 1 + $0 % 3) }
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.estimatedRowHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(tableView)

        composer.translatesAutoresizingMaskIntoConstraints = false
        composer.backgroundColor = .secondarySystemBackground
        view.addSubview(composer)
        messageField.translatesAutoresizingMaskIntoConstraints = false
        messageField.placeholder = "Message"
        messageField.borderStyle = .roundedRect
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        composer.addSubview(messageField)
        composer.addSubview(sendButton)

        composerBottom = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 56),
            composerBottom,
            messageField.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 12),
            messageField.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
            messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 56),
        ])

        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
            self?.dockedKeyboard = nil
            self?.moveComposer(keyboardOverlap: 0, note: note)
        })
    }

    /// The view's size changes with the keyboard up, and the composer follows the keyboard's overlap with
    /// the new layout: a window resized on the same screen (the keyboard has not moved; its overlap has),
    /// or a rotation (until iOS announces the new orientation's keyboard, it shows the same height above
    /// the new screen's bottom).
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, let docked = self.dockedKeyboard, let screen = self.view.window?.windowScene?.screen else { return }
            var frame = docked.frame
            if screen.bounds != docked.screen {
                let shown = docked.screen.maxY - docked.frame.minY
                frame = CGRect(x: 0, y: screen.bounds.maxY - shown, width: screen.bounds.width, height: shown)
                self.dockedKeyboard = (frame, screen.bounds)
            }
            let keyboard = self.view.convert(frame, from: screen.coordinateSpace)
            self.moveComposer(keyboardOverlap: max(0, self.view.bounds.maxY - keyboard.minY), duration: 0)
        }, completion: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateTableInsetFromComposer()
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.windowScene?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        // Only this app's keyboard moves the composer: another app's (iPad multitasking) is not over this
        // window (`keyboardIsLocalUserInfoKey`, as the keyboard layout guide ignores it).
        let isLocal = (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        let docked = isLocal && frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        dockedKeyboard = docked ? (frame, screen.bounds) : nil
        let keyboard = view.convert(frame, from: screen.coordinateSpace)
        moveComposer(keyboardOverlap: docked ? max(0, view.bounds.maxY - keyboard.minY) : 0, note: note)
    }

    private func moveComposer(keyboardOverlap: CGFloat, note: Notification) {
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        moveComposer(keyboardOverlap: keyboardOverlap, duration: duration)
    }

    private func moveComposer(keyboardOverlap: CGFloat, duration: Double) {
        let wasAtBottom = isAtBottom
        composerBottom.constant = -max(0, keyboardOverlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
        updateTableInsetFromComposer()
        if wasAtBottom { scrollToBottom() }
    }

    /// The table's bottom inset is whatever of it the composer covers, read back from the composer's frame.
    /// A reader at the bottom before the inset changes is at the bottom after it.
    private func updateTableInsetFromComposer() {
        let atBottom = isAtBottom
        let composerTop = tableView.convert(composer.bounds, from: composer).minY
        tableView.setKeyboardOverlap(max(0, tableView.bounds.maxY - composerTop))
        if atBottom { scrollToBottom() }
    }

    private var isAtBottom: Bool {
        let inset = tableView.adjustedContentInset
        let bottom = max(-inset.top, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        return tableView.contentOffset.y >= bottom - 1
    }

    private func scrollToBottom() {
        let inset = tableView.adjustedContentInset
        let bottom = max(-inset.top, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        tableView.setContentOffset(CGPoint(x: 0, y: bottom), animated: false)
    }

    private func send() {
        guard let text = messageField.text, !text.isEmpty else { return }
        messageField.text = nil
        receive(text)
    }

    /// A message arrives; the reader at the bottom is kept at the bottom.
    func receive(_ text: String, lines: Int = 1) {
        let wasAtBottom = isAtBottom
        messages.append((text, lines))
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
        if wasAtBottom { scrollToBottom() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.selectionStyle = .none
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row].text
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        20 + 20 * CGFloat(messages[indexPath.row].lines)
    }
}
