@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIStatusBarManager`: `statusBarFrame` spans the screen's width and is as tall as the window's top
/// safe-area inset (approximated: on the modelled phones the status bar and the sensor housing
/// are the same band; a navigation bar is not part of it).
open class UIStatusBarManager: NSObject {
    unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// `statusBarFrame`.
    public var statusBarFrame: CGRect {
        let top = scene.host.map { CGFloat($0.scene.layout.windowSafeAreaInsets.top) } ?? 59
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: top)
    }

    /// `isStatusBarHidden`: false.
    public var isStatusBarHidden: Bool { false }
}
