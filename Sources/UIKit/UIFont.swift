/// `UIFont`: a point size, a weight and (for Dynamic Type fonts) a text style. No glyphs: the
/// text-metrics model (``TextMetrics``) reads `pointSize` and `lineHeight` only.
///
/// - `lineHeight` is 1.19 × `pointSize` (approximated: San Francisco's ascender plus descender is about
///   1.19 em; iOS reports 20.29 for the 17 pt system font, this model 20.23).
/// - `preferredFont(forTextStyle:)` takes its size from Apple's Dynamic Type table (Human Interface
///   Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes") for the application's
///   `preferredContentSizeCategory` (`.large` unless the app or a test sets another).
open class UIFont: NSObject {
    /// `pointSize`.
    public let pointSize: CGFloat
    /// The weight the font was made with (`systemFont(ofSize:weight:)`; `.regular` otherwise).
    let weight: Weight
    /// The text style of a `preferredFont(forTextStyle:)` font.
    let textStyle: TextStyle?
    /// `fontName`: `.SFUI-Regular` style names for system fonts, the given name otherwise.
    public let fontName: String

    init(size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil, name: String? = nil) {
        self.pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        self.fontName = name ?? weight.systemFontName
        super.init()
    }

    /// `UIFont(name:size:)`: any name gives a font of that size (font files are not modelled).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, name: fontName)
    }

    /// `familyName`.
    public var familyName: String { fontName.hasPrefix(".SFUI") ? ".SF UI Text" : fontName }

    /// `lineHeight`: 1.19 × `pointSize` (see the type's note).
    open var lineHeight: CGFloat { pointSize * 1.19 }
    /// `ascender` (0.95 em) and `descender` (−0.24 em): approximated, their difference is `lineHeight`.
    open var ascender: CGFloat { pointSize * 0.95 }
    open var descender: CGFloat { -pointSize * 0.24 }
    /// `capHeight` (0.7 em), `xHeight` (0.52 em), `leading` (0): approximated.
    open var capHeight: CGFloat { pointSize * 0.7 }
    open var xHeight: CGFloat { pointSize * 0.52 }
    open var leading: CGFloat { 0 }

    /// `withSize(_:)`: the same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: weight, textStyle: textStyle, name: fontName)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.fontName == fontName
    }

    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    public override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    // MARK: System fonts

    /// `systemFont(ofSize:)`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    /// `systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// `boldSystemFont(ofSize:)`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// `italicSystemFont(ofSize:)`: the size only (slant is not modelled).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, name: ".SFUI-Italic") }
    /// `monospacedDigitSystemFont(ofSize:weight:)` / `monospacedSystemFont(ofSize:weight:)`: widths are the
    /// same 0.5 em per character as every font here.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, name: ".SFMono-\(weight.name)")
    }
    /// `systemFontSize` (14), `labelFontSize` (17), `buttonFontSize` (18), `smallSystemFontSize` (12).
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: Dynamic Type

    /// `preferredFont(forTextStyle:)`: the style's size at the application's content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the trait collection's category when given.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? UIApplication.shared.preferredContentSizeCategory
        return UIFont(size: scaledSize(style: style, category: category), weight: style == .headline ? .semibold : .regular,
                      textStyle: style)
    }

    /// Apple's Dynamic Type table (HIG, Typography › Specifications): point sizes per text style for
    /// xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, then AX1…AX5.
    static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category` (`.unspecified` reads as `.large`; an unknown style as
    /// body).
    static func scaledSize(style: TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let sizes = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body]!
        let index = category == .unspecified ? 3 : category.index - 1
        return sizes[Swift.min(Swift.max(index, 0), sizes.count - 1)]
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `UIFont.Weight` (Apple's values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight's name in font names ("Regular", "Semibold").
        var name: String { String(systemFontName.dropFirst(".SFUI-".count)) }

        /// The system font's name at this weight, `.SFUI-` and ``name`` (whole literals: every label's
        /// default font is made with one).
        var systemFontName: String {
            switch self {
            case .ultraLight: return ".SFUI-Ultralight"
            case .thin: return ".SFUI-Thin"
            case .light: return ".SFUI-Light"
            case .medium: return ".SFUI-Medium"
            case .semibold: return ".SFUI-Semibold"
            case .bold: return ".SFUI-Bold"
            case .heavy: return ".SFUI-Heavy"
            case .black: return ".SFUI-Black"
            default: return ".SFUI-Regular"
            }
        }
    }
}
