/// `UIGestureRecognizer` and the common recognizers, with a closure in place of target–action.
///
/// UIKit has no closure form for gesture recognizers, and target–action needs the Objective-C runtime.
/// On Linux a recognizer is made with `init(keyfuzzHandler:)` (or given one more handler with
/// `addKeyfuzzHandler(_:)`); `keyfuzz import` writes that form under `#else` of an
/// `#if canImport(ObjectiveC)` that keeps the original `init(target:action:)` for iOS, so the same file
/// builds both ways and iOS runs what was written. These two names exist only here: code meant for iOS
/// should not call them outside such an `#if`.
///
/// Recognition is driven from outside, by the runner or a test: `UIView.simulateTap(at:)` recognizes the
/// first enabled one-tap, one-touch `UITapGestureRecognizer` on the tapped view or its nearest ancestor
/// that has one (UIKit lets one recognizer win unless a delegate allows more; UIKit's controls keep their
/// own single tap from a parent's recognizer, iOS 6+). The recognizer's `state` is `.ended` while its
/// handlers run (UIKit's `.recognized`) and `.possible` after; `location(in:)` is the tap's point. Pans,
/// long presses and swipes are stored and never recognized (no touches are modelled).
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// `recognized` is `ended`.
        public static var recognized: State { .ended }
    }

    /// `state`.
    open internal(set) var state: State = .possible
    /// `isEnabled`: a disabled recognizer is not recognized.
    open var isEnabled = true
    /// `cancelsTouchesInView` (true), `delaysTouchesBegan` (false), `delaysTouchesEnded` (true): stored
    /// (a control's own actions do not run when a tap recognizer on the control itself cancels its touches).
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// `requiresExclusiveTouchType`, `name`: stored.
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// `delegate`: asked `gestureRecognizerShouldBegin(_:)` before a recognition.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `view`: the view it is attached to.
    public internal(set) weak var view: UIView?
    /// `numberOfTouches`: 1 while a simulated tap is being recognized, else 0.
    public internal(set) var numberOfTouches = 0

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// Where the last recognized tap was, in the attached view's coordinates.
    var lastLocation: CGPoint = .zero

    public override init() { super.init() }

    /// The closure form for Linux: `handler` runs each time the recognizer is recognized, with the
    /// recognizer.
    public init(keyfuzzHandler handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers = [handler]
        super.init()
    }

    /// Adds one more handler (the closure form of `addTarget(_:action:)`).
    public func addKeyfuzzHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: target–action needs the Objective-C runtime; keyfuzz import keeps this for iOS under #if canImport(ObjectiveC) and uses init(keyfuzzHandler:) on Linux")
    public convenience init(target: Any?, action: Any?) { self.init() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: target–action needs the Objective-C runtime; use addKeyfuzzHandler(_:) under #if !canImport(ObjectiveC) (keyfuzz import writes it)")
    public func addTarget(_ target: Any, action: Any) {}

    /// `location(in:)`: the recognized tap's point in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return lastLocation }
        return attached.convert(lastLocation, to: view)
    }

    /// `require(toFail:)`: stored nowhere (only taps are recognized, one recognizer at a time).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Recognizes this recognizer once, whatever its kind (a pan, a long press, a swipe: the runner's or a
    /// test's way to fire what `simulateTap` does not), at `point` in its view's coordinates. False when
    /// it is disabled or its delegate declines.
    @_spi(KeyboardScrollRunner) @discardableResult
    public func simulateRecognition(at point: CGPoint = .zero) -> Bool {
        recognize(at: point)
    }

    /// Recognizes once: asks the delegate, then runs the handlers with `state == .ended`. True when it was
    /// recognized.
    @discardableResult
    func recognize(at point: CGPoint) -> Bool {
        guard isEnabled else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        lastLocation = point
        numberOfTouches = 1
        state = .ended
        for handler in handlers { handler(self) }
        state = .possible
        numberOfTouches = 0
        return true
    }
}

/// `UIGestureRecognizerDelegate`: optional methods with UIKit's defaults.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// `UITapGestureRecognizer`: `numberOfTapsRequired` and `numberOfTouchesRequired` (1 and 1); only a
/// one-tap, one-touch recognizer is recognized by a simulated tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// `UIPanGestureRecognizer`: stored; `translation(in:)` and `velocity(in:)` are zero (no drags are
/// modelled).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UILongPressGestureRecognizer`: stored (0.5 s, 10 points, as UIKit's defaults).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

/// `UISwipeGestureRecognizer`: stored (`direction` `.right`, as UIKit's default).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction` (UIKit's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

extension UIView {
    /// `gestureRecognizers`: nil when none is attached, as UIKit returns.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// `addGestureRecognizer(_:)`: a recognizer belongs to one view; adding it here moves it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// A user's single tap at `point` (this view's coordinates; its centre when nil): the first enabled
    /// one-tap `UITapGestureRecognizer` on this view, else on the nearest ancestor with one, is recognized
    /// (so a tap on the background reaches a recognizer on the root view that ends editing). A tap on an
    /// enabled control sends the control's tap events instead of a parent's recognizer (UIKit, iOS 6+:
    /// a control's default action wins over an overlapping parent recognizer), unless a tap recognizer on
    /// the control itself cancels its touches. Returns true when something responded.
    @_spi(KeyboardScrollRunner) @discardableResult
    public func simulateTap(at point: CGPoint? = nil) -> Bool {
        let location = point ?? CGPoint(x: bounds.midX, y: bounds.midY)
        if let own = firstTapRecognizer(), own.recognize(at: location) {
            if own.cancelsTouchesInView || !(self is UIControl) { return true }
        }
        if let control = self as? UIControl {
            guard control.isEnabled else { return false }
            control.sendActions(for: control.tapEvents)
            return true
        }
        var ancestor = superview
        var pointInAncestor = location
        var from: UIView = self
        while let view = ancestor {
            pointInAncestor = from.convert(pointInAncestor, to: view)
            if let recognizer = view.firstTapRecognizer(), recognizer.recognize(at: pointInAncestor) { return true }
            from = view
            ancestor = view.superview
        }
        return false
    }

    private func firstTapRecognizer() -> UITapGestureRecognizer? {
        attachedGestureRecognizers.lazy.compactMap { $0 as? UITapGestureRecognizer }
            .first { $0.isEnabled && $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 }
    }
}
