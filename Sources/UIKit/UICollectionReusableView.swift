/// `UICollectionReusableView`: the view a collection view shows for an item or a supplementary element
/// (a section header or footer). A model-backed one is placed by the collection view's layout; its
/// appearance is the app's.
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`: the identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// What a collection view's dequeue calls on a registered class: `init(frame: .zero)` through the
    /// subclass's override (a subclass that overrides `init(frame:)` and `init?(coder:)`, as cells do,
    /// inherits this one).
    public required convenience init(_registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// `init?(coder:)`: a reusable view from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `prepareForReuse()`: override point (never called: each item keeps its cell while it exists).
    open func prepareForReuse() {}

    /// `preferredLayoutAttributesFitting(_:)`: the attributes a self-sizing cell asks for; the default
    /// returns them unchanged (``UICollectionViewCell`` fits its content view).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// `apply(_:)`: override point, told the attributes the layout gives the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
