/// `UIEvent`: what UIKit hands to the touch methods with their touches. The runner never sends touches
/// or events (see ``UITouch``); the type exists so that an app's overrides of `touchesBegan(_:with:)` and
/// its siblings compile. A `UIEvent()` an app makes itself is a touch event with no touches.
open class UIEvent: NSObject {
    /// `UIEvent.EventType` (UIKit's raw values).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10, hover, transform
    }

    /// `UIEvent.EventSubtype` (the motion shake and remote-control subtypes, UIKit's raw values).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// `type`, `subtype`, `timestamp`: stored.
    public internal(set) var type: EventType = .touches
    public internal(set) var subtype: EventSubtype = .none
    public internal(set) var timestamp: TimeInterval = 0
    /// The event's touches.
    var touches: Set<UITouch> = []

    public override init() { super.init() }

    /// `allTouches`: the event's touches, nil when it has none (UIKit: nil for an event that is not a
    /// touch event).
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// `touches(for:)`: the touches that began in the view.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let inView = touches.filter { $0.view === view }
        return inView.isEmpty ? nil : inView
    }

    /// `touches(for:)` with a window: the touches whose view is in the window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let inWindow = touches.filter { $0.window === window }
        return inWindow.isEmpty ? nil : inWindow
    }
}
