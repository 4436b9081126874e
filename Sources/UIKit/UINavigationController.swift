/// `UINavigationController`: a stack of view controllers under a navigation bar. Pushing and popping
/// change the stack; the appearance callbacks of the screen under test come from the runner.
open class UINavigationController: UIViewController {
    /// `viewControllers`.
    open var viewControllers: [UIViewController] = [] {
        didSet { for vc in viewControllers { vc.parent = self } }
    }
    /// `navigationBar`.
    public let navigationBar = UINavigationBar()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.parent = self
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)` (a storyboard's navigation controller): empty until its root is set.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `topViewController`.
    open var topViewController: UIViewController? { viewControllers.last }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// `visibleViewController`: the presented controller of the top one, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for vc in self.viewControllers where !viewControllers.contains(where: { $0 === vc }) { vc.parent = nil }
        self.viewControllers = viewControllers
    }

    /// `popToRootViewController(animated:)`: the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        for vc in popped { vc.parent = nil }
        viewControllers = [viewControllers[0]]
        return popped
    }

    /// `popToViewController(_:animated:)`: the popped controllers (nil when `viewController` is not in the
    /// stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(i + 1)...])
        for vc in popped { vc.parent = nil }
        viewControllers = Array(viewControllers[...i])
        return popped
    }

    /// `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.parent = nil
        return top
    }
}

/// `UINavigationBar`: stored settings (the scenario's bar decides the geometry).
open class UINavigationBar: UIView {
    /// `isTranslucent` (UIKit's default: true).
    open var isTranslucent = true
    /// `prefersLargeTitles`.
    open var prefersLargeTitles = false
    /// `barTintColor`, `titleTextAttributes`, `largeTitleTextAttributes`, `shadowImage`, `barStyle`:
    /// stored (appearance does not change geometry).
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var barStyle: UIBarStyle = .default
    let appearances = NavigationBarAppearances()
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)`: stored per bar metrics, no fallback (UIKit
    /// returns only what was set for those metrics). Images are not loaded: on iOS an opaque background
    /// image makes a bar whose `isTranslucent` was not set opaque; here `isTranslucent` is unchanged and the
    /// scenario's bar decides the geometry.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}
