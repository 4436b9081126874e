/// `NSTextContainer` as a text view exposes it: `lineFragmentPadding` (5 pt, used by the text view's
/// metrics), `maximumNumberOfLines` (0: no limit; caps the text view's lines), `lineBreakMode`,
/// `widthTracksTextView` — stored. Text layout itself is ``TextMetrics``.
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { textView?.invalidateIntrinsicContentSize() }
    }
    open var maximumNumberOfLines = 0 {
        didSet { textView?.invalidateIntrinsicContentSize() }
    }
    /// The text view whose size these numbers enter (its `textContainer`).
    weak var textView: UIView?
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size: CGSize = .zero

    public override init() { super.init() }
    /// `NSTextContainer(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}
