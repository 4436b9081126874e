@_spi(KeyboardScrollRunner) import UIKit
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Runs a `UIViewController` as a ``KeyboardStrategy``: the runner's callbacks become what UIKit does to
/// a view controller — the lifecycle, keyboard notifications posted through its `NotificationCenter`,
/// text-control delegate calls, data changes told to the table by its own code, rotation, the user's
/// scroll, and the main queue reaching the runner's virtual time.
///
/// The scene is copied into the host before each callback and back after it. A UIKit exception raised
/// inside a facade call (an out-of-range index path, a data source whose counts disagree with the
/// update) is thrown from the callback: the app crashed at that step.
///
/// The view controller is made by `make` on the first callback (the screen appearing), its view built
/// from the scenario as a storyboard would, then `viewDidLoad` runs once. If it adopts
/// `UITextFieldDelegate` / `UITextViewDelegate` it becomes the delegate of the scenario's text controls
/// (what its `cellForRowAt` would do on iOS).
public struct ViewControllerStrategy: KeyboardStrategy, @unchecked Sendable {
    private let session: Session

    /// A strategy that runs a fresh view controller from `make`; `doors` are its own entry points for
    /// data that arrives (``ViewControllerDoor``), in the order the descriptor declares them.
    public init(make: @escaping () -> UIViewController, doors: [ViewControllerDoor] = []) {
        self.session = Session(make: make)
        self.doors = doors
    }

    private let doors: [ViewControllerDoor]

    /// The host, once the screen has appeared (for tests).
    @_spi(KeyboardScrollRunner)
    public var host: KeyboardScrollHost? { session.host }

    /// The view controller, once made.
    public var viewController: UIViewController? { session.viewController }

    final class Session {
        let make: () -> UIViewController
        var host: KeyboardScrollHost?
        var viewController: UIViewController?
        /// The appearance has had its `viewWillAppear` already (from ``viewWillAppear(in:)``).
        var willAppearDelivered = false
        /// The runner asked `…ShouldBeginEditing` for this row already.
        var askedShouldBegin: RowID?

        init(make: @escaping () -> UIViewController) { self.make = make }

        /// Copies `scene` in (building the screen on first use), runs `body`, copies the scene back and
        /// throws the first exception the app raised.
        func drive(_ scene: inout Scene, _ body: (KeyboardScrollHost) -> Void) throws {
            let host: KeyboardScrollHost
            if let existing = self.host {
                host = existing
                host.scene = scene
            } else {
                host = KeyboardScrollHost(scene: scene)
                self.host = host
                install(in: host)
            }
            body(host)
            scene = host.scene
            if let error = host.takeException() { throw error }
        }

        private func install(in host: KeyboardScrollHost) {
            if host.scene.readFromController {
                // View-controller mode: the controller builds its screen; its cells and delegates are its own.
                let vc = host.run { make() }
                viewController = vc
                host.adopt(vc)
                return
            }
            host.run {
                let vc = make()
                viewController = vc
                host.textFieldDelegate = vc as? any UITextFieldDelegate
                host.textViewDelegate = vc as? any UITextViewDelegate
                let driven = vc as? any ScenarioDriven
                let table = host.scene.tableView
                driven?.loadScenarioData(rowsPerSection: (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) })
                host.install(vc) { scroll in driven?.connect(scroll) }
            }
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

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        // The view controller's own screen: its data changes only through its own doors, so a change the
        // runner makes cannot reach it; nothing happens (the generator draws none for such a screen).
        if scene.readFromController { return }
        // A plain scroll view (a form) has no data source to tell: its content's layout follows the
        // change by itself (Auto Layout), as the protocol's default does. Without this the change was
        // lost for a view controller on a form (seeds 002 and 004 run on forms).
        if scene.tableView.style != .table {
            try scene.tableView.apply(update)
            return
        }
        let session = self.session
        try session.drive(&scene) { host in
            host.stagedUpdate = update
            host.run {
                let change = ContentChange(update)
                if let driven = session.viewController as? any ScenarioDriven {
                    driven.changeData(change)
                    if let table = host.tableView { driven.apply(change, to: table) }
                } else if let table = host.tableView {
                    DefaultContentApplier.apply(change, to: table)
                }
            }
            // Data the app did not tell the table about stays unknown to it, as on iOS.
            host.stagedUpdate = nil
        }
    }

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
        try session.drive(&scene) { host in
            host.run { if let vc = session.viewController { act(vc) } }
        }
    }

    /// The return key in the focused text field (``KeyboardScrollHost/pressReturnKey()``).
    public mutating func returnKey(in scene: inout Scene) throws {
        try session.drive(&scene) { $0.pressReturnKey() }
    }

    /// Typing into the focused text view (``KeyboardScrollHost/typeLines(_:)``).
    public mutating func typeLines(_ lines: Int, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.typeLines(lines) }
    }

    public mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {
        try session.drive(&scene) { $0.runMainQueue(until: time) }
    }
}

