/// Modal presentation, approximated: the links (`presentedViewController`, `presentingViewController`),
/// the presented controller's view loading and its appearance callbacks, and the completions, on the
/// main queue's clock (0.3 s when animated, as a sheet's slide; at once otherwise — the completion runs
/// at the end of the turn). Not modelled: the presented view's frame (it is not put in the window, so its
/// `view.window` is nil), the presenting controller's own disappearance (iOS calls its
/// `viewWillDisappear`/`viewDidDisappear` only for full-screen styles), and the keyboard: on iOS the
/// first responder of the presenting screen resigns when another controller is presented over it (the
/// keyboard hides) and is restored on dismissal; here the first responder is unchanged and the keyboard's
/// notifications still come from the scenario.
extension UIViewController {
    /// `present(_:animated:completion:)`: nothing when this controller already presents one (iOS logs
    /// "Attempt to present … which is already presenting" and ignores the call).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.storedPresentationController?.presentingViewController = self
        let presented = viewControllerToPresent
        presented.isBeingPresented = true
        presented.loadViewIfNeeded()
        presented.viewWillAppear(flag)
        presented.viewIsAppearing(flag)
        let loop = MainRunLoop.active
        loop.enqueue(at: loop.now + (flag ? 0.3 : 0)) {
            presented.viewDidAppear(flag)
            presented.isBeingPresented = false
            completion?()
        }
    }

    /// `dismiss(animated:completion:)`: dismisses the controller this one presents; called on a presented
    /// controller (which presents nothing), its presenter dismisses it, as UIKit does.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        presented.isBeingDismissed = true
        presented.viewWillDisappear(flag)
        presentedViewController = nil
        presented.presentingViewController = nil
        let loop = MainRunLoop.active
        loop.enqueue(at: loop.now + (flag ? 0.3 : 0)) {
            presented.viewDidDisappear(flag)
            presented.isBeingDismissed = false
            completion?()
        }
    }

    /// `showDetailViewController(_:sender:)`: as `show(_:sender:)` (no split view here).
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }

    /// `show(_:sender:)`: pushed when inside a navigation controller, else presented.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }
}
