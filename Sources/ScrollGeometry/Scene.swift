/// One screen's changing state: the layout, the root view's frame, the table or scroll view, the
/// keyboard the system shows and the focused control. Strategies (app code) change it through the
/// UIKit-shaped calls here and on ``TableView``; the checker reads it.
///
/// What only the system and the checker know — the keyboard's current frame and state, the region it
/// obscures, the visible region — is `@_spi(Checker)`: app code, which learns about the keyboard from
/// its notifications as on iOS, cannot see it without an explicit `@_spi(Checker) import`, which no
/// strategy has (a test in KeyboardStrategiesTests checks the sources).
///
/// A `Scene` is a value: copying it snapshots the whole screen, which is how a run keeps its trace.
public struct Scene: Hashable, Sendable {
    /// The fixed layout: device, orientation, window, presentation, bars, controller kind.
    public private(set) var layout: ScreenLayout
    /// The model's choices for undocumented UIKit behaviour.
    public let behavior: UndocumentedBehavior
    /// The view controller's root view frame, in window coordinates (`view.frame`). For a
    /// `UITableViewController` it is the table's frame.
    public private(set) var rootViewFrame: Rect
    /// The table (or plain scroll view form). Its frame is in the root view's coordinates for a plain
    /// view controller and equals ``rootViewFrame`` for a `UITableViewController`.
    public var tableView: TableView
    /// The keyboard's frame as the system last announced it, in screen coordinates (off screen when
    /// hidden).
    @_spi(Checker) public var keyboardFrame: Rect { keyboardFrameStorage }
    /// Whether that keyboard belongs to this app (`keyboardIsLocalUserInfoKey`).
    @_spi(Checker) public var keyboardIsLocal: Bool { keyboardIsLocalStorage }
    var keyboardFrameStorage: Rect
    var keyboardIsLocalStorage: Bool = true
    /// True after a `keyboardWillHide` until the next will-notification: the keyboard is going away,
    /// whatever its end frame says.
    var keyboardHidingStorage: Bool = false
    /// After a rotation with a keyboard docked at the bottom, until the next will-notification: the
    /// frame the keyboard has in the new orientation (``keyboardFrameInOrientation``).
    var keyboardRotatedFrameStorage: Rect?
    /// The frame the system's keyboard occupies now, in screen coordinates: ``keyboardFrame`` except
    /// between a rotation and the new orientation's notifications, where a keyboard docked at the bottom
    /// is already the new orientation's keyboard (the same placement — docked with or without the
    /// predictive bar, or a hardware keyboard's bar — and the same height added above it, such as an
    /// input accessory). This is what `UIKeyboardLayoutGuide` tracks ("a layout guide that represents the
    /// space the keyboard occupies in your app's layout": UIKit's UIKeyboardLayoutGuide reference):
    /// the keyboard rotates with the interface, and no device lays out a portrait keyboard in landscape.
    /// ``keyboardFrame`` stays what the app was last told, which notification-driven apps still hold.
    @_spi(Checker) public var keyboardFrameInOrientation: Rect { keyboardRotatedFrameStorage ?? keyboardFrameStorage }
    /// True after a `keyboardWillHide` until the next will-notification.
    @_spi(Checker) public var keyboardIsHiding: Bool { keyboardHidingStorage }
    /// How many times a `UITableViewController` has scrolled its first responder into view on its own
    /// (``UndocumentedBehavior/tableControllerScrollsToFirstResponder``), and the offset it last scrolled
    /// to: the system's act, which the checker does not charge to the app.
    /// Whether the user's finger is panning the list (`UIScrollView.isDragging`): from a drag's start
    /// to its end (``DragPhase``).
    public internal(set) var isDragging = false
    @_spi(Checker) public internal(set) var systemFirstResponderScrolls = 0
    @_spi(Checker) public internal(set) var systemFirstResponderScrollOffset = 0.0
    /// The app's last `scrollRectToVisible` on the table (``scrollTableRectToVisible(_:)``), with the bar
    /// UIKit measured by; `nil` before the first. The checker's, never the app's.
    @_spi(Checker) public internal(set) var lastRectScroll: RectScroll?
    /// The row whose control is first responder, or `nil` when nothing is being edited.
    public private(set) var focusedRow: RowID?
    /// Where the caret of the focused row's text view is (``TextCaret``), as the facade's text view
    /// places it for its selection; `nil` when no text view in the table is focused or the screen is the
    /// generator's own, whose text views have no selection (the checker then allows any line of it).
    public var focusedCaret: TextCaret?
    /// The height of the input accessory view of this app's first responder (its `inputAccessoryView`),
    /// as the facade last read it; 0 when it has none, nothing is focused, or the screen is the
    /// generator's own. The runner adds it to the frames of this app's keyboard it posts, as iOS does.
    @_spi(Checker) public var inputAccessoryHeight = 0.0
    /// Whether the screen's view is in the window (``setInWindow(_:)``): false while a pushed screen
    /// covers it in view-controller mode.
    public private(set) var isInWindow = true
    /// The offset of a list that rested at the top of its range when the view last left the window, nil
    /// for one that did not (``setInWindow(_:)``).
    var leftWindowTopOffset: Double?
    /// The text control outside the table that is first responder (``OutsideFocus``), as the facade last
    /// laid it out; `nil` when none is (always `nil` outside view-controller mode).
    public var outsideFocus: OutsideFocus?
    /// The app's own opaque views in front of the table as the facade last read them (``AppCover``,
    /// ``appCoversInWindow``); empty outside view-controller mode.
    var appCoverStorage: [AppCover] = []
    /// The screen's own code keeps `contentInset` in step with the table's safe area (a `.never` screen's
    /// `viewSafeAreaInsetsDidChange`): on rotation it sets the top inset to the new safe area's top and
    /// moves the bottom inset by the change of the safe area's bottom, keeping what keyboard code added.
    public var appInsetsFollowSafeArea = false
    /// The screen is a view controller's own (``StartScreen/readFromController``): the facade backs the
    /// controller's views with this scene instead of building views from it.
    public var readFromController = false
    /// ``StartScreen/appChoices``: what the app's `make` draws its own parameters from.
    public var appChoices: [UInt64] = []
    /// ``StartScreen/doorChoices``, how many of them the doors that ran have taken, and what the last door
    /// drew ("posts = 3"): a door takes the next ones in the order the doors run.
    public var doorChoices: [UInt64] = []
    public var doorChoicesTaken = 0
    public var lastDoorParameters: [String] = []
    /// The content changes the app's own code made to its table since the runner last cleared this
    /// (view-controller mode: data that arrived through a door), as the model applied them.
    public var appUpdates: [RowUpdate] = []
    /// The navigation bar's current height (0 without a bar): the layout's bar, or for a collapsing
    /// large title (``NavigationBarStyle/largeTitleCollapsing``) the height the table's offset gave it
    /// at the last layout pass (``navigationBarHeight(atOffset:)``).
    public private(set) var navigationBarHeight: Double
    /// Frame the `UITableViewController` had before it shrank it for the keyboard (only under
    /// ``UndocumentedBehavior/TableControllerKeyboard/shrinkFrame``).
    var controllerFrameBeforeKeyboardStorage: Rect?

