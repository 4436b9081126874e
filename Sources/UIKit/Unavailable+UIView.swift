// UIView members a keyboard screen may touch that KeyboardScroll does not model (see STATUS.md).
// Auto Layout members belong to the Auto Layout part of the facade, not here.
extension UIView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: mask views (clipping is not modelled)")
    public var mask: UIView? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: snapshots (nothing is drawn)")
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: drawing")
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: interactions")
    public func addInteraction(_ interaction: any UIInteraction) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: interactions")
    public var interactions: [any UIInteraction] { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: keyframe animations; use UIView.animate, which applies the end state")
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: Int,
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: keyframe animations; use UIView.animate")
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: transitions between views")
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions,
                                 completion: ((Bool) -> Void)? = nil) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: motion effects")
    public func addMotionEffect(_ effect: Any) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: focus (tvOS and keyboards' tab focus)")
    public var focusGroupIdentifier: String? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: trait change registration (traits do not change during a scenario)")
    public func registerForTraitChanges(_ traits: [Any], handler: @escaping (UIView, UITraitCollection) -> Void) -> Any { fatalError() }
}
