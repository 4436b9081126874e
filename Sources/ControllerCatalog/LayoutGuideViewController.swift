import UIKit

/// A table whose bottom follows `view.keyboardLayoutGuide` (iOS 15+), written as an ordinary view
/// controller against `import UIKit` only. It makes its own table of items (heights from
/// `heightForRowAt`, text fields made in the cell and given this class as delegate in `cellForRowAt`);
/// items arrive, go or grow through its own methods.
///
/// Apple documents `UIKeyboardLayoutGuide` as following the top of the docked keyboard; while the
/// keyboard is off screen, undocked or floating (and `followsUndockedKeyboard` is false, the default)
/// the guide rests at the bottom — here the view's own bottom, since `usesBottomSafeArea` (iOS 17) is
/// set to false so the list keeps running under the home indicator as it did before. On iOS an app
/// writes `tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`; the UIKit
/// module models no Auto Layout, so this class does what that constraint does by hand: the table keeps
/// the margins to its view it was given (its other constraints) and its bottom is the higher of its
/// resting bottom and the guide's top. It lays the table out when its view lays out
/// (`viewDidLayoutSubviews`: appearance, rotation) and inside the keyboard's animation, on every
/// will-notification (the guide's own animation).
///
/// The guide changes the table's frame, never its insets or offset, and nothing scrolls to the focused
/// control. Shrinking the frame from the bottom keeps the row at the visible top where it was; growing
/// it does not always: near its end the list is pulled back when the table grows past its content, and a
/// show that interrupts the hide then shrinks the table again with the list left there. So the class
/// notes the reader's row — the first row reaching below the visible top (`contentOffset.y +
/// adjustedContentInset.top`), by the app's own identity of its item, and its top's distance to that
/// top — whenever the list comes to rest (the reader's scroll, a data change, a keyboard animation's
/// end, a keyboard change made without animation, a layout of the view), and after each frame change
/// the keyboard causes puts that row back at its distance, clamped to the valid offsets.
///
/// Promise: across keyboard changes the row the reader sees at the top stays put, and with the keyboard
/// up every row can still be scrolled into view.
final class LayoutGuideViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate,
                                       ItemListController {
    private(set) var tableView: UITableView!
    /// The app's data: each item with its identity (never reused) and its row's height.
    var items: [ListItem] = ListItem.make(40, firstID: 0) { $0 % 3 == 2 ? .none : .field }
    var nextID = 1_000
    let arrivingHeightOffsets = (newer: 4, middle: 1)
    let middleItemEditor = ListItem.Editor.field

    /// The table's distances to its view's edges when it rests (its constraints' constants); the bottom
    /// one is where the table ends while the guide is lower.
    private var margins: UIEdgeInsets?
    /// The reader's item and its row's top minus the visible top, noted when the list last came to rest.
    private var readersRow: (item: Int, distance: CGFloat)?
    private var observers: [any NSObjectProtocol] = []

    // MARK: Data arriving (the controller's own methods: ``ItemListController``)

    /// Every change of the data goes through here: `change` changes the items and tells the table; the
    /// list then rests where the change left it.
    func update(_ change: () -> Void) {
        change()
        noteReadersRow()
    }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.estimatedRowHeight = 0
        EditorCell.register(in: table)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        tableView = table
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillMove(note)
            })
        }
        // A did-notification: the keyboard's animation has ended and the list rests where the reader
        // now sees it.
        for name in [UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification,
                     UIResponder.keyboardDidHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                self?.noteReadersRow()
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTable()
        noteReadersRow()
    }

    // MARK: Keyboard

    /// Lays the table out to the guide inside the keyboard's animation; when that changed its frame, the
    /// reader's row goes back to where it was.
    private func keyboardWillMove(_ note: Notification) {
        guard view.window != nil else { return }
        let info = note.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            if self.layoutTable() { self.putReadersRowBack() }
        })
        // A change without animation (the keyboard following the finger in an interactive dismissal)
        // is at rest as soon as it is made.
        if duration == 0 { noteReadersRow() }
    }

    /// Sets the table's frame from its margins and the keyboard guide's top; true when it changed.
    @discardableResult
    private func layoutTable() -> Bool {
        guard let table = tableView, let container = table.superview else { return false }
        let bounds = container.bounds
        if margins == nil {
            let frame = table.frame
            margins = UIEdgeInsets(top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                                   bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX)
        }
        guard let margins else { return false }
        let guideTop = container.convert(view.keyboardLayoutGuide.layoutFrame, from: view).minY
        let top = bounds.minY + margins.top
        let bottom = min(bounds.maxY - margins.bottom, guideTop)
        let frame = CGRect(x: bounds.minX + margins.left, y: top,
                           width: max(0, bounds.width - margins.left - margins.right), height: max(0, bottom - top))
        guard frame != table.frame else { return false }
        table.frame = frame
        return true
    }

    // MARK: The reader's place

    /// Notes the first row reaching below the visible top, once the table is laid out (rows sized from
    /// their estimates take their heights first).
    private func noteReadersRow() {
        guard let table = tableView else { return }
        table.layoutIfNeeded()
        let top = table.contentOffset.y + table.adjustedContentInset.top
        readersRow = nil
        for path in table.indexPathsForVisibleRows ?? [] {
            let rect = table.rectForRow(at: path)
            guard rect.height > 0, rect.maxY > top, let item = item(at: path) else { continue }
            readersRow = (item, rect.minY - top)
            return
        }
    }

    /// Puts the reader's row back at its distance below the visible top, clamped to the valid offsets
    /// `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom - bounds.height`,
    /// laying out again until the rows the move reveals (sized from their estimates) stop moving it.
    private func putReadersRowBack() {
        guard let table = tableView, let readersRow else { return }
        for _ in 0..<16 {
            table.layoutIfNeeded()
            guard let path = indexPath(of: readersRow.item) else { return }
            let inset = table.adjustedContentInset
            let wanted = table.rectForRow(at: path).minY - readersRow.distance - inset.top
            let lowest = -inset.top
            let highest = max(lowest, table.contentSize.height + inset.bottom - table.bounds.height)
            let target = min(max(wanted, lowest), highest)
            if abs(target - table.contentOffset.y) <= 0.001 { return }
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: target), animated: false)
        }
    }

    // MARK: Scrolling by the user

    /// Under the user's finger, the reader's row is wherever the finger puts it: a keyboard frame or a
    /// row arriving mid-drag keeps that row, not the one from before the drag.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.isDragging { noteReadersRow() }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteReadersRow() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        noteReadersRow()
    }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        items[indexPath.row].height
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        itemCell(in: tableView, at: indexPath)
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
