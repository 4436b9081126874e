@_spiOnly @_spi(Checker) import ScrollGeometry

/// A screen built by app code itself — `window.rootViewController = …; window.makeKeyAndVisible()` —
/// outside the runner: the model's scene is made from what the app set up, so the same code answers
/// with the model's geometry (how the fidelity tests run on Linux).
///
/// Supported: a window filling `UIScreen.main` (an iPhone 15 in portrait outside a runner); a
/// `UITableViewController`, bare or as the root of a `UINavigationController` (translucent by default,
/// opaque when `isTranslucent` is false, large titles when `prefersLargeTitles`); its rows counted from
/// its data source, each `rowHeight` tall (44 when automatic), no estimates; the table's
/// `contentInsetAdjustmentBehavior`. A view controller whose view is, or holds, a `UICollectionView` (bare
/// or in a navigation controller, as above): its items read from its data source and layout as a
/// runner reads them (``CollectionLayoutRows``), its cells its data source's. Anything else keeps its own
/// stored geometry.
extension UIWindow {
    func hostSelf() {
        guard host == nil, let root = rootViewController else { return }
        let nav = root as? UINavigationController
        guard let controller = (nav?.topViewController ?? root) as? UITableViewController else {
            if !hostCollection(root, in: nav) { showUnhosted(root, in: nav) }
            return
        }
        controller.loadViewIfNeeded()
        guard let table = controller.tableView else { return }
        let bar = Self.barStyle(of: nav, for: controller)
        let layout = ScreenLayout(device: .iPhone15, orientation: .portrait, navigationBar: bar, controller: .tableViewController)
        let dataSource = table.dataSource
        let sectionCount = dataSource?.numberOfSections(in: table) ?? 1
        let height = table.rowHeight > 0 ? Double(table.rowHeight) : 44
        let sections = (0..<sectionCount).map { s in
            Array(repeating: RowSpec(height: height), count: dataSource?.tableView(table, numberOfRowsInSection: s) ?? 0)
        }
        guard let scene = try? Scene(layout: layout, sections: sections, contentInsetAdjustmentBehavior: table.contentInsetAdjustmentBehavior.model) else { return }
        let host = ModelBackedScreen(scene: scene, window: self)
        ownedHost = host
        host.adopt(controller, table: table)
        appear(root, controller, host)
    }

    /// The navigation bar `nav` shows over `controller`'s scroll view (none without `nav`). A scroll view
    /// filling the controller's view is the bar's content scroll view: the large title collapses as it
    /// scrolls (unless the item never shows a large title).
    private static func barStyle(of nav: UINavigationController?, for controller: UIViewController) -> NavigationBarStyle {
        guard let nav else { return .none }
        let large = nav.navigationBar.prefersLargeTitles && controller.navigationItem.largeTitleDisplayMode != .never
        return !nav.navigationBar.isTranslucent ? .opaque : large ? .largeTitleCollapsing : .translucent
    }

    /// A view controller whose view is or holds a collection view, hosted on the model; false (nothing
    /// done) when it has none.
    private func hostCollection(_ root: UIViewController, in nav: UINavigationController?) -> Bool {
        let controller = nav?.topViewController ?? root
        controller.loadViewIfNeeded()
        guard let view = controller.viewIfLoaded,
              let collection = ModelBackedScreen.adoptedScrollView(in: view) as? UICollectionView else { return false }
        let layout = ScreenLayout(device: .iPhone15, orientation: .portrait, navigationBar: Self.barStyle(of: nav, for: controller),
                                  controller: .plainViewController(bottomAccessoryHeight: 0))
        // The controller's view fills the window's root area before its items are read at its width.
        view.frame = CGRect(layout.rootViewFrame)
        view.layoutIfNeeded()
        let reading = CollectionLayoutRows(collection: collection)
        guard let scene = try? Scene(layout: layout, sections: reading.sections, estimatedRowHeight: reading.estimatedRowHeight,
                                     sectionHeaderHeight: reading.sectionHeaderHeight, sectionFooterHeight: reading.sectionFooterHeight,
                                     contentInsetAdjustmentBehavior: collection.contentInsetAdjustmentBehavior.model) else { return false }
        let host = ModelBackedScreen(scene: scene, window: self)
        ownedHost = host
        host.adoptCollection(collection, of: controller)
        host.noteInterItemGap(of: collection)
        appear(root, controller, host)
        return true
    }

    /// The appearance UIKit runs as the window shows `root` (and `controller`, its navigation controller's
    /// top): will-appear, the layout pass, is-appearing, the model's layout, did-appear.
    private func appear(_ root: UIViewController, _ controller: UIViewController, _ host: ModelBackedScreen) {
        root.viewWillAppear(false)
        if root !== controller { controller.viewWillAppear(false) }
        runAutoLayoutPass()
        root.viewIsAppearing(false)
        if root !== controller { controller.viewIsAppearing(false) }
        host.scene.layoutIfNeeded()
        root.viewDidAppear(false)
        if root !== controller { controller.viewDidAppear(false) }
    }
}

extension UIWindow {
    /// Any other root view controller: as on iOS, its view (a navigation controller's top view
    /// controller's view inside the navigation controller's) fills the window and appears. Not backed by
    /// the model: its views keep their own frames.
    private func showUnhosted(_ root: UIViewController, in nav: UINavigationController?) {
        guard root.viewIfLoaded?.superview == nil else { return }
        root.view.frame = bounds
        addSubview(root.view)
        if let nav, let top = nav.topViewController, top.viewIfLoaded?.superview == nil {
            top.view.frame = nav.view.bounds
            nav.view.addSubview(top.view)
        }
        root.viewWillAppear(false)
        nav?.topViewController?.viewWillAppear(false)
        root.viewIsAppearing(false)
        nav?.topViewController?.viewIsAppearing(false)
        root.viewDidAppear(false)
        nav?.topViewController?.viewDidAppear(false)
    }
}

extension ModelBackedScreen {
    /// A host over an app-built window (see `UIWindow.hostSelf()`).
    convenience init(scene: Scene, window: UIWindow) {
        self.init(scene: scene)
        window.host = self
        window.backing = .window
        window.screen = screen
        adoptedWindow = window
        // The host's own scene lists the app's window.
        loop.keyWindow = window
    }

    /// Backs the app's own table with the model: it becomes the scene's table, the controller's view in
    /// the window.
    /// Backs the app's own collection view with the model, its cells its data source's; the controller's
    /// view in the window.
    func adoptCollection(_ collection: UICollectionView, of controller: UIViewController) {
        adoptsControllerScreen = true
        collection.host = self
        collection.backing = .scrollView
        adoptScrollView(collection, controller: controller)
        guard let view = controller.viewIfLoaded else { return }
        if view !== collection {
            view.host = self
            view.backing = .rootView
        }
        (adoptedWindow ?? window).addSubview(view)
        isViewInWindow = true
    }

    func adopt(_ controller: UITableViewController, table: UITableView) {
        table.host = self
        table.backing = .scrollView
        adoptScrollView(table, controller: controller)
        (adoptedWindow ?? window).addSubview(table)
        isViewInWindow = true
    }
}
