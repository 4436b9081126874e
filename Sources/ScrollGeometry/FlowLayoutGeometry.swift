/// The frames `UICollectionViewFlowLayout` gives with `scrollDirection = .vertical`: each section's
/// header, its items in lines, its footer, and the content size. Pure values in points; no pixel rounding.
///
/// **Documented by Apple** (UICollectionViewFlowLayout reference; Collection View Programming Guide for
/// iOS, "Using the Flow Layout"):
/// - A line-based breaking layout: the layout "fits as many cells along that line as it can. When the
///   layout object runs out of room on the current line, it creates a new line" ("Using the Flow Layout").
/// - `minimumInteritemSpacing` "is used to compute how many items can fit in a single line, but after the
///   number of items is determined, the actual spacing may possibly be adjusted upward".
/// - `minimumLineSpacing` separates successive lines and "is not applied to the space between the header
///   and the first line or between the last line and the footer".
/// - "The flow layout object centers items vertically on the same line … The overall height or width of
///   the line is then determined by the largest item in that dimension" ("Using the Flow Layout",
///   "Specifying the Size of Items").
/// - `sectionInset` gives "the minimum space on either side of each line of items, and the distance from
///   the last line to the footer view. The margin insets do not affect the size of the header and footer
///   views in the non scrolling direction."
/// - `headerReferenceSize` / `footerReferenceSize`: scrolling vertically "the layout object uses the
///   height … the width of the header would be set to the width of the collection view. If the size in
///   the appropriate scrolling dimension is 0, no header is added."
///
/// So a section is: its header (full width, at the section's top), `sectionInset.top`, its lines
/// `minimumLineSpacing` apart, `sectionInset.bottom`, its footer. The header sits above the top inset:
/// flow layout's insets are "not section insets but rather item insets" (airbnb/MagazineLayout issue 24),
/// as PSTCollectionView's reimplementation lays it out (`PSTGridLayoutSection.computeLayout`). An **empty
/// section** keeps its header, both insets and its footer (no line, no line spacing): the same
/// reimplementation adds them whatever the item count; apps hide an empty section's gap by returning zero
/// insets for it. This is our reading, not an Apple statement.
///
/// **Undocumented: where items sit in a line.** Apple says only that the spacing "may be adjusted
/// upward". The model follows the public observations below (``lastLine`` names the one that conflicts):
/// - A line of several items is *justified*: the first at `sectionInset.left`, the last ending at
///   `width - sectionInset.right`, the extra space shared evenly between them. Sources: Stack Overflow
///   13017257 ("How do you determine spacing between cells in UICollectionView flowLayout") and "Left
///   Align Cells in UICollectionView" ("it spreads the cells out across the line with equal padding");
///   CSDN blog 72763712 ("两端对齐" — aligned to both ends, equal gaps); PSTCollectionView's default
///   `PSTFlowLayoutHorizontalAlignmentJustify` for common rows.
/// - A line holding one item centres it: "If there is only one item in a line UICollectionViewFlowLayout
///   will center it" (mischa-hildebrand/AlignedCollectionViewFlowLayout, source comment); "if an item
///   ended up on a line by itself, it would be centered by the flow layout" (Stack Overflow 13017257,
///   Chris Wagner's answer); "When there's only one cell in a collection view it's aligned to center"
///   (Digipolitan/collection-view-left-align-flow-layout pull request 2).
/// - The last line of a section with two or more lines: see ``LastLineAlignment``.
///
/// **Undocumented: an item wider than `width - left - right`.** UIKit logs "The behavior of the
/// UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the
/// UICollectionView minus the section insets left and right values, minus the content insets left and
/// right values" (seen in many issue reports, e.g. patchthecode/JTAppleCalendar 823) and keeps the size the
/// delegate gave. The model does not clamp it either: the item keeps its width, takes a line of its own
/// and starts at `sectionInset.left` (our choice: centring would push it left of the inset).
///
/// Horizontal placement never changes a line's `minY` or the content height, which is what scrolling and
/// keyboard avoidance read.
///
/// `width` is the width the layout lays out in: the collection view's bounds width minus its adjusted
/// content insets left and right (what UIKit's message above measures against). Invalid input is
/// refused, never clamped: the init throws ``ModelError`` for a non-finite inset, or a width, size,
/// spacing or header/footer height that is negative, non-finite or over ``ModelError/maximumLength``.
public struct FlowLayoutGeometry: Hashable, Sendable {
    /// One section's inputs, as the delegate (`UICollectionViewDelegateFlowLayout`) or the layout's
    /// properties give them.
    public struct Section: Hashable, Sendable {
        /// `collectionView(_:layout:sizeForItemAt:)`, or `itemSize` for each item.
        public var itemSizes: [Size]
        public var sectionInset: EdgeInsets
        public var minimumLineSpacing: Double
        public var minimumInteritemSpacing: Double
        /// `headerReferenceSize.height`; 0 means no header.
        public var headerHeight: Double
        /// `footerReferenceSize.height`; 0 means no footer.
        public var footerHeight: Double

