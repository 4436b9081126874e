// UIViewController members a keyboard screen may touch that KeyboardScroll does not model (see
// STATUS.md). Bar button items and the edit button belong to the target–action part of the facade.
extension UIViewController {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: storyboard segues; push or present in code")
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: storyboard segues")
    public func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: nibs")
    public var nibBundle: Bundle? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the navigation controller's toolbar (the scenario draws the bottom bar)")
    public var toolbarItems: [UIBarButtonItem]? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the navigation controller's toolbar (the scenario draws the bottom bar)")
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: split view controllers")
    public var splitViewController: UISplitViewController? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: sheet detents")
    public var sheetPresentationController: UISheetPresentationController? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: custom transitions")
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: pushes and pops come from the scenario's events, which do not say whether the controller moves; keep your own flag")
    public var isMovingFromParent: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: pushes and pops come from the scenario's events; keep your own flag")
    public var isMovingToParent: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: appearance transitions are the runner's; do not call them")
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: appearance transitions are the runner's; do not call them")
    public func endAppearanceTransition() {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the scroll view a navigation bar follows is the scenario's table or scroll view")
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: UIRectEdge) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: child transitions; add and remove children in code")
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                           options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: trait overrides (traits do not change during a scenario)")
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: trait change registration (traits do not change during a scenario)")
    public func registerForTraitChanges(_ traits: [Any], handler: @escaping (UIViewController, UITraitCollection) -> Void) -> Any { fatalError() }
}