    /// Builds a screen: the root view laid out by `layout`, the table filling it (less the bottom
    /// accessory of a plain view controller), the keyboard hidden, the offset at the top of the valid
    /// range.
    public init(layout: ScreenLayout, style: TableView.Style = .table, sections: [[RowSpec]],
                estimatedRowHeight: Double = 0, tableHeaderHeight: Double = 0,
                sectionHeaderHeight: Double = 0, sectionFooterHeight: Double = 0, pinsSectionHeaders: Bool = false,
                contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
                behavior: UndocumentedBehavior = .plain) throws {
        let layout = try layout.validated()
        self.layout = layout
        self.behavior = behavior
        self.rootViewFrame = layout.rootViewFrame
        self.navigationBarHeight = layout.navigationBarHeights?.upperBound ?? 0
        let tableFrame: Rect
        switch layout.controller {
        case .tableViewController:
            tableFrame = layout.rootViewFrame
        case let .plainViewController(accessory):
            tableFrame = Rect(x: 0, y: 0, width: layout.rootViewFrame.width,
                              height: layout.rootViewFrame.height - accessory)
        }
        var table = try TableView(style: style, frame: tableFrame, sections: sections,
                                  estimatedRowHeight: estimatedRowHeight, tableHeaderHeight: tableHeaderHeight,
                                  sectionHeaderHeight: sectionHeaderHeight, sectionFooterHeight: sectionFooterHeight)
        table.behavior = behavior
        table.pinsSectionHeaders = pinsSectionHeaders
        table.scrollView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        // UITableView bounces vertically by default. A plain scroll view's default is not to, and a short
        // one then gets no safe-area adjustment under `.automatic` and sits under the status bar — a
        // screen apps fix before shipping (a form sets `alwaysBounceVertical` or pins its frame to the
        // safe area), so the model's forms bounce.
        table.scrollView.alwaysBounceVertical = true
        self.tableView = table
        self.keyboardFrameStorage = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        // A screen appears with its large title expanded and its list at the top.
        updateSafeArea(followingOffset: false)
        try tableView.setContentOffset(Point(x: 0, y: tableView.scrollView.minOffsetY))
        tableView.layoutIfNeeded()
    }

