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
    /// A translucent bar showing an expanded large title.
    case largeTitle
}

/// A bar at the bottom of the view controller (`UITabBar` of a tab bar controller, or a navigation
/// controller's `UIToolbar`). Both are translucent: content extends under them and the safe area covers
/// them.
public enum BottomBar: String, CaseIterable, Hashable, Sendable {
    case none
    case tabBar
    case toolbar
}
