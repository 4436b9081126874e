@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UILayoutGuide`: `layoutFrame`, in the owning view's coordinates, and anchors that constraints tie
/// to (UILayoutGuide+AutoLayout.swift). The system's guides (safe area, keyboard, margins, readable
/// content, a scroll view's content and frame) compute their frame from the owner; a guide the app makes
/// (`UILayoutGuide()`, `addLayoutGuide(_:)`) takes the frame the layout pass solves for it.
open class UILayoutGuide: NSObject {
    enum Kind { case safeArea, keyboard, layoutMargins, readableContent, scrollContent, scrollFrame, app }
    /// The owning view, through its ``LayoutItemLink`` (held weakly, as UIKit's guide holds its owner).
    var owningViewStorage: UIView? {
        get { owningViewLink?.object as? UIView }
        set { owningViewLink = newValue?.itemLink }
    }
    private var owningViewLink: LayoutItemLink?
    /// How constraints and anchors reach this guide (``LayoutItemLink``), made on first use.
    var itemLink: LayoutItemLink { LayoutItemLink.link(of: self, in: &madeItemLink) }
    private var madeItemLink: LayoutItemLink?

    deinit { madeItemLink?.object = nil }
    let kind: Kind
    /// Auto Layout's variables for this guide, and the frame last solved for an app guide.
    lazy var layoutItem = LayoutItem()
    var solvedFrame: CGRect?

    init(owner: UIView, kind: Kind) {
        self.kind = kind
        super.init()
        self.owningViewStorage = owner
    }

    /// `UILayoutGuide()`: a guide for `addLayoutGuide(_:)`; its frame comes from its constraints.
    public override init() {
        self.kind = .app
        super.init()
    }

    /// `identifier`: stored.
    open var identifier: String = ""

    /// `owningView` (set by `addLayoutGuide(_:)` for an app's guide).
    public var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let old = owningViewStorage, old !== newValue {
                old.layoutState.guides.removeAll { $0 === self }
                old.layoutStructureChanged()
            }
            owningViewStorage = newValue
            newValue?.layoutStructureChanged()
            if let newValue, !newValue.layoutState.guides.contains(where: { $0 === self }) { newValue.layoutState.guides.append(self) }
        }
    }

    /// `layoutFrame`: for the safe-area guide, the owner's bounds less its `safeAreaInsets`; see
    /// UILayoutGuide+AutoLayout.swift for the margins, readable, scroll-view and app guides.
    open var layoutFrame: CGRect {
        guard let view = owningViewStorage else { return .zero }
        if kind != .safeArea { return autoLayoutFrame(in: view) }
        return view.bounds.inset(by: view.safeAreaInsets)
    }
}

/// `UIKeyboardLayoutGuide` (iOS 15+), as Apple documents it: the guide's top follows the top of the
/// docked keyboard; when the keyboard is off screen (or undocked, floating or split, unless
/// ``followsUndockedKeyboard`` is true) the guide sits at the bottom of the safe area, its height the
/// view's `safeAreaInsets.bottom`. A followed undocked keyboard's guide is the keyboard's own frame. Its `layoutFrame` is in the owning view's coordinates and spans the
/// view's width.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// `followsUndockedKeyboard` (default false): follow undocked and floating keyboards too.
    open var followsUndockedKeyboard = false {
        didSet { owningViewStorage?.layoutInputsChanged() }
    }
    /// `usesBottomSafeArea` (iOS 17, default true): where the guide rests while no keyboard is followed —
    /// the safe area's bottom, or with false the owning view's bottom (Apple's header: set it to false to
    /// tie the guide to the view's bottom instead of the safe area's).
    open var usesBottomSafeArea = true {
        didSet { owningViewStorage?.layoutInputsChanged() }
    }

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
        // The keyboard the system shows now: after a rotation, the new orientation's keyboard even
        // before its notifications are posted (Scene.keyboardFrameInOrientation).
        let keyboard = scene.keyboardFrameInOrientation
        let onScreen = keyboard.minY < screen.maxY && keyboard.height > 0
        let follows = onScreen && scene.keyboardIsLocal && (scene.keyboardIsDocked || followsUndockedKeyboard)
        guard follows else {
            return CGRect(x: bounds.minX, y: restingTop, width: bounds.width, height: bounds.maxY - restingTop)
        }
        let inView = view.convert(CGRect(keyboard), from: host.screen.coordinateSpace)
        if !scene.keyboardIsDocked {
            // An undocked, split or floating keyboard followed: the guide is the keyboard's frame (it does
            // not reach down to the view's bottom), within the view's bounds.
            let clipped = inView.intersection(bounds)
            return clipped.isNull ? CGRect(x: inView.minX, y: Swift.min(Swift.max(inView.minY, bounds.minY), bounds.maxY), width: inView.width, height: 0) : clipped
        }
        let top = inView.minY
        let clampedTop = Swift.min(Swift.max(top, bounds.minY), bounds.maxY)
        return CGRect(x: bounds.minX, y: clampedTop, width: bounds.width, height: bounds.maxY - clampedTop)
    }
}
