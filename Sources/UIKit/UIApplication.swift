/// `UIApplication.shared`: one per main run loop (each screen under test has its own, so parallel
/// scenarios never share a setting). Holds the stored `preferredContentSizeCategory` and answers for the
/// run loop's one connected `UIWindowScene`.
open class UIApplication: UIResponder {
    unowned let loop: MainRunLoop

    init(loop: MainRunLoop) {
        self.loop = loop
        super.init()
    }

    /// `UIApplication.shared`.
    public class var shared: UIApplication { MainRunLoop.active.application }

    /// `preferredContentSizeCategory`: stored, `.large` unless set (a test sets it to check Dynamic Type;
    /// on iOS it is the user's setting and read-only).
    open var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// `connectedScenes`: the one window scene of this run loop.
    public var connectedScenes: Set<UIScene> { [loop.windowScene] }

    /// `windows` (deprecated in iOS 15): the key window, if any.
    public var windows: [UIWindow] { loop.keyWindow.map { [$0] } ?? [] }

    /// `keyWindow` (deprecated in iOS 13): the window made key by `makeKeyAndVisible()`.
    public var keyWindow: UIWindow? { loop.keyWindow }

    /// `statusBarFrame` (deprecated in iOS 13): the window scene's status bar frame.
    public var statusBarFrame: CGRect { loop.windowScene.statusBarManager?.statusBarFrame ?? .zero }

    /// `applicationState`: always `.active` while a screen runs.
    public var applicationState: State { .active }

    /// `isIdleTimerDisabled`, `applicationIconBadgeNumber`: stored.
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0

    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    /// `UIApplication.didBecomeActiveNotification` and friends: declared; the runner never posts them.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

extension MainRunLoop {
    /// This run loop's `UIApplication.shared`.
    var application: UIApplication { sceneStorage.application(for: self) }
    /// This run loop's window scene.
    var windowScene: UIWindowScene { sceneStorage.scene(for: self) }
}

/// The application and window scene of one run loop, made on first use.
final class SceneStorage {
    private var app: UIApplication?
    private var windowScene: UIWindowScene?

    func application(for loop: MainRunLoop) -> UIApplication {
        if let app { return app }
        let made = UIApplication(loop: loop)
        app = made
        return made
    }

    func scene(for loop: MainRunLoop) -> UIWindowScene {
        if let windowScene { return windowScene }
        let made = UIWindowScene(loop: loop)
        windowScene = made
        return made
    }
}