    /// True when the table is the view controller's root view (`UITableViewController`).
    public var isTableViewController: Bool { layout.controller == .tableViewController }

    /// The table's frame in window coordinates.
    public var tableFrameInWindow: Rect {
        isTableViewController ? rootViewFrame
            : tableView.frame.offsetBy(dx: rootViewFrame.minX, dy: rootViewFrame.minY)
    }

    /// `view.frame = frame` on the root view (window coordinates). A table subview of a plain view
    /// controller resizes with it (flexible width and height); a `UITableViewController`'s table *is*
    /// the root view. The offset does not move, except that a table grown past its content pulls an
    /// offset it left out of range back (``UndocumentedBehavior/clampsOffsetAfterUpdates``).
    public mutating func setRootViewFrame(_ frame: Rect) throws(ModelError) {
        let frame = try frame.validated("view.frame")
        let wasValid = tableView.scrollView.isOffsetValid(tolerance: 0)
        defer { clampAfterResize(wasValid: wasValid) }
        let old = rootViewFrame
        rootViewFrame = frame
        if isTableViewController {
            tableView.scrollView.frame = frame
        } else {
            let t = tableView.scrollView.frame
            tableView.scrollView.frame = Rect(x: t.minX, y: t.minY,
                                              width: Swift.max(0, t.width + frame.width - old.width),
                                              height: Swift.max(0, t.height + frame.height - old.height))
        }
        tableView.syncContentSize()
        updateSafeArea()
    }

    /// `tableView.frame = frame`, in the table's superview coordinates (the root view's; the window's
    /// for a `UITableViewController`, where this is the root view's frame). The offset does not move,
    /// except as ``setRootViewFrame(_:)`` says.
    public mutating func setTableViewFrame(_ frame: Rect) throws(ModelError) {
        if isTableViewController { return try setRootViewFrame(frame) }
        let wasValid = tableView.scrollView.isOffsetValid(tolerance: 0)
        tableView.scrollView.frame = try frame.validated("tableView.frame")
        tableView.syncContentSize()
        updateSafeArea()
        clampAfterResize(wasValid: wasValid)
    }

    /// A scroll view whose new size leaves its offset past the end of its content pulls it back (UIKit's
    /// private `_adjustContentOffsetIfNecessary`, which a public chat UI's collection view describes as
    /// resetting the offset "in response to many different events", among them a change of bounds), so
    /// no blank space shows below the last row of a table that grew when the keyboard went away. Under
    /// the same option as the clamp after updates, and only for an offset the resize put out of range.
    private mutating func clampAfterResize(wasValid: Bool) {
        guard behavior.clampsOffsetAfterUpdates, wasValid, !tableView.scrollView.isOffsetValid(tolerance: 0) else { return }
        tableView.scrollView.clampOffset()
    }

    /// A text field or text view becoming first responder (`textFieldDidBeginEditing`); `nil` ends
    /// editing. Throws when the row does not exist or has no control.
    public mutating func focus(_ row: RowID?) throws(UIKitException) {
        guard let row else { focusedRow = nil; outsideFocus = nil; focusedCaret = nil; return }
        guard let ip = tableView.indexPath(of: row), tableView.row(at: ip)?.control != nil else {
            throw .invalidUpdate(call: "becomeFirstResponder", reason: "row \(row) has no focusable control on screen")
        }
        if focusedRow != row { focusedCaret = nil }
        focusedRow = row
        outsideFocus = nil
    }

    /// The focused control's frame in content coordinates, or `nil`.
    public var focusedControlFrame: Rect? {
        focusedRow.flatMap { tableView.controlFrame(ofRow: $0) }
    }

