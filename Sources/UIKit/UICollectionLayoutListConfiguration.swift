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
    /// give it a height: a table's title height, 28 pt plain or 38 pt grouped, ``TableDataSourceRows``).
    func sectionGeometry(_ section: Int, in collection: UICollectionView) -> CollectionLayoutRows.SectionGeometry {
        let width = Double(collection.bounds.width)
        let margin = geometryAppearance == .insetGrouped ? CGFloat(Swift.min(ListLayoutGeometry.insetGroupedMargin, width / 2)) : 0
        let title = geometryAppearance == .plain ? 28.0 : 38.0
        let header = headerMode == .supplementary
            ? collection.supplementaryHeight(ofKind: UICollectionView.elementKindSectionHeader, section: section, unsized: title) : 0
        let footer = footerMode == .supplementary
            ? collection.supplementaryHeight(ofKind: UICollectionView.elementKindSectionFooter, section: section, unsized: title) : 0
        let spacing = geometryAppearance == .plain ? 0 : ListLayoutGeometry.groupedSectionSpacing
        return CollectionLayoutRows.SectionGeometry(itemX: margin, rightInset: margin, lineSpacing: 0,
                                                 header: spacing + header, footer: footer)
    }
}

/// `UICollectionViewCompositionalLayout`: the list layout is modelled — `list(using:)`, and a section
/// provider whose sections are lists (`init(sectionProvider:)` returning
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, Apple's way to configure a list per
/// section); a layout of groups and items (`init(section:)`, `NSCollectionLayoutGroup`) is not.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration of a `list(using:)` layout.
    private let wholeList: UICollectionLayoutListConfiguration?
    /// The section provider of a layout made with one.
    private let sectionProvider: ((Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)?

    init(list configuration: UICollectionLayoutListConfiguration) {
        wholeList = configuration
        sectionProvider = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        wholeList = UICollectionLayoutListConfiguration(appearance: .plain)
        sectionProvider = nil
        super.init(coder: coder)
    }

    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    /// `init(sectionProvider:)`: the provider is asked for each section's layout as the collection view
    /// is read; its sections can only be lists here (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
    /// the one section initializer the facade offers). A provider that returns nil gives the section a
    /// plain list.
    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        wholeList = nil
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// The list configuration of `section` in `collection`: the whole layout's, or what the section
    /// provider returns for it (told the collection view's size and traits).
    func listConfiguration(forSection section: Int, in collection: UICollectionView) -> UICollectionLayoutListConfiguration {
        if let wholeList { return wholeList }
        let environment = CollectionLayoutEnvironment(size: collection.bounds.size, traitCollection: collection.traitCollection)
        return sectionProvider?(section, environment)?.listConfiguration ?? UICollectionLayoutListConfiguration(appearance: .plain)
    }

    /// `init(section:)`, `init(section:configuration:)`, `init(sectionProvider:configuration:)`: a layout
    /// of groups and items (``NSCollectionLayoutSection``), or a layout-wide configuration, not modelled.
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(section: NSCollectionLayoutSection) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: compositional layouts of groups and items; use UICollectionViewCompositionalLayout.list(using:) or a vertical UICollectionViewFlowLayout")
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: a compositional layout's configuration (scroll direction, spacing between sections, layout-wide headers); use init(sectionProvider:) of list sections")
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

/// What a section provider is told (`NSCollectionLayoutEnvironment`): the collection view's size as its
/// container, and its traits.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let size: CGSize
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var contentSize: CGSize { size }
    var effectiveContentSize: CGSize { size }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
