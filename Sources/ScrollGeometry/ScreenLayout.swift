/// Where the view controller's view is presented inside its window.
public enum Presentation: Hashable, Sendable, CustomStringConvertible {
    /// The view fills the window.
    case fullScreen
    /// A form sheet (iPad): the view sits at `frame`, in window coordinates, away from the window's
    /// edges, so keyboard frames must be converted and intersected.
    case formSheet(Rect)
    /// A popover-like presentation at `frame`, in window coordinates.
    case popover(Rect)
    /// A page sheet at its large detent (`UIModalPresentationStyle.pageSheet`, and `.automatic`, the
    /// default since iOS 13): its frame is UIKit's, derived from the device, orientation and window
    /// (``PageSheet``, ``ScreenLayout/pageSheetFrame``) — on an iPhone in portrait the window's width
    /// from a gap below the status bar to the screen's bottom, full screen in a phone's landscape, a
    /// centred page in a wide iPad window.
    case pageSheet

    public var description: String {
        switch self {
        case .fullScreen: return "full screen"
        case let .formSheet(r): return "form sheet at \(r)"
        case let .popover(r): return "popover at \(r)"
        case .pageSheet: return "page sheet"
        }
    }
}

/// Which kind of view controller holds the scrolling view.
public enum ControllerKind: Hashable, Sendable, CustomStringConvertible {
    /// `UITableViewController`: the table is the root view, and the controller adjusts it for the
    /// keyboard by itself (how is an ``UndocumentedBehavior`` option).
    case tableViewController
    /// A plain `UIViewController` with the table or scroll view as a subview pinned to the root view's
    /// edges, leaving `bottomAccessoryHeight` free at the bottom (0: full height; otherwise, say, a chat
    /// input bar). The subview resizes with the root view (flexible width and height). Nothing adjusts
    /// for the keyboard unless the app does.
    case plainViewController(bottomAccessoryHeight: Double)

    public var description: String {
        switch self {
        case .tableViewController: return "UITableViewController"
        case let .plainViewController(h):
            return h == 0 ? "view controller with a full-height table" : "view controller with the table above a \(Format.number(h)) pt bar"
        }
    }
}

