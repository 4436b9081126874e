import ScrollGeometry

/// What an app's view controller does about the keyboard and about content changes: the code under
/// test.
///
/// A strategy receives the callbacks UIKit gives a view controller — keyboard notifications, editing
/// beginning and ending, data changes it must pass to the table, rotation, the view appearing, the user
/// scrolling — and changes the screen only through the UIKit-shaped API of ``Scene`` and ``TableView``
/// (`setContentOffset`, `setContentInset`, `setRootViewFrame`, `scrollToRow`, `insertRows`, …). The
/// same source compiles against UIKit through a thin adapter that offers those names over a real
/// `UIViewController`.
///
/// Every method has a default: do nothing, except ``perform(_:in:)``, whose default tells the table
/// with the precise UIKit call. A thrown error is the strategy's failure: a `UIKitException` is what
/// UIKit would raise, a `ModelError` an invalid value the strategy computed.
public protocol KeyboardStrategy: Sendable {
    /// `viewDidAppear(_:)`: the view is on screen (also after a pushed screen is popped).
    mutating func viewDidAppear(in scene: inout Scene) throws
    /// `viewWillDisappear(_:)`: another screen is about to cover this one.
    mutating func viewWillDisappear(in scene: inout Scene) throws
    /// `viewWillAppear(_:)`, delivered on its own (e.g. a cancelled interactive pop: willDisappear, then
    /// willAppear again without didDisappear). When the runner does not call it, ``viewDidAppear(in:)``
    /// stands for both.
    mutating func viewWillAppear(in scene: inout Scene) throws
    /// `viewDidDisappear(_:)`: the view has left the window.
    mutating func viewDidDisappear(in scene: inout Scene) throws
    /// `textFieldShouldBeginEditing` / `textViewShouldBeginEditing` for the control in `row`, before
    /// the keyboard's notifications; false refuses the focus. When the runner does not call it,
    /// ``didBeginEditing(row:in:)`` asks first.
    mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool
    /// A keyboard notification, after the system (and a `UITableViewController`) has handled it.
    mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws
    /// A text view has become first responder before the keyboard's will-notifications its focus posts;
    /// its `textViewDidBeginEditing` comes after them (``didBeginEditing(row:in:)``). UIKit calls no app
    /// code here: only `isFirstResponder` has changed, and the runner has already set
    /// `scene.focusedRow`. A strategy over UIKit's objects mirrors the new first responder.
    mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws
    /// `textFieldDidBeginEditing` / `textViewDidBeginEditing` for the control in `row`.
    mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws
    /// `textFieldDidEndEditing`.
    mutating func didEndEditing(in scene: inout Scene) throws
    /// The data changed by `update`: tell the table (and keep whatever the strategy keeps still).
    mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws
    /// `viewWillTransition(to:with:)` after the layout for a new size: a rotation, or the window resized
    /// (iPad Split View, Stage Manager).
    mutating func didRotate(in scene: inout Scene) throws
    /// `scrollViewDidEndDecelerating`: the user's scroll came to rest.
    mutating func userDidScroll(in scene: inout Scene) throws
    /// A phase of the user's drag, after the system applied it (``Scene/isDragging`` tells whether the
    /// finger is down): `.began` is `scrollViewWillBeginDragging`; `.moved` is `scrollViewDidScroll`
    /// under the finger; `.ended` is the release and deceleration, up to `scrollViewDidEndDecelerating`.
    /// By default a move and an end are heard as ``userDidScroll(in:)`` and a start as nothing.
    mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws
    /// The main run loop has reached virtual time `time` (seconds since the screen appeared) at the end
    /// of a turn: work the app deferred to the main queue (`DispatchQueue.main.async`/`asyncAfter`,
    /// `perform(_:with:afterDelay:)`, animation completions) that is due by then runs now. The runner
    /// calls it at the end of every turn with a time that never goes back.
    mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws
    /// `tableView(_:estimatedHeightForRowAt:)`, asked again for a row the table had laid out when it
    /// counts its estimates again (``UndocumentedBehavior/reestimatesOnReappear``): the row's estimate,
    /// or `nil` for the one its data source gave when the row was made (an app that does not implement
    /// the method).
    func estimatedHeight(forRow row: RowID) -> Double?
    /// `tableView(_:willDisplay:forRowAt:)`: a layout pass sized this row (its cell is shown with its
    /// true height, `rectForRow(at:)` in `scene`). Told after the pass, in the order the rows were sized.
    mutating func willDisplay(row: RowID, in scene: inout Scene) throws
    /// ``willDisplay(row:in:)`` for each of `rows`, in order: the rows one layout pass sized, which UIKit
    /// displays in that pass. The default tells them one by one; a strategy may take them together.
    mutating func willDisplay(rows: [RowID], in scene: inout Scene) throws
    /// Data arrives through the app's own entry point number `door` (``StrategyDescriptor/doors``): the
    /// app changes its data and tells its table, as it does when a message arrives.
    mutating func dataArrives(door: Int, in scene: inout Scene) throws
    /// The user pressed the return key in the focused text field (`textFieldShouldReturn(_:)`); what the
    /// app does with the focus there is what happens. The default does nothing.
    mutating func returnKey(in scene: inout Scene) throws
    /// The user typed `lines` more lines into the focused text view (`textViewDidChange(_:)`). The
    /// default does nothing.
    mutating func typeLines(_ lines: Int, in scene: inout Scene) throws
    /// The user tapped the text control number `index` of those the app placed outside its table
    /// (``Action/tapOutsideControl(_:)``): its delegate hears `…ShouldBeginEditing` and
    /// `…DidBeginEditing` as for any tap. The default does nothing.
    mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws
}

