import UIKit

/// Apple's "Managing the Keyboard" pattern (Text Programming Guide for iOS, "Moving Content That Is
/// Located Under the Keyboard"), written as an ordinary view controller against `import UIKit` only:
///
/// - On `keyboardWillShow` / `keyboardWillChangeFrame`, the keyboard's end frame (screen coordinates,
///   Apple's key documentation) is converted into the scroll view's coordinates through the screen's
///   coordinate space and intersected with the scroll view's bounds ("convert … then intersect with the
///   view"). The bottom inset is that overlap less what UIKit already adds to the bottom of
///   `adjustedContentInset` (the safe area, a table controller's own inset), never less than the
///   screen's own bottom inset. Only a keyboard docked at the screen's bottom covers content, as
///   `UIKeyboardLayoutGuide` documents (undocked and floating keyboards are not followed by default).
/// - A shorter keyboard leaves a smaller inset, and setting `contentInset` never moves `contentOffset`,
///   so the offset is brought back into the valid range (the first version of this class did not, and
///   the checker found the list resting past its end).
/// - The focused text control is then scrolled into view with `scrollRectToVisible(_:animated:)`: the
///   least move (Apple's sample scrolls the active field's frame into view the same way).
/// - On `keyboardWillHide` (or a change to a frame off the bottom), the insets go back to the screen's
///   own; the offset goes back to where it was before the keyboard came when nothing else (the user's
///   scroll, a data change, a rotation, another screen) happened meanwhile, and otherwise is brought
///   back into the valid range.
///
/// It builds its own table, keeps its own data (fields and notes of varied heights, made in
/// `cellForRowAt` with this class as their delegate) and is its table's data source; a field added at
/// the end and a row removed arrive through its own methods.
final class InsetPatternViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UITextViewDelegate
{
    /// The table the screen shows.
    private(set) var scrollView: UIScrollView!
    /// The app's data: a form of fields with a note (a text view) every third row, heights varied.
    /// Changing it counts as a change that cancels the offset restore.
    private var items: [ListItem] = ListItem.make(24, firstID: 0) { $0 % 3 == 2 ? .note : .field } {
        didSet { somethingElseHappened() }
    }
    private var nextID = 1_000

