/// `UITouch`: a finger on the screen, as UIKit hands it to `touchesBegan(_:with:)` and its siblings. The
/// runner never sends touches (a user's tap reaches controls and gesture recognizers through their
/// actions, see `UIView.simulateTap(at:)`), so no touch is ever made by this module; the type exists so
/// that an app's overrides of the touch methods compile. An `NSObject`, hence `Hashable` (`Set<UITouch>`).
/// A `UITouch()` an app makes itself is a touch at the window's origin, in no view, in phase `.began`.
open class UITouch: NSObject {
    /// `UITouch.Phase` (UIKit's raw values).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// `UITouch.TouchType` (UIKit's raw values).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        public static var stylus: TouchType { .pencil }
    }

    /// `view`: the view the touch began in (nil: no touch is delivered here).
    public internal(set) var view: UIView?
    /// `window`: the view's window.
    open var window: UIWindow? { view?.window }
    /// `phase`, `tapCount`, `timestamp`, `type`: stored.
    public internal(set) var phase: Phase = .began
    public internal(set) var tapCount = 0
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var type: TouchType = .direct
    /// Where the touch is, in window coordinates.
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    public override init() { super.init() }

    /// `location(in:)`: the touch's point in the view's coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// `previousLocation(in:)`.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}