extension KeyboardStrategy {
    public mutating func viewDidAppear(in scene: inout Scene) throws {}
    public mutating func viewWillDisappear(in scene: inout Scene) throws {}
    public mutating func viewWillAppear(in scene: inout Scene) throws {}
    public mutating func viewDidDisappear(in scene: inout Scene) throws {}
    public mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool { true }
    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {}
    public mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws {}
    public mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {}
    public mutating func didEndEditing(in scene: inout Scene) throws {}
    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        try scene.tableView.apply(update)
    }
    public mutating func didRotate(in scene: inout Scene) throws {}
    public mutating func userDidScroll(in scene: inout Scene) throws {}
    public mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
        if phase != .began { try userDidScroll(in: &scene) }
    }
    public mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {}
    public mutating func dataArrives(door: Int, in scene: inout Scene) throws {}
    public mutating func returnKey(in scene: inout Scene) throws {}
    public mutating func typeLines(_ lines: Int, in scene: inout Scene) throws {}
    public mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws {}
    public func estimatedHeight(forRow row: RowID) -> Double? { nil }
    public mutating func willDisplay(row: RowID, in scene: inout Scene) throws {}
    public mutating func willDisplay(rows: [RowID], in scene: inout Scene) throws {
        for id in rows { try willDisplay(row: id, in: &scene) }
    }
}

/// A strategy as the checker lists it: a stable id, a one-line summary, where it comes from, what it
/// promises, and how to make a fresh instance for a list of a given kind.
public struct StrategyDescriptor: Sendable {
    public let id: String
    public let summary: String
    /// The article or source the strategy transcribes ("seed 000: …"), or "written here".
    public let source: String
    public let promises: Set<Guarantee>
    /// The triggers each promise covers, for promises scoped to part of what happens (a top-insertion
    /// recipe: anchor stability across content changes only). A promise not listed covers every trigger.
    public let promiseScopes: [Guarantee: Set<Trigger>]
    /// The margin the strategy leaves between the focused control and the keyboard (IQKeyboardManager's
    /// `keyboardDistance`, seed 002's 10 pt padding), in points: the least move that shows the control
    /// plus up to this margin is not a violation of anchor stability or bottom pinning.
    public let focusMargin: Double
    /// True when the strategy's code needs a navigation controller (seed 003 force-unwraps
    /// `navigationController?.navigationBar`): its screens have a navigation bar.
    public let needsNavigationBar: Bool
    /// The list kinds the strategy is written for.
    public let listKinds: Set<ListKind>
    /// The view controller the strategy is written for.
    public let controller: ControllerRequirement
    /// True when the strategy is written for a table (it calls `scrollToRow`, `insertRows`, …), so a
    /// plain scroll-view form is not its setting.
    public let tableOnly: Bool
    public let make: @Sendable (ListKind) -> any KeyboardStrategy
    /// For a strategy that builds its own screen (a view controller in view-controller mode): the
    /// starting screen it builds in a world the generator drew (device, window, bars, UIKit's options),
    /// its table, rows and controls read from what it made. `nil`: the scenario's screen is used as drawn.
    public var readsScreen: (@Sendable (StartScreen) -> StartScreen)?
    /// Whether data may change on the strategy's screen: false for a view controller that declares no
    /// door for data to arrive through, so the generator draws no content changes for it.
    public var acceptsContentChanges = true
    /// How many parameters of its own the app may draw in `make` (view-controller mode: `count`, `flag`
    /// and `pick` of the harness's `AppParameters`); the generator draws this many choices after the
    /// world (``StartScreen/appChoices``). 0 for every strategy that draws none.
    public var appParameterSlots = 0
    /// How many choices the generator draws for the parameters the app's doors draw when data arrives
    /// (``StartScreen/doorChoices``); 0 unless a door draws.
    public var doorParameterSlots = 0
    /// What is wrong with the adoption line as written, in words that name what to add, or `nil` when it
    /// can run: a view controller that promises anchor stability or bottom pinning without saying which
    /// kind of list it is (``ListKind``: the two promises mean different things for a feed and for a
    /// chat, and a screen is one of them). A campaign refuses such a strategy before it runs (exit 2)
    /// and its `swift test` property fails on every case with this message.
    public var adoptionProblem: String?
    /// False when the adoption line did not say which kind of list the screen is (``listKinds`` then
    /// holds the kind it is drawn as, for information only).
    public var listKindDeclared = true
    /// The labels of the strategy's own entry points for data that arrives (a view controller's doors:
    /// "message received", "older history loaded"): the generator draws ``Action/door(_:name:)`` acts
    /// among them and the strategy's ``KeyboardStrategy/dataArrives(door:in:)`` runs the app's method.
    public var doors: [String] = []

