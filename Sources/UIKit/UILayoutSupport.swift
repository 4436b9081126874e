/// `UILayoutSupport` (iOS 7, deprecated in iOS 11): what `topLayoutGuide` and `bottomLayoutGuide` of a
/// view controller return. Since iOS 11 Apple defines their `length` by the safe area: the top guide's
/// length is the view's `safeAreaInsets.top`, the bottom guide's its `safeAreaInsets.bottom`
/// (Apple's documentation for `bottomLayoutGuide`: "use view.safeAreaLayoutGuide.bottomAnchor instead of
/// bottomLayoutGuide.topAnchor"). Read when asked, never stored; `heightAnchor` is not modelled.
public protocol UILayoutSupport: AnyObject {
    /// `length`: how far the bars reach into the view at this edge, in points.
    var length: CGFloat { get }
    /// `topAnchor`.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// `bottomAnchor`.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UILayoutSupport {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: the height of a legacy layout guide; use view.safeAreaLayoutGuide")
    public var heightAnchor: NSLayoutDimension { fatalError() }
}

/// A view controller's legacy top or bottom layout guide, over its view's safe area.
final class SafeAreaLayoutSupport: UILayoutSupport {
    private let view: UIView
    private let isTop: Bool
    init(view: UIView, isTop: Bool) { self.view = view; self.isTop = isTop }

    var length: CGFloat { isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
    /// The top guide spans the view's top to the safe area's top; the bottom guide the safe area's bottom
    /// to the view's bottom.
    var topAnchor: NSLayoutYAxisAnchor { isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor }
}

extension UIViewController {
    /// `topLayoutGuide` (deprecated in iOS 11): length = `view.safeAreaInsets.top`. Loads the view, as
    /// reading `view` does.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(view: view, isTop: true) }

    /// `bottomLayoutGuide` (deprecated in iOS 11): length = `view.safeAreaInsets.bottom`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(view: view, isTop: false) }
}
