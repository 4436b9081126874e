/// `UICollectionReusableView`: the view a collection view shows for an item or a supplementary element
/// (a section header or footer). A model-backed one is placed by the collection view's layout; its
/// appearance is the app's.
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`: the identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The queue a collection view keeps this cell in between uses: its reuse identifier, or for a cell a
    /// registration made, the registration's own (each registration reuses only its own cells, as in
    /// UIKit, where every registration has an identifier of its own).
    var reuseQueueKey: String?

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

    /// `prepareForReuse()`: override point, called before a cell waiting in its collection view's reuse
    /// queue is handed out again (``UICollectionView/enqueueReusableCell(_:)``).
    open func prepareForReuse() {}

    /// `preferredLayoutAttributesFitting(_:)`: the attributes a self-sizing cell asks for; the default
    /// returns them unchanged (``UICollectionViewCell`` fits its content view).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// `apply(_:)`: override point, told the attributes the layout gives the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
