/// The app's own opaque views over the table's bottom (``AppCover``) as part of what hides rows: the
/// visible region (``visibleRegionInWindow``) ends at the top of those that end it, as it ends at a
/// docked keyboard's top. What the user sees is the list minus what is drawn in front of it, the
/// keyboard or the app's own composer, toolbar or banner.
///
/// Checker-only (`@_spi(Checker)`), like the keyboard's frame: app code, which owns these views, reads
/// their frames through UIKit, never the checker's measure of what they hide.
extension Scene {
    /// The app's own opaque views in front of the table, frames in window coordinates, as the facade
    /// read them after the app's last callback (empty outside view-controller mode, and after a rotation
    /// or window resize until the app's views are read again).
    @_spi(Checker) public var appCoversInWindow: [AppCover] {
        get { appCoverStorage }
        set { appCoverStorage = newValue }
    }

    /// The x range the rows' content occupies in the window: the table's frame within the window's
    /// horizontal safe area (cells inset their content views to the safe area by default). A cover must
    /// span it (``AppCover/spans(_:)``).
    @_spi(Checker) public var rowContentSpanInWindow: ClosedRange<Double> {
        let t = tableFrameInWindow, safe = layout.safeRegion(navigationBarHeight: navigationBarHeight)
        let low = Swift.max(t.minX, safe.minX), high = Swift.min(t.maxX, safe.maxX)
        return high >= low ? low...high : t.minX...t.maxX
    }

    /// The visible region's bottom (window y) before the app's covers: the table's bottom inside the safe
    /// area and bars, and above the obscuring keyboard's top unless `ignoringKeyboard`.
    func uncoveredVisibleBottom(navigationBarHeight: Double, ignoringKeyboard: Bool = false) -> Double {
        let t = tableFrameInWindow
        let safe = layout.safeRegion(navigationBarHeight: navigationBarHeight)
        var bottom = Swift.min(t.maxY, safe.maxY)
        if !ignoringKeyboard, let k = obscuringKeyboardFrameInWindow { bottom = Swift.min(bottom, k.minY) }
        return bottom
    }

    /// The top (window y) of the app's own views that end the visible region, or `nil` when none does
    /// (``AppCover/stack(of:over:floor:spanning:)`` over ``uncoveredVisibleBottom(navigationBarHeight:)``, the
    /// keyboard as drawn now its floor).
    @_spi(Checker) public var appCoverTopInWindow: Double? {
        appCoverStack(navigationBarHeight: navigationBarHeight)?.top
    }

    /// The app's own views that end the visible region (for pictures and reports); empty when none does.
    @_spi(Checker) public var coveringAppViews: [AppCover] {
        appCoverStack(navigationBarHeight: navigationBarHeight)?.covers ?? []
    }

    /// The top (window y) of the docked keyboard of this app as the screen draws it now
    /// (``keyboardFrameInOrientation``): after a rotation, before the new orientation's notifications,
    /// the new orientation's keyboard, while the visible region keeps the frame the app was last told
    /// (POLICIES.md item 8). A cover that reaches down to it hides rows down to the keyboard: what lies
    /// between is under the keyboard on the screen. `nil` without an obscuring keyboard.
    var drawnKeyboardTopInWindow: Double? {
        guard obscuringKeyboardFrameInWindow != nil else { return nil }
        return convert(keyboardFrameInOrientation, from: .screen, to: .window).minY
    }

    func appCoverStack(navigationBarHeight: Double, ignoringKeyboard: Bool = false) -> (top: Double, covers: [AppCover])? {
        guard !appCoverStorage.isEmpty else { return nil }
        return AppCover.stack(of: appCoverStorage,
                              over: uncoveredVisibleBottom(navigationBarHeight: navigationBarHeight, ignoringKeyboard: ignoringKeyboard),
                              floor: ignoringKeyboard ? nil : drawnKeyboardTopInWindow, spanning: rowContentSpanInWindow)
    }
}
