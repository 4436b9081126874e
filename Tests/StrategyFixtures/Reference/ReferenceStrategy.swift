import KeyboardStrategies
import ScrollGeometry

/// The reference strategy, written here: it keeps every invariant on every scenario the generators
/// make — the proof that the invariants can be met and the model is sane.
///
/// It reads only what UIKit gives an app — the notification's `userInfo`, `UIScreen.bounds`, views'
/// frames and `convert`, `safeAreaInsets`, the table's own API — and shares no helper with the checker.
///
/// What it does, in UIKit terms:
/// - **Keyboard**: from each will-notification's end frame (screen coordinates, converted to the
///   window): a keyboard counts when it is this app's (`keyboardIsLocalUserInfoKey`), docked (it reaches
///   the screen's bottom edge and spans its width, as `UIKeyboardLayoutGuide` defines docked) and not
///   going away (any `keyboardWillHide` means gone, whatever its end frame: iOS 26 keeps an accessory's
///   height in it, and IQKeyboardManager forces such a frame to height 0).
/// - **Insets**: the visible region is the table's frame inside its `safeAreaInsets` and above that
///   keyboard's top. It sets `contentInset` so that `adjustedContentInset` covers at least what the
///   region leaves out at each end, on top of the app's own inset — so every row can be reached — and
///   recomputes that on every callback (content size, rotation and the keyboard all change it).
/// - **Anchor**: before any change it knows the row the reader is anchored to (reading list: the first
///   visible row from the top; chat: the content's end when resting at the bottom, else the last
///   visible row) and its distance to that edge, with the next rows as fall-backs for deletions. After the
///   change it lays the table out and moves the offset so the anchor is back at that distance, clamped to
///   the valid range, repeating until layout (estimates turning into true heights) stops moving things.
/// - **Focus**: then the least move that shows the focused control inside the visible region.
/// - **Return**: when the screen comes back from a pushed screen, the reader's row goes back to its
///   distance (a table may have counted its estimates again meanwhile).
/// - **Round trip**: when the keyboard goes away and nothing but keyboard notifications and focus moves
///   happened since it came, it returns to the offset it had before.
public struct ReferenceStrategy: KeyboardStrategy {
    let kind: ListKind
    /// The app's own `contentInset`, before this strategy adds to it.
    /// What this strategy added to the app's own `contentInset`.
    var addedInset = EdgeInsets()
    /// Where things stood when this strategy last let go of the screen.
    var anchor: [(target: AnchorTarget, distance: Double)] = []
    var settledOffset: Double = 0
    /// The offset this strategy's last callback left (at rest or not): the screen the user saw it
    /// leave. A `UITableViewController` that scrolls its first responder on its own before the app's
    /// observer runs has moved the offset since; the user has not.
    var leftOffset: Double?
    var keyboardUp = false
    /// The keyboard's episode: the round trip owed and the place held across a hide.
    var episode = KeyboardEpisode()
    /// The keyboard that hides content, in window coordinates, as the last will-notification announced
    /// it; `nil` when none does.
    var keyboardInWindow: Rect?
    /// How much of that keyboard shows above the screen's bottom edge (a hardware keyboard's bar extends
    /// below it).
    var keyboardShownHeight: Double?
    /// A control was focused while no keyboard covered anything: show it when one comes.
    var focusPending = false
    /// A pushed screen covers this one (`viewDidDisappear`, no `viewWillAppear` since).
    var away = false

    enum AnchorTarget: Equatable {
        case row(RowID)
        case contentEnd
    }

    public init(kind: ListKind) {
        self.kind = kind
    }

    /// The catalogue entry.
    public static let descriptor = StrategyDescriptor(
        id: "reference", summary: "insets from the visible region, anchor kept, least move for focus, offset restored on hide",
        source: "written here", promises: Set(Guarantee.allCases), make: { ReferenceStrategy(kind: $0) })

    // MARK: Callbacks

    public mutating func viewDidAppear(in scene: inout Scene) throws {
        endOtherAction()
        try settle(&scene, keepingAnchor: false)
    }

