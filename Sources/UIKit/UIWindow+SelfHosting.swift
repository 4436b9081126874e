@_spiOnly @_spi(Checker) import ScrollGeometry

/// A screen built by app code itself — `window.rootViewController = …; window.makeKeyAndVisible()` —
/// outside the runner: the model's scene is made from what the app set up, so the same code answers
/// with the model's geometry (how the fidelity tests run on Linux).
///
/// Supported: a window filling `UIScreen.main` (an iPhone 15 in portrait outside a runner); a
/// `UITableViewController`, bare or as the root of a `UINavigationController` (translucent by default,
/// opaque when `isTranslucent` is false, large titles when `prefersLargeTitles`); its rows counted from
/// its data source, each `rowHeight` tall (44 when automatic), no estimates; the table's
/// `contentInsetAdjustmentBehavior`. Anything else keeps its own stored geometry.
extension UIWindow {
    func hostSelf() {
        guard host == nil, let root = rootViewController else { return }
        let nav = root as? UINavigationController
        guard let controller = (nav?.topViewController ?? root) as? UITableViewController else {
            showUnhosted(root, in: nav)
            return
        }
        controller.loadViewIfNeeded()
        guard let table = controller.tableView else { return }
        let bar: NavigationBarStyle
        if let nav {
            // A UITableViewController's table is its navigation bar's content scroll view: the large
            // title collapses as it scrolls (unless the item never shows a large title).
            let large = nav.navigationBar.prefersLargeTitles && controller.navigationItem.largeTitleDisplayMode != .never
            bar = !nav.navigationBar.isTranslucent ? .opaque : large ? .largeTitleCollapsing : .translucent
        } else {
            bar = .none
        }
        let layout = ScreenLayout(device: .iPhone15, orientation: .portrait, navigationBar: bar, controller: .tableViewController)
        let dataSource = table.dataSource
        let sectionCount = dataSource?.numberOfSections(in: table) ?? 1
        let height = table.rowHeight > 0 ? Double(table.rowHeight) : 44
        let sections = (0..<sectionCount).map { s in
            Array(repeating: RowSpec(height: height), count: dataSource?.tableView(table, numberOfRowsInSection: s) ?? 0)
        }
        let behavior: ContentInsetAdjustmentBehavior
        switch table.contentInsetAdjustmentBehavior {
        case .automatic: behavior = .automatic
        case .scrollableAxes: behavior = .scrollableAxes
        case .never: behavior = .never
        case .always: behavior = .always
        }
        guard let scene = try? Scene(layout: layout, sections: sections, contentInsetAdjustmentBehavior: behavior) else { return }
        let host = KeyboardScrollHost(scene: scene, window: self)
        ownedHost = host
        host.adopt(controller, table: table)
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

extension KeyboardScrollHost {
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
    func adopt(_ controller: UITableViewController, table: UITableView) {
        table.host = self
        table.backing = .scrollView
        adoptScrollView(table, controller: controller)
        (adoptedWindow ?? window).addSubview(table)
        isViewInWindow = true
    }
}
