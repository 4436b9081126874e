/// Where UIKit puts a page sheet (`UIModalPresentationStyle.pageSheet`; also what `.automatic`, the
/// default `modalPresentationStyle` since iOS 13, resolves to for a plain view controller) whose
/// `UISheetPresentationController` rests at its default detent, `.large()` ("a sheet at full height").
/// The frame follows the window: it is recomputed after every rotation and window resize, never kept.
///
/// What Apple documents (UIKit reference, `UIModalPresentationStyle.pageSheet`;
/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`; `Detent.large()`):
/// - regular width and height (an iPad window wide enough): the sheet is centred on a dimmed
///   background, "roughly the size of a page, where the height is greater than the width"; part of the
///   background always stays visible;
/// - compact width, regular height (an iPhone in portrait, a narrow iPad window): a sheet "with part of
///   the background content visible near the top of the screen", attached to the bottom edge and as wide
///   as the window;
/// - compact height (an iPhone in landscape): full screen, unless the app sets
///   `prefersEdgeAttachedInCompactHeight` (not modelled).
///
/// The exact gaps and sizes are not documented; the numbers here are measured by others and named in
/// ``PageSheet`` with their sources, so a strategy must not depend on them being exact. The keyboard is
/// not part of the layout: UIKit does not lift a large-detent sheet that is attached to the screen's
/// bottom edge, so an app converts the keyboard's screen frame into the sheet's view and finds the
/// keyboard covering the sheet's bottom, as for a full-screen view. (Whether iPadOS lifts a centred
/// page sheet clear of the keyboard, as it is widely seen to do for form sheets, is not modelled for any
/// presentation here.)
public enum PageSheet {
    /// Distance from the window's top safe-area inset to the top of an edge-attached sheet on an iPhone
    /// with a home indicator: 10 pt. Measured by boscojwho/SheetInteraction (`TestModal/Sheet Detent
    /// Interaction/Detents.swift`, Dec 2022): on an iPhone 14 Pro (852 pt tall, safe area 59 / 34) the
    /// large detent's `maximumDetentValue` is 749 = 852 − 59 − 34 − 10, the 10 pt being where the
    /// presenting view peeks out above the sheet; the sheet's view itself reaches the screen's bottom.
    public static let gapOnHomeIndicatorPhone = 10.0
    /// The same gap on an iPhone with a home button: 20 pt (the stack of cards starts 10 pt below the
    /// status bar, and the sheet 10 pt below that). Same source: an iPhone SE (3rd generation), 667 pt
    /// tall with a 20 pt status bar, has `maximumDetentValue` 627, so the sheet's top is at 40.
    public static let gapOnHomeButtonPhone = 20.0
    /// The same gap for an edge-attached sheet in a compact-width iPad window: 20 pt (same source, its
    /// `SheetLayoutInfo.swift`: the presenting view peeks out 20 pt on the iPad idiom).
    public static let gapOnPad = 20.0
    /// The largest centred page sheet on an iPad: 706 × 998 pt, at least ``padMargin`` from each edge of
    /// the window. Taken from velos/FlowStack (`Sources/FlowStack/FlowTransition.swift`, constants
    /// `maxWidth`, `maxHeight`, `minVerticalPadding`; pull request #30, "mirroring the size of the built
    /// in sheet presentation for various devices and orientations", measured on iPad simulators in 2024).
    public static let padPageMaxSize = Size(width: 706, height: 998)
    /// The least distance between a centred iPad page sheet and the window's edges: 44 pt (same source).
    /// A window too narrow for ``padPageMaxSize`` and this margin on both sides gets the edge-attached
    /// sheet instead, as a compact-width window does.
    public static let padMargin = 44.0

    /// The sheet's frame in window coordinates, for `device` in `orientation`, in a window of
    /// `windowBounds` whose safe-area insets are `windowSafeArea`.
    public static func frame(device: Device, orientation: Orientation, windowBounds window: Rect,
                             windowSafeArea: EdgeInsets) -> Rect {
        if !device.isPad, orientation == .landscape { return window }  // compact height: full screen
        if device.isPad, window.width - 2 * padMargin >= padPageMaxSize.width {
            let height = Swift.min(padPageMaxSize.height, window.height - 2 * padMargin)
            if height > 0 {
                return Rect(x: ((window.width - padPageMaxSize.width) / 2).rounded(), y: ((window.height - height) / 2).rounded(),
                            width: padPageMaxSize.width, height: height)
            }
        }
        let gap: Double
        if device.isPad {
            gap = gapOnPad
        } else {
            gap = device.metrics(.portrait).safeArea.bottom > 0 ? gapOnHomeIndicatorPhone : gapOnHomeButtonPhone
        }
        let top = windowSafeArea.top + gap
        guard top < window.height else { return window }
        return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }
}

extension ScreenLayout {
    /// The page sheet's frame in window coordinates in this layout (``PageSheet``), whatever the
    /// presentation is.
    public var pageSheetFrame: Rect {
        PageSheet.frame(device: device, orientation: orientation, windowBounds: windowBounds, windowSafeArea: windowSafeAreaInsets)
    }
}