/// The fixed part of a screen: device and orientation, the window on the screen (which need not fill
/// it: Split View, Stage Manager), the presentation of the view controller's view in the window, its bars
/// and its kind. Pure derived geometry lives here; the changing state lives in ``Scene``.
public struct ScreenLayout: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    /// The window's frame in screen coordinates; `nil` means the whole screen.
    public var windowFrame: Rect?
    public var presentation: Presentation
    public var navigationBar: NavigationBarStyle
    public var bottomBar: BottomBar
    public var controller: ControllerKind

    public init(device: Device = .iPhone15, orientation: Orientation = .portrait, windowFrame: Rect? = nil,
                presentation: Presentation = .fullScreen, navigationBar: NavigationBarStyle = .none,
                bottomBar: BottomBar = .none, controller: ControllerKind = .tableViewController) {
        self.device = device
        self.orientation = orientation
        self.windowFrame = windowFrame
        self.presentation = presentation
        self.navigationBar = navigationBar
        self.bottomBar = bottomBar
        self.controller = controller
    }

    /// Throws ``ModelError`` if a frame is non-finite, has a negative size, or does not fit where it
    /// must (the window on the screen, the presentation in the window, the bottom bar in the view).
    public func validated() throws(ModelError) -> ScreenLayout {
        if let w = windowFrame {
            _ = try w.validated("windowFrame")
            guard screenBounds.contains(w), w.width > 0, w.height > 0 else {
                throw .outOfRange(field: "windowFrame \(w)", value: w.minY, allowed: "a non-empty frame inside the screen \(screenBounds)")
            }
        }
        switch presentation {
        case .fullScreen: break
        case let .formSheet(r), let .popover(r):
            _ = try r.validated("presentation frame")
            guard windowBounds.contains(r), r.width > 0, r.height > 0 else {
                throw .outOfRange(field: "presentation frame \(r)", value: r.minY, allowed: "a non-empty frame inside the window \(windowBounds)")
            }
        case .pageSheet: break  // derived from the window, inside it by construction
        }
        if case let .plainViewController(h) = controller {
            try ModelError.checkSize(h, "bottomAccessoryHeight")
            guard h <= rootViewFrame.height else {
                throw .outOfRange(field: "bottomAccessoryHeight", value: h, allowed: "0...\(Format.number(rootViewFrame.height))")
            }
        }
        return self
    }

    /// The device's numbers in this orientation. Inlined, so a reader of one number (the safe area,
    /// the screen's size) loads that number instead of copying the whole table row.
    public var metrics: DeviceMetrics {
        @inline(__always) get { device.metrics(orientation) }
    }

    /// `UIScreen.bounds`.
    public var screenBounds: Rect { Rect(origin: .zero, size: metrics.screenSize) }

    /// `UIScreen.applicationFrame` (deprecated in iOS 9): the screen less the status bar, which here is
    /// the top safe-area inset in portrait and nothing in a phone's landscape.
    public var applicationFrame: Rect {
        let m = metrics
        let top = m.safeArea.top
        return Rect(x: 0, y: top, width: m.screenSize.width, height: m.screenSize.height - top)
    }

    /// The window's frame on the screen.
    public var windowFrameOnScreen: Rect { windowFrame ?? screenBounds }

    /// The window's bounds (window coordinates).
    public var windowBounds: Rect { Rect(origin: .zero, size: windowFrameOnScreen.size) }

    /// `UIWindow.safeAreaInsets`: the screen's safe area, reduced where the window stands away from the
    /// screen's edges.
    public var windowSafeAreaInsets: EdgeInsets {
        // The device's table row is read once (each `metrics` is a copy of the row where the model is
        // built without whole-module optimization, as in `swift test`).
        let m = metrics
        let s = Rect(origin: .zero, size: m.screenSize), sa = m.safeArea, w = windowFrame ?? s
        return EdgeInsets(top: Swift.max(0, sa.top - w.minY),
                          left: Swift.max(0, sa.left - w.minX),
                          bottom: Swift.max(0, w.maxY - (s.maxY - sa.bottom)),
                          right: Swift.max(0, w.maxX - (s.maxX - sa.right)))
    }

    /// The frame the presentation gives the view controller's container, in window coordinates: the
    /// presentation as UIKit adapts it to the window's size classes (``adaptedPresentation``).
    public var containerFrame: Rect {
        switch adaptedPresentation {
        case .fullScreen: return windowBounds
        case let .formSheet(r), let .popover(r): return r
        case .pageSheet: return pageSheetFrame
        }
    }

    /// The navigation bar's heights: collapsed ... expanded (one height for a bar that does not
    /// collapse), or `nil` without a bar. A collapsing large title runs from the regular bar's height to
    /// the large title's (``DeviceMetrics/largeTitleNavigationBarHeight``; the same in a phone's
    /// landscape, where no large title shows).
    public var navigationBarHeights: ClosedRange<Double>? {
        switch navigationBar {
        case .none: return nil
        case .opaque, .translucent:
            let h = metrics.navigationBarHeight
            return h...h
        case .largeTitle:
            let h = metrics.largeTitleNavigationBarHeight
            return h...h
        case .largeTitleCollapsing:
            let m = metrics
            let collapsed = Swift.min(m.navigationBarHeight, m.largeTitleNavigationBarHeight)
            return collapsed...m.largeTitleNavigationBarHeight
        }
    }

    /// The navigation bar's frame in window coordinates (below the status bar when the container
    /// reaches the window's top), or `nil`, with the bar at rest at the top of its list: a large title
    /// expanded. ``Scene/navigationBarFrame`` is the bar as the list's offset has left it.
    public var navigationBarFrame: Rect? { navigationBarFrame(height: navigationBarHeights?.upperBound) }

    /// The navigation bar's frame with the bar `height` tall (clamped to ``navigationBarHeights``);
    /// `nil` without a bar. `nil` height means expanded.
    public func navigationBarFrame(height: Double?) -> Rect? {
        guard let heights = navigationBarHeights else { return nil }
        let h = Swift.min(heights.upperBound, Swift.max(heights.lowerBound, height ?? heights.upperBound))
        let c = containerFrame
        let top = Swift.max(c.minY, windowSafeAreaInsets.top)
        return Rect(x: c.minX, y: top, width: c.width, height: h)
    }

    /// The tab bar's or toolbar's frame in window coordinates, reaching down over the home-indicator
    /// area when the container does, or `nil`.
    public var bottomBarFrame: Rect? {
        let height: Double
        switch bottomBar {
        case .none: return nil
        case .tabBar: height = metrics.tabBarHeight
        case .toolbar: height = metrics.toolbarHeight
        }
        let c = containerFrame
        let homeArea = Swift.max(0, c.maxY - (windowBounds.maxY - windowSafeAreaInsets.bottom))
        let total = height + homeArea
        return Rect(x: c.minX, y: c.maxY - total, width: c.width, height: total)
    }

    /// The root view's frame in window coordinates as UIKit lays it out: the container, less an opaque
    /// navigation bar (and the status bar above it). Translucent bars cover the view instead.
    public var rootViewFrame: Rect {
        let c = containerFrame
        if navigationBar == .opaque, let bar = navigationBarFrame {
            return Rect(x: c.minX, y: bar.maxY, width: c.width, height: Swift.max(0, c.maxY - bar.maxY))
        }
        return c
    }

    /// The region of the window not covered by the status bar, sensor housing, home indicator or the
    /// view controller's bars, in window coordinates, with the navigation bar at rest (expanded).
    /// Safe-area insets of any view are measured against it.
    public var safeRegion: Rect { safeRegion(navigationBarHeight: nil) }

    /// ``safeRegion`` with the navigation bar `navigationBarHeight` tall (`nil`: expanded).
    public func safeRegion(navigationBarHeight: Double?) -> Rect {
        var region = windowBounds.inset(by: windowSafeAreaInsets)
        if let bar = navigationBarFrame(height: navigationBarHeight), bar.maxY > region.minY {
            region = Rect(x: region.minX, y: bar.maxY, width: region.width, height: Swift.max(0, region.maxY - bar.maxY))
        }
        if let bar = bottomBarFrame, bar.minY < region.maxY {
            region = Rect(x: region.minX, y: region.minY, width: region.width, height: Swift.max(0, bar.minY - region.minY))
        }
        return region
    }

    /// `safeAreaInsets` of a view whose frame in window coordinates is `frame`: how far the unsafe parts
    /// of the window reach into it, each at most the view's size; the navigation bar at rest
    /// (expanded), or `navigationBarHeight` tall.
    ///
    /// Each edge on its own: where the bars over a short view overlap (an expanded large title reaching
    /// past the top of a tab bar in a small popover), the top inset reaches the navigation bar's bottom
    /// and the bottom inset the tab bar's top, together more than the view's height, rather than one
    /// giving way to the other.
    public func safeAreaInsets(ofWindowFrame frame: Rect, navigationBarHeight: Double? = nil) -> EdgeInsets {
        let screenSafe = windowBounds.inset(by: windowSafeAreaInsets)
        var topLine = screenSafe.minY, bottomLine = screenSafe.maxY
        if let bar = navigationBarFrame(height: navigationBarHeight) { topLine = Swift.max(topLine, bar.maxY) }
        if let bar = bottomBarFrame { bottomLine = Swift.min(bottomLine, bar.minY) }
        return EdgeInsets(top: Swift.min(frame.height, Swift.max(0, topLine - frame.minY)),
                          left: Swift.min(frame.width, Swift.max(0, screenSafe.minX - frame.minX)),
                          bottom: Swift.min(frame.height, Swift.max(0, frame.maxY - bottomLine)),
                          right: Swift.min(frame.width, Swift.max(0, frame.maxX - screenSafe.maxX)))
    }

    /// True when the view controller is inside a navigation or tab bar controller.
    public var isInNavigationOrTabBarController: Bool { navigationBar != .none || bottomBar == .tabBar }

    /// The layout after rotating the device: the screen's sides swap; a window that filled the screen
    /// still does, and a smaller one keeps its proportions; a presented form sheet or popover keeps its
    /// size, centred; a page sheet takes the frame UIKit gives it in the new orientation (full screen
    /// in a phone's landscape, the sheet again in portrait).
    public func rotated() -> ScreenLayout {
        var next = self
        next.orientation = orientation.rotated
        let oldScreen = screenBounds, newScreen = next.screenBounds
        if let w = windowFrame {
            // Scaled to whole points and kept inside the new screen (scaling alone can overshoot its
            // edge by a rounding error).
            let sx = newScreen.width / oldScreen.width, sy = newScreen.height / oldScreen.height
            let width = Swift.min((w.width * sx).rounded(), newScreen.width)
            let height = Swift.min((w.height * sy).rounded(), newScreen.height)
            next.windowFrame = Rect(x: Swift.min((w.minX * sx).rounded(), newScreen.width - width),
                                    y: Swift.min((w.minY * sy).rounded(), newScreen.height - height),
                                    width: width, height: height)
        }
        return next.presentationRecentred()
    }

    /// The layout after the window is resized or moved on the same screen (iPad Split View's divider,
    /// a Stage Manager window's corner): `frame` is the new window frame in screen coordinates, `nil`
    /// for the whole screen. A presented form sheet or popover stays where it was in the window,
    /// narrowed, shortened and moved only as far as it must to fit the new window; a page sheet takes
    /// the frame UIKit gives it in the new window (a centred page, or the edge-attached sheet of a
    /// compact-width window).
    public func resized(windowFrame frame: Rect?) -> ScreenLayout {
        var next = self
        next.windowFrame = frame
        let window = next.windowBounds
        func fitted(_ r: Rect) -> Rect {
            let width = Swift.min(r.width, window.width), height = Swift.min(r.height, window.height)
            return Rect(x: Swift.min(r.minX, window.width - width), y: Swift.min(r.minY, window.height - height),
                        width: width, height: height)
        }
        switch presentation {
        case .fullScreen: break
        case let .formSheet(r): next.presentation = .formSheet(fitted(r))
        case let .popover(r): next.presentation = .popover(fitted(r))
        case .pageSheet: break  // ``pageSheetFrame`` follows the window
        }
        return next
    }

    /// A form sheet or popover centred in the window, no larger than it (what a size change does to a
    /// presented view controller's frame here).
    private func presentationRecentred() -> ScreenLayout {
        var next = self
        let window = windowBounds
        func centred(_ r: Rect) -> Rect {
            let width = Swift.min(r.width, window.width), height = Swift.min(r.height, window.height)
            return Rect(x: (window.width - width) / 2, y: (window.height - height) / 2, width: width, height: height)
        }
        switch presentation {
        case .fullScreen: break
        case let .formSheet(r): next.presentation = .formSheet(centred(r))
        case let .popover(r): next.presentation = .popover(centred(r))
        case .pageSheet: break  // ``pageSheetFrame`` follows the orientation
        }
        return next
    }
}
