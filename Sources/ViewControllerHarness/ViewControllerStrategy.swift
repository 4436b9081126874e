@_spi(KeyboardScrollRunner) import UIKit
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Runs a `UIViewController` as a ``KeyboardStrategy``: the runner's callbacks become what UIKit does to
/// a view controller — the lifecycle, keyboard notifications posted through its `NotificationCenter`,
/// text-control delegate calls, data arriving through the controller's own doors, rotation, the user's
/// scroll, and the main queue reaching the runner's virtual time.
///
/// The scene is copied into the host before each callback and back after it, with the app's own views
/// that the checker reads from the hierarchy noted in it (the focused control outside the table, the
/// opaque views in front of the table: ``Scene/appCoversInWindow``). A UIKit exception raised
/// inside a facade call (an out-of-range index path, a data source whose counts disagree with the
/// update) is thrown from the callback: the app crashed at that step.
///
/// The view controller is made by `make` on the first callback (the screen appearing) and builds its own
/// screen (view-controller mode, ``KeyboardScrollHost/adopt(_:)``): `viewDidLoad` runs once, its table or
/// scroll view is found in the views it made, its cells come from its data source with the delegates it
/// set. The scene must be the one that controller builds (``screen(of:in:)``, which a descriptor's
/// scenarios start from); data on it changes only through the controller's own doors
/// (``ViewControllerDoor``).
public struct ViewControllerStrategy: KeyboardStrategy, @unchecked Sendable {
    private let session: Session

    /// A strategy that runs a fresh view controller from `make`; `doors` are its own entry points for
    /// data that arrives (``ViewControllerDoor``), in the order the descriptor declares them.
    public init(make: @escaping () -> UIViewController, doors: [ViewControllerDoor] = []) {
        self.session = Session(make: { _ in make() })
        self.doors = doors
    }

    /// A strategy that runs a fresh view controller from `make`, which draws the app's own parameters
    /// from the scenario (``AppParameters``, from ``Scene/appChoices``).
    public init(drawing make: @escaping (AppParameters) -> UIViewController, doors: [ViewControllerDoor] = []) {
        self.session = Session(make: make)
        self.doors = doors
    }

    /// The most parameters an adoption line's `make` may draw (``AppParameters``); a draw past them is
    /// the simplest value, and the scenario says so.
    public static let maxAppParameters = 8
    /// How many choices the doors that draw share in one scenario; a draw past them is the simplest
    /// value, and the step says so.
    public static let maxDoorParameters = 16

    private let doors: [ViewControllerDoor]

    /// The host, once the screen has appeared (for tests).
    @_spi(KeyboardScrollRunner)
    public var host: KeyboardScrollHost? { session.host }

    /// The view controller, once made.
    public var viewController: UIViewController? { session.viewController }

    final class Session {
        let make: (AppParameters) -> UIViewController
        var host: KeyboardScrollHost?
        var viewController: UIViewController?
        /// The appearance has had its `viewWillAppear` already (from ``viewWillAppear(in:)``).
        var willAppearDelivered = false
        /// The runner asked `…ShouldBeginEditing` for this row already.
        var askedShouldBegin: RowID?

        init(make: @escaping (AppParameters) -> UIViewController) { self.make = make }

        /// Copies `scene` in (building the screen on first use), runs `body`, copies the scene back and
        /// throws the first exception the app raised. Only the main queue's turns (`keepsQuiet`) leave a
        /// quiet screen quiet; any other act makes the next turn lay out.
        func drive(_ scene: inout Scene, keepsQuiet: Bool = false, _ body: (KeyboardScrollHost) -> Void) throws {
            let host: KeyboardScrollHost
            if let existing = self.host {
                host = existing
                host.setScene(&scene)
                if !keepsQuiet { host.noteActivity() }
            } else {
                host = KeyboardScrollHost(scene: scene)
                self.host = host
                install(in: host)
            }
            body(host)
            host.noteOutsideFocus()
            host.noteFocusedCaret()
            host.noteInputAccessory()
            host.noteAppCovers()
            host.copyScene(into: &scene)
            if let error = host.takeException() { throw error }
        }

        /// Makes the controller and lets it build its screen in the host's window.
        private func install(in host: KeyboardScrollHost) {
            let app = AppParameters(choices: host.scene.appChoices)
            let vc = host.run { make(app) }
            viewController = vc
            host.adopt(vc)
        }
    }

    // MARK: KeyboardStrategy

    public mutating func viewWillAppear(in scene: inout Scene) throws {
        let session = self.session
        try session.drive(&scene) { host in
            host.viewWillAppear()
            session.willAppearDelivered = true
        }
    }

    public mutating func viewDidAppear(in scene: inout Scene) throws {
        let session = self.session
        try session.drive(&scene) { host in
            if !session.willAppearDelivered { host.viewWillAppear() }
            session.willAppearDelivered = false
            host.viewDidAppear()
        }
    }

