/// A `UITableView`'s rows and geometry (or, with ``Style/plainScrollView``, a `UIScrollView` form made of
/// stacked blocks, where table-only calls are refused).
///
/// Rows have stable identities (``RowID``). Each row has a true height and, until a layout pass has
/// sized it, counts its estimate (`estimatedRowHeight`, or the row's own; `estimatedRowHeight == 0`
/// means exact heights everywhere). So `contentSize.height` = table header + for each section its
/// header, its rows (true heights for laid-out rows, estimates for the rest) and its footer — and it
/// changes as rows are laid out. Section headers scroll with the content (grouped-style geometry).
public struct TableView: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        /// A `UITableView`.
        case table
        /// A plain `UIScrollView` holding a vertical stack of blocks (a form).
        case plainScrollView
    }

    public let style: Style
    /// The scroll view's geometry: frame, offset, insets, `contentSize` (derived here).
    public internal(set) var scrollView: ScrollView
    /// `estimatedRowHeight`; 0 disables estimates.
    public let estimatedRowHeight: Double
    /// Height of `tableHeaderView` (0 for none).
    public let tableHeaderHeight: Double
    /// `sectionHeaderHeight` / `sectionFooterHeight`: every section's header and footer height, including
    /// sections inserted later (0 for none). They take their own place in the content; in a plain-style
    /// table (``pinsSectionHeaders``) they are also drawn floating over the rows while their section
    /// passes (``floatingSectionViews``).
    public let sectionHeaderHeight: Double
    public let sectionFooterHeight: Double
    /// True for a `UITableView.Style.plain` table with section headers or footers: they float, pinned
    /// to the visible area's edges while their section passes (``floatingSectionViews``). False for
    /// `.grouped` / `.insetGrouped`, whose headers and footers scroll with the rows.
    public internal(set) var pinsSectionHeaders = false
    /// The space at the top of every row but each section's first that is not the row's item: a
    /// collection view's line spacing (0 for a table). ``rectForRow(at:)`` leaves it out, so the row a
    /// reader sees is the item they see.
    public internal(set) var interItemGap = 0.0
    /// The model's choices for undocumented UIKit behaviour, set by ``Scene``.
    public internal(set) var behavior: UndocumentedBehavior = .plain

    /// The rows in order with their effective heights (see ``RowStore``).
    var store: RowStore
    var sectionRowCounts: [Int]
    var sectionHeaderHeights: [Double]
    var sectionFooterHeights: [Double]
    var nextRowID: Int

    /// Creates a table with one entry of `sections` per section.
    public init(style: Style = .table, frame: Rect, sections: [[RowSpec]], estimatedRowHeight: Double = 0,
                tableHeaderHeight: Double = 0, sectionHeaderHeight: Double = 0,
                sectionFooterHeight: Double = 0) throws(ModelError) {
        self.style = style
        self.scrollView = try ScrollView(frame: frame)
        try ModelError.checkLength(estimatedRowHeight, "estimatedRowHeight")
        try ModelError.checkLength(tableHeaderHeight, "tableHeaderView.height")
        try ModelError.checkLength(sectionHeaderHeight, "sectionHeaderHeight")
        try ModelError.checkLength(sectionFooterHeight, "sectionFooterHeight")
        self.estimatedRowHeight = estimatedRowHeight
        self.tableHeaderHeight = tableHeaderHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.store = RowStore(sections: sections, estimatedRowHeight: estimatedRowHeight)
        if !store.specsAreValid {
            for (s, specs) in sections.enumerated() {
                for (r, spec) in specs.enumerated() { _ = try spec.validated("row [\(s), \(r)]") }
            }
        }
        self.sectionRowCounts = sections.map(\.count)
        self.sectionHeaderHeights = Array(repeating: sectionHeaderHeight, count: sections.count)
        self.sectionFooterHeights = Array(repeating: sectionFooterHeight, count: sections.count)
        self.nextRowID = store.count
        syncContentSize()
    }

    // MARK: Queries

    /// `numberOfSections`.
    public var numberOfSections: Int { sectionRowCounts.count }

    /// `numberOfRows(inSection:)`; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
    }

    /// Total rows in all sections.
    public var totalRows: Int { store.count }
    /// The rows' removal mark (``RowStore/removalMark``): the same object while no row has been removed.
    package var rowRemovalMark: RowRemovalMark { store.removalMark }

    /// The row at `indexPath`, or `nil` if there is none.
    /// - Complexity: O(log n).
    public func row(at indexPath: IndexPath) -> Row? {
        flatIndex(indexPath).map { store[$0] }
    }

    /// Where the row with identity `id` is now, or `nil` if it was deleted.
    /// - Complexity: O(log n) (see ``RowStore/position(of:)``).
    public func indexPath(of id: RowID) -> IndexPath? {
        // A closure, not the method itself: a method value captures a copy of the whole table.
        store.position(of: id).map { indexPath(flat: $0) }
    }

    /// The last row's index path, or `nil` for an empty table.
    public var lastIndexPath: IndexPath? {
        store.count == 0 ? nil : indexPath(flat: store.count - 1)
    }

    /// Every row, in order (for tests and debugging).
    /// - Complexity: O(n).
    var rows: [Row] { store.allRows }

    /// `rectForRow(at:)`: the row's area in content coordinates, from estimates for rows not yet laid
    /// out. Like UIKit, returns `.zero` for an index path that does not exist. With an
    /// ``interItemGap`` (a collection view's line spacing, held at the top of every row but each
    /// section's first) the rect is the item's: the row less its gap.
    @inline(__always)
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let flat = flatIndex(indexPath) else { return .zero }
        var rect = rectForRow(flat: flat, section: indexPath.section)
        if interItemGap > 0, indexPath.row > 0 {
            let gap = Swift.min(interItemGap, rect.height)
            rect = Rect(x: rect.minX, y: rect.minY + gap, width: rect.width, height: rect.height - gap)
        }
        return rect
    }

    /// ``rectForRow(at:)`` asked of a table held in place
    /// (`screen.reading { $0.tableView.rectForRowInPlace(at: path) }`): a `mutating` call takes the table
    /// by address, where a call of the non-mutating method on a table stored in a class copies its
    /// hundreds of bytes first. Changes nothing.
    public mutating func rectForRowInPlace(at indexPath: IndexPath) -> Rect { rectForRow(at: indexPath) }
    /// ``placement(ofRow:)`` asked of a table held in place (see ``rectForRowInPlace(at:)``).
    public mutating func placementInPlace(ofRow id: RowID) -> (indexPath: IndexPath, rect: Rect)? { placement(ofRow: id) }

    /// Sets ``interItemGap``: the space each row but a section's first holds above its item (a
    /// collection view's line spacing). Negative or non-finite values are taken as none.
    public mutating func setInterItemGap(_ gap: Double) {
        interItemGap = gap.isFinite && gap > 0 ? gap : 0
    }

    /// `indexPathForRow(at:)`: the row containing `point` (content coordinates, i.e. the table's bounds
    /// space), or `nil` in the table header, a section header or footer, or past the last row.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard point.x >= 0, point.x < Swift.max(scrollView.frame.width, 1) else { return nil }
        var y = tableHeaderHeight
        var first = 0
        for s in sectionRowCounts.indices {
            let count = sectionRowCounts[s]
            let rowsTop = y + sectionHeaderHeights[s]
            let rowsBefore = store.prefix(first)
            let rowsHeight = store.prefix(first + count) - rowsBefore
            if point.y >= rowsTop && point.y < rowsTop + rowsHeight {
                let within = point.y - rowsTop + rowsBefore
                guard let flat = store.index(containing: within), flat < first + count else { return nil }
                return IndexPath(row: flat - first, section: s)
            }
            y = rowsTop + rowsHeight + sectionFooterHeights[s]
            first += count
        }
        return nil
    }

    /// `indexPathsForVisibleRows`: rows whose area overlaps the bounds (including parts under
    /// translucent bars or the keyboard, where UIKit keeps cells too), top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(16)
        // The rows come top to bottom: the section they are in only moves down.
        var section = 0, sectionStart = 0
        // The closure captures the row counts alone (capturing `self` would copy the whole table).
        let counts = sectionRowCounts
        walkRowsIntersecting(minY: scrollView.bounds.minY, maxY: scrollView.bounds.maxY) { flat, _ in
            while section < counts.count - 1, flat >= sectionStart + counts[section] {
                sectionStart += counts[section]
                section += 1
            }
            paths.append(IndexPath(row: flat - sectionStart, section: section))
        }
        return paths
    }

    /// Where the row with identity `id` is now and its ``rectForRow(at:)``, or `nil` if it was deleted
    /// (one call for a cell's frame: the position is looked up once).
    @inline(__always)
    public func placement(ofRow id: RowID) -> (indexPath: IndexPath, rect: Rect)? {
        guard let flat = store.position(of: id) else { return nil }
        let ip = indexPath(flat: flat)
        return (ip, rectForRow(at: ip))
    }

    /// Where the row with identity `id` is now, its ``rectForRow(at:)`` and its text control's frame in
    /// content coordinates (``controlFrame(ofRow:)``); `nil` if the row was deleted or has no control.
    public func controlPlacement(ofRow id: RowID) -> (indexPath: IndexPath, control: Rect, row: Rect)? {
        guard let flat = store.position(of: id), let control = store[flat].control else { return nil }
        let ip = indexPath(flat: flat)
        let row = rectForRow(at: ip)
        return (ip, control.frame(inRow: row), row)
    }

    /// The frame of the control in the row with identity `id`, in content coordinates; `nil` when the
    /// row is gone or has no control.
    public func controlFrame(ofRow id: RowID) -> Rect? {
        controlPlacement(ofRow: id)?.control
    }

    // MARK: Forwarded scroll-view API

    public var contentOffset: Point { scrollView.contentOffset }
    public var contentInset: EdgeInsets { scrollView.contentInset }
    public var adjustedContentInset: EdgeInsets { scrollView.adjustedContentInset }
    public var contentSize: Size { scrollView.contentSize }
    public var bounds: Rect { scrollView.bounds }
    public var frame: Rect { scrollView.frame }
    public var safeAreaInsets: EdgeInsets { scrollView.safeAreaInsets }
    /// The valid range of `contentOffset.y` (see ``ScrollView/validOffsetRange``).
    public var validOffsetRange: ClosedRange<Double> { scrollView.validOffsetRange }

    /// `contentOffset = …` / `setContentOffset(_:animated:)`: no clamping.
    public mutating func setContentOffset(_ offset: Point) throws(ModelError) {
        try scrollView.setContentOffset(offset)
    }

    /// `contentInset = …`: the offset does not move.
    public mutating func setContentInset(_ insets: EdgeInsets) throws(ModelError) {
        try scrollView.setContentInset(insets)
    }

    /// `scrollRectToVisible(_:animated:)`: the least move, clamped.
    public mutating func scrollRectToVisible(_ rect: Rect) throws(ModelError) {
        try scrollView.scrollRectToVisible(rect)
    }

    // MARK: Internals

    mutating func makeRow(_ spec: RowSpec) -> Row {
        defer { nextRowID += 1 }
        return makeRow(spec, id: RowID(nextRowID))
    }

    /// A row of `spec` with the identity `id` (one the table handed out before: a row the reader sees
    /// again after a reload).
    func makeRow(_ spec: RowSpec, id: RowID) -> Row {
        Row(id: id, height: spec.height, estimatedHeight: spec.estimatedHeight, control: spec.control)
    }

    /// The row's place in the table's row order (every section, top to bottom), or nil when the table
    /// does not hold it.
    @_spi(Checker) public func rowOrder(of id: RowID) -> Int? {
        indexPath(of: id).flatMap { flatIndex($0) }
    }

    @inline(__always)
    func flatIndex(_ indexPath: IndexPath) -> Int? {
        guard sectionRowCounts.indices.contains(indexPath.section),
              indexPath.row >= 0, indexPath.row < sectionRowCounts[indexPath.section] else { return nil }
        return sectionStart(indexPath.section) + indexPath.row
    }

    @inline(__always)
    func sectionStart(_ section: Int) -> Int {
        var start = 0
        for s in 0..<section { start += sectionRowCounts[s] }
        return start
    }

    @inline(__always)
    func indexPath(flat: Int) -> IndexPath {
        var remaining = flat
        for (s, count) in sectionRowCounts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: s) }
            remaining -= count
        }
        return IndexPath(row: remaining, section: Swift.max(0, sectionRowCounts.count - 1))
    }

    @inline(__always)
    func section(ofFlat flat: Int) -> Int { indexPath(flat: flat).section }

    /// The row's area in content coordinates.
    /// - Complexity: O(sections + log n).
    @inline(__always)
    func rectForRow(flat: Int, section: Int) -> Rect {
        let (top, height) = store.span(at: flat)
        return Rect(x: 0, y: rowsTop(section: section) + top, width: scrollView.frame.width, height: height)
    }

    /// Where the rows of `section` would start if every row above counted zero height: the table
    /// header, the section headers up to and including `section`'s and the footers before it.
    @inline(__always)
    func rowsTop(section: Int) -> Double {
        var y = tableHeaderHeight
        for s in 0...section { y += sectionHeaderHeights[s] }
        for s in 0..<section { y += sectionFooterHeights[s] }
        return y
    }

    /// Flat indices of rows overlapping `minY ..< maxY` (content coordinates), top to bottom; rows of
    /// zero height overlap nothing.
    /// - Complexity: O(sections + log n + rows returned).
    func flatRowsIntersecting(minY: Double, maxY: Double) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(16)
        walkRowsIntersecting(minY: minY, maxY: maxY) { flat, _ in result.append(flat) }
        return result
    }

    /// Calls `body` with the flat index and layout state of each row overlapping `minY ..< maxY`
    /// (content coordinates), top to bottom, skipping rows of zero height.
    /// - Complexity: O(sections + log n + rows visited).
    func walkRowsIntersecting(minY: Double, maxY: Double, _ body: (_ flat: Int, _ isLaidOut: Bool) -> Void) {
        guard maxY > minY, store.count > 0 else { return }
        // The first row whose bottom is below minY: in the first section whose rows end below minY.
        var first = 0
        var section = 0
        var start: Int?
        var top = 0.0
        while section < sectionRowCounts.count {
            let count = sectionRowCounts[section]
            let rowsTop = rowsTop(section: section)
            let above = store.prefix(first)
            if count > 0 && rowsTop + store.prefix(first + count) > minY {
                if minY < rowsTop + above {
                    (start, top) = (first, rowsTop + above)
                } else if let (flat, rowTop) = store.row(containing: minY - rowsTop), flat < first + count {
                    (start, top) = (flat, rowsTop + rowTop)
                } else {
                    start = first + count - 1
                    top = rectForRow(flat: first + count - 1, section: section).minY
                }
                break
            }
            first += count
            section += 1
        }
        guard let start else { return }
        // Walk down from there, section by section.
        var sectionEnd = first + sectionRowCounts[section]
        store.walk(from: start) { flat, height, isLaidOut in
            if flat == sectionEnd {
                // Move into the next section that has rows: its footer, then headers and footers of
                // empty sections, then its header.
                repeat {
                    top += sectionFooterHeights[section]
                    section += 1
                    top += sectionHeaderHeights[section]
                    sectionEnd += sectionRowCounts[section]
                } while sectionEnd == flat
            }
            if top >= maxY { return false }
            if top + height > minY && height > 0 { body(flat, isLaidOut) }
            top += height
            return true
        }
    }

    mutating func syncContentSize() {
        var height = tableHeaderHeight + store.totalHeight
        for s in sectionRowCounts.indices { height += sectionHeaderHeights[s] + sectionFooterHeights[s] }
        scrollView.contentSize = Size(width: scrollView.frame.width, height: height)
    }

    func requireTable(_ selector: String) throws(UIKitException) {
        if style == .plainScrollView { throw .unrecognizedSelector(selector) }
    }
}
