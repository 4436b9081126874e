import UIKit

/// The reference strategy written as an ordinary view controller against `import UIKit` only: it keeps
/// every invariant the suite checks, as a reading list or as a chat, on the screen it builds itself: a
/// table it makes in `viewDidLoad`, its own items (each with an identity and a height from
/// `heightForRowAt`; a reading list's rows estimated at 56 pt until laid out), cells configured in
/// `cellForRowAt` whose text fields and text views have this class as their delegate. Data arrives
/// through its own methods, each of which changes the items, tells the table and keeps the reader's
/// place: newer items at the top, an item inserted in the middle, deleted, or grown; a message received
/// at the bottom, older messages loaded at the top.
///
/// It reads what UIKit gives an app: the keyboard notifications' `userInfo`, the window's screen, views'
/// frames and `convert`, `safeAreaInsets`, `adjustedContentInset` and the table's own API.
///
/// - **Keyboard**: from each will-notification's end frame (screen coordinates, converted through the
///   screen's coordinate space into the window): a keyboard counts when it is this app's
///   (`keyboardIsLocalUserInfoKey`), docked (it reaches the screen's bottom edge and spans its width, as
///   `UIKeyboardLayoutGuide` defines docked) and not going away (any `keyboardWillHide` means gone,
///   whatever its end frame: iOS 26 keeps an accessory's height in it).
/// - **Insets**: the visible region is the table's frame inside its `safeAreaInsets` and above that
///   keyboard's top. `contentInset` is the app's own plus whatever more `adjustedContentInset` needs to
///   cover what the region leaves out at each end, so every row can be reached; it is fitted again on
///   every callback (the content, a rotation and the keyboard all change it).
/// - **Anchor**: when the screen comes to rest it notes where the reader is — a reading list: the rows
///   showing, top first, by the app's identity of their items, each with its distance below the visible
///   top; a chat list: the content's end when it rests at the bottom, else the rows showing from the
///   bottom up; when nothing of the list shows, the same taken at the line where the region closed —
///   and after a change it lays the table out and moves the offset so the first surviving
///   anchor is back at its distance, clamped to the valid range, repeating while rows sized from their
///   estimates move things.
/// - **Focus**: then the least move that shows the first responder inside the visible region (the
///   control's frame converted into the table), when the keyboard comes to cover more, when a control
///   has just been focused, or to keep a control in view that was; a keyboard that shrinks or goes away
///   never scrolls to a control the user scrolled away from.
/// - **Round trip**: when the keyboard goes away and nothing but keyboard notifications and focus moves
///   happened since it came, the list returns to the offset it had before.
///
/// The focused control: a text field is focused when `textFieldDidBeginEditing` arrives, before the
/// keyboard's notifications; a text view is first responder when they arrive but hears
/// `textViewDidBeginEditing` only after them (Craig Grummitt, "Keyboards, text views and first
/// responders", 2016), so a control asked `…ShouldBeginEditing` is remembered and counts as soon as it
/// is first responder.
final class ReferenceViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UITextViewDelegate
{
    /// What the list is: a reading list keeps the row at its top still, a chat keeps its bottom.
    enum ListStyle: Sendable {
        case reading, chat
    }

    private var tableView: UITableView!
    /// The app's data, per section: each item with its identity (never reused) and its height.
    private var items: [[ListItem]]
    private var nextID: Int
    let listStyle: ListStyle

    /// An item, with where it was when noted (it is looked for there first: lists can be long), or the
    /// content's end.
    private enum AnchorTarget: Equatable {
        case item(Int, near: IndexPath)
        case contentEnd
    }
    private typealias Anchor = [(target: AnchorTarget, distance: CGFloat)]