    /// The table's layout pass (`layoutIfNeeded`), run by the checker after every action so that checks
    /// see the settled state. A deleted focused row ends editing.
    public mutating func layoutIfNeeded() {
        tableView.layoutIfNeeded()
        if layout.navigationBar.collapses { updateSafeArea() }
        if let row = focusedRow, tableView.indexPath(of: row) == nil { focusedRow = nil; focusedCaret = nil }
    }

    /// Rotates the device: the screen's sides swap, the view controller's view is laid out again for
    /// the new container (discarding frames the app set), and safe areas change. The keyboard's frame is
    /// re-expressed in the new orientation's screen coordinates — off screen stays just below the
    /// screen, a keyboard at the bottom keeps the height it shows above the bottom edge, a keyboard in
    /// mid-screen keeps its size inside the screen — until the system's notifications for the new
    /// orientation bring the real new frame. A list at rest at its top stays at its top, and no offset is
    /// left outside the new valid range.
    public mutating func rotate() throws {
        let oldScreen = layout.screenBounds
        let oldMetrics = layout.device.metrics(layout.orientation)
        let restingAtTop = abs(tableView.contentOffset.y - tableView.scrollView.minOffsetY) < 0.001
        let titleExpanded = isLargeTitleExpanded
        layout = try layout.rotated().validated()
        let screen = layout.screenBounds
        let k = keyboardFrameStorage
        keyboardRotatedFrameStorage = nil
        if k.minY >= oldScreen.maxY {
            keyboardFrameStorage = Rect(x: 0, y: screen.maxY, width: screen.width, height: k.height)
        } else if k.maxY >= oldScreen.maxY {
            let shown = oldScreen.maxY - k.minY
            keyboardFrameStorage = Rect(x: 0, y: screen.maxY - shown, width: screen.width, height: k.height)
            let metrics = layout.device.metrics(layout.orientation)
            if abs(shown - oldMetrics.hardwareKeyboardBarHeight) < 0.5 {
                keyboardRotatedFrameStorage = Rect(x: 0, y: screen.maxY - metrics.hardwareKeyboardBarHeight, width: screen.width,
                                                   height: metrics.dockedKeyboardHeight(predictive: true))
            } else {
                // The placement the old height is nearest (docked with or without the predictive bar);
                // what it adds above that placement (an input accessory) stays above the new one.
                let predictive = abs(shown - oldMetrics.dockedKeyboardHeight(predictive: false))
                    >= abs(shown - oldMetrics.dockedKeyboardHeight(predictive: true))
                let added = shown - oldMetrics.dockedKeyboardHeight(predictive: predictive)
                let height = Swift.min(screen.height, Swift.max(0, metrics.dockedKeyboardHeight(predictive: predictive) + added))
                keyboardRotatedFrameStorage = Rect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
            }
        } else {
            let width = Swift.min(k.width, screen.width), height = Swift.min(k.height, screen.height)
            keyboardFrameStorage = Rect(x: Swift.min(k.minX, screen.width - width), y: Swift.min(k.minY, screen.height - height),
                                        width: width, height: height)
        }
        try relayOut(restingAtTop: restingAtTop, titleExpanded: titleExpanded)
    }

    /// The window is resized or moved on the same screen (iPad Split View, Stage Manager) to `frame`
    /// (screen coordinates; `nil` fills the screen). UIKit lays the view controller's view out again for
    /// the new size and calls `viewWillTransition(to:with:)`, as for a rotation ("Split View resizes
    /// your window": UIContentContainer). The keyboard does not move: its frame is in the screen's
    /// coordinates, which have not changed, but its overlap with the window has. Whether iPadOS posts
    /// keyboard notifications for the new overlap is not documented (WWDC23 "Keep up with the
    /// keyboard" advises apps to follow the overlap themselves); the generators draw both.
    /// A `UITableViewController` fits its keyboard inset (or frame) to the new overlap in the resize's
    /// layout, without scrolling to its first responder: what it does is undocumented, and a stale
    /// inset left by the model would be an inset no device is known to keep, judged against geometry
    /// that no longer has it.
    public mutating func resizeWindow(to frame: Rect?) throws {
        let restingAtTop = abs(tableView.contentOffset.y - tableView.scrollView.minOffsetY) < 0.001
        let titleExpanded = isLargeTitleExpanded
        layout = try layout.resized(windowFrame: frame).validated()
        try relayOut(restingAtTop: restingAtTop, titleExpanded: titleExpanded)
        if isTableViewController { try adjustTableControllerForKeyboard(scrollingToFirstResponder: false) }
        tableView.scrollView.clampOffset()
    }

