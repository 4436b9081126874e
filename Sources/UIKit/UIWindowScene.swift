@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIWindowScene`: the run loop's one scene. Its `screen` is the screen under test (the host's, when
/// a runner or a self-hosting window drives the run loop; an iPhone 15 in portrait otherwise), so
/// `view.window?.windowScene?.screen.bounds` is what `UIScreen.main.bounds` is. Its windows are the
/// run loop's key window; its orientation is the scenario's.
open class UIWindowScene: UIScene {
    unowned let loop: MainRunLoop

    init(loop: MainRunLoop) {
        self.loop = loop
        super.init()
    }

    var host: ModelBackedScreen? { loop.keyWindow?.host }

    /// `screen`.
    public var screen: UIScreen { host?.screen ?? UIScreen.standalone }

    /// `windows`: the key window, if any.
    public var windows: [UIWindow] { loop.keyWindow.map { [$0] } ?? [] }

    /// `keyWindow` (iOS 15).
    public var keyWindow: UIWindow? { loop.keyWindow }

    /// `interfaceOrientation`: `.portrait`, or `.landscapeRight` when the scenario's device is in
    /// landscape (approximated: the model has one landscape orientation, taken as home button / indicator
    /// on the right).
    public var interfaceOrientation: UIInterfaceOrientation {
        (host?.sceneStorage.layout.orientation ?? .portrait) == .portrait ? .portrait : .landscapeRight
    }

    /// `coordinateSpace`: the screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// `sizeRestrictions`: nil (iPhone; on iPad and Mac it is an object, not modelled).
    public var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// `traitCollection`: the application's content size category.
    public var traitCollection: UITraitCollection { UITraitCollection.current }

    /// `statusBarManager`: the status bar's frame (the top of the window's safe area, zero in landscape
    /// on a phone with a sensor housing).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

/// `UISceneSizeRestrictions`: declared so `sizeRestrictions?.minimumSize` compiles; never made here.
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    open var maximumSize: CGSize = .zero
}