    /// What this class added to the app's own `contentInset` (top and bottom).
    private var addedInset = UIEdgeInsets.zero
    /// Where the reader was when the screen last came to rest, and the offset then.
    private var anchor: Anchor = []
    private var settledOffset: CGFloat = 0
    private var keyboardUp = false
    /// The offset before the keyboard appeared, while a round trip is owed.
    private var offsetBeforeShow: CGFloat?
    private var hidePending = false
    private var disturbed = false
    /// The keyboard that hides content, in window coordinates, as the last will-notification announced
    /// it; nil when none does.
    private var keyboardInWindow: CGRect?
    /// How much of that keyboard shows above the screen's bottom edge.
    private var keyboardShownHeight: CGFloat?
    /// A control was focused while no keyboard covered anything: show it when one comes.
    private var focusPending = false
    /// The anchor and offset held when a hide began, until its did-hide.
    private var anchorBeforeHide: (anchor: Anchor, offset: CGFloat)?
    /// The control editing, and the one asked to begin editing (a text view, before it says it did).
    private weak var editingControl: UIView?
    private weak var askedControl: UIView?
    /// The window the view was last shown in: the observers stay registered while the view is away.
    private weak var lastWindow: UIWindow?
    /// A pushed screen covers this one (`viewDidDisappear`, no `viewDidAppear` since): the place the
    /// reader left is kept as it was, not measured again out of the window.
    private var away = false
    /// The table's frame in the window and its `safeAreaInsets` as the screen left. Out of the window a
    /// view has no safe area and no window to convert into, so while `away` the visible region is
    /// measured with these: a keyboard hiding (or data arriving) while the screen is covered keeps the
    /// reader's place as the returning screen will show it. Measured out of the window instead, the
    /// place kept was off by the safe area's top (32 pt under a translucent bar), the offset the screen
    /// came back to was that far from where it had left, and `viewDidAppear` moved it back
    /// (kf1:GQACAQACTwAAAgAAAAEAAAAAAQQAAQABAAC4XkQA, seed 43).
    private var geometryWhenLeft: (frame: CGRect, safe: UIEdgeInsets)?
    private var observers: [any NSObjectProtocol] = []
    /// This class is moving the offset itself (``settle(keepingAnchor:returningTo:showingFocus:remembering:)``):
    /// the scrolls it causes are not the user's.
    private var settling = false
    /// The item whose control the user is editing, and the growth of that item that waits until the
    /// user is done: reloading the row being edited replaces its cell and its control, which on iOS ends
    /// the user's editing and takes the keyboard away (the first version reloaded it, and lost the
    /// first responder it keeps in view: kf1:GwAAAQAAAAAAAAEAAAABAQAAAQEAAQIAAQEDALSzYJw).
    private var editingItem: Int?
    private var deferredGrowth: Set<Int> = []

    /// A reading list of 40 items (text fields, every fourth a text view, heights varied, estimated at
    /// 56 pt until laid out), or a chat of 30 messages with no editors in them.
    init(listStyle: ListStyle) {
        self.listStyle = listStyle
        switch listStyle {
        case .reading: items = [ListItem.make(40, firstID: 0) { $0 % 4 == 3 ? .note : .field }]
        case .chat: items = [ListItem.make(30, firstID: 0) { _ in .none }]
        }
        nextID = 1_000
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: Data arriving (the controller's own methods)

    /// Newer items arrive at the top of a reading list.
    func receiveNewerItems(_ count: Int) {
        let newer = ListItem.make(count, firstID: takeIDs(count), offset: 3) { $0 % 2 == 0 ? .field : .note }
        update { items[0].insert(contentsOf: newer, at: 0)
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .automatic) }
    }

    /// An item is inserted in the middle of the list (a reply threaded in).
    func insertItemInTheMiddle() {
        let row = items[0].count / 2
        let item = ListItem.make(1, firstID: takeIDs(1), offset: 2) { _ in .field }
        update { items[0].insert(contentsOf: item, at: row)
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic) }
    }

