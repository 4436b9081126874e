import UIKit

/// A chat list pinned to the bottom, written as an ordinary view controller against `import UIKit` only,
/// in the style of the chat libraries: MessageKit's bottom inset that follows the keyboard less what
/// UIKit already adds (`adjustedContentInset − contentInset`, so the safe area is not counted twice), and
/// Stream Chat's "at the bottom" test on the last message's rect. It makes its own table of messages
/// (heights from `heightForRowAt`), and messages arrive through its own methods (one received at the
/// bottom, older ones loaded at the top), which tell the table and go back to the bottom when the list
/// was there.
///
/// - **Keyboard**: on each will-notification (`keyboardWillShow`, `…WillChangeFrame`, `…WillHide`) the
///   end frame (screen coordinates, Apple's key documentation) is converted to the window and, when it
///   is this app's keyboard (`keyboardIsLocalUserInfoKey`) and docked — it reaches the screen's bottom
///   edge across its width, as `UIKeyboardLayoutGuide` defines docked — the part of the table under it
///   becomes the bottom inset, on top of the app's own inset and less UIKit's share. A will-hide means
///   the keyboard is going away, whatever its end frame says.
/// - **Pinning**: a list that was at the bottom — its last message's bottom at or above the visible
///   bottom, which is the table's frame less its safe area and above the keyboard's top — is scrolled
///   to the end of the valid range (`contentSize.height + adjustedContentInset.bottom − bounds.height`)
///   after the keyboard moves, a message arrives or the device rotates; a list the user scrolled up is
///   only kept in range. "At the bottom" is noted when the list comes to rest, not measured in the
///   notification: a `UITableViewController` adjusts its table before the app's observers run, so at
///   that moment the list may no longer look at the bottom (chat apps track it in
///   `scrollViewDidScroll` for the same reason). Each move lays the table out again and repeats while
///   rows sized from their estimates change the content's height.
///
/// Promise: a list at the bottom stays at the bottom when the keyboard changes or a message is
/// appended, and with the keyboard up every message can be scrolled into view.
class ChatPinnedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var tableView: UITableView!
    /// The app's data: the messages, oldest first, each with its identity and its row's height.
    private(set) var messages: [ListItem]
    private var nextID = 1_000

    /// What this class added to the bottom insets for the keyboard; the rest is the app's own (which it
    /// may change meanwhile).
    private var addedBottomInset: CGFloat = 0
    /// Whether the list was at the bottom when it last came to rest; nil before it first did.
    private var atBottom: Bool?
    /// The top of the keyboard that covers the table, in window coordinates; nil when none does.
    private var keyboardTop: CGFloat?
    /// How much of that keyboard shows above the screen's bottom edge, to carry it across a rotation
    /// until iOS announces its new frame.
    private var keyboardShown: CGFloat?
    /// This app's docked keyboard from the last notification (screen coordinates) and the screen's
    /// bounds then; nil when none is up. A window resized on the same screen (Split View, Stage
    /// Manager) changes the keyboard's overlap without any notification.
    private var dockedKeyboard: (frame: CGRect, screen: CGRect)?
    /// The window the view was last shown in. The observers stay registered while the view is away
    /// (another screen pushed over it), so the keyboard's comings and goings are still followed then,
    /// converted through this window; otherwise the list would come back judged against a keyboard that
    /// has since gone.
    private weak var lastWindow: UIWindow?
    private var observers: [any NSObjectProtocol] = []

    /// A conversation that opens with `messages` messages (none for a new one).
    init(messages count: Int = 24) {
        messages = ListItem.make(count, firstID: 0) { _ in .none }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: Data arriving (the controller's own methods)

    /// A message arrives at the bottom; `lines` sets its height.
    func receiveMessage(lines: Int = 1) {
        let message = ListItem(id: nextID, height: 24 + 20 * CGFloat(lines), editor: .none, text: "Message \(nextID)")
        nextID += 1
        let row = messages.count
        update {
            messages.append(message)
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }

    /// Older messages are loaded at the top (the user scrolled to the start of the history).
    func loadOlderMessages(_ count: Int) {
        let older = ListItem.make(count, firstID: nextID, offset: 2) { _ in .none }
        nextID += count
        update {
            messages.insert(contentsOf: older, at: 0)
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    /// Every change of the data goes through here: `change` changes the messages and tells the table;
    /// a list that was at the bottom goes back to the bottom.
    func update(_ change: () -> Void) {
        let wasAtBottom = atBottom ?? isAtBottom()
        change()
        settle(toBottom: wasAtBottom)
    }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.estimatedRowHeight = 0
        table.keyboardDismissMode = .interactive
        EditorCell.register(in: table)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        tableView = table
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillMove(note)
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lastWindow = view.window
        atBottom = isAtBottom()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            if let docked = self.dockedKeyboard, let window = self.view.window ?? self.lastWindow,
               window.screen.bounds == docked.screen {
                // The same screen: the window was resized and the keyboard has not moved; its overlap
                // with the table has.
                let overlap = self.overlap(ofDocked: docked.frame, in: window)
                self.keyboardTop = overlap > 0 ? window.convert(docked.frame, from: window.screen.coordinateSpace).minY : nil
                self.keyboardShown = overlap > 0 ? docked.screen.maxY - docked.frame.minY : nil
                self.fitBottomInset(overlap: overlap)
            } else if let shown = self.keyboardShown, let window = self.view.window ?? self.lastWindow {
                // The keyboard stays up across the rotation; until iOS announces its new frame it shows
                // the same height above the new screen's bottom.
                let screen = window.screen.bounds
                let keyboard = CGRect(x: 0, y: screen.maxY - shown, width: screen.width, height: shown)
                self.keyboardTop = window.convert(keyboard, from: window.screen.coordinateSpace).minY
            }
            self.settle(toBottom: self.atBottom ?? false)
        }, completion: nil)
    }

    // MARK: Keyboard

    private func keyboardWillMove(_ note: Notification) {
        guard let window = view.window ?? lastWindow,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let wasAtBottom = atBottom ?? isAtBottom()
        let isLocal = (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        let screen = window.screen.bounds
        let docked = isLocal && note.name != UIResponder.keyboardWillHideNotification && end.height > 0
            && end.minY < screen.maxY && end.maxY >= screen.maxY && end.width >= screen.width
        dockedKeyboard = docked ? (end, screen) : nil
        let keyboard = window.convert(end, from: window.screen.coordinateSpace)
        let overlap = docked ? self.overlap(ofDocked: end, in: window) : 0
        keyboardTop = overlap > 0 ? keyboard.minY : nil
        keyboardShown = overlap > 0 ? screen.maxY - end.minY : nil
        fitBottomInset(overlap: overlap)
        settle(toBottom: wasAtBottom)
    }

    /// The height of the table's bottom that a docked keyboard at `end` (screen coordinates) covers.
    private func overlap(ofDocked end: CGRect, in window: UIWindow) -> CGFloat {
        let keyboard = window.convert(end, from: window.screen.coordinateSpace)
        let table = tableFrameInWindow()
        guard keyboard.minY < table.maxY, keyboard.maxY > table.minY else { return 0 }
        return table.maxY - max(keyboard.minY, table.minY)
    }

    /// The bottom inset: the app's own plus whatever more covers `overlap`, less what UIKit already adds
    /// to `adjustedContentInset` (the safe area, a `UITableViewController`'s own keyboard inset).
    private func fitBottomInset(overlap: CGFloat) {
        var inset = tableView.contentInset
        let appBottom = inset.bottom - addedBottomInset
        let uikitBottom = tableView.adjustedContentInset.bottom - inset.bottom
        addedBottomInset = max(0, overlap - uikitBottom - appBottom)
        inset.bottom = appBottom + addedBottomInset
        if inset != tableView.contentInset { tableView.contentInset = inset }
        var indicators = tableView.verticalScrollIndicatorInsets
        indicators.bottom = inset.bottom
        tableView.verticalScrollIndicatorInsets = indicators
    }

    // MARK: The bottom

    /// Scrolls to the end of the valid range, or keeps the offset inside it, again after each layout
    /// pass (each round lays out at least one more row, so the rows and a few rounds always suffice).
    private func settle(toBottom: Bool) {
        defer { atBottom = isAtBottom() }
        let rounds = messages.count + 16
        for _ in 0..<rounds {
            tableView.layoutIfNeeded()
            let inset = tableView.adjustedContentInset
            let lowest = -inset.top
            let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
            let y = tableView.contentOffset.y
            let target = toBottom ? highest : min(max(y, lowest), highest)
            if abs(target - y) < 0.001 { return }
            tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: target), animated: false)
        }
    }

    /// The last message's bottom is at or above the visible bottom: the table's frame less its safe area,
    /// and above the keyboard's top — measured from the geometry, not from the insets, which a
    /// `UITableViewController` and this class may both have added to.
    private func isAtBottom() -> Bool {
        guard !messages.isEmpty else { return true }
        let last = IndexPath(row: messages.count - 1, section: 0)
        let frame = tableFrameInWindow()
        var bottomInWindow = frame.maxY - tableView.safeAreaInsets.bottom
        if let keyboardTop { bottomInWindow = min(bottomInWindow, keyboardTop) }
        let visibleBottom = tableView.contentOffset.y + bottomInWindow - frame.minY
        return tableView.rectForRow(at: last).maxY <= visibleBottom + 0.5
    }

    private func tableFrameInWindow() -> CGRect {
        tableView.superview?.convert(tableView.frame, to: nil) ?? tableView.frame
    }

    // MARK: Scrolling by the user

    /// Under the user's finger, "at the bottom" is wherever the finger holds the list.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.isDragging { atBottom = isAtBottom() }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { atBottom = isAtBottom() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        atBottom = isAtBottom()
    }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        messages[indexPath.row].height
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: message.editor.reuseIdentifier, for: indexPath)
        message.configure(cell, delegate: self)
        return cell
    }
}
