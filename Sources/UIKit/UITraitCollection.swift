/// `UITraitCollection`, as far as text reads it: `preferredContentSizeCategory` (stored) and the
/// interface style (stored, `.light`).
open class UITraitCollection: NSObject {
    /// `preferredContentSizeCategory`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// `userInterfaceStyle`: stored, never changes here.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `horizontalSizeClass` / `verticalSizeClass`: stored, `.compact` / `.regular` (an iPhone in
    /// portrait); not derived from the scenario's device or orientation.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(category: UIContentSizeCategory, style: UIUserInterfaceStyle = .light) {
        preferredContentSizeCategory = category
        userInterfaceStyle = style
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
    }

    /// `UITraitCollection(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// `UITraitCollection.current`: the application's content size category.
    public class var current: UITraitCollection {
        UITraitCollection(category: UIApplication.shared.preferredContentSizeCategory)
    }
}

/// `UIUserInterfaceStyle`: stored.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// `UIUserInterfaceSizeClass`: stored.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// `UITraitEnvironment`: views and view controllers have a `traitCollection`.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}
