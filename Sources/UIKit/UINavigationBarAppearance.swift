/// `UINavigationBarAppearance` (iOS 13): stored; appearance does not change the bar's geometry (the
/// scenario's bar decides it).
open class UINavigationBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Which `configureWith…` was called last.
    public private(set) var background = "default"

    public override init() { super.init() }

    open func configureWithDefaultBackground() { background = "default" }
    open func configureWithOpaqueBackground() { background = "opaque" }
    open func configureWithTransparentBackground() { background = "transparent" }
}

extension UINavigationBar {
    /// `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`,
    /// `compactScrollEdgeAppearance`: stored.
    public var standardAppearance: UINavigationBarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue }
    }
}

/// The stored appearances of a navigation bar.
final class NavigationBarAppearances {
    var standard = UINavigationBarAppearance()
    var scrollEdge: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}
