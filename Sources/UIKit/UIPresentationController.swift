/// `UIPresentationController`: the object UIKit makes to present a view controller in its
/// `modalPresentationStyle`. Here it holds the two controllers and the delegate. The presented view's
/// frame is not modelled (see `present(_:animated:completion:)`), and the delegate is not asked for an
/// adaptive style: a screen the scenario presents is shown as its drawn style adapts to the window's size
/// classes (POLICIES item 27), whatever `adaptivePresentationStyle(for:)` answers.
open class UIPresentationController: NSObject {
    /// `presentedViewController`.
    public unowned let presentedViewController: UIViewController
    /// `presentingViewController`: the presenter once presented, else the one given at creation (nil
    /// before presentation when none was given).
    public internal(set) weak var presentingViewController: UIViewController!
    /// `delegate`: stored, not asked (above).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// `init(presentedViewController:presenting:)` (apps subclass this for custom presentations).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// `presentationStyle`: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// `presentedView`: the presented controller's view once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// `containerView`: nil (the presented view is not put in the window here).
    open var containerView: UIView? { nil }
    /// `traitCollection`: the current traits.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// `UIPopoverPresentationController`: a popover's anchor and arrow settings, stored. A popover the app
/// presents is not drawn (as every presentation here); a screen the scenario shows as a popover takes
/// its frame from the scenario, as a page sheet wherever iOS adapts it to one.
open class UIPopoverPresentationController: UIPresentationController {
    /// `barButtonItem`, `sourceView`, `sourceRect`, `sourceItem`'s older forms: stored.
    open var barButtonItem: UIBarButtonItem?
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    /// `permittedArrowDirections` (default `.any`), `backgroundColor`, `passthroughViews`,
    /// `canOverlapSourceViewRect`, `popoverLayoutMargins`: stored.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// `arrowDirection`: unknown until a popover is drawn (it never is here).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
}

/// `UIPopoverArrowDirection` (Apple's raw values).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// `UIAdaptivePresentationControllerDelegate`: every method optional (default implementations below, each
/// answering as UIKit does without a delegate). Stored on the presentation controller, not asked here.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// `UIPopoverPresentationControllerDelegate`: every method optional (defaults below). Stored, not asked.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// `presentationController`: the controller presenting this one's presentation controller; for a child
    /// that is not itself presented, its parent's; otherwise made on first access for the current
    /// `modalPresentationStyle` (a `UIPopoverPresentationController` for `.popover`), as UIKit makes one
    /// when an app reads it before presenting (`vc.presentationController?.delegate = self`).
    public var presentationController: UIPresentationController? {
        if presentingViewController == nil, let parent { return parent.presentationController }
        let wantsPopover = modalPresentationStyle == .popover
        if let stored = storedPresentationController, (stored is UIPopoverPresentationController) == wantsPopover { return stored }
        let made = wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = made
        return made
    }

    /// `popoverPresentationController`: the presentation controller when `modalPresentationStyle` is
    /// `.popover` (made on first access, as UIKit does before presentation), else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
