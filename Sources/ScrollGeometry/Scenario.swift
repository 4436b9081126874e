/// What kind of list the screen shows, which decides the edge an anchor is kept against.
public enum ListKind: String, CaseIterable, Hashable, Sendable {
    /// A reading list (feed, settings form): the row at the top of the visible area stays put.
    case readingList = "reading list"
    /// A chat: the list rests at the bottom and the row at the bottom of the visible area stays put.
    case chat
}

/// Where the user ends a scroll, resolved against the valid offset range at the moment it happens.
public enum ScrollTarget: Hashable, Sendable, CustomStringConvertible {
    case top
    case bottom
    /// A fraction 0…1 of the way from the top of the valid range to its bottom.
    case fraction(Double)

    public var description: String {
        switch self {
        case .top: return "to the top"
        case .bottom: return "to the bottom"
        case let .fraction(f): return "to \(Format.number(f * 100))% of the range"
        }
    }

    /// The offset this target means for `scrollView`.
    public func offset(in scrollView: ScrollView) -> Double {
        let range = scrollView.validOffsetRange
        switch self {
        case .top: return range.lowerBound
        case .bottom: return range.upperBound
        case let .fraction(f):
            return range.lowerBound + Swift.min(1, Swift.max(0, f)) * (range.upperBound - range.lowerBound)
        }
    }
}

/// A phase of the user's drag on the list, each a touch event of its own (a run-loop turn): the finger
/// comes down and starts to pan, moves, and lifts. Between them the app's code runs as on a device:
/// data may arrive, the keyboard may hide (`keyboardDismissMode = .onDrag` resigns the first responder
/// as the drag begins), the app may set `contentOffset` — and the pan goes on from wherever the content
/// then is, since UIScrollView's pan moves the offset by the finger's movement since its last callback
/// (chat code resets `contentOffset` while the user drags to keep what is under the finger still:
/// matrix-org/matrix-ios-kit pull request 91, "the jump on an incoming message when the user scrolls").
public enum DragPhase: Hashable, Sendable, CustomStringConvertible {
    /// The finger comes down and the pan begins (`scrollViewWillBeginDragging`, `isDragging`).
    case began
    /// The finger moves the content by this many points: positive moves it up (the offset grows).
    /// The model stops the content at the valid range's ends instead of rubber-banding past them.
    case moved(by: Double)
    /// The finger lifts and the list decelerates to rest at the target (`scrollViewDidEndDragging`,
    /// then `scrollViewDidEndDecelerating`).
    case ended(ScrollTarget)

    public var description: String {
        switch self {
        case .began: return "user's drag begins"
        case let .moved(dy): return "user's drag moves the content \(dy >= 0 ? "up" : "down") \(Format.number(abs(dy))) pt"
        case let .ended(target): return "user's drag ends, the list comes to rest \(target)"
        }
    }
}

