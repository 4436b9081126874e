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

    /// `topViewController`.
    open var topViewController: UIViewController? { viewControllers.last }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
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
}
