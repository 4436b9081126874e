// The compositional layout's building blocks (iOS 13): sections of groups of items with fractional,
// absolute and estimated dimensions, boundary supplementary items, orthogonal scrolling. KeyboardScroll
// models two collection view layouts — a vertical `UICollectionViewFlowLayout` and the compositional
// *list* layout (`UICollectionViewCompositionalLayout.list(using:)`) — whose items are one per line; a
// general compositional layout places items in groups side by side, across and along, and scrolls
// sections sideways, which the model's rows cannot hold. Each type is a compile-time error with the
// reason and what to do instead (STATUS.md); the members app code calls are declared so that the error
// names the type instead of a member lookup failing.

/// `NSCollectionLayoutDimension`: `.fractionalWidth(_:)`, `.fractionalHeight(_:)`, `.absolute(_:)`,
/// `.estimated(_:)`, `.uniformAcrossSiblings(estimate:)` (iOS 17).
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
public final class NSCollectionLayoutDimension {
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { fatalError() }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { fatalError() }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { fatalError() }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { fatalError() }
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { fatalError() }
}

/// `NSCollectionLayoutSize`: an item's, group's or supplementary item's width and height dimensions.
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
public final class NSCollectionLayoutSize {
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
}

/// `NSCollectionLayoutSpacing`, `NSCollectionLayoutEdgeSpacing`: the space around an item in a group.
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
public final class NSCollectionLayoutSpacing {
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { fatalError() }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { fatalError() }
}

@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
public final class NSCollectionLayoutEdgeSpacing {
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) { fatalError() }
}

/// `NSCollectionLayoutItem`: an item of a group.
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
open class NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? { get { fatalError() } set {} }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
}

/// `NSCollectionLayoutGroup`: items side by side (`horizontal`), one above the other (`vertical`) or
/// placed by a closure (`custom`).
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup { fatalError() }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { fatalError() }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { fatalError() }
    open var interItemSpacing: NSCollectionLayoutSpacing? { get { fatalError() } set {} }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: a section that scrolls sideways.
@available(*, unavailable, message: "not modelled by KeyboardScroll: sections that scroll sideways (orthogonal scrolling)")
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutSection`: a list section (`list(using:layoutEnvironment:)`, iOS 14) in a section
/// provider is modelled (the layout reads its list configuration); a section of groups is not.
open class NSCollectionLayoutSection {
    /// The list configuration of a list section.
    let listConfiguration: UICollectionLayoutListConfiguration

    init(list configuration: UICollectionLayoutListConfiguration) { listConfiguration = configuration }

    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }

    /// `contentInsets`: stored (a list section's items keep the list's width and placement here).
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use NSCollectionLayoutSection.list(using:layoutEnvironment:) or a vertical UICollectionViewFlowLayout")
    public init(group: NSCollectionLayoutGroup) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: spacing between groups (a list's items have none)")
    open var interGroupSpacing: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: sections that scroll sideways (orthogonal scrolling)")
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: a section's own headers and footers; use the list configuration's headerMode/footerMode .supplementary")
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: section backgrounds (decoration items)")
    open var decorationItems: [NSCollectionLayoutDecorationItem] { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: a section's own headers and footers")
    open var supplementariesFollowContentInsets: Bool { get { fatalError() } set {} }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told of the container and traits.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// `NSCollectionLayoutContainer`: the size a section provider lays its section out in.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutAnchor`: where a supplementary item sits on its item.
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
public final class NSCollectionLayoutAnchor {
    public init(edges: NSDirectionalRectEdge) { fatalError() }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { fatalError() }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { fatalError() }
}

/// `NSCollectionLayoutSupplementaryItem`, `NSCollectionLayoutBoundarySupplementaryItem` (a section's or
/// the layout's header and footer), `NSCollectionLayoutDecorationItem` (a section background).
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) (headerMode/footerMode .supplementary) or a UICollectionViewFlowLayout's headerReferenceSize")
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) { fatalError() }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) { fatalError() }
    open var zIndex: Int { get { fatalError() } set {} }
}

@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) (headerMode/footerMode .supplementary) or a UICollectionViewFlowLayout's headerReferenceSize")
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) { fatalError() }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) { fatalError() }
    open var pinToVisibleBounds: Bool { get { fatalError() } set {} }
    open var extendsBoundary: Bool { get { fatalError() } set {} }
}

@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items (section backgrounds); set the collection view's backgroundColor")
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { fatalError() }
}

/// `NSRectAlignment`: where a boundary supplementary item sits.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `UICollectionViewCompositionalLayoutConfiguration`: a compositional layout's scroll direction,
/// spacing between sections and layout-wide headers.
@available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
open class UICollectionViewCompositionalLayoutConfiguration {
    public init() { fatalError() }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set {} }
    open var interSectionSpacing: CGFloat { get { fatalError() } set {} }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get { fatalError() } set {} }
}