    /// The view controller's view laid out again after its container changed size (a rotation, a
    /// window resize): frames the app set are discarded, a `UITableViewController`'s keyboard inset is
    /// cleared until the controller adjusts again, safe areas follow, a list at rest at its top stays
    /// there (a collapsing large title that was expanded there expands in the new layout) and no
    /// offset is left outside the new valid range.
    private mutating func relayOut(restingAtTop: Bool, titleExpanded: Bool) throws {
        let accessory: Double
        if case let .plainViewController(h) = layout.controller { accessory = h } else { accessory = 0 }
        rootViewFrame = layout.rootViewFrame
        controllerFrameBeforeKeyboardStorage = nil
        // The app's views are laid out again for the new size: their old frames say nothing until the
        // facade reads them after the app's layout pass.
        appCoverStorage = []
        tableView.scrollView.systemKeyboardInset = 0
        if isTableViewController {
            tableView.scrollView.frame = rootViewFrame
        } else {
            tableView.scrollView.frame = Rect(x: 0, y: 0, width: rootViewFrame.width,
                                              height: Swift.max(0, rootViewFrame.height - accessory))
        }
        tableView.syncContentSize()
        updateSafeArea()
        // A list at rest at its top stays at its top when the bars and safe area change with the
        // orientation (UIScrollView keeps content pinned under the top inset when
        // `adjustedContentInset.top` changes while the offset sits at −top; the same happens when a large
        // title collapses). Any other offset is kept as it was.
        if restingAtTop {
            let top = titleExpanded ? expandedTitleOffset ?? tableView.scrollView.minOffsetY : tableView.scrollView.minOffsetY
            try tableView.setContentOffset(Point(x: 0, y: top))
            updateSafeArea()
        }
        // A list does not come to rest past either end of its new range: the table brings the offset
        // inside it as the rotation's layout runs (a list scrolled to its end in landscape shows its last
        // row at the bottom in portrait, not blank space). Not documented; widely observed.
        tableView.scrollView.clampOffset()
    }

    /// Recomputes the table's safe area from its frame in the window. When the app keeps its insets in
    /// step with the safe area (``appInsetsFollowSafeArea``: its `viewSafeAreaInsetsDidChange` runs on
    /// every change, a rotation or a frame that moved under or out from under the bars), the top inset
    /// becomes the new safe area's top and the bottom inset moves by the change of its bottom, keeping
    /// what keyboard code added.
    ///
    /// A collapsing large title first takes the height the offset gives it
    /// (``navigationBarHeight(atOffset:)``) unless `followingOffset` is false (a screen appearing,
    /// whose title is expanded before its offset is set).
    /// The screen's view leaves the window (`inWindow` false: a pushed screen covers it and its view is
    /// removed, `viewDidDisappear`) or comes back (`viewWillAppear`). Out of a window a view has no safe
    /// area — Apple's `UIView.safeAreaInsets`: "If the view is not currently installed in a view
    /// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0" — and the table's
    /// `adjustedContentInset`, built from its safe area, loses that part with it: the root view, the
    /// table and the layout guides agree while away. `contentOffset` does not
    /// move (an inset change never moves it); the safe area comes back as the screen does.
    ///
    /// A list resting at its top as it comes back comes back at its top: its safe area returns and the
    /// content stays under the bars, as UIKit keeps a scroll view resting at its top there when its
    /// adjusted top inset changes (the private `_adjustContentOffsetIfNecessary` the resize clamp below
    /// names; otherwise the returning screen would show a blank band under the bar). Resting at its top
    /// means: still where it was when it left the window at the top of its range (nothing moved it while
    /// away), or exactly at the top of the range it has away (where a rotation while away clamps it). A
    /// list scrolled down keeps its offset, even one that lies above the range it has away (the safe
    /// area's part of the inset gone), and so does a list the app scrolled while away: UIKit moves the
    /// offset only of a scroll view at its top.
    public mutating func setInWindow(_ inWindow: Bool) {
        guard isInWindow != inWindow else { return }
        let scroll = tableView.scrollView
        let y = scroll.contentOffset.y
        if !inWindow { leftWindowTopOffset = y <= scroll.minOffsetY + 0.5 ? y : nil }
        let stayedAtTop = leftWindowTopOffset.map { abs(y - $0) <= 0.001 } ?? false
        let atTop = inWindow && (stayedAtTop || abs(y - scroll.minOffsetY) <= 0.001)
        isInWindow = inWindow
        updateSafeArea()
        if atTop { tableView.scrollView.setOffsetY(tableView.scrollView.minOffsetY) }
    }