    public mutating func viewWillDisappear(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.viewWillDisappear() }
    }

    public mutating func willDisplay(row: RowID, in scene: inout Scene) throws {
        guard session.host != nil else { return }
        try session.drive(&scene) { $0.willDisplay(row: row) }
    }

    /// The rows of one layout pass in one drive: each row's cell and `willDisplay`, in order, then the
    /// screen read once. A row whose callback raised ends the pass there, as it ends the scenario.
    public mutating func willDisplay(rows: [RowID], in scene: inout Scene) throws {
        guard session.host != nil else { return }
        try session.drive(&scene) { host in
            for id in rows {
                host.willDisplay(row: id)
                if host.exception != nil { break }
            }
        }
    }

    public func estimatedHeight(forRow row: RowID) -> Double? { session.host?.estimatedHeight(row: row) }

    public mutating func viewDidDisappear(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.viewDidDisappear() }
    }

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.postKeyboard(notification) }
    }

    public mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool {
        var answer = true
        let session = self.session
        try session.drive(&scene) { host in
            answer = host.shouldBeginEditing(row: row)
            session.askedShouldBegin = row
        }
        return answer
    }

    public mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.becomeFirstResponderBeforeNotifications(row: row) }
    }

    public mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
        let session = self.session
        try session.drive(&scene) { host in
            host.beginEditing(row: row, askFirst: session.askedShouldBegin != row)
            session.askedShouldBegin = nil
        }
    }

    public mutating func didEndEditing(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.endEditing() }
    }

    /// A change the runner makes to the data: it cannot reach the controller, whose data changes only
    /// through its own doors (``dataArrives(door:in:)``), so nothing happens. The generator draws none
    /// for a controller's screen (its descriptor's `acceptsContentChanges` is false).
    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {}

    public mutating func didRotate(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.didRotate() }
    }

    public mutating func userDidScroll(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.userDidScroll() }
    }

    public mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.userDrag(phase) }
    }

    /// Runs the controller's own method behind door `door` as app code: it changes its data and tells its
    /// table as it does when data arrives.
    public mutating func dataArrives(door: Int, in scene: inout Scene) throws {
        guard doors.indices.contains(door) else { return }
        let act = doors[door].act
        let session = self.session
        // A door that draws takes the next of the scenario's door choices.
        let pool = doors[door].draws ? Array(scene.doorChoices.dropFirst(scene.doorChoicesTaken)) : []
        let app = AppParameters(choices: pool)
        try session.drive(&scene) { host in
            host.run { if let vc = session.viewController { act(vc, app) } }
        }
        scene.doorChoicesTaken += app.taken
        scene.lastDoorParameters = app.drawn
    }

    /// The return key in the focused text field (``KeyboardScrollHost/pressReturnKey()``).
    public mutating func returnKey(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.pressReturnKey() }
    }

    /// Typing into the focused text view (``KeyboardScrollHost/typeLines(_:)``).
    public mutating func typeLines(_ lines: Int, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.typeLines(lines) }
    }

    /// A tap on a text control the controller placed outside its table (``KeyboardScrollHost/tapOutsideControl(_:)``).
    public mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.tapOutsideControl(index) }
    }

    public mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {
        try session.drive(&scene, keepsQuiet: true) { $0.runMainQueue(until: time) }
    }
}

extension ViewControllerStrategy {
    /// The starting screen the controller `make` builds in `world`: a fresh controller is loaded in a
    /// host of that world (``KeyboardScrollHost/adopt(_:)``) and its table read as UIKit reads it.
    public static func screen(of make: () -> UIViewController, in world: StartScreen) -> StartScreen {
        screen(drawing: { _ in make() }, in: world)
    }

    /// ``screen(of:in:)`` for a `make` that draws the app's own parameters from `world`'s
    /// ``StartScreen/appChoices``; the screen read names what it drew (``StartScreen/appParameters``).
    public static func screen(drawing make: (AppParameters) -> UIViewController, in world: StartScreen) -> StartScreen {
        var skeleton = world
        skeleton.sections = [[]]
        skeleton.style = .table
        guard let scene = try? skeleton.makeScene() else { return world }
        let host = KeyboardScrollHost(scene: scene)
        let app = AppParameters(choices: world.appChoices)
        let vc = host.run { make(app) }
        host.adopt(vc)
        var start = host.readScreen(world: world)
        start.appParameters = app.drawn
        start.readFromController = true
        // The controller's own names for its controls, and where its return key sends the focus, read
        // on this throwaway controller with the screen it built (``KeyboardScrollHost/probeReturnKey()``).
        host.useReadScreen(start)
        host.viewWillAppear()
        host.viewDidAppear()
        start.controlNames = host.controlNames()
        start.returnKeyFocus = host.probeReturnKey()
        start.outsideControls = host.outsideControlNames()
        return start
    }

