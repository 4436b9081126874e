import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Everything an invariant sees about one step: the settled state after the action, the facts the
/// invariants need about the settled state before it, the action, the list kind and what the tracker
/// remembers.
struct StepContext {
    /// What the invariants read of the settled state before an action, taken before the action runs,
    /// so that the runner need not keep a copy of the whole screen (a copy of a scene would make the
    /// action's first change to the rows copy them).
    struct Before {
        /// The strategy-controlled state the round trip compares (``InvariantTracker/Snapshot``).
        let snapshot: InvariantTracker.Snapshot
        /// The table's scroll view: offset, insets, frame, content size.
        let scrollView: ScrollView
        let layout: ScreenLayout
        let visibleArea: VisibleArea
        /// ``Scene/focusedControlFrame``.
        let focusedControlFrame: Rect?
        /// ``Scene/focusedRow``.
        let focusedRow: RowID?
        /// What UIKit scrolls to for the focused control (``FocusTarget``).
        let focusTarget: FocusTarget?
        /// The last row's bottom in content coordinates, or `nil` for an empty table.
        let lastRowEnd: Double?
        /// ``Scene/keyboardFrame`` and ``Scene/keyboardIsLocal``.
        let keyboardFrame: Rect
        let keyboardIsLocal: Bool
        /// ``Scene/keyboardIsHiding``.
        let keyboardIsHiding: Bool
        /// Whether a keyboard obscured content (``Scene/obscuringKeyboardFrameInWindow`` was set).
        let keyboardObscures: Bool
        /// Whether a keyboard was on screen that obscures nothing and is not this app's keyboard on its
        /// way in: another app's, or a floating or split one narrower than the screen.
        let keyboardOnScreen: Bool
        /// ``Scene/systemFirstResponderScrolls``.
        let systemFirstResponderScrolls: Int
        /// Whether a plain table's floating section header or footer covered the focused control.
        let focusCovered: Bool
        /// ``Scene/tableFrameInWindow``.
        let tableFrameInWindow: Rect

        /// The facts about `scene`.
        /// - Complexity: O(sections + log n).
        init(_ scene: Scene, tolerance: Double) {
            snapshot = InvariantTracker.Snapshot(scene, tolerance: tolerance)
            scrollView = scene.tableView.scrollView
            layout = scene.layout
            visibleArea = VisibleArea(scene)
            focusedControlFrame = scene.focusedControlFrame
            focusedRow = scene.focusedRow
            focusTarget = FocusTarget(scene)
            lastRowEnd = StepContext.lastRowEnd(scene)
            keyboardFrame = scene.keyboardFrame
            keyboardIsLocal = scene.keyboardIsLocal
            keyboardIsHiding = scene.keyboardIsHiding
            keyboardObscures = scene.obscuringKeyboardFrameInWindow != nil
            systemFirstResponderScrolls = scene.systemFirstResponderScrolls
            tableFrameInWindow = scene.tableFrameInWindow
            let area = visibleArea
            focusCovered = focusedControlFrame.map {
                Invariant.sectionView(covering: $0, in: scene, atOffsetY: area.offset, regionHeight: area.height,
                                      judgedByTop: false, tolerance: tolerance) != nil
            } ?? false
            let screen = scene.layout.screenBounds
            keyboardOnScreen = !scene.keyboardIsHiding && scene.keyboardFrame.height > 0
                && scene.keyboardFrame.minY < screen.maxY && scene.keyboardFrame.maxX > screen.minX
                && scene.keyboardFrame.minX < screen.maxX
                && (!scene.keyboardIsLocal || scene.keyboardFrame.width < screen.width)
        }
    }

    /// The step at which the screen settled: the index of the turn's last action (0 is the appearance).
    let step: Int
    /// The last action before the screen settled.
    let action: Action
    /// Every action since the last settled state: the callbacks of one run-loop turn, or of the turns
    /// of one keyboard animation (a will-notification, what happened during the animation, the
    /// did-notification that ends it). Judged together, never in between.
    let actions: ArraySlice<Action>
    /// The settled state before ``actions``.
    let before: Before
    let after: Scene
    let listKind: ListKind
    let tracker: InvariantTracker
    let tolerance: Double
    /// What the strategy threw during this step, if anything.
    let thrown: String?
    /// The margin the strategy declares around the focused control (``StrategyDescriptor/focusMargin``).
    var focusMargin: Double = 0
    /// Whether `contentOffset` was inside the valid range when the app's code last returned having set
    /// the offset or the insets, before the table's own layout pass (rows sized after the app's code can
    /// move the range; a later callback that leaves both alone does not make the range's move the app's).
    var offsetValidWhenAppReturned = true
    /// Whether the app's code changed `contentOffset` or `contentInset` during ``actions``.
    var appMovedOffsetOrInsets = true
    /// Whether the app's code changed `contentOffset` itself during ``actions`` (the user's finger's
    /// moves are not the app's).
    var appMovedOffset = true
    /// How far the user's finger moved the content during ``actions`` (``DragPhase/moved(by:)``, the
    /// moves the system made, each stopped at the range's ends as it happened): positive up.
    var fingerTranslation = 0.0
    /// Where the app's animated scroll came to rest in this step (the target it was given, as UIKit's
    /// display link took it there), or nil: content or insets changed under the scroll may leave that
    /// target out of range, which is UIKit's doing, not the app's.
    var scrollRestedAt: Double?