/// The starting screen of a scenario: everything needed to build the first ``Scene``.
public struct StartScreen: Hashable, Sendable, CustomStringConvertible {
    public var layout: ScreenLayout
    public var listKind: ListKind
    public var style: TableView.Style
    public var sections: [[RowSpec]]
    public var estimatedRowHeight: Double
    public var tableHeaderHeight: Double
    /// Every section's header and footer height (`sectionHeaderHeight` / `sectionFooterHeight`, a grouped
    /// form's titles and notes); 0 for none, the default, so older scenarios are unchanged.
    public var sectionHeaderHeight: Double = 0
    public var sectionFooterHeight: Double = 0
    /// A plain-style table (`UITableView.Style.plain`) whose section headers and footers float
    /// (``FloatingSectionView``); false, the default, for a grouped table, whose scroll with the rows.
    public var pinsSectionHeaders: Bool = false
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    public var behavior: UndocumentedBehavior
    public var initialScroll: ScrollTarget
    /// The app sets `contentInset` to the table's `safeAreaInsets` when the view loads, as code that turns
    /// `contentInsetAdjustmentBehavior` to `.never` does to keep its content out from under the bars.
    public var appInsetsFollowSafeArea: Bool = false
    /// The table, rows and controls are what a view controller built in this world (view-controller
    /// mode), read back from it; false when the generator drew them.
    public var readFromController: Bool = false
    /// What the view controller calls the text control of a row, where it set something (the field's
    /// placeholder, else the cell's label text), read from its cells with the screen (view-controller
    /// mode only; empty otherwise, so older scenarios are unchanged). Counterexamples name acts with it.
    public var controlNames: [IndexPath: String] = [:]
    /// Where the focus goes when the user presses the return key in a row's text field, as the
    /// controller's `textFieldShouldReturn(_:)` answered on the screen it built (view-controller mode):
    /// the row whose control then is first responder, or `nil` when the app resigned it. Rows it leaves
    /// focused are absent. The generator's expectation; the runner posts what really happens.
    public var returnKeyFocus: [IndexPath: IndexPath?] = [:]
    /// The text fields and text views the view controller placed outside its table or scroll view (a
    /// chat's composer pinned to the keyboard layout guide, a search field above a list), front to back,
    /// each by the controller's name for it (a field's placeholder, else its kind): what
    /// ``Action/tapOutsideControl(_:)`` taps, by index. View-controller mode only; empty otherwise.
    public var outsideControls: [String] = []
    /// The choices the generator drew for the app's own parameters (view-controller mode, for a
    /// controller whose `make` draws them: how many messages a chat starts with, whether a form shows
    /// its header), in the order `make` asks for them; each is mapped into the range asked for, 0 to its
    /// low end, so the shrinker brings every parameter to its simplest value. Empty for every other
    /// strategy.
    public var appChoices: [UInt64] = []
    /// What the app's `make` drew, as it named it ("messages = 0", "header = off"), in the order it
    /// asked; read with the screen and printed with the scenario.
    public var appParameters: [String] = []
    /// The choices the generator drew for the parameters the app's doors draw when data arrives ("posts
    /// = 3"), one pool the doors take from in the order they run; empty unless a door draws.
    public var doorChoices: [UInt64] = []

    public init(layout: ScreenLayout = ScreenLayout(), listKind: ListKind = .readingList,
                style: TableView.Style = .table, sections: [[RowSpec]], estimatedRowHeight: Double = 0,
                tableHeaderHeight: Double = 0, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
                behavior: UndocumentedBehavior = .plain, initialScroll: ScrollTarget = .top) {
        self.layout = layout
        self.listKind = listKind
        self.style = style
        self.sections = sections
        self.estimatedRowHeight = estimatedRowHeight
        self.tableHeaderHeight = tableHeaderHeight
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.behavior = behavior
        self.initialScroll = initialScroll
    }

