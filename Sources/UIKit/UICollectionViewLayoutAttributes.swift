/// `UICollectionViewLayoutAttributes`: where the layout puts one element (an item, a header or a
/// footer) in the collection view's content coordinates.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// `indexPath`, `representedElementCategory`, `representedElementKind` (nil for a cell).
    open var indexPath: Foundation.IndexPath
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open private(set) var representedElementKind: String?
    /// `frame`, `size`, `center`, `bounds`: one rectangle read four ways.
    open var frame: CGRect = .zero
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// `zIndex`, `alpha`, `isHidden`: stored.
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false

    /// `init(forCellWith:)`.
    public required init(forCellWith indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.init(forCellWith: indexPath)
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// `copy(with:)`: an independent copy (layouts copy attributes before changing them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(forCellWith: indexPath)
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        return copy
    }
}
