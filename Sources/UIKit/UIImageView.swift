/// `UIImageView`: stored image; its size for a stack view is the image's `size` (zero here, images are
/// not loaded), so give it a frame.
open class UIImageView: UIView {
    /// `image`, `highlightedImage`: stored.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var highlightedImage: UIImage?
    /// `tintColor` is UIView's; `preferredSymbolConfiguration`: stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// `UIImageView(image:)`: the frame takes the image's size (zero here).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var facadeIntrinsicSize: CGSize? { image?.size }
}