    mutating func updateSafeArea(followingOffset: Bool = true) {
        if followingOffset, layout.navigationBar.collapses {
            navigationBarHeight = navigationBarHeight(atOffset: tableView.contentOffset.y)
        } else if !layout.navigationBar.collapses {
            navigationBarHeight = layout.navigationBarHeights?.upperBound ?? 0
        }
        let oldSafe = tableView.scrollView.safeAreaInsets
        let safe = isInWindow ? layout.safeAreaInsets(ofWindowFrame: tableFrameInWindow, navigationBarHeight: navigationBarHeight) : .zero
        tableView.scrollView.safeAreaInsets = safe
        tableView.scrollView.isInNavigationOrTabBarController = layout.isInNavigationOrTabBarController
        if appInsetsFollowSafeArea, safe != oldSafe {
            var inset = tableView.contentInset
            inset.top = safe.top
            inset.bottom = Swift.max(0, inset.bottom + safe.bottom - oldSafe.bottom)
            // Finite, non-negative values from finite insets: the setter cannot refuse them.
            try? tableView.setContentInset(inset)
        }
    }
}

extension Scene {
    /// The user's finger comes down on the list and starts to pan (`UIScrollView.isDragging` and
    /// `isTracking` become true).
    public mutating func beginDrag() {
        isDragging = true
    }

    /// The finger moves the content up by `dy` points (down when negative), from wherever the content
    /// is now: the offset changes by `dy`, stopped at the valid range's ends (UIScrollView rubber-bands
    /// past them and springs back on release; the model does not draw the overshoot). Rows the move
    /// reveals are laid out. Returns the move the content made.
    @discardableResult
    public mutating func dragContent(by dy: Double) throws(ModelError) -> Double {
        try ModelError.checkFinite(dy, "drag distance")
        let from = tableView.contentOffset.y
        let range = tableView.scrollView.validOffsetRange
        // A drag that starts outside the range (the app left the offset there) may move toward the
        // range, not further away.
        // Pulling down at the top of a list under a collapsed large title opens the title: the content
        // follows the finger down to where the expanded title rests (``expandedTitleOffset``).
        let low = Swift.min(from, range.lowerBound, expandedTitleOffset ?? range.lowerBound)
        let high = Swift.max(from, range.upperBound)
        let y = Swift.min(high, Swift.max(low, from + dy))
        try tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: y))
        layoutIfNeeded()
        return y - from
    }

    /// The system's part of a phase of the user's drag (``beginDrag()``, ``dragContent(by:)``,
    /// ``endDrag(at:)``); returns how far the content moved under the finger (0 unless it moved).
    @discardableResult
    public mutating func drag(_ phase: DragPhase) throws(ModelError) -> Double {
        switch phase {
        case .began:
            beginDrag()
            return 0
        case let .moved(dy):
            return try dragContent(by: dy)
        case let .ended(target):
            try endDrag(at: target)
            return 0
        }
    }

    /// The finger lifts: the drag ends and the list decelerates to rest at `target`
    /// (``scrollAsUser(to:)``).
    public mutating func endDrag(at target: ScrollTarget) throws(ModelError) {
        isDragging = false
        try scrollAsUser(to: target)
    }

    /// The user drags the list and lets go: the scroll view decelerates and comes to rest at `target`
    /// inside the valid range (UIScrollView bounces back from outside it), after laying out the rows the
    /// drag revealed — whose true heights can move the range, so the target is re-aimed until it holds.
    ///
    /// To the top (a status-bar tap, a fling to the top) a collapsing large title opens fully: the list
    /// rests at ``expandedTitleOffset``, below the range's top that the collapsed bar gives.
    public mutating func scrollAsUser(to target: ScrollTarget) throws(ModelError) {
        for _ in 0..<16 {
            var y = target.offset(in: tableView.scrollView)
            if target == .top, let top = expandedTitleOffset { y = Swift.min(y, top) }
            if abs(y - tableView.contentOffset.y) < 0.001 { break }
            try tableView.setContentOffset(Point(x: 0, y: y))
            layoutIfNeeded()
        }
        tableView.scrollView.clampOffset()
        layoutIfNeeded()
    }
}

