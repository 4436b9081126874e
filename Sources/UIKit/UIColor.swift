/// `UIColor`: stored by views, with no effect on geometry. Named and semantic colours compare equal by
/// name; component colours by their components.
///
/// Each colour also keeps its alpha component (``facadeAlpha``), which the checker reads to tell an
/// opaque view in front of the list from a translucent one (``AppCover``): the alpha the initialiser was
/// given, 0 for `clear`, 1 for the fixed, system and background colours, and for the semantic colours
/// that are translucent by design the alpha iOS gives them in the light appearance (`secondaryLabel`
/// 0.6, `separator` 0.29, `systemFill` 0.2, …: what matters is only that it is below 1). A colour from an
/// asset catalogue, which is not read, is taken as opaque (an asset colour's alpha defaults to 100%).
open class UIColor: NSObject {
    let name: String
    /// The colour's alpha component (`getRed(_:green:blue:alpha:)`'s alpha; `cgColor.alpha`). Internal:
    /// the facade's, not part of UIKit's API.
    package let facadeAlpha: CGFloat

    init(name: String, alpha: CGFloat = 1) {
        self.name = name
        self.facadeAlpha = Swift.min(1, Swift.max(0, alpha))
    }

    /// `UIColor(white:alpha:)`.
    /// The literal's initializer (`UIColor+Literal.swift`): `required`, as the literal protocol asks of a
    /// non-final class.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white \(white) alpha \(alpha)", alpha: alpha) }
    /// `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba \(red) \(green) \(blue) \(alpha)", alpha: alpha)
    }
    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: "hsba \(hue) \(saturation) \(brightness) \(alpha)", alpha: alpha)
    }
    /// `UIColor(named:)`: asset catalogues are not read; the name is kept, the colour taken as opaque.
    public convenience init?(named name: String) { self.init(name: "asset \(name)") }
    /// `UIColor { traits in … }` (dynamic provider): resolved once with the current traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        self.init(name: resolved.name, alpha: resolved.facadeAlpha)
    }

    /// `withAlphaComponent(_:)`: the same colour with its alpha replaced (not multiplied), as UIKit's.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name) alpha \(alpha)", alpha: alpha) }

    /// `cgColor`: not modelled (Core Graphics colours do not exist here); the colour itself.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
    public override var hash: Int { name.hashValue }
    public override var description: String { "UIColor(\(name))" }

    /// The colours every view, label, text field or table starts with (`tintColor`, `textColor`,
    /// `separatorColor`): one instance each, shared by every view. A colour is immutable (it compares by
    /// name and alpha), so sharing it, across threads too, changes nothing a view reads.
    private enum Shared {
        nonisolated(unsafe) static let systemBlue = UIColor(name: "systemBlue")
        nonisolated(unsafe) static let label = UIColor(name: "label")
        nonisolated(unsafe) static let separator = UIColor(name: "separator", alpha: 0.29)
    }

    // Fixed colours.
    public class var clear: UIColor { UIColor(name: "clear", alpha: 0) }
    public class var white: UIColor { UIColor(name: "white") }
    public class var black: UIColor { UIColor(name: "black") }
    public class var gray: UIColor { UIColor(name: "gray") }
    public class var darkGray: UIColor { UIColor(name: "darkGray") }
    public class var lightGray: UIColor { UIColor(name: "lightGray") }
    public class var red: UIColor { UIColor(name: "red") }
    public class var green: UIColor { UIColor(name: "green") }
    public class var blue: UIColor { UIColor(name: "blue") }
    public class var orange: UIColor { UIColor(name: "orange") }
    public class var yellow: UIColor { UIColor(name: "yellow") }

    // Semantic colours (iOS 13+).
    public class var label: UIColor { Shared.label }
    public class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel", alpha: 0.6) }
    public class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel", alpha: 0.3) }
    public class var quaternaryLabel: UIColor { UIColor(name: "quaternaryLabel", alpha: 0.18) }
    public class var placeholderText: UIColor { UIColor(name: "placeholderText", alpha: 0.3) }
    public class var link: UIColor { UIColor(name: "link") }
    public class var separator: UIColor { Shared.separator }
    public class var opaqueSeparator: UIColor { UIColor(name: "opaqueSeparator") }
    public class var tintColor: UIColor { UIColor(name: "tintColor") }
    public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(name: "tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { UIColor(name: "systemFill", alpha: 0.2) }
    public class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill", alpha: 0.16) }
    public class var tertiarySystemFill: UIColor { UIColor(name: "tertiarySystemFill", alpha: 0.12) }
    public class var quaternarySystemFill: UIColor { UIColor(name: "quaternarySystemFill", alpha: 0.08) }

    // System colours.
    public class var systemBlue: UIColor { Shared.systemBlue }
    public class var systemRed: UIColor { UIColor(name: "systemRed") }
    public class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    public class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    public class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    public class var systemPink: UIColor { UIColor(name: "systemPink") }
    public class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    public class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    public class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    public class var systemMint: UIColor { UIColor(name: "systemMint") }
    public class var systemCyan: UIColor { UIColor(name: "systemCyan") }
    public class var systemBrown: UIColor { UIColor(name: "systemBrown") }
    public class var systemGray: UIColor { UIColor(name: "systemGray") }
    public class var systemGray2: UIColor { UIColor(name: "systemGray2") }
    public class var systemGray3: UIColor { UIColor(name: "systemGray3") }
    public class var systemGray4: UIColor { UIColor(name: "systemGray4") }
    public class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    public class var systemGray6: UIColor { UIColor(name: "systemGray6") }
}