    /// The item at `row` (if there is one) is deleted.
    func deleteItem(at row: Int) {
        guard items[0].indices.contains(row) else { return }
        update { items[0].remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic) }
    }

    /// The item at `row` (if there is one) is edited and its row grows by 40 pt.
    func growItem(at row: Int) {
        guard items[0].indices.contains(row) else { return }
        if items[0][row].id == editingItem {
            // Data arrived all the same: like any change, it ends a keyboard's round trip.
            let id = items[0][row].id
            update { deferredGrowth.insert(id) }
            return
        }
        update { items[0][row].height += 40
            items[0][row].text += " (edited)"
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic) }
    }

    /// A message arrives at the bottom of a chat.
    func receiveMessage() {
        let message = ListItem.make(1, firstID: takeIDs(1), offset: nextID) { _ in .none }
        let row = items[0].count
        update { items[0].append(contentsOf: message)
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic) }
    }

    /// Older messages are loaded at the top of a chat.
    func loadOlderMessages(_ count: Int) {
        let older = ListItem.make(count, firstID: takeIDs(count), offset: 1) { _ in .none }
        update { items[0].insert(contentsOf: older, at: 0)
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .automatic) }
    }

    /// The edits that waited for the user to finish grow their rows with the next data that arrives
    /// (inside a change, so the reader's place is kept as for any other; growing them at the end of
    /// editing changed the list in the middle of a keyboard's round trip).
    private func growWaitingItems() {
        for id in deferredGrowth where id != editingItem {
            guard let row = items[0].firstIndex(where: { $0.id == id }) else { continue }
            items[0][row].height += 40
            items[0][row].text += " (edited)"
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
        deferredGrowth = deferredGrowth.filter { $0 == editingItem }
    }

    /// The item whose cell holds `control`.
    private func item(holding control: UIView) -> Int? {
        var view = control.superview
        while let v = view, !(v is UITableViewCell) { view = v.superview }
        guard let cell = view as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return nil }
        return item(at: path)
    }

    private func takeIDs(_ count: Int) -> Int {
        defer { nextID += count }
        return nextID
    }

    /// Every change of the data goes through here: `change` changes the items and tells the table, then
    /// the reader's place is kept.
    private func update(_ change: () -> Void) {
        endOtherAction()
        change()
        growWaitingItems()
        // Under the user's finger the list follows the finger: the place is kept, the focus not chased.
        settle(keepingAnchor: true, showingFocus: !tableView.isDragging)
    }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.estimatedRowHeight = listStyle == .reading ? 56 : 0
        table.keyboardDismissMode = .interactive
        EditorCell.register(in: table)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        tableView = table
        let center = NotificationCenter.default
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        for name in names {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardChanged(note)
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Back from a pushed screen (`away`), the reader's row goes back to where it was when the screen
    /// left: a table that counted its estimates again on the way may have moved it under the kept offset
    /// (openradar 19988438). Done here, in the window, where the safe area is the screen's again.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lastWindow = view.window
        endOtherAction()
        let returning = away
        away = false
        settle(keepingAnchor: returning)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        endOtherAction()
        remember()
        geometryWhenLeft = (tableFrameInWindow(), tableView.safeAreaInsets)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        away = true
    }


    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.endOtherAction()
            // The keyboard stays up across a rotation and iOS announces its new frame right after; until
            // then a docked keyboard shows the same height above the new screen's bottom.
            if let shown = self.keyboardShownHeight, let window = self.view.window ?? self.lastWindow {
                let screen = window.screen.bounds
                let bottom = CGRect(x: 0, y: screen.maxY - shown, width: screen.width, height: shown)
                self.keyboardInWindow = window.convert(bottom, from: window.screen.coordinateSpace)
            }
            self.settle(keepingAnchor: false)
        }, completion: nil)
    }

    // MARK: Keyboard

    private func keyboardChanged(_ note: Notification) {
        let name = note.name
        let isWill = name == UIResponder.keyboardWillShowNotification || name == UIResponder.keyboardWillHideNotification
            || name == UIResponder.keyboardWillChangeFrameNotification
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let wasUp = keyboardUp
        let oldTop = keyboardInWindow?.minY ?? .infinity
        let offset = tableView.contentOffset.y
        // Within half a point: the settling loop stops within a thousandth of its target, and a bar
        // that follows the offset (a collapsing large title) moves the target by as little again, so an
        // exact comparison calls a control it has just shown hidden (and a repeated willShow then puts
        // the reader's old place back over it).
        let focusWasVisible = abs(offsetShowingFocus(from: offset) - offset) < 0.5
        if isWill {
            keyboardInWindow = obscuringFrame(note)
            keyboardShownHeight = keyboardInWindow.flatMap { _ in
                (view.window ?? lastWindow).map { $0.screen.bounds.maxY - endFrame(note).minY }
            }
        }
        keyboardUp = keyboardInWindow != nil
        // A hide in flight (will-hide, no did-hide yet) that a show interrupts never reached the screen:
        // go back to the place held before the hide began.
        if name == UIResponder.keyboardWillHideNotification && wasUp && anchorBeforeHide == nil {
            anchorBeforeHide = (anchor, settledOffset)
        } else if !isWill {
            // The animation in flight has ended: what the screen shows now is real.
            anchorBeforeHide = nil
        } else if keyboardUp, let saved = anchorBeforeHide {
            anchorBeforeHide = nil
            anchor = saved.anchor
            settledOffset = saved.offset
        }
        if !wasUp && keyboardUp {
            if offsetBeforeShow == nil {
                offsetBeforeShow = settledOffset
                disturbed = false
            }
            hidePending = false
        } else if wasUp && !keyboardUp && offsetBeforeShow != nil {
            hidePending = true
        }
        let newTop = keyboardInWindow?.minY ?? .infinity
        let showFocus = newTop < oldTop - 0.5 || focusWasVisible || focusPending
        if keyboardUp && showFocus { focusPending = false }
        // The reader's place is what the screen showed at rest: a will-notification starts an animation,
        // so the place is noted again only when it ends, or at once for a change made without animation.
        let atRest = !isWill || duration == 0
        if hidePending && !disturbed, let back = offsetBeforeShow {
            settle(keepingAnchor: false, returningTo: back, showingFocus: showFocus, remembering: atRest)
        } else {
            settle(keepingAnchor: true, showingFocus: showFocus, remembering: atRest)
        }
        if hidePending && name == UIResponder.keyboardDidHideNotification {
            offsetBeforeShow = nil
            hidePending = false
        }
        if !keyboardUp && !hidePending { offsetBeforeShow = nil }
    }

    private func endFrame(_ note: Notification) -> CGRect {
        (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    }

    /// The keyboard frame in window coordinates that hides content after `note`, or nil.
    private func obscuringFrame(_ note: Notification) -> CGRect? {
        let isLocal = (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        guard isLocal, note.name != UIResponder.keyboardWillHideNotification,
              let window = view.window ?? lastWindow else { return nil }
        let screen = window.screen.bounds
        let end = endFrame(note)
        guard end.height > 0, end.minY < screen.maxY, end.maxY >= screen.maxY, end.width >= screen.width else { return nil }
        return window.convert(end, from: window.screen.coordinateSpace)
    }

    // MARK: Settling

    /// Anything but a keyboard notification or a focus move: a pending hide is complete, and a round
    /// trip is no longer owed.
    private func endOtherAction() {
        anchorBeforeHide = nil
        if hidePending {
            offsetBeforeShow = nil
            hidePending = false
        }
        if offsetBeforeShow != nil { disturbed = true }
    }

    /// Fits the insets, brings the anchor back (or returns to `offset`, or keeps the offset in range),
    /// shows the focused control, and notes the result. Each round lays the table out first, since rows
    /// sized on the way move what the target means; each round that moves lays out at least one more
    /// row, so the rows and a few more rounds always suffice.
    private func settle(keepingAnchor: Bool, returningTo offset: CGFloat? = nil, showingFocus: Bool = true,
                        remembering: Bool = true) {
        guard let table = tableView else { return }
        settling = true
        defer { settling = false }
        fitInsets()
        // A remembered offset above the range's top is set as it was before it is clamped: a collapsing
        // large title that the keyboard episode collapsed opens again as the bar follows the offset.
        if let offset, offset < -table.adjustedContentInset.top {
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: offset), animated: false)
            table.layoutIfNeeded()
        }
        let anchor = keepingAnchor ? self.anchor : []
        for _ in 0..<(items.reduce(0) { $0 + $1.count } + 16) {
            table.layoutIfNeeded()
            var target = offset ?? table.contentOffset.y
            if let wanted = anchoredOffset(anchor) { target = wanted }
            target = clamped(target)
            if showingFocus { target = clamped(offsetShowingFocus(from: target)) }
            if abs(target - table.contentOffset.y) < 0.001 { break }
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: target), animated: false)
        }
        table.layoutIfNeeded()
        if remembering { remember() }
    }

    /// `offset` inside `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom -
    /// bounds.height`.
    private func clamped(_ offset: CGFloat) -> CGFloat {
        let inset = tableView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        return min(max(offset, lowest), highest)
    }

    /// The table's frame in window coordinates, and where content can be seen in it: inside the table's
    /// `safeAreaInsets`, above the keyboard's top (while `away`, the frame and safe area as the screen left).
    /// With `clamped` false the bottom is where the keyboard or the safe area ends the region even above
    /// the top (a keyboard reaching over the bars): what the bottom inset must cover whatever the bars do.
    private func visibleRegion(clamped: Bool = true) -> (frame: CGRect, top: CGFloat, bottom: CGFloat) {
        let (frame, safe) = away ? (geometryWhenLeft ?? (tableFrameInWindow(), tableView.safeAreaInsets))
            : (tableFrameInWindow(), tableView.safeAreaInsets)
        let top = frame.minY + safe.top
        var bottom = frame.maxY - safe.bottom
        if let k = keyboardInWindow, k.minY < frame.maxY, k.maxY > frame.minY { bottom = min(bottom, k.minY) }
        return (frame, top, clamped ? max(top, bottom) : bottom)
    }

    private func tableFrameInWindow() -> CGRect {
        tableView.superview?.convert(tableView.frame, to: nil) ?? tableView.frame
    }

    /// Where the visible region starts and ends, measured from the table frame's top.
    private func visibleSpan() -> (top: CGFloat, bottom: CGFloat) {
        let (frame, top, bottom) = visibleRegion()
        return (top - frame.minY, bottom - frame.minY)
    }

    /// `contentInset` = the app's own, plus whatever more the adjusted inset needs to cover the parts of
    /// the frame outside the visible region. The app's own is `contentInset` less what this class added
    /// (the app may change its own meanwhile), never a stale copy.
    private func fitInsets() {
        let current = tableView.contentInset
        var base = current
        base.top -= addedInset.top
        base.bottom -= addedInset.bottom
        let (frame, top, bottom) = visibleRegion(clamped: false)
        let hiddenTop = top - frame.minY
        let hiddenBottom = frame.maxY - bottom
        let adjusted = tableView.adjustedContentInset
        let systemTop = adjusted.top - current.top, systemBottom = adjusted.bottom - current.bottom
        var inset = base
        inset.top = base.top + max(0, hiddenTop - systemTop - base.top)
        inset.bottom = base.bottom + max(0, hiddenBottom - systemBottom - base.bottom)
        addedInset = UIEdgeInsets(top: inset.top - base.top, left: 0, bottom: inset.bottom - base.bottom, right: 0)
        if inset != current { tableView.contentInset = inset }
    }

    /// The offset that puts the first surviving anchor back at its distance.
    private func anchoredOffset(_ anchor: Anchor) -> CGFloat? {
        let span = visibleSpan()
        for (target, distance) in anchor {
            let path: IndexPath?
            switch target {
            case let .item(item, near): path = indexPath(of: item, near: near)
            case .contentEnd: path = lastIndexPath()
            }
            guard let path else { continue }
            let rect = tableView.rectForRow(at: path)
            switch listStyle {
            case .reading: return rect.minY - distance - span.top
            case .chat: return rect.maxY + distance - span.bottom
            }
        }
        return nil
    }

    /// The least move from `offset` that shows the focused control while the keyboard is up. A plain
    /// table's section header floats at the top of the area inside `adjustedContentInset`, and its footer
    /// at the bottom, over the rows: the control must clear them too.
    private func offsetShowingFocus(from offset: CGFloat) -> CGFloat {
        guard keyboardInWindow != nil, let control = focusedControl() else { return offset }
        let frame = control.convert(control.bounds, to: tableView)
        // `convert` into the table lands in its bounds, whose origin is the current offset: content
        // coordinates.
        var span = visibleSpan()
        if tableView.style == .plain, frame.height > 0 {
            let inset = tableView.adjustedContentInset
            let top = max(span.top, inset.top + max(0, tableView.sectionHeaderHeight))
            let bottom = min(span.bottom, tableView.bounds.height - inset.bottom - max(0, tableView.sectionFooterHeight))
            // Only where a line of the control fits between them: a strip shorter than the titles shows
            // nothing clear of them, wherever the list is.
            if bottom - top >= min(frame.height, 21) { span = (top, bottom) }
        }
        let top = offset + span.top, bottom = offset + span.bottom
        if frame.minY < top || frame.height > bottom - top { return frame.minY - span.top }
        if frame.maxY > bottom { return frame.maxY - span.bottom }
        return offset
    }

    /// Notes the offset and the reader's place of the screen at rest.
    private func remember() {
        guard let table = tableView else { return }
        settledOffset = table.contentOffset.y
        // Covered by a pushed screen the view is out of the window (no safe area): the reader's place
        // stays the one noted when the screen left.
        guard !away else { return }
        let span = visibleSpan()
        let top = settledOffset + span.top, bottom = settledOffset + span.bottom
        anchor = []
        // Nothing of the list shows (a keyboard over all of it, in a short popover or window): the place
        // is taken at the line where the region closed, the row across it and the rows after it (before
        // it, in a chat). It is the place the reader last saw while nothing moved the list, and it
        // follows the offset if something does. The first version noted no place here, so a screen
        // pushed away in that state came back with nothing to put back, and under a table that counts
        // its estimates again on the way back the reader's row was 64 pt off
        // (kf1:LAAEAQIAAACABAJuAAABAAAAAQEAAQAFAAEAAAEAAAABAAAAAQQAAQAAAQAAAbekPkA).
        let covered = bottom <= top
        let onScreen = (table.indexPathsForVisibleRows ?? []).filter {
            let rect = table.rectForRow(at: $0)
            guard rect.height > 0 else { return false }
            guard !covered else { return listStyle == .reading ? rect.maxY > top : rect.minY < bottom }
            return rect.maxY > top && rect.minY < bottom
        }
        switch listStyle {
        case .reading:
            for path in onScreen {
                if let item = item(at: path) { anchor.append((.item(item, near: path), table.rectForRow(at: path).minY - top)) }
            }
        case .chat:
            if let last = lastIndexPath() {
                let end = table.rectForRow(at: last).maxY
                if end <= bottom + 0.5 && (end > top || covered) {
                    anchor = [(.contentEnd, bottom - end)]
                    return
                }
            }
            for path in onScreen.reversed() {
                if let item = item(at: path) { anchor.append((.item(item, near: path), bottom - table.rectForRow(at: path).maxY)) }
            }
        }
    }

    // MARK: Data

    private func item(at path: IndexPath) -> Int? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.row) else { return nil }
        return items[path.section][path.row].id
    }

    /// Where `item` is now, looked for outward from `hint` in its section first (a change moves the
    /// rows it does not touch by as many rows as it inserts or deletes before them), then everywhere.
    private func indexPath(of item: Int, near hint: IndexPath) -> IndexPath? {
        if items.indices.contains(hint.section) {
            let items = self.items[hint.section]
            // Far enough that every row of the section is looked at, wherever the hint is.
            let farthest = max(0, hint.row, items.count - 1 - hint.row)
            for distance in 0...farthest {
                for row in [hint.row - distance, hint.row + distance] where items.indices.contains(row) && items[row].id == item {
                    return IndexPath(row: row, section: hint.section)
                }
            }
        }
        for (section, items) in items.enumerated() where section != hint.section {
            if let row = items.firstIndex(where: { $0.id == item }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    private func lastIndexPath() -> IndexPath? {
        guard let section = items.lastIndex(where: { !$0.isEmpty }) else { return nil }
        return IndexPath(row: items[section].count - 1, section: section)
    }

    // MARK: Text controls

    /// The first responder among the controls this class heard of.
    private func focusedControl() -> UIView? {
        [editingControl, askedControl].lazy.compactMap { $0 }.first { $0.isFirstResponder && $0.window != nil }
    }

    private func didBeginEditing(_ control: UIView) {
        editingControl = control
        editingItem = item(holding: control)
        focusPending = !keyboardUp
        settle(keepingAnchor: false)
    }

    private func didEndEditing(_ control: UIView) {
        if editingControl === control { editingControl = nil }
        if askedControl === control { askedControl = nil }
        remember()
        if editingControl == nil { editingItem = nil }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        askedControl = textField
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { didBeginEditing(textField) }
    func textFieldDidEndEditing(_ textField: UITextField) { didEndEditing(textField) }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        askedControl = textView
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) { didBeginEditing(textView) }
    func textViewDidEndEditing(_ textView: UITextView) { didEndEditing(textView) }

    // MARK: Scrolling by the user

    /// The user takes the list: no round trip is owed any more (a hide the drag sets off, with
    /// `keyboardDismissMode = .onDrag`, leaves the content under the finger).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userScrollEnded() }

    /// Under the finger, the reader's place is wherever the finger puts it.
    /// The class's own moves while the finger is down are not: noting the place in the middle of a
    /// settle, with rows still sized from their estimates, put the reader's row back a few points off
    /// (the first version did; the checker found it on a keyboard hiding under the finger).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.isDragging && !settling { remember() }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { userScrollEnded() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { userScrollEnded() }

    private func userScrollEnded() {
        endOtherAction()
        remember()
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { items.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        items[indexPath.section][indexPath.row].height
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: item.editor.reuseIdentifier, for: indexPath)
        item.configure(cell, delegate: self)
        return cell
    }
}