/// The navigation bar as the list's offset has left it: a collapsing large title
/// (``NavigationBarStyle/largeTitleCollapsing``) shrinks from the large title's height to the regular
/// bar's as the content scrolls up, and grows back as it scrolls down to the top.
///
/// The model: the content's top edge stays glued to the bar's bottom while the bar changes height, so
/// the bar's height is a function of the offset,
/// `h(y) = clamp(expanded − (y − yExpanded), collapsed, expanded)`, where `yExpanded`
/// (``expandedTitleOffset``) is the offset at rest at the top with the title expanded. Over
/// `yExpanded ... yExpanded + (expanded − collapsed)` the offset sits at the top of its valid range
/// (`−adjustedContentInset.top`, which moves with the bar), so a programmatic scroll to
/// `−adjustedContentInset.top` read under a collapsed bar leaves the title collapsed; the user's pull
/// down at the top (``dragContent(by:)``) and a user scroll to the top (``scrollAsUser(to:)``) open it.
/// iPhone 15 portrait (status bar 59, bars 96 / 44): y −155 → bar 96, adjusted top 155; y −125 → 66,
/// 125; y ≥ −103 → 44, 103.
extension Scene {
    /// The offset at rest at the top of the list with a collapsing large title expanded: minus the
    /// `adjustedContentInset.top` the table has under the expanded bar (its `.never` screen following
    /// the safe area with its own top inset, ``appInsetsFollowSafeArea``, included). `nil` for any other
    /// bar, or where the large title cannot be taller than the regular bar (a phone in landscape).
    public var expandedTitleOffset: Double? {
        guard layout.navigationBar.collapses, let heights = layout.navigationBarHeights,
              heights.upperBound > heights.lowerBound else { return nil }
        return -adjustedContentInsetWithTitleExpanded.top
    }

    /// The table's `adjustedContentInset` as it would be with a collapsing large title expanded (its
    /// `.never` screen following the safe area with its own top inset, ``appInsetsFollowSafeArea``,
    /// included); the current one under any other bar. What the bar's height does to the insets is the
    /// offset's doing (the bar follows it), so a comparison of insets that must not see the list's own
    /// scrolling compares these.
    var adjustedContentInsetWithTitleExpanded: EdgeInsets {
        guard layout.navigationBar.collapses, let heights = layout.navigationBarHeights else {
            return tableView.scrollView.adjustedContentInset
        }
        var scroll = tableView.scrollView
        let safe = layout.safeAreaInsets(ofWindowFrame: tableFrameInWindow, navigationBarHeight: heights.upperBound)
        if appInsetsFollowSafeArea {
            var inset = scroll.contentInset
            inset.top = safe.top
            try? scroll.setContentInset(inset)
        }
        scroll.safeAreaInsets = safe
        return scroll.adjustedContentInset
    }

    /// The navigation bar's height with the table's offset at `y` (0 without a bar; the layout's fixed
    /// height for a bar that does not collapse).
    public func navigationBarHeight(atOffset y: Double) -> Double {
        guard let heights = layout.navigationBarHeights else { return 0 }
        guard let top = expandedTitleOffset else { return heights.upperBound }
        return Swift.min(heights.upperBound, Swift.max(heights.lowerBound, heights.upperBound - (y - top)))
    }

    /// True unless a collapsing large title is (partly) collapsed.
    var isLargeTitleExpanded: Bool {
        guard layout.navigationBar.collapses, let heights = layout.navigationBarHeights else { return true }
        return navigationBarHeight >= heights.upperBound - 0.001
    }

    /// The navigation bar's frame in window coordinates at its current height, or `nil`.
    public var navigationBarFrame: Rect? { layout.navigationBarFrame(height: navigationBarHeight) }

    /// ``ScreenLayout/safeRegion`` with the navigation bar at its current height.
    public var safeRegion: Rect { layout.safeRegion(navigationBarHeight: navigationBarHeight) }

    /// `safeAreaInsets` of a view whose frame in window coordinates is `frame`, with the navigation bar
    /// at its current height.
    public func safeAreaInsets(ofWindowFrame frame: Rect) -> EdgeInsets {
        layout.safeAreaInsets(ofWindowFrame: frame, navigationBarHeight: navigationBarHeight)
    }
}
