@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionLayoutListConfiguration` (iOS 14): a list layout's appearance and its headers and
/// footers. Its geometry — one full-width item per row (inset from the sides when `.insetGrouped`), cells
/// that size themselves from a 44 pt estimate, the space around grouped sections — is
/// ``ListLayoutGeometry``'s.
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `HeaderMode`, `FooterMode`.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// `showsSeparators`, `backgroundColor`, `headerTopPadding` (iOS 15): stored; a header's top padding
    /// is the model's (``ListLayoutGeometry``).
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The model's list appearance.
    var geometryAppearance: ListLayoutGeometry.Appearance {
        switch appearance {
        case .plain, .sidebarPlain: return .plain
        case .grouped, .sidebar: return .grouped
        case .insetGrouped: return .insetGrouped
        }
    }

    /// The least height of a list item: 44 pt, the height UIKit gives a list cell at the default text
    /// size (undocumented; the same as a table's default row, Apple's Human Interface Guidelines'
    /// minimum hit target).
    static let minimumItemHeight = 44.0
    /// The estimate a list layout starts its self-sizing items from: 44 pt (the list section's
    /// `estimated(44)` height; undocumented).
    static let estimatedItemHeight = 44.0

    /// Section `section`'s placement in `collection` (``ListLayoutGeometry``'s rules): items across the
    /// list's width (`.insetGrouped`: the side margin from each side), no spacing between items, the
    /// space above a grouped section, and a header or footer of the height its supplementary view
    /// fits to when `headerMode` / `footerMode` is `.supplementary` (a view with no constraints that
    /// give it a height: a table's title height, 28 pt plain or 38 pt grouped, ``DataSourceReading``).
    func sectionGeometry(_ section: Int, in collection: UICollectionView) -> CollectionReading.SectionGeometry {
        let width = Double(collection.bounds.width)
        let margin = geometryAppearance == .insetGrouped ? CGFloat(Swift.min(ListLayoutGeometry.insetGroupedMargin, width / 2)) : 0
        let title = geometryAppearance == .plain ? 28.0 : 38.0
        let header = headerMode == .supplementary
            ? collection.supplementaryHeight(ofKind: UICollectionView.elementKindSectionHeader, section: section, unsized: title) : 0
        let footer = footerMode == .supplementary
            ? collection.supplementaryHeight(ofKind: UICollectionView.elementKindSectionFooter, section: section, unsized: title) : 0
        let spacing = geometryAppearance == .plain ? 0 : ListLayoutGeometry.groupedSectionSpacing
        return CollectionReading.SectionGeometry(itemX: margin, rightInset: margin, lineSpacing: 0,
                                                 header: spacing + header, footer: footer)
    }
}

/// `UICollectionViewCompositionalLayout`: the list layout (`list(using:)`) is modelled; a layout of
/// groups and items (`init(section:)`, `init(sectionProvider:)`) is not.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration, for a list layout.
    let listConfiguration: UICollectionLayoutListConfiguration?

    init(list configuration: UICollectionLayoutListConfiguration) {
        listConfiguration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
        super.init(coder: coder)
    }

    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    /// `init(section:)`, `init(section:configuration:)`, `init(sectionProvider:)`,
    /// `init(sectionProvider:configuration:)`: a layout of groups and items (``NSCollectionLayoutSection``),
    /// not modelled.
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(section: NSCollectionLayoutSection) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items (section providers, even of list sections); use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items (section providers, even of list sections); use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
                            configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
}

extension UICollectionView {
    /// The height of the supplementary view the data source gives for `kind` in `section`, fitted at the
    /// collection view's width; `unsized` when its constraints give it no height.
    func supplementaryHeight(ofKind kind: String, section: Int, unsized: Double) -> Double {
        guard let dataSource else { return 0 }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: Foundation.IndexPath(item: 0, section: section))
        let width = bounds.width
        guard width > 0 else { return unsized }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let height = fitted.height.isFinite ? Double(fitted.height) : 0
        return height > 0 ? height : unsized
    }
}
