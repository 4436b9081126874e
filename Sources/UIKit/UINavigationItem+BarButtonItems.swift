/// `UINavigationItem`'s bar button items: stored (the navigation bar is not drawn; the items are what a
/// runner or test taps with `UIBarButtonItem.simulateTap()`). As in UIKit, `rightBarButtonItem` is the
/// first of `rightBarButtonItems` (setting it replaces the array with that one item), and the same for the
/// left side.
extension UINavigationItem {
    struct BarButtonItems {
        var left: [UIBarButtonItem] = []
        var right: [UIBarButtonItem] = []
    }

    /// `rightBarButtonItem`.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { barButtonItems.right.first }
        set { barButtonItems.right = newValue.map { [$0] } ?? [] }
    }

    /// `leftBarButtonItem`.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { barButtonItems.left.first }
        set { barButtonItems.left = newValue.map { [$0] } ?? [] }
    }

    /// `rightBarButtonItems` (first is outermost).
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get { barButtonItems.right.isEmpty ? nil : barButtonItems.right }
        set { barButtonItems.right = newValue ?? [] }
    }

    /// `leftBarButtonItems`.
    public var leftBarButtonItems: [UIBarButtonItem]? {
        get { barButtonItems.left.isEmpty ? nil : barButtonItems.left }
        set { barButtonItems.left = newValue ?? [] }
    }

    /// `setRightBarButton(_:animated:)`.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// `setLeftBarButton(_:animated:)`.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// `setRightBarButtonItems(_:animated:)`.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// `setLeftBarButtonItems(_:animated:)`.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
}
