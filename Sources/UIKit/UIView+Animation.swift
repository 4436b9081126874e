/// `UIView` animations. The model takes an animation's end state at once: the `animations` block runs
/// immediately, and `completion(true)` runs on the virtual main queue when the animation would end
/// (delay + duration after now). Intermediate frames are not modelled.
extension UIView {
    /// `UIView.AnimationCurve`: an enum of the four documented curves, so a `switch` over them is
    /// exhaustive. As with UIKit's imported enum, `init(rawValue:)` accepts any raw value — the keyboard
    /// posts 7, outside the documented cases, and `AnimationCurve(rawValue: 7)!` does not crash on iOS.
    /// Approximated: a raw value outside 0…3 gives `.easeInOut` here, so its `rawValue` reads 0 (on iOS
    /// it keeps 7); animations are not drawn, so the curve changes nothing in the model. To pass the
    /// keyboard's own curve on, `UIView.AnimationOptions(rawValue: curve << 16)` keeps every bit.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3

        public init?(rawValue: Int) {
            switch rawValue {
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .easeInOut
            }
        }
    }

    /// `UIView.AnimationOptions`; `UIView.AnimationOptions(rawValue: curve << 16)` is the usual way to
    /// pass the keyboard's curve.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        let loop = MainRunLoop.active
        loop.enqueue(at: loop.now + Swift.max(0, delay) + Swift.max(0, duration)) { completion(true) }
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// as the other forms (end state at once, completion at now + delay + duration).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// `setAnimationsEnabled(_:)` / `areAnimationsEnabled`: stored (every animation applies its end state
    /// at once anyway).
    public class func setAnimationsEnabled(_ enabled: Bool) { MainRunLoop.active.animationsDisabled = !enabled }
    public class var areAnimationsEnabled: Bool { !MainRunLoop.active.animationsDisabled }

    /// `animate(withDuration:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:animations:)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `performWithoutAnimation(_:)`: runs `actions` at once.
    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// `beginAnimations(_:context:)` (deprecated in iOS 13): changes until `commitAnimations()` apply at
    /// once, as every animation does in the model.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    /// `commitAnimations()`.
    public class func commitAnimations() {}
    /// `setAnimationDuration(_:)`: accepted.
    public class func setAnimationDuration(_ duration: TimeInterval) {}
    /// `setAnimationCurve(_:)`: accepted.
    public class func setAnimationCurve(_ curve: AnimationCurve) {}
    /// `setAnimationBeginsFromCurrentState(_:)`: accepted.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    /// `setAnimationDelay(_:)`: accepted.
    public class func setAnimationDelay(_ delay: TimeInterval) {}

    /// `inheritedAnimationDuration`: 0 (no animation block is in flight in the model).
    public class var inheritedAnimationDuration: TimeInterval { 0 }

    static func inheritedDuration(_ fallback: Double) -> Double { fallback }
}
