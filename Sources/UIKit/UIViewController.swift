/// `UIViewController`: the view and its lifecycle. `viewDidLoad` runs once, when the view is first
/// needed; the appearance callbacks come from the runner (the screen appearing, another screen being
/// pushed over it and popped), `viewWillTransition(to:with:)` from a rotation.
open class UIViewController: UIResponder {
    private var storedView: UIView?
    private var didLoad = false
    /// ``editButtonItem``, once made.
    private var storedEditButtonItem: UIBarButtonItem?
    private var storedTabBarItem: UITabBarItem?
    /// The presentation controller made for this controller (``presentationController``).
    var storedPresentationController: UIPresentationController?

    /// `title`, stored.
    open var title: String?
    /// `navigationItem`.
    public let navigationItem = UINavigationItem()
    /// `parent`.
    public internal(set) weak var parent: UIViewController?
    /// `children`.
    public internal(set) var children: [UIViewController] = []
    /// `additionalSafeAreaInsets`: stored (not applied by the model).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`: stored (the scenario fixes the
    /// layout).
    open var extendedLayoutIncludesOpaqueBars = false
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// `preferredContentSize`, `hidesBottomBarWhenPushed`, `definesPresentationContext`,
    /// `modalTransitionStyle`, `isModalInPresentation`, `restorationIdentifier`: stored.
    open var preferredContentSize: CGSize = .zero
    open var hidesBottomBarWhenPushed = false
    open var definesPresentationContext = false
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var restorationIdentifier: String?
    /// `overrideUserInterfaceStyle`, `providesPresentationContextTransitionStyle`,
    /// `restoresFocusAfterTransition`: stored.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var providesPresentationContextTransitionStyle = false
    open var restoresFocusAfterTransition = true
    /// `modalPresentationStyle` (default `.automatic`, a page sheet on iPhone): stored; it decides
    /// nothing in the model (see ``present(_:animated:completion:)``).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// `presentedViewController`: the controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// `presentingViewController`: the controller that presents this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// `isBeingPresented`, `isBeingDismissed`: true during the appearance callbacks of a presentation.
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    /// `isEditing`: stored; a change retitles ``editButtonItem`` ("Edit" / "Done").
    open var isEditing = false {
        didSet { storedEditButtonItem?.showEditing(isEditing) }
    }
    /// `preferredStatusBarStyle`: stored (override point).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// `prefersStatusBarHidden`, `prefersHomeIndicatorAutoHidden`, `supportedInterfaceOrientations`:
    /// override points that are **not read**: the scenario's device and rotations decide the safe area
    /// and the orientation whatever they say (on the modelled phones with a sensor housing, hiding the
    /// status bar does not change the safe area either).
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// `preferredStatusBarUpdateAnimation`: override point, not read (the status bar is not drawn).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// `shouldAutorotate`, `preferredInterfaceOrientationForPresentation`, `childForStatusBarStyle`,
    /// `childForStatusBarHidden`, `shouldAutomaticallyForwardAppearanceMethods`: override points, not read.
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        super.init()
    }

    /// `nibName`: the name given to `init(nibName:bundle:)`, or `nil`.
    public var nibName: String? { nibNameStorage }
    private let nibNameStorage: String?

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `init?(coder:)`: how a storyboard makes its scene's view controller (the Swift `keyfuzz import`
    /// writes calls it with a ``UINibDecoder``); the view is built when it loads.
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        super.init()
    }

    /// `view`: loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// `viewIfLoaded`.
    public var viewIfLoaded: UIView? { didLoad ? storedView : nil }

    /// `isViewLoaded`.
    public var isViewLoaded: Bool { didLoad }

    /// `loadViewIfNeeded()`: `loadView()` unless a view was given, then `viewDidLoad()` — once.
    public func loadViewIfNeeded() {
        guard !didLoad else { return }
        didLoad = true
        if storedView == nil { loadView() }
        viewDidLoad()
    }

    /// `loadView()`: the view of the controller's storyboard scene when it came from one
    /// (``UIStoryboard``), else a plain view the size of the screen.
    open func loadView() {
        if let loader = storyboardViewLoader {
            storedView = loader(self)
            return
        }
        // A nib imported with `keyfuzz import` (``UINib``): the one named, else, as UIKit looks, one named
        // after the class without "Controller", then after the class. Its File's Owner outlet `view`
        // sets the view.
        let className = String(describing: type(of: self))
        let candidates = nibName.map { [$0] } ?? [className.hasSuffix("Controller") ? String(className.dropLast(10)) : nil, className].compactMap { $0 }
        if let nib = candidates.lazy.compactMap({ UINib.registered($0) }).first {
            _ = nib.instantiate(withOwner: self, options: nil)
            if storedView != nil { return }
        }
        storedView = UIView(frame: UIScreen.main.bounds)
    }

    /// The storyboard this controller was instantiated from (`storyboard`), and the code `keyfuzz import`
    /// wrote from its scene, which builds the scene's views and connects their outlets and actions
    /// when the view loads (what `loadView()` does with a nib on iOS).
    var storyboardStorage: UIStoryboard?
    var storyboardViewLoader: ((UIViewController) -> UIView)?

    open func viewDidLoad() {}

    /// `didReceiveMemoryWarning()`: UIKit calls it under memory pressure. Stored (STATUS.md): no scenario
    /// makes memory pressure, so it is never called here; Xcode's templates override it.
    open func didReceiveMemoryWarning() {}

    /// `prepare(for:sender:)`: storyboard segues are not modelled; an override says so at compile time.
    @available(*, unavailable, message: "not modelled by KeyboardScroll: storyboard segues; pass data to the next view controller where you make it")
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// `automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11 for `UIScrollView`'s
    /// `contentInsetAdjustmentBehavior`). Stored: on iOS 11+ it acts only on a scroll view left at
    /// `.automatic` inside a navigation controller (Apple's documentation of `.automatic`); this module's
    /// `.automatic` does not read it.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewIsAppearing(_:)` (iOS 17, back-deployed to 13): after `viewWillAppear`, before the
    /// appearance's layout pass and `viewDidAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}

    /// `viewWillTransition(to:with:)`: a rotation or window resize. The model has already laid the
    /// view out for the new size when this runs; `coordinator`'s blocks run at once (alongside) and
    /// on the main queue (completion).
    /// UIKit's own implementation forwards the message to the child view controllers ("View controllers
    /// forward the size change message to their views and child view controllers", Apple's
    /// `viewWillTransition(to:with:)` reference), so an override that calls `super` passes it on; each
    /// child is given the size of its own view (its container's share, laid out already here).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children where child.isViewLoaded {
            child.viewWillTransition(to: child.viewIfLoaded?.bounds.size ?? size, with: coordinator)
        }
    }

    /// The layout callbacks of the child view controllers whose views are loaded (``children``, depth
    /// first), after their parent's: UIKit lays out a child's view within its parent's layout pass and
    /// calls the child's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around it. Called by
    /// the host wherever it gives the root view controller its own.
    package func layOutChildren() {
        for child in children where child.isViewLoaded {
            child.viewWillLayoutSubviews()
            child.viewDidLayoutSubviews()
            child.layOutChildren()
        }
    }

    /// `navigationController`: the nearest navigation controller above.
    public var navigationController: UINavigationController? {
        var current = parent
        while let vc = current {
            if let nav = vc as? UINavigationController { return nav }
            current = vc.parent
        }
        return nil
    }

    /// `tabBarController`: the nearest tab bar controller above (the one the runner puts around the screen
    /// when the scenario draws a tab bar, or one the app built).
    public var tabBarController: UITabBarController? {
        var current = parent
        while let vc = current {
            if let tabs = vc as? UITabBarController { return tabs }
            current = vc.parent
        }
        return nil
    }

    /// `tabBarItem`: made on first access, titled with the controller's `title` as UIKit's default item
    /// is; stored (a tab's item does not change the screen's geometry).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// `addChild(_:)`.
    open func addChild(_ child: UIViewController) {
        child.willMove(toParent: self)
        child.parent = self
        children.append(child)
    }

    /// `setEditing(_:animated:)`: stored (sets `isEditing`).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// `editButtonItem`: one bar button item per controller, made on first access, titled "Edit" (style
    /// `.plain`) and "Done" (style `.done`) while `isEditing`, as UIKit's (English titles). A tap calls
    /// `setEditing(!isEditing, animated: true)`, so a subclass's override runs. On iOS the item runs by
    /// target–action; here by its `primaryAction` (the facade's bar button items have no selectors).
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.showEditing(isEditing)
        storedEditButtonItem = item
        return item
    }

    /// `setNeedsStatusBarAppearanceUpdate()`: accepted (the status bar is not drawn).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// `traitCollection`: the application's content size category.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// `traitCollectionDidChange(_:)`: override point, never called (traits do not change here).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `willMove(toParent:)` / `didMove(toParent:)`: override points; the app calls them around
    /// `addChild` and `removeFromParent`, as on iOS (`addChild` calls `willMove(toParent:)` itself).
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// `removeFromParent()`.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open override var next: UIResponder? { storedView?.superview ?? parent }
}

