/// `UILabel`: stored text and appearance, and a size from ``TextMetrics``: one line per paragraph
/// unless a width is known — `preferredMaxLayoutWidth` when set (> 0), else the bounds' width when the
/// label has one — and then wrapped into at most `numberOfLines` lines (0: no limit). Drawing is not
/// modelled.
open class UILabel: UIView {
    /// `text`; setting it replaces `attributedText` with a plain string of it.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = newValue.map { NSAttributedString(string: $0) }
        }
    }
    /// `attributedText`: stored; its string is the text that is measured (attributes are ignored).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// `font` (default: the 17 pt system font, as UIKit's), `textColor` (`.label`), `textAlignment`,
    /// `lineBreakMode`, `adjustsFontForContentSizeCategory`, `adjustsFontSizeToFitWidth`,
    /// `minimumScaleFactor`, `isEnabled`, `highlightedTextColor`: stored; only `font` and
    /// `numberOfLines` change the size.
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    /// `numberOfLines` (default 1; 0 means as many as the text needs).
    open var numberOfLines = 1
    /// `preferredMaxLayoutWidth`: the width multi-line text wraps at (0: the bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The width text wraps at: `preferredMaxLayoutWidth`, else the bounds' width, else none.
    var wrappingWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The label's intrinsic content size by ``TextMetrics`` (the lead routes `intrinsicContentSize` here).
    var textIntrinsicSize: CGSize {
        TextMetrics(font: font ?? .systemFont(ofSize: 17)).size(of: text ?? "", numberOfLines: numberOfLines, width: wrappingWidth)
    }

    override var facadeIntrinsicSize: CGSize? { textIntrinsicSize }

    override func facadeFittingSize(width: CGFloat?) -> CGSize? {
        let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width
        return TextMetrics(font: font ?? .systemFont(ofSize: 17)).size(of: text ?? "", numberOfLines: numberOfLines, width: wrap)
    }

    /// `sizeThatFits(_:)`: the text's size wrapped at `size.width` (when > 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMetrics(font: font ?? .systemFont(ofSize: 17))
            .size(of: text ?? "", numberOfLines: numberOfLines, width: size.width > 0 ? size.width : nil)
    }
}