    /// Builds the first scene: laid out, then scrolled to ``initialScroll`` as a user's scroll comes to
    /// rest (inside the valid range once the rows it reveals are laid out).
    public func makeScene() throws -> Scene {
        var scene = try Scene(layout: layout, style: style, sections: sections, estimatedRowHeight: estimatedRowHeight,
                              tableHeaderHeight: tableHeaderHeight, sectionHeaderHeight: sectionHeaderHeight,
                              sectionFooterHeight: sectionFooterHeight, pinsSectionHeaders: pinsSectionHeaders,
                              contentInsetAdjustmentBehavior: contentInsetAdjustmentBehavior, behavior: behavior)
        if appInsetsFollowSafeArea {
            let safe = scene.tableView.scrollView.safeAreaInsets
            try scene.tableView.setContentInset(EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
            scene.appInsetsFollowSafeArea = true
        }
        scene.readFromController = readFromController
        scene.appChoices = appChoices
        scene.doorChoices = doorChoices
        try scene.scrollAsUser(to: initialScroll)
        return scene
    }

    public var description: String {
        var parts = ["\(layout.device.rawValue) \(layout.orientation.rawValue)"]
        if layout.windowFrame != nil { parts.append("window \(layout.windowFrameOnScreen)") }
        if layout.presentation != .fullScreen { parts.append(layout.presentationDescription) }
        if layout.navigationBar != .none { parts.append("\(layout.navigationBar.rawValue) nav bar") }
        if layout.bottomBar != .none { parts.append(layout.bottomBar == .tabBar ? "tab bar" : "toolbar") }
        parts.append("\(layout.controller)" + (readFromController ? " (the view controller's own screen)" : ""))
        if !appParameters.isEmpty { parts.append("app: " + appParameters.joined(separator: ", ")) }
        if style == .plainScrollView { parts.append("plain scroll view form") }
        parts.append(listKind.rawValue)
        parts.append(rowsDescription)
        if tableHeaderHeight > 0 { parts.append("header \(Format.number(tableHeaderHeight))") }
        if sectionHeaderHeight > 0 || sectionFooterHeight > 0 {
            parts.append("section headers \(Format.number(sectionHeaderHeight)) footers \(Format.number(sectionFooterHeight))"
                + (pinsSectionHeaders ? " (plain style: pinned while their section passes)" : ""))
        }
        if contentInsetAdjustmentBehavior != .automatic { parts.append("insets .\(contentInsetAdjustmentBehavior.rawValue)") }
        if appInsetsFollowSafeArea { parts.append("app insets = safe area") }
        parts.append(optionsDescription)
        if initialScroll != .top { parts.append("scrolled \(initialScroll)") }
        return parts.joined(separator: ", ")
    }

    /// The rows as they decide the case: count, sections, every true height (as the repeating pattern
    /// the rows tile, up to 12 long, else the first six), per-row estimates, controls, and the table's
    /// `estimatedRowHeight`: "40 rows in 2 sections repeating (44 pt text field, 120 pt est. 60),
    /// estimatedRowHeight 44".
    var rowsDescription: String {
        let rows = sections.flatMap { $0 }
        var text = "\(rows.count) row\(rows.count == 1 ? "" : "s")"
        if sections.count > 1 { text += " in \(sections.count) sections" }
        func spec(_ r: RowSpec) -> String {
            "\(Format.number(r.height)) pt" + (r.estimatedHeight.map { " est. \(Format.number($0))" } ?? "")
                + (r.control.map { " \($0.kind.rawValue)" } ?? "")
        }
        let period = (1...Swift.min(12, Swift.max(1, rows.count))).first { p in
            rows.indices.allSatisfy { rows[$0] == rows[$0 % p] }
        }
        // Equal neighbours as one entry with a count: "44 pt text field ×5".
        func runs(_ specs: ArraySlice<RowSpec>) -> String {
            var out: [(RowSpec, Int)] = []
            for r in specs { if out.last?.0 == r { out[out.count - 1].1 += 1 } else { out.append((r, 1)) } }
            return out.map { spec($0.0) + ($0.1 > 1 ? " ×\($0.1)" : "") }.joined(separator: ", ")
        }
        if rows.isEmpty {
            // Nothing to describe.
        } else if let period, period == 1 {
            text += " of " + spec(rows[0])
        } else if let period {
            text += " repeating (" + runs(rows.prefix(period)) + ")"
        } else {
            text += " (" + runs(rows.prefix(6)) + ", …)"
        }
        let estimates = estimatedRowHeight > 0 || rows.contains { $0.estimatedHeight != nil }
        return text + (estimates ? ", estimatedRowHeight \(Format.number(estimatedRowHeight))" : ", exact heights (no estimates)")
    }

    /// The ``UndocumentedBehavior`` options this screen can meet, whether or not they are the plain
    /// ones: the estimate correction when rows have estimates, the clamp after updates, and a
    /// `UITableViewController`'s keyboard handling.
    var optionsDescription: String {
        var options: [String] = []
        if estimatedRowHeight > 0 || sections.contains(where: { $0.contains { $0.estimatedHeight != nil } }) {
            options.append("estimates .\(behavior.estimateCorrection.rawValue)")
            if behavior.reestimatesOnReappear { options.append("rows re-estimated when the screen comes back") }
        }
        options.append("clamp after updates \(behavior.clampsOffsetAfterUpdates ? "on" : "off")")
        if behavior.scrollAnimationStopsOnChange { options.append("an animated scroll stops when the content or insets change") }
        if layout.controller == .tableViewController {
            var keyboard = "controller keyboard .\(behavior.tableControllerKeyboard.rawValue)"
            if behavior.tableControllerScrollsToFirstResponder { keyboard += " + scroll to first responder" }
            if !behavior.tableControllerFollowsKeyboardWhileAway { keyboard += ", not while away" }
            options.append(keyboard)
        }
        return "UIKit options: " + options.joined(separator: ", ")
    }
}

/// One thing that happens to the screen: the system posts a keyboard notification, the user focuses a
/// field or scrolls, the data changes, the device rotates, the view appears.
public enum Action: Hashable, Sendable, CustomStringConvertible {
    /// The system posts a keyboard notification.
    case keyboard(KeyboardNotification)
    /// The user taps the control in the row at this path (`textFieldDidBeginEditing`).
    case beginEditing(IndexPath)
    /// Editing ends (`textFieldDidEndEditing`, `resignFirstResponder`).
    case endEditing
    /// The data changes; the strategy tells the table.
    case update(RowUpdate)
    /// The user drags the list and lets it come to rest, all in one event.
    case userScroll(ScrollTarget)
    /// A phase of a drag whose events are apart: something may happen while the finger is down.
    case drag(DragPhase)
    /// The device rotates.
    case rotate
    /// The window is resized or moved on the screen (iPad Split View's divider, a Stage Manager
    /// window): its new frame in screen coordinates, `nil` for the whole screen. The app hears
    /// `viewWillTransition(to:with:)`, as for a rotation.
    case resizeWindow(Rect?)
    /// The view appears again (`viewWillAppear`/`viewDidAppear`), e.g. after a pushed screen is popped.
    case viewDidAppear
    /// The view is about to leave the screen (`viewWillDisappear`), e.g. another screen is pushed.
    case viewWillDisappear
    /// The user starts the navigation controller's interactive pop (a swipe from the screen's left edge)
    /// on this screen and lets go before it completes: UIKit calls `viewWillDisappear`, then, as the
    /// transition is cancelled, `viewWillAppear` and `viewDidAppear`, and never `viewDidDisappear`
    /// (UINavigationController's interactive transition; UIViewControllerTransitionCoordinator's
    /// `isCancelled`). The first responder and the keyboard stay as they were.
    case interactivePopCancelled
    /// Data arrives through one of the app's own entry points (a view controller's door, declared with
    /// it: a message received, older history loaded, a refresh): the app's own method runs and tells
    /// its table what changed. `index` names the door among those declared, `name` is its label.
    case door(Int, name: String)
    /// The user presses the return key (the keyboard's Return, Next or Done, or a hardware keyboard's
    /// Return) in the focused text field: UIKit asks the field's delegate `textFieldShouldReturn(_:)`,
    /// and whatever the app does there (typically `nextField.becomeFirstResponder()` or
    /// `resignFirstResponder()`) is what happens; the keyboard's notifications for the focus the app
    /// left follow as iOS posts them (the runner's part, after the app's answer).
    case returnKey
    /// The user types `lines` more lines (each a line break and a few words) at the end of the focused
    /// text view: UIKit asks its delegate `textView(_:shouldChangeTextIn:replacementText:)`, changes the
    /// text and calls `textViewDidChange(_:)`; an app whose row grows with its text view tells its table
    /// there (`beginUpdates()`/`endUpdates()`, `performBatchUpdates(nil)`).
    case typeLines(Int)
    /// The app's own code scrolls the table with animation (``AnimatedScroll``): the offset moves for
    /// ``ScrollAnimation/duration``, and the next event may come while it is still in flight.
    case animatedScroll(AnimatedScroll)
    /// The user taps the text field or text view number `index` of those the view controller placed
    /// outside its table or scroll view (``StartScreen/outsideControls``): UIKit asks its delegate's
    /// `…ShouldBeginEditing`, ends the editing of the control that had the focus, makes it first
    /// responder and calls `…DidBeginEditing`. The keyboard's notifications follow as for any focus.
    case tapOutsideControl(Int)

