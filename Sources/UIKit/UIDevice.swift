@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIDevice.current`: the idiom and orientation of the screen under test (an iPhone in portrait outside
/// a runner); the rest stored and fixed.
open class UIDevice: NSObject {
    /// `UIDevice.current`.
    public class var current: UIDevice { UIDevice() }

    var layout: ScreenLayout? { MainRunLoop.active.keyWindow?.host?.sceneStorage.layout }

    /// `userInterfaceIdiom`: `.pad` on the modelled iPads, else `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { layout?.device.isPad == true ? .pad : .phone }

    /// `orientation`: `.portrait`, or `.landscapeLeft` in the model's landscape (the device turned left
    /// is the interface's `.landscapeRight`, as on iOS).
    public var orientation: UIDeviceOrientation { (layout?.orientation ?? .portrait) == .portrait ? .portrait : .landscapeLeft }

    /// `systemName`, `systemVersion`, `model`, `name`: fixed ("iOS", "17.0", "iPhone"/"iPad").
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var name: String { model }
    /// `isGeneratingDeviceOrientationNotifications`; begin/end: accepted.
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    /// `UIDevice.orientationDidChangeNotification`: declared; the runner's rotations call
    /// `viewWillTransition(to:with:)`, not this notification.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
