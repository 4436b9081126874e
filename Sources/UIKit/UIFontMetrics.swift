/// `UIFontMetrics`: scales a custom font or value the way a text style scales with Dynamic Type —
/// by the ratio of the style's size at the application's content size category to its size at
/// `.large` (Apple's table in ``UIFont``).
open class UIFontMetrics: NSObject {
    let textStyle: UIFont.TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `UIFontMetrics.default`: the body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    func ratio(_ category: UIContentSizeCategory) -> CGFloat {
        UIFont.scaledSize(style: textStyle, category: category) / UIFont.scaledSize(style: textStyle, category: .large)
    }

    /// `scaledFont(for:)`: `font` at its size × the style's ratio.
    open func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(font.pointSize * ratio(UIApplication.shared.preferredContentSizeCategory))
    }

    /// `scaledFont(for:maximumPointSize:)`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// `scaledFont(for:compatibleWith:)`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? UIApplication.shared.preferredContentSizeCategory
        return font.withSize(font.pointSize * ratio(category))
    }

    /// `scaledValue(for:)`: a length scaled by the same ratio.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value * ratio(UIApplication.shared.preferredContentSizeCategory)
    }
}
