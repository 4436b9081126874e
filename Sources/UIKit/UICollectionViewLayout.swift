/// `UICollectionViewLayout`: what places a collection view's items. The facade lays out two kinds, the
/// ones apps use for keyboards and lists: ``UICollectionViewFlowLayout`` (vertical) and the
/// compositional list layout (``UICollectionViewCompositionalLayout/list(using:)``). A subclass of
/// either keeps its base class's geometry (its overrides of `layoutAttributesForElements(in:)` and
/// friends are not asked by the model).
open class UICollectionViewLayout: NSObject {
    /// `collectionView`: the collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// `init?(coder:)`: a layout from a storyboard.
    public required init?(coder: NSCoder) { super.init() }

    /// `prepare()`: override point, called before the layout is read.
    open func prepare() {}

    /// `invalidateLayout()`: the collection view reads its items' sizes again at its next update.
    open func invalidateLayout() { collectionView?.resetSectionGeometry() }

    /// `collectionViewContentSize`: the collection view's content size.
    open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

    /// `layoutAttributesForItem(at:)`: the item's frame, as the collection view has it.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutAttributesForItem(at: indexPath)
    }

    /// `layoutAttributesForElements(in:)`: the items whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return [] }
        return collectionView.allItemAttributes().filter { $0.frame.intersects(rect) }
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: override point (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// `register(_:forDecorationViewOfKind:)`: stored (decoration views have no geometry here).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}