    /// True for the acts that change the focus and may ask for the keyboard in their turn (a tap on a
    /// control, the end of editing, the return key moving the focus).
    public var isFocusChange: Bool {
        switch self {
        case .beginEditing, .endEditing, .returnKey, .tapOutsideControl: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .keyboard(note):
            let b = note.beginFrame, e = note.endFrame
            var text = "keyboard \(note.event.rawValue) y \(Format.number(b.minY))→\(Format.number(e.minY))"
            text += " h \(Format.number(b.height))→\(Format.number(e.height))"
            if e.width != b.width || e.minX != 0 { text += " frame \(e)" }
            if !note.isLocal { text += " (another app)" }
            if note.forAnotherScreen { text += " (the pushed screen's keyboard)" }
            if note.delayAfterFocus > 0 { text += " (the keyboard's cold start, \(Format.number(note.delayAfterFocus)) s after the tap)" }
            return text
        case let .beginEditing(path): return "focus \(path) field"
        case .endEditing: return "end editing"
        case let .update(update): return update.description
        case let .userScroll(target): return "user scrolls \(target)"
        case let .drag(phase): return phase.description
        case .rotate: return "rotate"
        case let .resizeWindow(frame): return "window resized to \(frame.map { "\($0)" } ?? "the whole screen")"
        case .viewDidAppear: return "view appears"
        case .viewWillDisappear: return "view disappears"
        case .interactivePopCancelled: return "interactive pop cancelled"
        case let .door(_, name): return "\(name) (the app's own method)"
        case .returnKey: return "return key in the focused field"
        case let .typeLines(n): return "type \(n) line\(n == 1 ? "" : "s") into the focused text view"
        case let .animatedScroll(scroll): return scroll.description
        case let .tapOutsideControl(index): return "tap control \(index) outside the list"
        }
    }

