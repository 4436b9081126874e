/// The numbers one device shows in one orientation: screen, safe area, bars and keyboards.
///
/// All heights are in points and include what UIKit includes: a docked keyboard's frame covers the
/// home-indicator area (Telegram's `DeviceMetrics.swift`; klaviyo-swift-sdk pull request 541 and
/// BottleRocket iOS-KeyboardSupport pull request 13 rely on it), so `keyboardHeight` on an iPhone 15 in portrait is 292
/// of keys plus the 34 pt home area already counted. Values come from the per-device tables in
/// `Device+Table.swift`.
public struct DeviceMetrics: Hashable, Sendable {
    /// `UIScreen.bounds.size` in this orientation.
    public var screenSize: Size
    /// The window's `safeAreaInsets` when the window fills the screen (status bar / sensor housing on
    /// top, home indicator at the bottom, sensor housing on the side in landscape).
    public var safeArea: EdgeInsets
    /// Height of a standard `UINavigationBar` (without the status bar).
    public var navigationBarHeight: Double
    /// Height of a navigation bar showing a large title, expanded.
    public var largeTitleNavigationBarHeight: Double
    /// Height of a `UITabBar` above the bottom safe area.
    public var tabBarHeight: Double
    /// Height of a `UIToolbar` above the bottom safe area.
    public var toolbarHeight: Double
    /// Docked software keyboard without the predictive (QuickType) bar, full frame height.
    public var keyboardHeight: Double
    /// Height the predictive bar adds on top of ``keyboardHeight``.
    public var predictiveBarHeight: Double
    /// With a hardware keyboard attached, the height of what is still on screen (the shortcut / input
    /// assistant bar, with the home area). The frame UIKit reports starts this far above the screen's
    /// bottom but keeps the full keyboard height, so it extends below the screen.
    public var hardwareKeyboardBarHeight: Double
    /// iPad only: the size of the floating (mini) keyboard; `nil` on devices without one.
    public var floatingKeyboardSize: Size?
    /// iPad only: height of the undocked and split keyboards' frames; `nil` on devices without them.
    public var undockedKeyboardHeight: Double?

    /// The docked keyboard frame height with or without the predictive bar.
    public func dockedKeyboardHeight(predictive: Bool) -> Double {
        keyboardHeight + (predictive ? predictiveBarHeight : 0)
    }
}
