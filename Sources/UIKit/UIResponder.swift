@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIResponder`: the keyboard notifications' names and `userInfo` keys, and first-responder status.
open class UIResponder: NSObject {
    public override init() { super.init() }

    // MARK: Keyboard notifications (posted by the system with `object` nil)

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of the animation, screen coordinates (`CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the animation, screen coordinates (`CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (`NSNumber` holding a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve (`NSNumber` holding a `UIView.AnimationCurve` raw value; iOS sends 7).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`NSNumber` holding a `Bool`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// `isFirstResponder`.
    open var isFirstResponder: Bool { firstResponderState }
    var firstResponderState = false

    /// `canBecomeFirstResponder`.
    open var canBecomeFirstResponder: Bool { false }

    /// `becomeFirstResponder()`. Only text controls in the scenario's rows can become first responder
    /// (see ``UITextField``); others return false.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// `resignFirstResponder()`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponderState = false
        return true
    }

    /// `next`: the responder chain (a view's superview, or its view controller for a root view).
    open var next: UIResponder? { nil }

    /// `inputAccessoryView`: nil; a view controller or view overrides it to show a bar above the
    /// keyboard while it is first responder (text fields and text views store a settable one). While the
    /// responder is first responder, its accessory's height is added to the frames of this app's
    /// keyboard the runner posts, as iOS adds it (`InputAccessoryFrames`).
    open var inputAccessoryView: UIView? { nil }
    /// `inputView`: nil; a custom input view replaces the system keyboard (stored; the keyboard's frames
    /// come from the scenario).
    open var inputView: UIView? { nil }
    /// `inputAccessoryViewController`, `inputViewController`: nil; a responder overrides them to show a
    /// ``UIInputViewController``'s view above, or instead of, the keyboard while it is first responder.
    /// The accessory controller's `inputView` counts as `inputAccessoryView` does.
    open var inputAccessoryViewController: UIInputViewController? { nil }
    open var inputViewController: UIInputViewController? { nil }
    /// `reloadInputViews()`: accepted (the input views are stored; the scenario posts the keyboard's
    /// notifications).
    open func reloadInputViews() {}

    // MARK: Touches (override points; the runner never sends touches)

    /// `touchesBegan(_:with:)`, `touchesMoved(_:with:)`, `touchesEnded(_:with:)`,
    /// `touchesCancelled(_:with:)`: override points that are **never called** here: the runner sends no
    /// touches (a user's tap reaches controls and gesture recognizers through their actions, see
    /// `UIView.simulateTap(at:)`), so an app's override — typically `view.endEditing(true)` on a tap in
    /// the background — compiles and does not run. They do nothing by default (UIKit's forward the touches
    /// to `next`; with no touches there is nothing to forward).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Nib loading (override point; no nibs are loaded)

    /// `awakeFromNib()` (UIKit declares it on `NSObject`; here on `UIResponder`, where views, cells and
    /// view controllers inherit it, since a Swift extension of `NSObject` cannot be overridden): an
    /// override point that is **never called**: nibs and storyboards are not loaded (`UINib` and
    /// `UIStoryboard` are unavailable), so code written for `awakeFromNib()` runs only if the app calls it.
    /// Does nothing by default, so `override func awakeFromNib() { super.awakeFromNib() }` compiles.
    open func awakeFromNib() {}
}

/// The deprecated keys iOS still posts (published `userInfo` dumps from later iOS versions show them):
/// `UIKeyboardBoundsUserInfoKey` (`{{0, 0}, {width, height}}` of the end frame) and the centres.
public let UIKeyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
public let UIKeyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
public let UIKeyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"

extension Notification.Name {
    /// `UIResponder.keyboard…Notification` for the model's event.
    package init(_ event: KeyboardEvent) {
        switch event {
        case .willShow: self = UIResponder.keyboardWillShowNotification
        case .didShow: self = UIResponder.keyboardDidShowNotification
        case .willHide: self = UIResponder.keyboardWillHideNotification
        case .didHide: self = UIResponder.keyboardDidHideNotification
        case .willChangeFrame: self = UIResponder.keyboardWillChangeFrameNotification
        case .didChangeFrame: self = UIResponder.keyboardDidChangeFrameNotification
        }
    }
}

extension KeyboardNotification {
    /// What ``userInfo`` is made of, bit for bit: two notifications with equal sources have equal
    /// `userInfo`s (UIKit posts each `will`/`did` pair with the same frames).
    package struct UserInfoSource: Equatable {
        let beginFrame: Rect, endFrame: Rect
        let animationDuration: Double, animationCurve: Int, isLocal: Bool

        package static func == (a: Self, b: Self) -> Bool {
            a.animationCurve == b.animationCurve && a.isLocal == b.isLocal
                && a.animationDuration.bitPattern == b.animationDuration.bitPattern
                && Self.sameBits(a.beginFrame, b.beginFrame) && Self.sameBits(a.endFrame, b.endFrame)
        }

        private static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
            a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
                && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
        }
    }

    package var userInfoSource: UserInfoSource {
        UserInfoSource(beginFrame: beginFrame, endFrame: endFrame, animationDuration: animationDuration,
                       animationCurve: animationCurve, isLocal: isLocal)
    }

    /// The `userInfo` UIKit posts: frames as `NSValue` (which read back both as `as? CGRect` and as
    /// `(as? NSValue)?.cgRectValue`, see `CGRect`'s bridge), numbers as `NSNumber`, the legacy bounds and
    /// centre keys.
    package var userInfo: [AnyHashable: Any] {
        let begin = CGRect(beginFrame), end = CGRect(endFrame)
        // A copy of the template has the template's indices, and setting a value at an index keeps them:
        // the keys are hashed once, when the template is made, not for every notification.
        var info = UserInfoTemplate.dictionary
        let slot = UserInfoTemplate.slots
        info.values[slot[0]] = NSValue(cgRect: begin)
        info.values[slot[1]] = NSValue(cgRect: end)
        info.values[slot[2]] = NSNumber(value: animationDuration)
        info.values[slot[3]] = NSNumber(value: animationCurve)
        info.values[slot[4]] = NSNumber(value: isLocal)
        info.values[slot[5]] = NSValue(cgRect: CGRect(x: 0, y: 0, width: end.width, height: end.height))
        info.values[slot[6]] = NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY))
        info.values[slot[7]] = NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY))
        return info
    }
}

/// The keys of a keyboard notification's `userInfo`, in a dictionary made once, and where each key is
/// in it (in the order ``KeyboardNotification/userInfo`` fills them).
private enum UserInfoTemplate {
    static let keys: [String] = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        UIResponder.keyboardIsLocalUserInfoKey, UIKeyboardBoundsUserInfoKey,
        UIKeyboardCenterBeginUserInfoKey, UIKeyboardCenterEndUserInfoKey,
    ]
    // Never changed after it is made, and its values are `Int`s: shared between threads safely.
    nonisolated(unsafe) static let dictionary: [AnyHashable: Any] = Dictionary(uniqueKeysWithValues: keys.map { (AnyHashable($0), 0 as Any) })
    nonisolated(unsafe) static let slots: [Dictionary<AnyHashable, Any>.Index] = keys.map { dictionary.index(forKey: $0)! }
}
