@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIWindow`: the root of the hierarchy. Its frame is in screen coordinates (a window may be smaller
/// than the screen: Split View, Stage Manager); `convert(_:from: nil)` in any view means this window's
/// coordinates.
open class UIWindow: UIView {
    /// `rootViewController`.
    open var rootViewController: UIViewController?
    /// `screen`.
    open var screen: UIScreen = .main
    /// The host of a screen the app built itself (views hold their host weakly).
    var ownedHost: ModelBackedScreen?
    /// `isKeyWindow`.
    public private(set) var isKeyWindow = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UIWindow(windowScene:)`: a window filling the scene's screen, in that scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        assignedScene = windowScene
    }

    private weak var assignedScene: UIWindowScene?

    /// `windowScene`: the scene given to `init(windowScene:)` (or set) — whose screen is the one this
    /// window shows once it is key — else, for a runner's window, the runner's scene (so
    /// `view.window?.windowScene?.screen` is the screen under test); nil for an unhosted
    /// `UIWindow(frame:)`, as on iOS 13+.
    open var windowScene: UIWindowScene? {
        get { assignedScene ?? host?.loop.windowScene }
        set { assignedScene = newValue }
    }

    /// `makeKeyAndVisible()`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        MainRunLoop.active.keyWindow = self
        hostSelf()
    }

    /// `window` of a window: itself.
    open override var window: UIWindow? { self }
    /// A window's coordinate origin is its own.
    override var originInWindow: CGPoint { .zero }
    override var isWindow: Bool { true }

    /// `safeAreaInsets` of the window: the screen's safe area, reduced where the window stands away
    /// from the screen's edges (no bars: they belong to view controllers).
    open override var safeAreaInsets: UIEdgeInsets {
        guard let host else { return .zero }
        return UIEdgeInsets(host.sceneStorage.layout.windowSafeAreaInsets)
    }
}

extension MainRunLoop {
    /// The key window made by `makeKeyAndVisible()` on this run loop.
    var keyWindow: UIWindow? {
        get { keyWindowStorage.window }
        set { keyWindowStorage.window = newValue }
    }
}

/// Storage for the key window, which stays alive while it is key (on iOS the application and its
/// scene keep their windows).
final class KeyWindowStorage {
    var window: UIWindow?
}
