import UIKit

/// A view controller that records what UIKit tells it, and does one configurable thing on a keyboard
/// notification: the adapter's behaviour is read from its log. Its screen is its own: a table filling
/// its view, `rows` rows of `rowHeight` (44 pt), each with a text field (or a text view) it is the
/// delegate of.
final class RecordingViewController: UIViewController, UITextFieldDelegate, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    private(set) var tableView: UITableView?
    /// The rows' heights, top to bottom (the app's data).
    var heights: [CGFloat]
    private let rowHeight: CGFloat
    private let textViews: Bool
    /// Whether ``receiveRow(height:)`` adds the row to the data as well as telling the table.
    var keepsDataInStep = true
    var onKeyboard: ((RecordingViewController, Notification) -> Void)?
    private var observers: [any NSObjectProtocol] = []

    init(rows: Int = 20, rowHeight: CGFloat = 44, textViews: Bool = false) {
        heights = Array(repeating: rowHeight, count: rows)
        self.rowHeight = rowHeight
        self.textViews = textViews
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad window=\(view.window != nil)")
        let table = makeControlTable(rowHeight: rowHeight, dataSource: self)
        table.delegate = self
        tableView = table
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.log.append("willShow")
            self.onKeyboard?(self, note)
        })
    }

    /// A row `height` tall arrives at the top (the controller's door): the data grows unless
    /// ``keepsDataInStep`` is false, and the table is told.
    func receiveRow(height: CGFloat) {
        if keepsDataInStep { heights.insert(height, at: 0) }
        tableView?.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear window=\(view.window != nil)") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear window=\(view.window != nil)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear window=\(view.window != nil)") }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin first=\(textField.isFirstResponder)") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd first=\(textField.isFirstResponder)") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights.indices.contains(indexPath.row) ? heights[indexPath.row] : rowHeight
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: textViews, height: self.tableView(tableView, heightForRowAt: indexPath), delegate: self)
        return cell
    }
}