    /// A catalogue entry for a view controller: `make` builds a fresh one per scenario.
    /// `needsNavigationBar`: the controller's code needs a navigation controller (seed 003 force-unwraps
    /// `navigationController?.navigationBar`), so its worlds have a navigation bar.
    ///
    /// `listKinds` is what the screen is: `[.readingList]` (a feed, a form, settings: the row at the
    /// top of the visible area stays put) or `[.chat]` (the list rests at its bottom and follows it), or
    /// both only when the same controller is used as both. Anchor stability and bottom pinning mean
    /// different things for the two, so a descriptor promising either without `listKinds` cannot run
    /// (``StrategyDescriptor/adoptionProblem``). Without promises that depend on it, an undeclared
    /// screen is drawn as a reading list (UIKit's default: a table appears at its top) and what the
    /// two invariants find is information.
    public static func descriptor(id: String, summary: String, source: String, promises: Set<Guarantee>,
                                  listKinds: Set<ListKind>? = nil,
                                  controller: ControllerRequirement = .any, tableOnly: Bool = false,
                                  promiseScopes: [Guarantee: Set<Trigger>] = [:], focusMargin: Double = 0,
                                  needsNavigationBar: Bool = false, doors: [ViewControllerDoor] = [],
                                  make: @escaping @Sendable () -> UIViewController) -> StrategyDescriptor {
        descriptor(id: id, summary: summary, source: source, promises: promises, listKinds: listKinds, controller: controller,
                   tableOnly: tableOnly, promiseScopes: promiseScopes, focusMargin: focusMargin,
                   needsNavigationBar: needsNavigationBar, doors: doors, appParameters: 0, make: { _ in make() })
    }

    /// ``descriptor(id:summary:source:promises:listKinds:controller:tableOnly:promiseScopes:focusMargin:needsNavigationBar:doors:make:)``
    /// for a `make` that draws the app around the controller (``AppParameters``): `{ app in
    /// ChatViewController(messages: app.count("messages", 0...60)) }`. Each scenario draws the values,
    /// its token replays them, the shrinker brings them to the simplest, and its description names them.
    public static func descriptor(id: String, summary: String, source: String, promises: Set<Guarantee>,
                                  listKinds: Set<ListKind>? = nil,
                                  controller: ControllerRequirement = .any, tableOnly: Bool = false,
                                  promiseScopes: [Guarantee: Set<Trigger>] = [:], focusMargin: Double = 0,
                                  needsNavigationBar: Bool = false, doors: [ViewControllerDoor] = [],
                                  make: @escaping @Sendable (AppParameters) -> UIViewController) -> StrategyDescriptor {
        descriptor(id: id, summary: summary, source: source, promises: promises, listKinds: listKinds, controller: controller,
                   tableOnly: tableOnly, promiseScopes: promiseScopes, focusMargin: focusMargin,
                   needsNavigationBar: needsNavigationBar, doors: doors, appParameters: maxAppParameters, make: make)
    }

    private static func descriptor(id: String, summary: String, source: String, promises: Set<Guarantee>,
                                   listKinds: Set<ListKind>?, controller: ControllerRequirement, tableOnly: Bool,
                                   promiseScopes: [Guarantee: Set<Trigger>], focusMargin: Double,
                                   needsNavigationBar: Bool, doors: [ViewControllerDoor], appParameters: Int,
                                   make: @escaping @Sendable (AppParameters) -> UIViewController) -> StrategyDescriptor {
        let declaredKinds = listKinds.flatMap { $0.isEmpty ? nil : $0 }
        var descriptor = StrategyDescriptor(id: id, summary: summary, source: source, promises: promises,
                                            listKinds: declaredKinds ?? [.readingList],
                           controller: controller, tableOnly: tableOnly, promiseScopes: promiseScopes,
                           focusMargin: focusMargin, needsNavigationBar: needsNavigationBar,
                           make: { _ in ViewControllerStrategy(drawing: make, doors: doors) })
        // The controller builds its screen; the scenario supplies the world around it, and data arrives
        // only through the controller's doors.
        let readings = ScreenReadingCache()
        descriptor.readsScreen = { world in readings.reading(world) { screen(drawing: make, in: $0) } }
        descriptor.appParameterSlots = appParameters
        descriptor.doorParameterSlots = doors.contains(where: \.draws) ? maxDoorParameters : 0
        descriptor.acceptsContentChanges = false
        descriptor.doors = doors.map(\.name)
        descriptor.listKindDeclared = declaredKinds != nil
        if declaredKinds == nil {
            descriptor.adoptionProblem = StrategyDescriptor.undeclaredListKindProblem(id: id, promises: promises)
        }
        return descriptor
    }
}
