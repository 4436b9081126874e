/// `UIApplication` and window scenes, as far as a test host reaches for a window: one connected
/// `UIWindowScene` on `UIScreen.main`.
open class UIApplication: UIResponder {
    /// `UIApplication.shared`.
    public class var shared: UIApplication { UIApplication() }

    /// `connectedScenes`: the one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
}

/// `UIScene`.
open class UIScene: UIResponder {}

/// `UIWindowScene`: its `screen` is `UIScreen.main`.
open class UIWindowScene: UIScene {
    nonisolated(unsafe) static let main = UIWindowScene()

    /// `screen`.
    public var screen: UIScreen { .main }
}

extension UIWindow {
    /// `UIWindow(windowScene:)`: a window filling the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }
}