/// `UINavigationItem`: stored. (Its bar button items belong to the target–action part of the facade.)
open class UINavigationItem: NSObject {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// `title`, `prompt`, `backButtonTitle`, `titleView`, `hidesBackButton`,
    /// `leftItemsSupplementBackButton`, `hidesSearchBarWhenScrolling`: stored.
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var titleView: UIView?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var hidesSearchBarWhenScrolling = true
    /// `largeTitleDisplayMode`: read when a self-hosting window shows a table controller (`.never`: no
    /// large title).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar button items (declared in UINavigationItem+BarButtonItems.swift).
    var barButtonItems = BarButtonItems()

    public override init() { super.init() }
    /// `UINavigationItem(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// `setHidesBackButton(_:animated:)`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// `UIViewControllerTransitionCoordinator`, as `viewWillTransition(to:with:)` hands it over.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var transitionDuration: TimeInterval { get }
    var isCancelled: Bool { get }
}

/// The coordinator of a rotation: the alongside block runs at once (the model is already laid out for
/// the new size), the completion on the main queue after the rotation's duration (0.3 s here).
package final class RotationCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    package let transitionDuration: TimeInterval = 0.3
    package let isCancelled = false

    package init() {}

    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion {
            let loop = MainRunLoop.active
            loop.enqueue(at: loop.now + transitionDuration) { completion(self) }
        }
        return true
    }
}