    /// The description in the controller's terms: a focus on a row whose control or cell the controller
    /// named (`names`: a text field's placeholder, the cell's label) says so, "focus the "Email" field
    /// (row 0-3)"; anything else is ``description``.
    public func description(names: [IndexPath: String], outside: [String] = []) -> String {
        if case let .tapOutsideControl(index) = self, outside.indices.contains(index) {
            return "tap the \"\(outside[index])\" control outside the list"
        }
        guard case let .beginEditing(path) = self, let name = names[path] else { return description }
        return "focus the \"\(name)\" field (\(path))"
    }
}

/// A starting screen and the actions that follow: what the checker replays against a strategy.
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
    public var start: StartScreen
    public var actions: [Action]

    public init(start: StartScreen, actions: [Action]) {
        self.start = start
        self.actions = actions
    }

    /// Readable steps: "iPhone 15 portrait, …; focus row 12 field; keyboard willShow y 852→516 …". A
    /// focus on a row the controller named (``StartScreen/controlNames``) names it, until the rows may
    /// have moved (a content change or data arriving through a door: the names are the start's).
    public var description: String {
        var names = start.controlNames
        var parts = [start.description]
        for action in actions {
            parts.append(action.description(names: names, outside: start.outsideControls))
            switch action {
            case .update, .door: names = [:]
            default: break
            }
        }
        return parts.joined(separator: "; ")
    }
}