        /// Defaults are UIKit's: spacings 10, insets and header/footer sizes zero.
        public init(itemSizes: [Size], sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10,
                    minimumInteritemSpacing: Double = 10, headerHeight: Double = 0, footerHeight: Double = 0) {
            self.itemSizes = itemSizes
            self.sectionInset = sectionInset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    /// One line of a section: its items (indices within the section), its top and its height (the
    /// tallest item's).
    public struct Line: Hashable, Sendable {
        public var items: Range<Int>
        public var minY: Double
        public var height: Double

        public init(items: Range<Int>, minY: Double, height: Double) {
            self.items = items
            self.minY = minY
            self.height = height
        }

        public var maxY: Double { minY + height }
    }

    /// Where the items of a section's **last line** sit when the section has two or more lines. Apple
    /// does not document it and the public accounts disagree, so it is an option (as
    /// ``UndocumentedBehavior`` does for the table). A section with a single line always lays it out
    /// like any other line (justified, or a lone item centred): the one-cell reports above are
    /// single-line sections.
    public enum LastLineAlignment: String, CaseIterable, Hashable, Sendable {
        /// The default. Items of differing sizes: left-aligned from `sectionInset.left`, exactly
        /// `minimumInteritemSpacing` apart, a lone item included. "UICollectionViewFlowLayout's last row
        /// is left-aligned by default if items have a non-uniform height" (steipete, rdar://20825965,
        /// openradar.me/20825965; UIKit keeps a private `UIFlowLayoutLastRowHorizontalAlignmentKey`
        /// apart from `UIFlowLayoutCommonRowHorizontalAlignmentKey`); "On the last line, it used exactly
        /// the minimumInteritemSpacing value" (Stack Overflow 56035879); "The last line always left
        /// aligns" (Stack Overflow 13017257). Items all of one size: on the columns of a full line, so
        /// a grid's last row stands under the rows above: UIKit "lays out items like they would have
        /// been placed on a full row" (PSTCollectionView, `PSTGridLayoutRow`).
        case leading
        /// Like every other line: justified, a lone item centred (the radar's "expected" picture, and
        /// AlignedCollectionViewFlowLayout's "only one item in a line … will center it").
        case likeOtherLines
    }

    public let width: Double
    public let sections: [Section]
    public let lastLine: LastLineAlignment
    /// Each section's header, `nil` where its height is 0.
    public let headerFrames: [Rect?]
    /// Each section's footer, `nil` where its height is 0.
    public let footerFrames: [Rect?]
    /// `itemFrames[section][item]`.
    public let itemFrames: [[Rect]]
    /// Each section's lines, top to bottom.
    public let lines: [[Line]]
    /// Each section's full-width extent, header top to footer bottom; sections abut.
    public let sectionFrames: [Rect]
    /// `collectionViewContentSize`: the layout's width by the last section's bottom (0 for no sections).
    public let contentSize: Size

    /// Lays the sections out top to bottom from y = 0.
    /// - Complexity: O(n) for n items.
    public init(width: Double, sections: [Section], lastLine: LastLineAlignment = .leading) throws(ModelError) {
        try ModelError.checkLength(width, "width")
        for (s, section) in sections.enumerated() { try Self.validate(section, "section \(s)") }
        self.width = width
        self.sections = sections
        self.lastLine = lastLine
        var headers: [Rect?] = [], footers: [Rect?] = [], items: [[Rect]] = [], allLines: [[Line]] = []
        var frames: [Rect] = []
        var y = 0.0
        for section in sections {
            let top = y
            headers.append(section.headerHeight > 0 ? Rect(x: 0, y: y, width: width, height: section.headerHeight) : nil)
            y += section.headerHeight + section.sectionInset.top
            let (sectionLines, sectionItems) = Self.layLines(section, width: width, top: y, lastLine: lastLine)
            y = (sectionLines.last?.maxY ?? y) + section.sectionInset.bottom
            footers.append(section.footerHeight > 0 ? Rect(x: 0, y: y, width: width, height: section.footerHeight) : nil)
            y += section.footerHeight
            items.append(sectionItems)
            allLines.append(sectionLines)
            frames.append(Rect(x: 0, y: top, width: width, height: y - top))
        }
        headerFrames = headers
        footerFrames = footers
        itemFrames = items
        lines = allLines
        sectionFrames = frames
        contentSize = Size(width: width, height: y)
    }

    private static func validate(_ section: Section, _ name: String) throws(ModelError) {
        _ = try section.sectionInset.validated("\(name).sectionInset")
        try ModelError.checkLength(section.minimumLineSpacing, "\(name).minimumLineSpacing")
        try ModelError.checkLength(section.minimumInteritemSpacing, "\(name).minimumInteritemSpacing")
        try ModelError.checkLength(section.headerHeight, "\(name).headerHeight")
        try ModelError.checkLength(section.footerHeight, "\(name).footerHeight")
        for (i, size) in section.itemSizes.enumerated() {
            try ModelError.checkLength(size.width, "\(name) item \(i).width")
            try ModelError.checkLength(size.height, "\(name) item \(i).height")
        }
    }

    /// Breaks a section's items into lines from `top` and places each item in its line.
    private static func layLines(_ section: Section, width: Double, top: Double,
                                 lastLine: LastLineAlignment) -> ([Line], [Rect]) {
        let sizes = section.itemSizes
        let available = width - section.sectionInset.left - section.sectionInset.right
        let gap = section.minimumInteritemSpacing
        // Breaking: an item joins the line when it still fits with `gap` before it (a hair of slack for
        // widths computed as fractions of the width); the first item of a line always starts it.
        var ranges: [Range<Int>] = []
        var start = 0, used = 0.0
        for (i, size) in sizes.enumerated() {
            if i > start, used + gap + size.width <= available + 1e-9 {
                used += gap + size.width
                continue
            }
            if i > start { ranges.append(start ..< i) }
            start = i
            used = size.width
        }
        if !sizes.isEmpty { ranges.append(start ..< sizes.count) }
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        var lines: [Line] = [], frames: [Rect] = []
        var y = top
        for (n, range) in ranges.enumerated() {
            if n > 0 { y += section.minimumLineSpacing }
            let height = range.map { sizes[$0].height }.max() ?? 0
            let isLast = n == ranges.count - 1 && n > 0
            let xs: [Double]
            if isLast && lastLine == .leading {  // see LastLineAlignment.leading: columns, or packed left
                xs = uniform
                    ? Array(justified(Array(repeating: sizes[range.lowerBound].width, count: ranges[0].count),
                                      from: section.sectionInset.left, within: available).prefix(range.count))
                    : leftAligned(range.map { sizes[$0].width }, from: section.sectionInset.left, gap: gap)
            } else {
                xs = justified(range.map { sizes[$0].width }, from: section.sectionInset.left, within: available)
            }
            for (x, i) in zip(xs, range) {
                frames.append(Rect(x: x, y: y + (height - sizes[i].height) / 2, width: sizes[i].width, height: sizes[i].height))
            }
            lines.append(Line(items: range, minY: y, height: height))
            y += height
        }
        return (lines, frames)
    }

    /// The x of each item in a justified line: several items from `left` to `left + available`, the extra
    /// space shared evenly; one item centred (at `left` when it is wider than `available`).
    private static func justified(_ widths: [Double], from left: Double, within available: Double) -> [Double] {
        let spare = available - widths.reduce(0, +)
        guard widths.count > 1 else { return widths.isEmpty ? [] : [left + max(0, spare) / 2] }
        return leftAligned(widths, from: left, gap: spare / Double(widths.count - 1))
    }

    private static func leftAligned(_ widths: [Double], from left: Double, gap: Double) -> [Double] {
        var x = left
        return widths.map { w in defer { x += w + gap }; return x }
    }

    // MARK: - Queries

    /// `layoutAttributesForItem(at:)?.frame`; `nil` for an index path outside the layout.
    public func itemFrame(section: Int, item: Int) -> Rect? {
        guard itemFrames.indices.contains(section), itemFrames[section].indices.contains(item) else { return nil }
        return itemFrames[section][item]
    }

    /// The line holding `item` of `section`; `nil` for an index path outside the layout.
    public func line(containing item: Int, section: Int) -> Line? {
        guard lines.indices.contains(section) else { return nil }
        return lines[section].first { $0.items.contains(item) }
    }

    /// `indexPathsForVisibleItems` for a visible `rect` (`layoutAttributesForElements(in:)`, cells only):
    /// the items whose frames share an area with `rect` (``Rect/intersects(_:)``: touching is not
    /// enough), in index-path order. `IndexPath.row` holds the item.
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        var found: [IndexPath] = []
        for (s, sectionLines) in lines.enumerated()
        where sectionFrames[s].maxY > rect.minY && sectionFrames[s].minY < rect.maxY {
            for line in sectionLines where line.maxY > rect.minY && line.minY < rect.maxY {
                for i in line.items where itemFrames[s][i].intersects(rect) { found.append(IndexPath(row: i, section: s)) }
            }
        }
        return found
    }

    /// `indexPathForItem(at:)`: the item whose frame contains `point` (half-open, ``Rect/contains(_:)-(Point)``).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        for (s, sectionLines) in lines.enumerated() where sectionFrames[s].minY <= point.y && point.y < sectionFrames[s].maxY {
            for line in sectionLines where line.minY <= point.y && point.y < line.maxY {
                if let i = line.items.first(where: { itemFrames[s][$0].contains(point) }) { return IndexPath(row: i, section: s) }
            }
        }
        return nil
    }
}
