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
    /// Seconds between the focus change that asked for the keyboard and this notification, when they
    /// do not come in one run-loop turn: the keyboard's cold start. The first time an app shows the
    /// keyboard, the keyboard has to load (today in a process of its own) and its show comes a
    /// noticeable time after the tap — "around 1 second" on an older iPhone, "1-2 second[s]" in an
    /// app's beta (blog.weareuproar.com, "Preloading the UIKeyboard", 2009; ioscraft.wiki, "Keyboard
    /// Wrangling": the keyboard's cold start on an app's first tap). 0 (every later show): the
    /// will-notifications come in the focus change's turn.
    public private(set) var delayAfterFocus: Double
    /// True for a notification about another screen's responder: a text field of the screen pushed over
    /// this one shows and hides the keyboard, and the user may go back with it still up (it hides once
    /// the back animation has ended: mpak/Workdays issue 8, iOS 8). The notifications are the app's, and
    /// its observers hear them like any other; a `UITableViewController`'s own handling may not
    /// (``UndocumentedBehavior/tableControllerFollowsKeyboardWhileAway``). The app cannot read this.
    public private(set) var forAnotherScreen: Bool

    /// Creates a notification, rejecting non-finite frames or a negative duration.
    public init(_ event: KeyboardEvent, begin: Rect, end: Rect, duration: Double = 0.25,
                curve: Int = 7, isLocal: Bool = true, delayAfterFocus: Double = 0,
                forAnotherScreen: Bool = false) throws(ModelError) {
        self.event = event
        self.beginFrame = try begin.validated("\(event).beginFrame")
        self.endFrame = try end.validated("\(event).endFrame")
        try ModelError.checkSize(duration, "\(event).animationDuration")
        self.animationDuration = duration
        self.animationCurve = curve
        self.isLocal = isLocal
        try ModelError.checkSize(delayAfterFocus, "\(event).delayAfterFocus")
        self.delayAfterFocus = delayAfterFocus
        self.forAnotherScreen = forAnotherScreen
    }

    public var description: String {
        let local = isLocal ? "" : " (another app's keyboard)"
        let late = delayAfterFocus > 0 ? " (the keyboard's cold start, \(Format.number(delayAfterFocus)) s after the tap)" : ""
        let other = forAnotherScreen ? " (the pushed screen's keyboard)" : ""
        return "keyboard \(event) \(beginFrame) → \(endFrame)\(local)\(late)\(other)"
    }
}