/// UIKit's precise calls for a change, for a view controller that does not adopt ``ScenarioDriven``,
/// and for one whose own `apply` handles some changes itself and hands the rest here (seed 003's
/// recipes run for insertions only).
public enum DefaultContentApplier {
    public static func apply(_ change: ContentChange, to tableView: UITableView) {
        switch change {
        case let .insert(paths): tableView.insertRows(at: paths, with: .automatic)
        case let .delete(paths): tableView.deleteRows(at: paths, with: .automatic)
        case let .reload(paths): tableView.reloadRows(at: paths, with: .automatic)
        case .resize: tableView.performBatchUpdates(nil)
        case .reloadAll: tableView.reloadData()
        case let .insertSections(sections, _): tableView.insertSections(IndexSet(sections), with: .automatic)
        case let .deleteSections(sections): tableView.deleteSections(IndexSet(sections), with: .automatic)
        }
    }
}

extension ContentChange {
    /// The change an app sees for the model's update.
    init(_ update: RowUpdate) {
        func paths(_ ps: [ScrollGeometry.IndexPath]) -> [Foundation.IndexPath] {
            ps.map { Foundation.IndexPath(row: $0.row, section: $0.section) }
        }
        switch update {
        case let .insert(at, _): self = .insert(paths(at))
        case let .delete(at): self = .delete(paths(at))
        case let .reload(at, _): self = .reload(paths(at))
        case let .resize(at, _): self = .resize(Foundation.IndexPath(row: at.row, section: at.section))
        case .reloadAll: self = .reloadAll
        case let .insertSections(sections, rows): self = .insertSections(sections, rowCounts: rows.map(\.count))
        case let .deleteSections(sections): self = .deleteSections(sections)
        }
    }
}

extension ViewControllerStrategy {
    /// The starting screen the controller `make` builds in `world`: a fresh controller is loaded in a
    /// host of that world (``KeyboardScrollHost/adopt(_:)``) and its table read as UIKit reads it. A
    /// controller adopted the old way (``ScenarioDriven``: the scenario builds its screen) gets `world`
    /// back unchanged.
    public static func screen(of make: () -> UIViewController, in world: StartScreen) -> StartScreen {
        var skeleton = world
        skeleton.sections = [[]]
        skeleton.style = .table
        guard let scene = try? skeleton.makeScene() else { return world }
        let host = KeyboardScrollHost(scene: scene)
        let vc = host.run { make() }
        if vc is any ScenarioDriven { return world }
        host.adopt(vc)
        var start = host.readScreen(world: world)
        start.readFromController = true
        // The controller's own names for its controls, and where its return key sends the focus, read
        // on this throwaway controller with the screen it built (``KeyboardScrollHost/probeReturnKey()``).
        host.useReadScreen(start)
        host.viewWillAppear()
        host.viewDidAppear()
        start.controlNames = host.controlNames()
        start.returnKeyFocus = host.probeReturnKey()
        return start
    }

    /// A catalogue entry for a view controller: `make` builds a fresh one per scenario.
    /// `needsNavigationBar`: the controller's code needs a navigation controller (seed 003 force-unwraps
    /// `navigationController?.navigationBar`), so its worlds have a navigation bar.
    public static func descriptor(id: String, summary: String, source: String, promises: Set<Guarantee>,
                                  listKinds: Set<ListKind> = Set(ListKind.allCases),
                                  controller: ControllerRequirement = .any, tableOnly: Bool = false,
                                  promiseScopes: [Guarantee: Set<Trigger>] = [:], focusMargin: Double = 0,
                                  needsNavigationBar: Bool = false, doors: [ViewControllerDoor] = [],
                                  make: @escaping @Sendable () -> UIViewController) -> StrategyDescriptor {
        var descriptor = StrategyDescriptor(id: id, summary: summary, source: source, promises: promises, listKinds: listKinds,
                           controller: controller, tableOnly: tableOnly, promiseScopes: promiseScopes,
                           focusMargin: focusMargin, needsNavigationBar: needsNavigationBar,
                           make: { _ in ViewControllerStrategy(make: make, doors: doors) })
        // The controller builds its screen; the scenario supplies the world around it. A controller that
        // adopts `ScenarioDriven` is given the scenario's screen instead (the older way of adopting).
        if !(make() is any ScenarioDriven) {
            descriptor.readsScreen = { world in screen(of: make, in: world) }
            descriptor.acceptsContentChanges = false
            descriptor.doors = doors.map(\.name)
        }
        return descriptor
    }
}
