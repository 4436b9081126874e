import UIKit

/// The chat screen as the app ships it: its own table of messages under a field that searches them, a
/// message arriving at the bottom through its own method, and the table's bottom inset covering what a
/// docked keyboard of this app hides, so every message can be scrolled above it. The search field is
/// what brings this app's keyboard up (the keyboard comes only for a responder of the screen). `import UIKit` only: on iOS this file compiles
/// against Apple's UIKit, here against KeyboardScroll's.
open class ChatViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let searchField = UITextField()
    private var messages: [String] = (1...30).map { "Message \($0)" }
    /// The bug to catch: counting this code's own inset as already covering the keyboard, so the next
    /// notification of the same keyboard (iOS posts willChangeFrame, then willShow) takes it away.
    private let subtractsItsOwnInset: Bool

    /// What this code added to the app's own bottom inset.
    private var added: CGFloat = 0
    /// The last keyboard of this app docked at the screen's bottom (screen coordinates), nil when none.
    private var dockedKeyboard: CGRect?
    private var observers: [any NSObjectProtocol] = []

    public init(subtractsItsOwnInset: Bool = false) {
        self.subtractsItsOwnInset = subtractsItsOwnInset
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        searchField.placeholder = "Search messages"
        searchField.borderStyle = .roundedRect
        view.addSubview(searchField)
        layOutSearchAndMessages()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        view.addSubview(tableView)
        let names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardWillHideNotification]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// A message arrives: it goes at the bottom of the list.
    public func receive(_ message: String) {
        messages.append(message)
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let window = view.window,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let screen = window.screen.bounds
        let isLocal = (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        let docked = isLocal && note.name != UIResponder.keyboardWillHideNotification && end.height > 0
            && end.maxY >= screen.maxY && end.width >= screen.width
        dockedKeyboard = docked ? end : nil
        fitInset()
    }

    /// An iPad window resized or moved under the keyboard (Split View, Stage Manager) changes what the
    /// keyboard covers, and no keyboard notification need follow: fit the inset again after each layout.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutSearchAndMessages()
        fitInset()
    }

    /// The search field at the top of the safe area, the messages below it down to the view's bottom.
    private func layOutSearchAndMessages() {
        let top = view.safeAreaInsets.top
        searchField.frame = CGRect(x: 8, y: top + 6, width: view.bounds.width - 16, height: 34)
        tableView.frame = CGRect(x: 0, y: top + 46, width: view.bounds.width, height: max(0, view.bounds.height - top - 46))
    }

    private func fitInset() {
        guard let window = view.window else { return }
        // The keyboard in the table's own coordinates, and how much of the table's bottom it covers.
        var overlap: CGFloat = 0
        if let end = dockedKeyboard {
            let keyboard = tableView.convert(end, from: window.screen.coordinateSpace)
            overlap = max(0, tableView.bounds.maxY - max(keyboard.minY, tableView.bounds.minY))
        }
        // Add what the bottom inset (the app's own, and what UIKit adds) does not already cover.
        var inset = tableView.contentInset
        let own = inset.bottom - added
        let adjusted = tableView.adjustedContentInset.bottom
        let covered = subtractsItsOwnInset ? adjusted : adjusted - added
        added = max(0, overlap - covered)
        inset.bottom = own + added
        tableView.contentInset = inset
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }
}