    /// The keyboard notifications among ``actions``.
    var notes: [KeyboardNotification] {
        actions.compactMap { if case let .keyboard(note) = $0 { return note } else { return nil } }
    }
    /// The content changes among ``actions``.
    var updates: [RowUpdate] {
        actions.compactMap { if case let .update(update) = $0 { return update } else { return nil } } + after.appUpdates
    }
    var isKeyboard: Bool { actions.contains { if case .keyboard = $0 { return true } else { return false } } }
    /// A content change: the runner's, or data that arrived through one of the app's doors.
    var isUpdate: Bool {
        actions.contains { switch $0 { case .update, .door, .typeLines: return true; default: return false } }
    }
    var hasRotation: Bool { actions.contains(.rotate) }
    /// The view's size changed: a rotation, or the window resized (Split View, Stage Manager). UIKit
    /// keeps `contentOffset` across it, so where the reader was and a chat's bottom are not held.
    var hasSizeChange: Bool {
        hasRotation || actions.contains { if case .resizeWindow = $0 { return true } else { return false } }
    }
    /// The user scrolled: a whole scroll, or any phase of a drag; or the app's own animated scroll
    /// (``Action/animatedScroll(_:)``), which sends the list where the app asked as a user's scroll does.
    var hasUserScroll: Bool {
        actions.contains { switch $0 { case .userScroll, .drag, .animatedScroll: return true; default: return false } }
    }
    /// The user's scroll came to rest where the user sent it (a whole scroll, or a drag's release and
    /// deceleration), or the app's animated scroll where the app sent it: where the reader was is theirs
    /// to choose, not held.
    var hasFreeScroll: Bool {
        actions.contains { switch $0 { case .userScroll, .drag(.ended), .animatedScroll: return true; default: return false } }
    }
    /// The user's finger was on the list during these actions and still is: a drag began or moved and
    /// did not end. Under the finger, the content moves with it and with nothing else.
    var hasFingerDrag: Bool {
        !hasFreeScroll && actions.contains { switch $0 { case .drag(.began), .drag(.moved): return true; default: return false } }
    }
    var hasFocusChange: Bool {
        actions.contains { switch $0 { case .beginEditing, .endEditing, .returnKey, .tapOutsideControl: return true; default: return false } }
    }
    /// The kinds of event among ``actions``, for scoped promises.
    var trigger: Set<Trigger> {
        var out: Set<Trigger> = []
        for action in actions {
            switch action {
            case .keyboard: out.insert(.keyboard)
            case .beginEditing, .endEditing: out.insert(.focus)
            case .update, .door: out.insert(.contentChange)
            case .userScroll, .drag, .animatedScroll: out.insert(.userScroll)
            case .rotate, .resizeWindow: out.insert(.rotation)
            case .viewDidAppear, .viewWillDisappear, .interactivePopCancelled: out.insert(.navigation)
            case .returnKey, .tapOutsideControl: out.insert(.focus)
            case .typeLines: out.insert(.contentChange)
            }
        }
        return out
    }
    /// True when a control became first responder during the step.
    /// The return key counts when the app's `textFieldShouldReturn(_:)` moved the focus to another control.
    var focusMovedToAControl: Bool {
        actions.contains { action in
            switch action {
            case .beginEditing: return true
            case .tapOutsideControl: return after.outsideFocus != nil
            case .returnKey: return after.focusedRow != nil && after.focusedRow != before.focusedRow
            default: return false
            }
        }
    }
    var hasNavigation: Bool {
        actions.contains(.viewDidAppear) || actions.contains(.viewWillDisappear) || actions.contains(.interactivePopCancelled)
    }
    /// The screen came back from a pushed screen during these actions: a `viewDidAppear` while it was
    /// off screen, with no other navigation in the same settled state.
    var isReturn: Bool {
        !tracker.onScreen && actions.contains(.viewDidAppear)
            && !actions.contains(.viewWillDisappear) && !actions.contains(.interactivePopCancelled)
    }

    /// "(iPhone 15 portrait, translucent nav bar)": where the values were measured.
    var place: String { Self.place(after) }

    static func place(_ scene: Scene) -> String { place(scene.layout) }