    /// The control being edited.
    private weak var activeControl: UIView?
    private var observers: [any NSObjectProtocol] = []
    /// What this code added to the bottom insets for the keyboard, or nil while it has added nothing.
    /// The screen's own insets are the current ones less this: a copy taken when the keyboard came
    /// would go stale when the screen's own insets change meanwhile (a `.never` screen that insets
    /// itself by the safe area, rotated with the keyboard up).
    private var addedInset: (content: CGFloat, indicator: CGFloat)?
    /// Where the list was before the keyboard came, while a restore is owed.
    private var offsetBeforeKeyboard: CGPoint?
    private var keyboardCovers = false
    /// The docked keyboard's end frame (screen coordinates) and the screen's bounds when it was
    /// announced, while it covers content: a window resized on the same screen (Split View, Stage
    /// Manager) changes the overlap with no keyboard notification after it.
    private var dockedKeyboard: (frame: CGRect, screen: CGRect)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.estimatedRowHeight = 0
        EditorCell.register(in: table)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        scrollView = table
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardWillGo()
        })
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        somethingElseHappened()
    }

    /// A window resized on the same screen with the keyboard up: the inset is fitted again to the
    /// keyboard last announced (keeping the overlap of before would leave the last row under the keyboard
    /// of a Stage Manager window moved down onto it).
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        somethingElseHappened()
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, let docked = self.dockedKeyboard, let window = self.view.window,
                  window.screen.bounds == docked.screen else { return }
            self.cover(by: docked.frame, on: window.screen)
        }, completion: nil)
    }

    // MARK: Keyboard

    private func keyboardWillChange(_ note: Notification) {
        guard let window = view.window,
              let endFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let screen = window.screen
        let docked = endFrame.height > 0 && endFrame.minY < screen.bounds.maxY && endFrame.maxY >= screen.bounds.maxY
            && endFrame.width >= screen.bounds.width
        guard docked else {
            keyboardWillGo()
            return
        }
        dockedKeyboard = (endFrame, screen.bounds)
        cover(by: endFrame, on: screen)
    }

    /// Insets the list by a docked keyboard at `endFrame` (screen coordinates) and scrolls the active
    /// control into view.
    private func cover(by endFrame: CGRect, on screen: UIScreen) {
        var own = scrollView.contentInset
        var ownIndicators = scrollView.verticalScrollIndicatorInsets
        own.bottom -= addedInset?.content ?? 0
        ownIndicators.bottom -= addedInset?.indicator ?? 0
        if !keyboardCovers && offsetBeforeKeyboard == nil { offsetBeforeKeyboard = scrollView.contentOffset }
        keyboardCovers = true

        let keyboard = scrollView.convert(endFrame, from: screen.coordinateSpace)
        let covered = scrollView.bounds.intersection(keyboard)
        let overlap = covered.isNull || covered.height <= 0 ? 0 : scrollView.bounds.maxY - covered.minY
        let addedByUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        var inset = own
        inset.bottom = max(own.bottom, overlap - addedByUIKit)
        if scrollView.contentInset != inset { scrollView.contentInset = inset }
        var indicators = ownIndicators
        indicators.bottom = max(ownIndicators.bottom, overlap - addedByUIKit)
        scrollView.verticalScrollIndicatorInsets = indicators
        addedInset = (inset.bottom - own.bottom, indicators.bottom - ownIndicators.bottom)
        // A shorter keyboard shrinks the inset, and UIKit does not bring the offset back by itself
        // (setting contentInset never moves contentOffset): without this the list rests past its end.
        let inRange = clamped(scrollView.contentOffset)
        if inRange != scrollView.contentOffset { scrollView.setContentOffset(inRange, animated: true) }
        scrollActiveControlIntoView()
    }

    private func keyboardWillGo() {
        dockedKeyboard = nil
        guard let added = addedInset else { return }
        keyboardCovers = false
        var own = scrollView.contentInset
        own.bottom -= added.content
        if scrollView.contentInset != own { scrollView.contentInset = own }
        var ownIndicators = scrollView.verticalScrollIndicatorInsets
        ownIndicators.bottom -= added.indicator
        scrollView.verticalScrollIndicatorInsets = ownIndicators
        addedInset = nil
        if let back = offsetBeforeKeyboard {
            // Above the range's top is where a collapsing large title stands open: the keyboard's scroll
            // collapsed it, and the offset before the keyboard opens it again as the bar follows the
            // offset (the first version clamped it to the collapsed range and the title stayed shut).
            if back.y < -scrollView.adjustedContentInset.top {
                scrollView.setContentOffset(back, animated: false)
                scrollView.layoutIfNeeded()
            }
            scrollView.setContentOffset(clamped(back), animated: true)
        } else {
            let current = scrollView.contentOffset
            let inRange = clamped(current)
            if inRange != current { scrollView.setContentOffset(inRange, animated: true) }
        }
        offsetBeforeKeyboard = nil
    }

    /// The offset brought into the valid range `-adjusted.top ... contentSize.height + adjusted.bottom - bounds.height`.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        let adjusted = scrollView.adjustedContentInset
        let minY = -adjusted.top
        let maxY = max(minY, scrollView.contentSize.height + adjusted.bottom - scrollView.bounds.height)
        return CGPoint(x: offset.x, y: min(max(offset.y, minY), maxY))
    }

    private func somethingElseHappened() {
        offsetBeforeKeyboard = nil
    }

    private func scrollActiveControlIntoView() {
        guard let control = activeControl, control.window != nil else { return }
        var rect = control.convert(control.bounds, to: scrollView)
        // A plain table's section header and footer float over the rows at the visible area's edges:
        // the rect asked for makes room for them.
        if let table = scrollView as? UITableView, table.style == .plain {
            let header = max(0, table.sectionHeaderHeight), footer = max(0, table.sectionFooterHeight)
            rect = CGRect(x: rect.minX, y: rect.minY - header, width: rect.width, height: rect.height + header + footer)
        }
        scrollView.scrollRectToVisible(rect, animated: true)
    }

    // MARK: Text controls

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeControl = textField
        if keyboardCovers { scrollActiveControlIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeControl === textField { activeControl = nil }
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        activeControl = textView
        if keyboardCovers { scrollActiveControlIntoView() }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if activeControl === textView { activeControl = nil }
    }

    // MARK: Scrolling by the user

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        somethingElseHappened()
    }

    // MARK: Data arriving (the controller's own methods)

    /// A field is added at the end of the form.
    func addField() {
        let item = ListItem.make(1, firstID: nextID, offset: nextID) { _ in .field }
        nextID += 1
        let row = items.count
        items.append(contentsOf: item)
        (scrollView as? UITableView)?.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// The row at `row` (if there is one) is removed.
    func removeRow(at row: Int) {
        guard items.indices.contains(row) else { return }
        items.remove(at: row)
        (scrollView as? UITableView)?.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        items[indexPath.row].height
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: item.editor.reuseIdentifier, for: indexPath)
        item.configure(cell, delegate: self)
        return cell
    }
}
