@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionViewFlowLayout`, scrolling vertically: each section is its header, its
/// `sectionInset.top`, its items in lines `minimumLineSpacing` apart, its `sectionInset.bottom` and its
/// footer (Apple, "Using a flow layout"; the placement in a line is ``FlowLayoutGeometry``'s).
///
/// An item's size is the delegate's `collectionView(_:layout:sizeForItemAt:)` when it implements it,
/// else `itemSize`; with an `estimatedItemSize` other than `.zero` the cells size themselves
/// (`preferredLayoutAttributesFitting(_:)`) from the estimate as they are laid out. The delegate's
/// per-section answers (`insetForSectionAt`, `minimumLineSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection`, …) are asked as well.
///
/// The model holds one item per line: a layout whose lines hold several items (a grid) is read item
/// by item down one column, and the collection view says so once (`STATUS.md`).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionView.ScrollDirection` as the flow layout uses it.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): stored; insets are measured from
    /// the content inset (the default).
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`, cells size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// `itemSize` (default 50 × 50), `estimatedItemSize` (default `.zero`: no self-sizing).
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    /// `minimumLineSpacing`, `minimumInteritemSpacing` (both 10 by default, as Apple documents).
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    /// `sectionInset` (default zero), `headerReferenceSize`, `footerReferenceSize` (only the height
    /// counts when scrolling vertically).
    open var sectionInset: UIEdgeInsets = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    /// `scrollDirection`: `.vertical` is modelled; `.horizontal` is read as vertical (no keyboard case
    /// of this project's scrolls sideways).
    open var scrollDirection: ScrollDirection = .vertical
    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`, `sectionInsetReference`:
    /// stored.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
    open var sectionInsetReference: SectionInsetReference = .fromContentInset

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// True when cells size themselves.
    var selfSizing: Bool { estimatedItemSize.width > 0 && estimatedItemSize.height > 0 }
}
