/// `UIListContentConfiguration` (iOS 14): texts, an image and their properties, stored. Its content
/// view (``UIListContentView``) shows the texts in labels with the given fonts; no geometry beyond the
/// labels' own sizes (the row's height is the scenario's).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    /// `directionalLayoutMargins`, `textToSecondaryTextVerticalPadding`,
    /// `textToSecondaryTextHorizontalPadding`, `imageToTextPadding`, `prefersSideBySideTextAndSecondaryText`:
    /// stored.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var imageToTextPadding: CGFloat = 16
    public var prefersSideBySideTextAndSecondaryText = false

    init(secondary style: UIFont.TextStyle, sideBySide: Bool, primary: UIFont.TextStyle = .body) {
        textProperties.font = .preferredFont(forTextStyle: primary)
        secondaryTextProperties.font = .preferredFont(forTextStyle: style)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// `UIListContentConfiguration.cell()`, `subtitleCell()`, `valueCell()`, `sidebarCell()`,
    /// `sidebarSubtitleCell()`, `accompaniedSidebarCell()`.
    public static func cell() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false) }
    public static func valueCell() -> UIListContentConfiguration { .init(secondary: .body, sideBySide: true) }
    public static func sidebarCell() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false) }
    /// `header()`, `footer()`, `plainHeader()`, `plainFooter()`, `groupedHeader()`, `groupedFooter()`,
    /// `prominentInsetGroupedHeader()`, `extraProminentInsetGroupedHeader()`, `sidebarHeader()`.
    public static func header() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false, primary: .subheadline) }
    public static func footer() -> UIListContentConfiguration { .init(secondary: .footnote, sideBySide: false, primary: .footnote) }
    public static func plainHeader() -> UIListContentConfiguration { header() }
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    public static func groupedHeader() -> UIListContentConfiguration { .init(secondary: .footnote, sideBySide: false, primary: .footnote) }
    public static func groupedFooter() -> UIListContentConfiguration { footer() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false, primary: .title3) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(secondary: .subheadline, sideBySide: false, primary: .title2) }
    public static func sidebarHeader() -> UIListContentConfiguration { header() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// `UIListContentConfiguration.TextProperties`: stored.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var colorTransformer: UIConfigurationColorTransformer?

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable { case natural, center, justified }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.numberOfLines == b.numberOfLines && a.alignment == b.alignment
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(numberOfLines) }
    }

    /// `UIListContentConfiguration.ImageProperties`: stored.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
                && a.cornerRadius == b.cornerRadius
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }
}
