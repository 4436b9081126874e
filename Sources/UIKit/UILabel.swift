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
            storedAttributedText = nil
        }
    }
    /// `attributedText`: stored; its string is the text that is measured (attributes are ignored). After
    /// `text` was set, the plain string of that text (made when first asked for, then kept: a cell sets
    /// its labels' texts far more often than anything reads them back as attributed strings).
    open var attributedText: NSAttributedString? {
        get {
            if storedAttributedText == nil, let text = storedText { storedAttributedText = NSAttributedString(string: text) }
            return storedAttributedText
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }
    private var storedText: String? {
        didSet {
            if storedText != oldValue {
                measuredInputs &+= 1
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The attributed text set, or the one made from ``text`` once asked for; nil otherwise.
    private var storedAttributedText: NSAttributedString?

    /// `font` (default: the 17 pt system font, as UIKit's), `textColor` (`.label`), `textAlignment`,
    /// `lineBreakMode`, `adjustsFontForContentSizeCategory`, `adjustsFontSizeToFitWidth`,
    /// `minimumScaleFactor`, `isEnabled`, `highlightedTextColor`: stored; only `font` and
    /// `numberOfLines` change the size.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            measuredInputs &+= 1
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    /// `numberOfLines` (default 1; 0 means as many as the text needs).
    open var numberOfLines = 1 {
        didSet {
            measuredInputs &+= 1
            invalidateIntrinsicContentSize()
        }
    }
    /// `preferredMaxLayoutWidth`: the width multi-line text wraps at (0: the bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The width text wraps at: `preferredMaxLayoutWidth`, else the bounds' width, else none.
    var wrappingWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The label's intrinsic content size by ``TextMetrics`` (the lead routes `intrinsicContentSize` here).
    var textIntrinsicSize: CGSize { measuredSize(width: wrappingWidth) }

    override var facadeIntrinsicSize: CGSize? { textIntrinsicSize }

    override func facadeFittingSize(width: CGFloat?) -> CGSize? {
        measuredSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
    }

    /// The text's size by ``TextMetrics`` wrapped at `width`. ``TextMetrics/size(of:numberOfLines:width:)``
    /// depends on the text, the font (an immutable value), the number of lines and the width alone, so
    /// the last measurement is kept with the count of changes to the first three (``measuredInputs``)
    /// and the width, and given again while they are unchanged (a layout pass measures every label it
    /// meets, most of them unchanged since the last pass).
    private func measuredSize(width: CGFloat?) -> CGSize {
        let widthBits = width.map { Double($0).bitPattern }
        if let last = lastMeasured, last.inputs == measuredInputs, last.width == widthBits { return last.size }
        let size = TextMetrics(font: font ?? .systemFont(ofSize: 17)).size(of: text ?? "", numberOfLines: numberOfLines, width: width)
        lastMeasured = (measuredInputs, widthBits, size)
        return size
    }

    /// How many times the text, the font or the number of lines has changed.
    private var measuredInputs = 0
    private var lastMeasured: (inputs: Int, width: UInt64?, size: CGSize)?

    /// `sizeThatFits(_:)`: the text's size wrapped at `size.width` (when > 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMetrics(font: font ?? .systemFont(ofSize: 17))
            .size(of: text ?? "", numberOfLines: numberOfLines, width: size.width > 0 ? size.width : nil)
    }
}
