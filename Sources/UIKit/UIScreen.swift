@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIScreen`: the device's screen in the current orientation.
open class UIScreen: NSObject {
    /// The screen this is `UIScreen.main` for, through its ``HostLink`` (`nil` once it is gone).
    var host: ModelBackedScreen? {
        get { hostLink?.screen }
        set { hostLink = newValue?.link }
    }
    private var hostLink: HostLink?

    override init() { super.init() }

    /// `UIScreen.main`: the screen of the screen under test (deprecated on iOS 16, still common). Outside
    /// a runner it is an iPhone 15 in portrait.
    public class var main: UIScreen {
        if let window = MainRunLoop.active.keyWindow, let host = window.host { return host.screen }
        return standalone
    }

    nonisolated(unsafe) static let standalone = UIScreen()

    var layout: ScreenLayout { host?.sceneStorage.layout ?? ScreenLayout() }

    /// `bounds`: the screen's rectangle in its own coordinate space, in the current orientation.
    open var bounds: CGRect { CGRect(layout.screenBounds) }

    /// `applicationFrame` (deprecated in iOS 9, still in 2009-era code such as seed 004): the screen
    /// less the status bar, in the current orientation (`ScreenLayout.applicationFrame`).
    open var applicationFrame: CGRect { CGRect(layout.applicationFrame) }

    /// `scale`: points to pixels (3 on the modelled phones, 2 on iPads).
    open var scale: CGFloat { layout.device.isPad ? 2 : 3 }

    /// `nativeScale`, `nativeBounds` (pixels, portrait-up: Apple documents that `nativeBounds` does not
    /// change with the orientation).
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        let b = bounds
        let w = Swift.min(b.width, b.height), h = Swift.max(b.width, b.height)
        return CGRect(x: 0, y: 0, width: w * scale, height: h * scale)
    }
    /// `traitCollection`: the application's content size category.
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    /// `coordinateSpace`: where keyboard frames are reported.
    public private(set) lazy var coordinateSpace: any UICoordinateSpace = CoordinateSpace(screen: self)

    /// `fixedCoordinateSpace`: the same as `coordinateSpace` here (portrait-up fixed space is not
    /// modelled separately).
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }

    /// The screen's coordinate space: origin at the screen's top-left corner.
    final class CoordinateSpace: UICoordinateSpace {
        unowned let screen: UIScreen
        init(screen: UIScreen) { self.screen = screen }
        var bounds: CGRect { screen.bounds }
        var originOnScreen: CGPoint { .zero }
        func convert(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
            let to = screenOrigin(of: space)
            return CGPoint(x: point.x - to.x, y: point.y - to.y)
        }
        func convert(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
            let from = screenOrigin(of: space)
            return CGPoint(x: point.x + from.x, y: point.y + from.y)
        }
        func convert(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, to: space), size: rect.size)
        }
        func convert(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, from: space), size: rect.size)
        }
    }
}
