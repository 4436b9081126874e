/// The six keyboard notifications UIKit posts (`UIResponder.keyboardWillShowNotification`, …).
public enum KeyboardEvent: String, CaseIterable, Hashable, Sendable {
    case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

    /// True for the `will…` notifications, posted before the keyboard's animation starts.
    public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
}

/// One keyboard notification and its `userInfo` (`UIResponder.keyboardFrameBeginUserInfoKey`,
/// `keyboardFrameEndUserInfoKey`, `keyboardAnimationDurationUserInfoKey`,
/// `keyboardAnimationCurveUserInfoKey`, `keyboardIsLocalUserInfoKey`).
///
/// The fields are read-only: a notification holds only values its initialiser validated.
///
/// Frames are in **screen coordinates**, reflecting the current orientation, as Apple documents; a
/// strategy must convert them into its view's space (and intersect with the view) before use.
public struct KeyboardNotification: Hashable, Sendable, CustomStringConvertible {
    public private(set) var event: KeyboardEvent
    /// The keyboard's frame when the animation starts, screen coordinates.
    public private(set) var beginFrame: Rect
    /// The keyboard's frame when the animation ends, screen coordinates.
    public private(set) var endFrame: Rect
    /// The animation's duration in seconds (typically 0.25; 0 for an immediate change).
    public private(set) var animationDuration: Double
    /// The raw `UIView.AnimationCurve` value. iOS sends 7, a value outside the documented enum.
    public private(set) var animationCurve: Int
    /// False when the keyboard belongs to another app visible in iPad multitasking.
    public private(set) var isLocal: Bool

    /// Creates a notification, rejecting non-finite frames or a negative duration.
    public init(_ event: KeyboardEvent, begin: Rect, end: Rect, duration: Double = 0.25,
                curve: Int = 7, isLocal: Bool = true) throws(ModelError) {
        self.event = event
        self.beginFrame = try begin.validated("\(event).beginFrame")
        self.endFrame = try end.validated("\(event).endFrame")
        try ModelError.checkSize(duration, "\(event).animationDuration")
        self.animationDuration = duration
        self.animationCurve = curve
        self.isLocal = isLocal
    }

    public var description: String {
        let local = isLocal ? "" : " (another app's keyboard)"
        return "keyboard \(event) \(beginFrame) → \(endFrame)\(local)"
    }
}