    public mutating func viewWillDisappear(in scene: inout Scene) throws {
        endOtherAction()
        remember(scene)
    }

    /// The push completed: the screen is covered until it appears again.
    public mutating func viewDidDisappear(in scene: inout Scene) throws { away = true }

    /// Back from a pushed screen: a table that counted its estimates again on the way has moved its
    /// rows under the kept offset (openradar 19988438), so the reader's row goes back to where it was
    /// before the pop shows the screen.
    public mutating func viewWillAppear(in scene: inout Scene) throws {
        guard away else { return }
        away = false
        endOtherAction()
        try settle(&scene, keepingAnchor: true, showingFocus: false)
    }

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        let wasUp = keyboardUp
        // The focused control is brought into view when the keyboard comes to cover more, when it has
        // just been focused, or to keep it in view when it was; a keyboard that shrinks or goes away
        // never scrolls to a control the user scrolled away.
        let oldTop = keyboardInWindow?.minY ?? .infinity
        let shownOffset = leftOffset ?? scene.tableView.contentOffset.y
        let focusWasVisible = offsetShowingFocus(from: shownOffset, in: scene) == shownOffset
        if notification.event.isWill {
            keyboardInWindow = Self.obscuringFrame(notification, in: scene)
            keyboardShownHeight = keyboardInWindow.map { _ in scene.layout.screenBounds.maxY - notification.endFrame.minY }
        }
        keyboardUp = keyboardInWindow != nil
        (anchor, settledOffset) = episode.begin(notification.event, wasUp: wasUp, isUp: keyboardUp, place: (anchor, settledOffset))
        let newTop = keyboardInWindow?.minY ?? .infinity
        let showFocus = newTop < oldTop - 0.5 || focusWasVisible || focusPending
        if keyboardUp && showFocus { focusPending = false }
        // The reader's place is what the screen showed at rest: a will-notification starts an animation
        // (the next notes of the same turn, a show interrupting a hide, come before it ends), so the
        // anchor is noted again only when it ends, or at once for a change made without animation.
        let atRest = !notification.event.isWill || notification.animationDuration == 0
        if let back = episode.returnOffset {
            try settle(&scene, keepingAnchor: false, returningTo: back, showingFocus: showFocus, remembering: atRest)
        } else {
            try settle(&scene, keepingAnchor: true, showingFocus: showFocus, remembering: atRest)
        }
        episode.end(notification.event, isUp: keyboardUp)
    }

    public mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
        focusPending = !keyboardUp
        try settle(&scene, keepingAnchor: false)
    }

    public mutating func didEndEditing(in scene: inout Scene) throws {
        remember(scene)
    }

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        endOtherAction()
        try scene.tableView.apply(update)
        // Under the user's finger the list follows the finger: the anchor is kept, the focus not chased.
        try settle(&scene, keepingAnchor: true, showingFocus: !scene.isDragging)
    }

    public mutating func didRotate(in scene: inout Scene) throws {
        endOtherAction()
        // The keyboard stays up across a rotation and iOS announces its new frame right after; until
        // then, a docked keyboard is taken to show the same height above the new screen's bottom.
        if let shown = keyboardShownHeight {
            let screen = scene.layout.screenBounds
            let bottom = Rect(x: 0, y: screen.maxY - shown, width: screen.width, height: shown)
            keyboardInWindow = scene.convert(bottom, from: .screen, to: .window)
        }
        try settle(&scene, keepingAnchor: false)
    }

    public mutating func userDidScroll(in scene: inout Scene) throws {
        endOtherAction()
        remember(scene)
    }

    /// A drag's start is the user taking the list: no round trip is owed any more (a hide it sets off,
    /// `keyboardDismissMode = .onDrag`, leaves the content under the finger), and the reader's place is
    /// wherever the finger puts it.
    public mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
        try userDidScroll(in: &scene)
    }

    // MARK: Mechanics

    /// Anything but a keyboard notification or a focus move (``KeyboardEpisode/otherActionHappened()``).
    mutating func endOtherAction() {
        episode.otherActionHappened()
    }

    /// Fits the insets, brings the anchor back (or returns to `offset`, or just clamps), shows the
    /// focused control, and remembers the result. Each round lays the table out first, since rows
    /// sized on the way can move what the target means.
    mutating func settle(_ scene: inout Scene, keepingAnchor: Bool, returningTo offset: Double? = nil,
                         showingFocus: Bool = true, remembering: Bool = true) throws {
        try fitInsets(&scene)
        // A remembered offset above the range's top is set as it was before it is clamped: under a
        // collapsing large title that the keyboard episode collapsed, the bar follows the offset and
        // opens again, and the offset is in range once laid out (under any other bar the clamp below
        // brings it back to the top).
        if let offset, offset < scene.tableView.scrollView.minOffsetY {
            try scene.tableView.setContentOffset(Point(x: 0, y: offset))
            scene.layoutIfNeeded()
        }
        let anchor = keepingAnchor ? self.anchor : []
        // Each round that does not settle lays out at least one more row, so rows + a few rounds always
        // suffice; with estimates far below the true heights the chase can take many rounds.
        for _ in 0..<(scene.tableView.totalRows + 16) {
            scene.layoutIfNeeded()
            var target = offset ?? scene.tableView.contentOffset.y
            if let wanted = anchoredOffset(anchor, in: scene) { target = wanted }
            let scroll = scene.tableView.scrollView
            target = scroll.clampedOffsetY(target)
            if showingFocus { target = scroll.clampedOffsetY(offsetShowingFocus(from: target, in: scene)) }
            if abs(target - scene.tableView.contentOffset.y) < 0.001 { break }
            try scene.tableView.setContentOffset(Point(x: 0, y: target))
        }
        scene.layoutIfNeeded()
        if remembering { remember(scene) }
        leftOffset = scene.tableView.contentOffset.y
    }

    /// The keyboard frame in window coordinates that hides content after `note`, or `nil`.
    static func obscuringFrame(_ note: KeyboardNotification, in scene: Scene) -> Rect? {
        guard note.isLocal, note.event != .willHide else { return nil }
        let screen = scene.layout.screenBounds
        let k = note.endFrame
        guard k.height > 0, k.minY < screen.maxY, k.maxY >= screen.maxY, k.width >= screen.width else { return nil }
        return scene.convert(k, from: .screen, to: .window)
    }

    /// The table's frame in window coordinates and the part of it where content can be seen: inside
    /// the table's `safeAreaInsets`, above the keyboard's top.
    /// With `clamped` false the bottom is where the keyboard or the safe area ends the region even when
    /// that is above the top (a keyboard reaching over the bars): what the bottom inset must cover
    /// whatever the bars do meanwhile (a collapsing large title moves the top, not the keyboard).
    func visibleRegion(_ scene: Scene, clamped: Bool = true) -> (frame: Rect, top: Double, bottom: Double) {
        let frame = scene.tableFrameInWindow
        let safe = scene.tableView.scrollView.safeAreaInsets
        let top = frame.minY + safe.top
        var bottom = frame.maxY - safe.bottom
        if let k = keyboardInWindow, k.minY < frame.maxY, k.maxY > frame.minY { bottom = Swift.min(bottom, k.minY) }
        return (frame, top, clamped ? Swift.max(top, bottom) : bottom)
    }

    /// `contentInset` = the app's inset, plus whatever more the adjusted inset needs to cover the parts of
    /// the frame outside the visible region. The app's inset is `contentInset` less what this strategy
    /// added (the app may change its own, as a `.never` screen does on rotation), never a stale copy.
    mutating func fitInsets(_ scene: inout Scene) throws {
        let table = scene.tableView
        var base = table.contentInset
        base.top -= addedInset.top
        base.bottom -= addedInset.bottom
        let (frame, top, bottom) = visibleRegion(scene, clamped: false)
        let hiddenTop = top - frame.minY
        let hiddenBottom = frame.maxY - bottom
        let system = table.adjustedContentInset
        let current = table.contentInset
        let systemTop = system.top - current.top, systemBottom = system.bottom - current.bottom
        var inset = base
        inset.top = base.top + Swift.max(0, hiddenTop - systemTop - base.top)
        inset.bottom = base.bottom + Swift.max(0, hiddenBottom - systemBottom - base.bottom)
        addedInset = EdgeInsets(top: inset.top - base.top, left: 0, bottom: inset.bottom - base.bottom, right: 0)
        if inset != current { try scene.tableView.setContentInset(inset) }
    }

    /// Where the visible region starts and ends, measured from the table frame's top.
    func visibleSpan(_ scene: Scene) -> (top: Double, bottom: Double) {
        let (frame, top, bottom) = visibleRegion(scene)
        return (top - frame.minY, bottom - frame.minY)
    }

    /// The offset that puts the first surviving anchor back at its distance: a reading list's row
    /// `distance` below the visible region's top, a chat's row (or content end) `distance` above its
    /// bottom.
    func anchoredOffset(_ anchor: [(target: AnchorTarget, distance: Double)], in scene: Scene) -> Double? {
        let table = scene.tableView
        let span = visibleSpan(scene)
        func path(of target: AnchorTarget) -> IndexPath? {
            if case let .row(id) = target { return table.indexPath(of: id) }
            return table.lastIndexPath
        }
        guard let (path, distance) = anchor.lazy.compactMap({ a in path(of: a.target).map { ($0, a.distance) } }).first else { return nil }
        let rect = table.rectForRow(at: path)
        return kind == .readingList ? rect.minY - distance - span.top : rect.maxY + distance - span.bottom
    }

    /// The least move from `offset` that shows the focused control while the keyboard is up. In a
    /// plain-style table the section header floats at the top of the area inside `adjustedContentInset`
    /// and the footer at its bottom, over the rows: the control must clear them too.
    func offsetShowingFocus(from offset: Double, in scene: Scene) -> Double {
        guard keyboardInWindow != nil, let control = scene.focusedControlFrame else { return offset }
        var span = visibleSpan(scene)
        let table = scene.tableView
        if table.pinsSectionHeaders, control.height > 0 {
            let inset = table.adjustedContentInset
            let top = Swift.max(span.top, inset.top + table.sectionHeaderHeight)
            let bottom = Swift.min(span.bottom, table.frame.height - inset.bottom - table.sectionFooterHeight)
            // Only where a line of the control fits between them: a strip shorter than the titles shows
            // nothing clear of them, wherever the list is.
            if bottom - top >= Swift.min(control.height, 21) { span = (top, bottom) }
        }
        let top = offset + span.top, bottom = offset + span.bottom
        if control.minY < top || control.height > bottom - top { return control.minY - span.top }
        if control.maxY > bottom { return control.maxY - span.bottom }
        return offset
    }

    /// Records the anchor and offset of the settled screen.
    mutating func remember(_ scene: Scene) {
        settledOffset = scene.tableView.contentOffset.y
        leftOffset = settledOffset
        let table = scene.tableView
        let span = visibleSpan(scene)
        let top = settledOffset + span.top, bottom = settledOffset + span.bottom
        anchor = []
        guard bottom > top else { return }
        // A row a reader can see: more of it than a hairline at the edge (half a point), unless the
        // row is thinner than that and wholly in view. A 0.07 pt sliver of the next row is not where
        // the reader is.
        let onScreen = table.indexPathsForVisibleRows.filter {
            let r = table.rectForRow(at: $0)
            let shown = Swift.min(r.maxY, bottom) - Swift.max(r.minY, top)
            return r.height > 0 && shown > 0 && shown >= Swift.min(0.5, r.height)
        }
        switch kind {
        case .readingList:
            for path in onScreen {
                if let id = table.row(at: path)?.id { anchor.append((.row(id), table.rectForRow(at: path).minY - top)) }
            }
        case .chat:
            if let last = table.lastIndexPath {
                let end = table.rectForRow(at: last).maxY
                if end <= bottom + 0.5 && end > top {
                    anchor = [(.contentEnd, bottom - end)]
                    return
                }
            }
            for path in onScreen.reversed() {
                if let id = table.row(at: path)?.id { anchor.append((.row(id), bottom - table.rectForRow(at: path).maxY)) }
            }
        }
    }
}
