@_spiOnly @_spi(Checker) import ScrollGeometry

/// One screen under test: the model's ``Scene`` behind UIKit's objects, the window and screen, the
/// virtual main run loop, and the first UIKit exception app code raised. The runner (through
/// `ViewControllerHarness`) copies its scene in before a callback and reads it back after.
///
/// Facade objects backed by the model (the root view, the table or scroll view, the cells and the
/// text controls of the screen's rows) read and write ``scene`` through their host; views the app
/// makes itself hold their own values.
@_spi(KeyboardScrollRunner)
public final class KeyboardScrollHost: @unchecked Sendable {
    /// The screen's state. Facade setters change it; a change the model refuses becomes ``exception``.
    public var scene: Scene {
        // No `oldValue`: a facade setter changes the scene in place, without copying its rows.
        didSet { sceneChanges &+= 1 }
    }
    /// How many times ``scene`` was set or changed in place (equal counts: the same scene).
    private(set) var sceneChanges = 0
    /// Set at the end of a main-queue turn after which nothing on this screen can have moved (see
    /// ``runMainQueue(until:)``): the scene then. Any other code run on the host clears it.
    var quietScene: Scene?
    /// `UIScreen.main` for this screen.
    public let screen: UIScreen
    /// The key window (the app's own when the app built the screen, see `UIWindow.hostSelf()`).
    public var window: UIWindow { adoptedWindow ?? ownWindow }
    let ownWindow: UIWindow
    weak var adoptedWindow: UIWindow?
    let loop = MainRunLoop()
    /// The first UIKit exception (or invalid value) raised by app code since ``takeException()``.
    public private(set) var exception: (any Error)?

    /// The view controller shown, once installed.
    public internal(set) var rootViewController: UIViewController?
    /// The root view's `safeAreaInsets` and the scroll view's `adjustedContentInset` as the app last
    /// heard of them (``deliverInsetChanges()``).
    var heardSafeArea: UIEdgeInsets?
    var heardAdjustedInset: UIEdgeInsets?

    func adoptScrollView(_ scroll: UIScrollView, controller: UIViewController) {
        scrollView = scroll
        collectionView = scroll as? UICollectionView
        rootViewController = controller
    }
    /// The model-backed table or scroll view.
    public private(set) var scrollView: UIScrollView?
    /// The model-backed scroll view when it is a collection view (its cells' frames are its items').
    private(set) weak var collectionView: UICollectionView?
    /// Whether the view controller's view is in the window (false after `viewDidDisappear`).
    public internal(set) var isViewInWindow = false

    /// View-controller mode (``adopt(_:)``): the screen is the controller's own; cells come from its data
    /// source and new rows are described by it.
    public internal(set) var adoptsControllerScreen = false
    /// The scroll view settings and frame (in the root view) the app made before the model owned them.
    var appSettings: AppScrollSettings?
    var appAccessoryHeight = 0.0
    /// The app's scroll-view form, read before the model owned the scroll view.
    var appForm: FormReading?

    package var cells: [RowID: UIView] = [:]
    package var controls: [RowID: UIView] = [:]
    /// The control that is first responder.
    package weak var firstResponder: UIResponder?
    /// Where the user's finger last left the content during a drag (``userDrag(_:)``): the offset the
    /// finger lifts at, from which the drag's velocity is told.
    var dragLiftOffset: CGPoint?

    /// A host for `scene`, with its screen and window; nothing is installed yet.
    public init(scene: Scene) {
        self.scene = scene
        self.screen = UIScreen()
        self.ownWindow = UIWindow(frame: .zero)
        screen.host = self
        ownWindow.host = self
        ownWindow.backing = .window
        ownWindow.screen = screen
        // `UIScreen.main` in app code run on this host is this screen (the window is the key window).
        loop.keyWindow = ownWindow
    }

    /// The virtual time now.
    public var now: Double { loop.now }

    /// Blocks waiting on the main queue.
    public var pendingMainQueueBlocks: Int { loop.pendingCount }

    /// Registrations in the screen's `NotificationCenter.default`.
    public var observerCount: Int { loop.notificationCenter.observerCount }

    /// Runs `body` as app code on this screen's main thread: `NotificationCenter.default`,
    /// `DispatchQueue.main` and `DispatchTime.now()` are this screen's.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        quietScene = nil
        return try MainRunLoop.$current.withValue(loop) { try body() }
    }

    /// Code outside the host (the runner's acts) is about to change the screen: the next turn lays it out.
    public func noteActivity() { quietScene = nil }

    /// The exception raised since the last call, cleared.
    public func takeException() -> (any Error)? {
        defer { exception = nil }
        return exception
    }

    /// Records a UIKit exception raised inside a facade call (the app would crash here). Later calls
    /// keep running on the model's unchanged state; the runner stops the scenario at this step.
    func raise(_ error: any Error) {
        if exception == nil { exception = error }
    }

    /// Runs a model mutation, recording what it throws.
    func mutate(_ body: (inout Scene) throws -> Void) {
        do { try body(&scene) } catch { raise(error) }
    }

    // MARK: Installing the view controller

    /// Makes `viewController` the window's root, inside a `UINavigationController` whose bar is the
    /// scene's (its frame in window coordinates) when the scene has one, and that inside a
    /// `UITabBarController` whose tab bar is the scene's when the scene draws a tab bar (apps put a tab's
    /// navigation controller in the tab bar controller, not the other way round).
    func makeRoot(_ viewController: UIViewController) {
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
    package func cell(for id: RowID) -> UIView {
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
    package func control(for id: RowID) -> UIView? {
        if let control = controls[id] { return control }
        guard adoptsControllerScreen, scene.tableView.indexPath(of: id) != nil else { return nil }
        _ = controllerCell(for: id)
        return controls[id]
    }

    /// The control of `id` as the runner focuses it.
    public func textControl(forRow id: RowID) -> UIView? { control(for: id) }

    /// Forgets cells and controls of rows that no longer exist.
    func pruneRows() {
        guard !cells.isEmpty else { return }
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
    func shownRows() -> [(id: RowID, order: Int, shown: String)] {
        let table = scene.tableView
        return cells.compactMap { id, cell in
            guard let flat = table.rowOrder(of: id),
                  let shown = DataSourceReading.shownText(in: (cell as? UITableViewCell)?.contentView
                                                              ?? (cell as? UICollectionViewCell)?.contentView ?? cell) else { return nil }
            return (id, flat, shown)
        }
    }

    /// Forgets the cells and controls of `table`'s rows, as ``pruneRows()`` does for rows that are gone
    /// (a reload: every row goes).
    func dropCells(ofRowsIn table: ScrollGeometry.TableView) {
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
    var rowHints: [RowID: ScrollGeometry.IndexPath] = [:]
}
