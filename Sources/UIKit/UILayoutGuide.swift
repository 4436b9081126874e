@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UILayoutGuide` as code reads it: `layoutFrame`, in the owning view's coordinates. Constraints to
/// its anchors are not modelled (Auto Layout is not; see STATUS.md).
open class UILayoutGuide: NSObject {
    enum Kind { case safeArea, keyboard }
    weak var owningViewStorage: UIView?
    let kind: Kind

    init(owner: UIView, kind: Kind) {
        self.owningViewStorage = owner
        self.kind = kind
    }

    /// `owningView`.
    public var owningView: UIView? { owningViewStorage }

    /// `layoutFrame`: for the safe-area guide, the owner's bounds less its `safeAreaInsets`.
    open var layoutFrame: CGRect {
        guard let view = owningViewStorage else { return .zero }
        return view.bounds.inset(by: view.safeAreaInsets)
    }
}

/// `UIKeyboardLayoutGuide` (iOS 15+), as Apple documents it: the guide's top follows the top of the
/// docked keyboard; when the keyboard is off screen (or undocked, floating or split, unless
/// ``followsUndockedKeyboard`` is true) the guide sits at the bottom of the safe area, its height the
/// view's `safeAreaInsets.bottom`. Its `layoutFrame` is in the owning view's coordinates and spans the
/// view's width.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// `followsUndockedKeyboard` (default false): follow undocked and floating keyboards too.
    open var followsUndockedKeyboard = false
    /// `usesBottomSafeArea` (iOS 17, default true): where the guide rests while no keyboard is followed —
    /// the safe area's bottom, or with false the owning view's bottom (Apple's header: set it to false to
    /// tie the guide to the view's bottom instead of the safe area's).
    open var usesBottomSafeArea = true

    init(owner: UIView) { super.init(owner: owner, kind: .keyboard) }

    open override var layoutFrame: CGRect {
        guard let view = owningViewStorage else { return .zero }
        let bounds = view.bounds
        let restingTop = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
        guard let host = view.host ?? view.window?.host, view.window != nil else {
            return CGRect(x: bounds.minX, y: restingTop, width: bounds.width, height: bounds.maxY - restingTop)
        }
        let scene = host.scene
        let screen = scene.layout.screenBounds
        let keyboard = scene.keyboardFrame
        let onScreen = keyboard.minY < screen.maxY && keyboard.height > 0
        let follows = onScreen && scene.keyboardIsLocal && (scene.keyboardIsDocked || followsUndockedKeyboard)
        guard follows else {
            return CGRect(x: bounds.minX, y: restingTop, width: bounds.width, height: bounds.maxY - restingTop)
        }
        let top = view.convert(CGRect(keyboard), from: host.screen.coordinateSpace).minY
        let clampedTop = Swift.min(Swift.max(top, bounds.minY), bounds.maxY)
        return CGRect(x: bounds.minX, y: clampedTop, width: bounds.width, height: bounds.maxY - clampedTop)
    }
}