    static func place(_ layout: ScreenLayout) -> String {
        var parts = ["\(layout.device.rawValue) \(layout.orientation.rawValue)"]
        if layout.navigationBar != .none { parts.append("\(layout.navigationBar.rawValue) nav bar") }
        if layout.bottomBar != .none { parts.append(layout.bottomBar.rawValue) }
        if layout.presentation != .fullScreen { parts.append(layout.presentationDescription) }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// The last row's bottom in content coordinates, or `nil` for an empty table.
    static func lastRowEnd(_ scene: Scene) -> Double? {
        scene.tableView.lastIndexPath.map { scene.tableView.rectForRow(at: $0).maxY }
    }

    /// The offset the round trip owes when the keyboard has just gone away after a show with nothing else
    /// in between: the offset before the show, clamped to the valid range; `nil` otherwise. Anchor
    /// stability and bottom pinning accept it.
    var roundTripOffset: Double? {
        // A hide that the user's drag set off (`keyboardDismissMode = .onDrag`) finds the finger on
        // the list: the list follows the finger, not the way back.
        guard let snapshot = tracker.beforeShow, !tracker.disturbedSinceShow, !hasFingerDrag,
              after.obscuringKeyboardFrameInWindow == nil else { return nil }
        return VisibleArea(after).clampedOffset(snapshot.offset, in: after.tableView.scrollView)
    }

    /// The offset the app's animated scroll had reached when the keyboard that has just gone away
    /// interrupted it (``InvariantTracker/offsetWhenShowInterruptedScroll``), clamped; `nil` otherwise.
    /// Anchor stability and bottom pinning accept it as they accept ``roundTripOffset``.
    var midFlightShowOffset: Double? {
        guard let y = tracker.offsetWhenShowInterruptedScroll, !hasFingerDrag,
              after.obscuringKeyboardFrameInWindow == nil else { return nil }
        return VisibleArea(after).clampedOffset(y, in: after.tableView.scrollView)
    }

    /// The offsets a strategy may move to from `y` to show the focused control, clamped to the valid
    /// range: from the least move that shows the control to the least move that shows its whole row
    /// or the control with the strategy's declared ``focusMargin`` around it, whichever reaches
    /// further (`UITableViewController` and `scrollToRow` show the cell; IQKeyboardManager keeps
    /// `keyboardDistance`). `y` itself when nothing is focused or no keyboard obscures.
    func focusRange(from y: Double) -> ClosedRange<Double> {
        let scene = after
        let scroll = scene.tableView.scrollView
        guard scene.obscuringKeyboardFrameInWindow != nil, let row = scene.focusedRow,
              let target = FocusTarget(scene) else { return y...y }
        let control = target.frame
        let area = VisibleArea(scene)
        // The least moves that show what UIKit scrolls to (one rect for focus, shared with focus
        // visibility): a text view's caret may be any of its lines.
        let leastMoves = target.leastOffsets(in: area, from: y)
        let least = Swift.min(leastMoves.upperBound, Swift.max(leastMoves.lowerBound, y))
        var far = least
        var outer: [Rect] = []
        if let ip = scene.tableView.indexPath(of: row) { outer.append(scene.tableView.rectForRow(at: ip)) }
        if focusMargin > 0 {
            outer.append(Rect(x: control.minX, y: control.minY - focusMargin, width: control.width,
                              height: control.height + 2 * focusMargin))
        }
        // A plain-style table's section header floats at the visible top and its footer at the bottom,
        // over the rows: making room for them is part of showing the control.
        var roomForTitles: Double?
        if scene.tableView.pinsSectionHeaders {
            let header = scene.tableView.sectionHeaderHeight, footer = scene.tableView.sectionFooterHeight
            let room = Rect(x: control.minX, y: control.minY - header, width: control.width, height: control.height + header + footer)
            outer.append(room)
            // Showing a tall control by its top puts the top at the visible top, under a floating
            // header: the move that clears the header may go the other way.
            roomForTitles = area.leastOffset(showing: room, from: y)
        }
        // Every least move to show a rect around the control, in the control's direction. They reach at
        // least as far as the control's own, except where a tall control is shown by its top below a
        // floating header: the room the header takes makes that move shorter.
        var near = least
        for rect in outer {
            let move = area.leastOffset(showing: rect, from: y)
            guard (move - y) * (least - y) >= 0 else { continue }
            if abs(move - y) > abs(far - y) { far = move }
            if abs(move - y) < abs(near - y) { near = move }
        }
        let ends = ([leastMoves.lowerBound, leastMoves.upperBound, least, far, near] + (roomForTitles.map { [$0] } ?? []))
            .map(scroll.clampedOffsetY)
        return ends.min()!...ends.max()!
    }

    /// True when the focused control is visible in the settled state at offset `y`, clear of a plain
    /// table's floating section header or footer.
    func showsFocus(atOffset y: Double) -> Bool {
        guard let target = FocusTarget(after) else { return false }
        let control = target.frame
        let area = VisibleArea(after)
        return target.shows(in: area, atOffset: y, tolerance: tolerance)
            && Invariant.sectionView(covering: control, in: after, atOffsetY: y, regionHeight: area.height,
                                     judgedByTop: false, tolerance: tolerance) == nil
    }
}

func fmt(_ value: Double) -> String { Format.number(value) }
