/// `UIActivityIndicatorView`: stored animation state. `hidesWhenStopped` (default true) hides the view
/// while it is stopped, as UIKit does. Its size: 20 × 20 pt (`.medium`), 37 × 37 pt (`.large`), Apple's
/// sizes of the two styles.
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style` (the deprecated styles map to medium and large).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(iOS, deprecated: 13.0)
        case whiteLarge = 0
        @available(iOS, deprecated: 13.0)
        case white = 1
        @available(iOS, deprecated: 13.0)
        case gray = 2
    }

    /// `style`, `color`: stored.
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var color: UIColor!
    /// `hidesWhenStopped`.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }
    /// `isAnimating`.
    public private(set) var isAnimating = false

    /// `UIActivityIndicatorView(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        var f = frame
        f.size = facadeIntrinsicSize ?? .zero
        frame = f
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// `init?(coder:)` (a storyboard's view): stopped and hidden, as `init(frame:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// `startAnimating()`: shown while animating.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// `stopAnimating()`: hidden if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    override var facadeIntrinsicSize: CGSize? {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }
}
