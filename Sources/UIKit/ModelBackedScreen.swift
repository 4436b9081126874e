@_spiOnly @_spi(Checker) import ScrollGeometry
import Foundation

/// One screen whose geometry is the model's: the ``Scene`` behind UIKit's objects, the window and
/// screen, the main run loop app code runs on, the cells the table asked its data source for, and the
/// first UIKit exception app code raised.
///
/// Facade objects backed by the model (the root view, the table or scroll view, the cells and the
/// text controls of the screen's rows) read and write ``scene`` through it (their `host`); views the
/// app makes itself hold their own values. A window the app shows itself makes one
/// (`UIWindow.hostSelf()`); the runner's host (`ViewControllerHarness`'s `KeyboardScrollHost`) is one
/// that also drives the screen and reads it for the checker.
@_spi(KeyboardScrollRunner)
open class ModelBackedScreen: @unchecked Sendable {
    /// The screen's state. Facade setters change it; a change the model refuses becomes ``exception``.
    public final var scene: Scene {
        // Inlinable, so that a reader of one field (`host.scene.focusedRow`) in another module loads that
        // field, not a copy of the whole scene.
        @inlinable get { sceneStorage }
        set {
            sceneStorage = newValue
            sceneChanges &+= 1
        }
        // Changed in place, without copying its rows. Counted when the access ends, also when the change
        // throws part way (the model may have changed some of the scene before refusing the rest): what
        // was read at an earlier count (a settled pass, a cell's frame) is read again.
        _modify {
            defer { sceneChanges &+= 1 }
            yield &sceneStorage
        }
    }
    /// The scene itself: the facade's getters in this module read a field of it here
    /// (`host.sceneStorage.tableView.scrollView.contentOffset` loads that field), where a read through
    /// ``scene``'s getter, not inlined from another file when the module is built without whole-module
    /// optimization (`swift test`), copies the whole scene first. Changes go through ``scene``.
    @usableFromInline final private(set) var sceneStorage: Scene

    /// Runs `body` on the scene in place, for a question that reads it: a call on `scene` (or its
    /// table) through the getter copies it first, every buffer of its rows retained and released,
    /// because the callee takes it by address. Not counted as a change; `body` must not change it.
    @inline(__always)
    package final func reading<R>(_ body: (inout Scene) -> R) -> R {
        body(&sceneStorage)
    }
    /// Sets ``scene`` to `newScene`, unless it already is that very value bit for bit (every field the
    /// same, every buffer the same buffer), which is the same scene: nothing is copied or counted. The
    /// runner hands the scene in before each callback, and mostly it is the one it took out after the
    /// last (``copyScene(into:)``); a copy retains every buffer in it and releases the old ones.
    package final func setScene(_ newScene: inout Scene) {
        if !Self.sameBits(&newScene, &sceneStorage) { scene = newScene }
    }

    /// `target = scene`, skipped when `target` already is the scene bit for bit (a callback that changed
    /// nothing).
    package final func copyScene(into target: inout Scene) {
        if !Self.sameBits(&target, &sceneStorage) { target = sceneStorage }
    }

    /// Whether the scene is `other`, compared in place: the same value bit for bit, or else equal.
    package final func sceneEquals(_ other: inout Scene) -> Bool {
        Self.sameBits(&other, &sceneStorage) || sceneStorage == other
    }

    /// Whether `other` is the scene bit for bit (``setScene(_:)``).
    package final func sceneHasSameBits(as other: inout Scene) -> Bool {
        Self.sameBits(&other, &sceneStorage)
    }