    public init(id: String, summary: String, source: String, promises: Set<Guarantee>,
                listKinds: Set<ListKind> = Set(ListKind.allCases), controller: ControllerRequirement = .any,
                tableOnly: Bool = false, promiseScopes: [Guarantee: Set<Trigger>] = [:], focusMargin: Double = 0,
                needsNavigationBar: Bool = false, make: @escaping @Sendable (ListKind) -> any KeyboardStrategy) {
        self.id = id
        self.needsNavigationBar = needsNavigationBar
        self.promiseScopes = promiseScopes
        self.focusMargin = focusMargin
        self.summary = summary
        self.source = source
        self.promises = promises
        self.listKinds = listKinds
        self.controller = controller
        self.tableOnly = tableOnly
        self.make = make
    }

    /// True when a broken `guarantee` at a settled step set off by `triggers` breaks a promise: the
    /// strategy promises it and its scope covers every trigger of the step (a step that mixes in
    /// something the recipe claims nothing about is information).
    public func promises(_ guarantee: Guarantee, for triggers: Set<Trigger>) -> Bool {
        guard promises.contains(guarantee) else { return false }
        guard let scope = promiseScopes[guarantee] else { return true }
        return !triggers.isEmpty && triggers.isSubset(of: scope)
    }

    /// The starting screen `start` made to fit the strategy: a list kind it is written for, the view
    /// controller it needs, a navigation bar when its code needs one (translucent, UIKit's default), and
    /// a table rather than a form when it is written for tables. Row counts and
    /// keyboard frames do not change, so the scenario's actions stay valid.
    public func fit(_ start: StartScreen) -> StartScreen {
        var fitted = start
        if !listKinds.contains(start.listKind), let kind = ListKind.allCases.first(where: listKinds.contains) {
            fitted.listKind = kind
            fitted.initialScroll = kind == .chat ? .bottom : .top
        }
        switch (controller, start.layout.controller) {
        case (.tableViewController, .plainViewController):
            fitted.layout.controller = .tableViewController
            fitted.style = .table
        case (.plainViewController, .tableViewController):
            fitted.layout.controller = .plainViewController(bottomAccessoryHeight: 0)
        default:
            break
        }
        if tableOnly { fitted.style = .table }
        if needsNavigationBar && fitted.layout.navigationBar == .none { fitted.layout.navigationBar = .translucent }
        if let readsScreen, !fitted.readFromController { fitted = readsScreen(fitted) }
        return fitted
    }
}

/// The kind of view controller a recipe is written for.
public enum ControllerRequirement: String, Sendable, Hashable {
    /// Works in either.
    case any
    /// Relies on `UITableViewController`'s own keyboard handling.
    case tableViewController
    /// Written for a plain `UIViewController` holding the table or scroll view as a subview.
    case plainViewController
}
