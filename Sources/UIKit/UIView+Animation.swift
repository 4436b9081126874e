/// `UIView` animations. The model takes an animation's end state at once: the `animations` block runs
/// immediately, and `completion(true)` runs on the virtual main queue when the animation would end
/// (delay + duration after now). Intermediate frames are not modelled.
extension UIView {
    /// `UIView.AnimationCurve`. Any raw value is accepted, as with UIKit's imported enum: the keyboard's
    /// curve is 7, outside the documented cases.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ raw: Int) { self.rawValue = raw }
        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)
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
    }

    /// `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        let loop = MainRunLoop.active
        loop.enqueue(at: loop.now + Swift.max(0, delay) + Swift.max(0, duration)) { completion(true) }
    }

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