    /// Whether two scenes are stored alike byte for byte. True only for one value (shared buffers, equal
    /// fields); two equal scenes stored apart, or differing in padding, are told apart (and then copied).
    private static func sameBits(_ a: inout Scene, _ b: inout Scene) -> Bool {
        withUnsafeBytes(of: &a) { x in withUnsafeBytes(of: &b) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// How many times ``scene`` was set or changed in place (equal counts: the same scene).
    package final private(set) var sceneChanges = 0
    /// How many times app code was run on this screen (``run(_:)``) or code outside it said it was about
    /// to change the screen (``noteActivity()``): equal counts, no code ran in between.
    package final private(set) var activity = 0
    /// `UIScreen.main` for this screen.
    public final let screen: UIScreen
    /// The key window (the app's own when the app built the screen, see `UIWindow.hostSelf()`).
    public final var window: UIWindow { adoptedWindow ?? ownWindow }
    final let ownWindow: UIWindow
    final weak var adoptedWindow: UIWindow?
    final let loop = MainRunLoop()
    /// The first UIKit exception (or invalid value) raised by app code since ``takeException()``.
    public final private(set) var exception: (any Error)?

    /// The view controller shown, once installed.
    public final internal(set) var rootViewController: UIViewController?

    final func adoptScrollView(_ scroll: UIScrollView, controller: UIViewController) {
        scrollView = scroll
        collectionView = scroll as? UICollectionView
        rootViewController = controller
    }
    /// The model-backed table or scroll view.
    public final private(set) var scrollView: UIScrollView?
    /// The model-backed scroll view when it is a collection view (its cells' frames are its items').
    final private(set) weak var collectionView: UICollectionView?
    /// Whether the view controller's view is in the window (false after `viewDidDisappear`).
    public final package(set) var isViewInWindow = false

    /// View-controller mode (``adopt(_:)``): the screen is the controller's own; cells come from its data
    /// source and new rows are described by it.
    public final package(set) var adoptsControllerScreen = false

    package final var cells: [RowID: UIView] = [:]
    package final var controls: [RowID: UIView] = [:]
    /// The control that is first responder.
    package final weak var firstResponder: UIResponder?

    /// The link its views and screen hold to it (``HostLink``): this screen until it deinitialises.
    final let link = HostLink(nil)

    /// A host for `scene`, with its screen and window; nothing is installed yet.
    public init(scene: Scene) {
        sceneStorage = scene
        self.screen = UIScreen()
        self.ownWindow = UIWindow(frame: .zero)
        link.screen = self
        screen.host = self
        ownWindow.host = self
        ownWindow.backing = .window
        ownWindow.screen = screen
        // `UIScreen.main` in app code run on this host is this screen (the window is the key window).
        loop.keyWindow = ownWindow
    }

    deinit { link.screen = nil }

    /// The virtual time now.
    public final var now: Double { loop.now }

    /// The main run loop reaches `time`: the blocks queued on the main queue due by then run (see
    /// `MainRunLoop.run(until:)`). True when a block ran.
    @discardableResult
    package final func runMainQueueBlocks(until time: Double) -> Bool { loop.run(until: time) }

    /// Blocks waiting on the main queue.
    public final var pendingMainQueueBlocks: Int { loop.pendingCount }

    /// Registrations in the screen's `NotificationCenter.default`.
    public final var observerCount: Int { loop.notificationCenter.observerCount }

    /// Runs `body` as app code on this screen's main thread: `NotificationCenter.default`,
    /// `DispatchQueue.main` and `DispatchTime.now()` are this screen's.
    public final func run<T>(_ body: () throws -> T) rethrows -> T {
        activity &+= 1
        // Inside another `run` of this screen (a data source asked from within a delegate call) the run
        // loop bound is already this screen's: binding it again would push the same value. (A screen's
        // code never runs another screen's, so nothing in between binds another loop.)
        if runDepth > 0 { return try body() }
        runDepth += 1
        defer { runDepth -= 1 }
        return try MainRunLoop.withCurrent(loop, body)
    }

    /// How many ``run(_:)`` calls of this screen are under way (nested ones count).
    private var runDepth = 0

    /// Code outside the host (the runner's acts) is about to change the screen: the next turn lays it out.
    public final func noteActivity() { activity &+= 1 }

    /// The exception raised since the last call, cleared.
    public final func takeException() -> (any Error)? {
        defer { exception = nil }
        return exception
    }

    /// Records a UIKit exception raised inside a facade call (the app would crash here). Later calls
    /// keep running on the model's unchanged state; the runner stops the scenario at this step.
    package final func raise(_ error: any Error) {
        if exception == nil { exception = error }
    }

    /// Runs a model mutation, recording what it throws.
    package final func mutate(_ body: (inout Scene) throws -> Void) {
        do { try body(&scene) } catch { raise(error) }
    }

    // MARK: Installing the view controller

    /// Makes `viewController` the window's root, inside a `UINavigationController` whose bar is the
    /// scene's (its frame in window coordinates) when the scene has one, and that inside a
    /// `UITabBarController` whose tab bar is the scene's when the scene draws a tab bar (apps put a tab's
    /// navigation controller in the tab bar controller, not the other way round).
    package final func makeRoot(_ viewController: UIViewController) {
        rootViewController = viewController
        window.rootViewController = viewController
        let barStyle = scene.layout.navigationBar
        if barStyle != .none {
            let navigation = UINavigationController(rootViewController: viewController)
            let bar = navigation.navigationBar
            bar.host = self
            bar.backing = .navigationBar
            bar.isTranslucent = barStyle != .opaque
            bar.prefersLargeTitles = barStyle == .largeTitle || barStyle == .largeTitleCollapsing
            window.rootViewController = navigation
            window.addSubview(bar)
        }
        if scene.layout.bottomBar == .tabBar, let tab = window.rootViewController {
            let tabs = UITabBarController()
            tabs.viewControllers = [tab]
            tabs.tabBar.host = self
            tabs.tabBar.backing = .tabBar
            window.rootViewController = tabs
            window.addSubview(tabs.tabBar)
        }
    }

    // MARK: Controls and cells of the screen's rows

    /// The cell of the row with identity `id`: in view-controller mode the data source's
    /// (``controllerCell(for:)``); on a window the app hosts itself (`UIWindow.hostSelf()`, whose rows
    /// have no text controls) a plain cell, made once and kept while the row exists.
    package final func cell(for id: RowID) -> UIView {
        if adoptsControllerScreen { return controllerCell(for: id) }
        if let cell = cells[id] { return cell }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.host = self
        cell.backing = .cell(id)
        cells[id] = cell
        if let table = scrollView { table.addSubview(cell) }
        return cell
    }

    /// The text control of the row with identity `id` (the one its cell or the form holds), or nil when
    /// the row has none.
    package final func control(for id: RowID) -> UIView? {
        if let control = controls[id] { return control }
        guard adoptsControllerScreen, reading({ $0.tableView.indexPath(of: id) }) != nil else { return nil }
        _ = controllerCell(for: id)
        return controls[id]
    }

    /// The control of `id` as the runner focuses it.
    public final func textControl(forRow id: RowID) -> UIView? { control(for: id) }

    /// Forgets cells and controls of rows that no longer exist.
    final func pruneRows() {
        guard !cells.isEmpty else { return }
        // No row removed since the last walk: every row with a cell still exists (asked in place, before
        // any copy of the table).
        let mark = reading { $0.tableView.rowRemovalMark }
        if mark === prunedAtMark { return }
        defer { prunedAtMark = mark }
        // One copy of the table for the whole walk: reading `scene.tableView` per cell copied it each time.
        let table = scene.tableView
        for id in cells.keys {
            if let hint = rowHints[id], table.row(at: hint)?.id == id { continue }
            if let found = table.indexPath(of: id) {
                rowHints[id] = found
                continue
            }
            cells[id]?.removeFromSuperview()
            cells[id] = nil
            controls[id] = nil
            rowHints[id] = nil
        }
    }

    /// What the cells of the table's rows show, with each row's place in the table's row order: the rows
    /// the reader has seen (``ReloadIdentity``).
    final func shownRows() -> [(id: RowID, order: Int, shown: String)] {
        let table = scene.tableView
        return cells.compactMap { id, cell in
            guard let flat = table.rowOrder(of: id),
                  let shown = TableDataSourceRows.shownText(in: (cell as? UITableViewCell)?.contentView
                                                              ?? (cell as? UICollectionViewCell)?.contentView ?? cell) else { return nil }
            return (id, flat, shown)
        }
    }

    /// Forgets the cells and controls of `table`'s rows, as ``pruneRows()`` does for rows that are gone
    /// (a reload: every row goes).
    final func dropCells(ofRowsIn table: ScrollGeometry.TableView) {
        for id in cells.keys where table.indexPath(of: id) != nil {
            cells[id]?.removeFromSuperview()
            cells[id] = nil
            controls[id] = nil
            rowHints[id] = nil
        }
    }

    /// Where each row with a cell was last found: a hint, trusted only once the row there is seen to be
    /// the one (a row has one identity). A row still at its hint is found without the model's search for
    /// its identity, which is linear in a chunk that took insertions (most of a debug test run's time in
    /// this walk).
    final var rowHints: [RowID: ScrollGeometry.IndexPath] = [:]
    /// The table's removal mark when ``pruneRows()`` last walked the cells (held, so it stays unique).
    private final var prunedAtMark: RowRemovalMark?
}
