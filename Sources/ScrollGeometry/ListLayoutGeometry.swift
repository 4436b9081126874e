/// The frames of a list made with `UICollectionViewCompositionalLayout.list(using:
/// UICollectionLayoutListConfiguration(appearance:))` (iOS 14): one item per row, rows back to back
/// (separators are drawn inside the cells), each section optionally between a supplementary header and
/// footer. Item heights are given: the caller has self-sized the cells. Pure values in points.
///
/// Apple documents the configuration's names (`appearance` `.plain`, `.grouped`, `.insetGrouped`;
/// `headerMode` `.none`, `.supplementary`, `.firstItemInSection`; `footerMode` `.none`, `.supplementary`)
/// but no distances. Modelled:
/// - `.plain`: rows full width; sections abut (header, rows, footer, next header). `headerTopPadding`
///   (iOS 15) is not modelled: a header's given height is all it takes.
/// - `.grouped`: rows full width; ``groupedSectionSpacing`` above every section, the first included.
/// - `.insetGrouped`: as `.grouped`, with rows, headers and footers inset from both sides by the
///   collection view's layout margins (``insetGroupedMargin`` by default).
/// - `.supplementary` header/footer: a view of the section's given height above/below its rows, as wide
///   as the rows. `.firstItemInSection`: no supplementary view; item 0 is the header and is laid out as
///   any row (``isHeaderItem(section:item:)``). A section's header or footer height is ignored under a
///   mode of `.none`.
///
/// **Undocumented values** (named constants below, each with where it comes from): the spacing between
/// grouped sections and the inset-grouped side margin. The sidebar appearances are not modelled.
///
/// Invalid input is refused, never clamped: the init throws ``ModelError`` for a width, margin or height
/// that is negative, non-finite or over ``ModelError/maximumLength``.
public struct ListLayoutGeometry: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`, the cases modelled.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, CaseIterable, Hashable, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, CaseIterable, Hashable, Sendable {
        case none, supplementary
    }

    /// One section: its rows' heights and, under the `.supplementary` modes, its header's and footer's.
    public struct Section: Hashable, Sendable {
        public var itemHeights: [Double]
        public var headerHeight: Double
        public var footerHeight: Double

        public init(itemHeights: [Double], headerHeight: Double = 0, footerHeight: Double = 0) {
            self.itemHeights = itemHeights
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    /// The gap a `.grouped` or `.insetGrouped` list leaves above each section (35 pt). **Undocumented**;
    /// no published measurement of the list's own gap was found, so this is the value best justified: the
    /// list appearances reproduce the table styles of the same names, and a grouped `UITableView` shows a
    /// 35-pt band above its first section that apps remove by hand ("extra 35-pixel top padding in
    /// UITableView when using UITableViewStyleGrouped", kouhan.cn article 00015815; sunnyxx's blog
    /// 2015-04-15 "ios-hide-grouped-tableview-header": a default header UITableView inserts), the same
    /// band that separates its sections.
    public static let groupedSectionSpacing = 35.0

    /// The side inset of an `.insetGrouped` list's rows on an iPhone in portrait (16 pt). **Undocumented.**
    /// iOS insets the groups by the view's layout margins (TimOliver/TOInsetGroupedTableView, which
    /// reproduces iOS 13's `.insetGrouped` for iOS 12, insets cells, headers and footers by
    /// `layoutMargins`); an iPhone's system minimum layout margin is 16 pt ("16pt (the default system
    /// margin)", otbivnoe.ru 2021-02-18 "Make friends UITableView with layout margins"; Wallet's inset
    /// table "inset by 16 points on the left and right", which `.insetGrouped` reproduces, panhans.dev
    /// 2019 "Replicating the Wallet TableView"). Wider layouts use larger margins (the UIKit facade's
    /// `STATUS.md` approximates 20 pt from 600 pt wide): pass them as `insetGroupedMargin`.
    public static let insetGroupedMargin = 16.0

    public let width: Double
    public let appearance: Appearance
    public let headerMode: HeaderMode
    public let footerMode: FooterMode
    public let sections: [Section]
    /// The side inset used under `.insetGrouped` (0 for the other appearances).
    public let sideInset: Double
    /// Each section's supplementary header, `nil` unless `headerMode == .supplementary`.
    public let headerFrames: [Rect?]
    /// Each section's supplementary footer, `nil` unless `footerMode == .supplementary`.
    public let footerFrames: [Rect?]
    /// `itemFrames[section][item]`.
    public let itemFrames: [[Rect]]
    /// Each section's full-width extent, from the gap above it (grouped) to its footer's bottom.
    public let sectionFrames: [Rect]
    /// The collection's width by the last section's bottom (0 for no sections).
    public let contentSize: Size

    /// Lays the sections out top to bottom from y = 0. `insetGroupedMargin` is the collection view's
    /// layout margin at each side (safe area included, as `layoutMargins` has it), used under
    /// `.insetGrouped` only, and at most half the width (rows never get a negative width).
    /// - Complexity: O(n) for n items.
    public init(width: Double, appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
                sections: [Section], insetGroupedMargin: Double = ListLayoutGeometry.insetGroupedMargin) throws(ModelError) {
        try ModelError.checkLength(width, "width")
        try ModelError.checkLength(insetGroupedMargin, "insetGroupedMargin")
        for (s, section) in sections.enumerated() {
            try ModelError.checkLength(section.headerHeight, "section \(s).headerHeight")
            try ModelError.checkLength(section.footerHeight, "section \(s).footerHeight")
            for (i, h) in section.itemHeights.enumerated() { try ModelError.checkLength(h, "section \(s) item \(i).height") }
        }
        self.width = width
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.sections = sections
        let inset = appearance == .insetGrouped ? min(insetGroupedMargin, width / 2) : 0
        sideInset = inset
        let rowWidth = width - 2 * inset
        let gap = appearance == .plain ? 0 : Self.groupedSectionSpacing
        var headers: [Rect?] = [], footers: [Rect?] = [], items: [[Rect]] = [], frames: [Rect] = []
        var y = 0.0
        for section in sections {
            let top = y
            y += gap
            headers.append(headerMode == .supplementary ? Rect(x: inset, y: y, width: rowWidth, height: section.headerHeight) : nil)
            if headerMode == .supplementary { y += section.headerHeight }
            items.append(section.itemHeights.map { h in defer { y += h }; return Rect(x: inset, y: y, width: rowWidth, height: h) })
            footers.append(footerMode == .supplementary ? Rect(x: inset, y: y, width: rowWidth, height: section.footerHeight) : nil)
            if footerMode == .supplementary { y += section.footerHeight }
            frames.append(Rect(x: 0, y: top, width: width, height: y - top))
        }
        headerFrames = headers
        footerFrames = footers
        itemFrames = items
        sectionFrames = frames
        contentSize = Size(width: width, height: y)
    }

    // MARK: - Queries

    /// `layoutAttributesForItem(at:)?.frame`; `nil` for an index path outside the list.
    public func itemFrame(section: Int, item: Int) -> Rect? {
        guard itemFrames.indices.contains(section), itemFrames[section].indices.contains(item) else { return nil }
        return itemFrames[section][item]
    }

    /// The supplementary header's frame; `nil` outside the list or unless `headerMode == .supplementary`.
    public func headerFrame(section: Int) -> Rect? {
        headerFrames.indices.contains(section) ? headerFrames[section] : nil
    }

    /// The supplementary footer's frame; `nil` outside the list or unless `footerMode == .supplementary`.
    public func footerFrame(section: Int) -> Rect? {
        footerFrames.indices.contains(section) ? footerFrames[section] : nil
    }

    /// True for the row that is its section's header under `.firstItemInSection` (item 0).
    public func isHeaderItem(section: Int, item: Int) -> Bool {
        headerMode == .firstItemInSection && item == 0 && itemFrame(section: section, item: item) != nil
    }

    /// The items whose frames share an area with `rect` (``Rect/intersects(_:)``: touching is not
    /// enough), in index-path order: `indexPathsForVisibleItems` for a visible rect. `IndexPath.row`
    /// holds the item.
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        var found: [IndexPath] = []
        for (s, rows) in itemFrames.enumerated() where sectionFrames[s].maxY > rect.minY && sectionFrames[s].minY < rect.maxY {
            for (i, frame) in rows.enumerated() where frame.intersects(rect) { found.append(IndexPath(row: i, section: s)) }
        }
        return found
    }

    /// `indexPathForItem(at:)`: the row whose frame contains `point` (half-open, ``Rect/contains(_:)-(Point)``);
    /// `nil` in a gap, a header, a footer or an inset-grouped margin.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        for (s, rows) in itemFrames.enumerated() where sectionFrames[s].minY <= point.y && point.y < sectionFrames[s].maxY {
            if let i = rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: i, section: s) }
        }
        return nil
    }
}
