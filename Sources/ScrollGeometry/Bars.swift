/// The navigation bar a view controller shows (`UINavigationBar` inside a `UINavigationController`).
public enum NavigationBarStyle: String, CaseIterable, Hashable, Sendable {
    /// No navigation controller.
    case none
    /// An opaque bar: the view controller's view starts below it (`extendedLayoutIncludesOpaqueBars`
    /// is false by default), so nothing scrolls under it.
    case opaque
    /// A translucent bar (UIKit's default): the view extends under the bar and the scroll view's
    /// `safeAreaInsets.top` covers it.
    case translucent
    /// A translucent bar showing an expanded large title that stays expanded: the bar does not track
    /// the table (a table that is not the bar's content scroll view — openradar 34611901
    /// "Large-title UINavigationBar doesn't collapse on scrolling", Parchment issue 210 — or
    /// `largeTitleDisplayMode` pinned to `.always` with nothing to track).
    case largeTitle
    /// A translucent bar showing a large title that collapses as its content scroll view (the table of a
    /// `UITableViewController`, or a view controller's first scroll view subview; iOS 15
    /// `setContentScrollView(_:for:)`) scrolls: "when the scroll content moves, the navigation bar
    /// collapses into a normal looking one" (TOScrollBar issue 3). The bar's height, and with it the
    /// safe area and the table's `adjustedContentInset.top`, follows the offset
    /// (``Scene/navigationBarHeight(atOffset:)``): UIKit's large-title transition observes the
    /// tracked scroll view's offset, and a change of inset feeds back into it as "the navigation-bar
    /// safe area changed" (dotnet/maui pull request 38067).
    case largeTitleCollapsing

    /// True for a bar whose height follows the table's offset.
    public var collapses: Bool { self == .largeTitleCollapsing }
}

/// A bar at the bottom of the view controller (`UITabBar` of a tab bar controller, or a navigation
/// controller's `UIToolbar`). Both are translucent: content extends under them and the safe area covers
/// them.
public enum BottomBar: String, CaseIterable, Hashable, Sendable {
    case none
    case tabBar
    case toolbar
}
