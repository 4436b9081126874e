import Testing
@_spi(Checker) @testable import ScrollGeometry

/// `insertSections(_:with:)` and `deleteSections(_:with:)` on a table with section headers and footers,
/// the numbers worked by hand.
///
/// The table: 393 × 200 pt, no table header, three sections of 2, 3 and 1 rows of 44 pt, every section
/// with a 28 pt header and a 10 pt footer. Each section is 28 + 44·rows + 10 tall:
///
///     section 0: header 0..<28,    rows 28..<116,   footer 116..<126   (126 pt)
///     section 1: header 126..<154, rows 154..<286,  footer 286..<296   (170 pt)
///     section 2: header 296..<324, row 324..<368,   footer 368..<378   ( 82 pt)
///
/// contentSize.height = 126 + 170 + 82 = 378, and row [2, 0] is at y 324.
@Suite("UITableView sections")
struct TableViewSectionTests {
    static func rows(_ count: Int, estimate: Double? = nil) -> [RowSpec] {
        Array(repeating: RowSpec(height: 44, estimatedHeight: estimate), count: count)
    }

    static func table(estimate: Double = 0) throws -> TableView {
        try TableView(frame: Rect(x: 0, y: 0, width: 393, height: 200), sections: [rows(2), rows(3), rows(1)],
                      estimatedRowHeight: estimate, sectionHeaderHeight: 28, sectionFooterHeight: 10)
    }

    @Test func headersAndFootersCountInTheLayout() throws {
        let t = try Self.table()
        #expect(t.contentSize.height == 378)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 2)) == Rect(x: 0, y: 324, width: 393, height: 44))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 154)
        // A point in section 1's header is no row.
        #expect(t.indexPathForRow(at: Point(x: 10, y: 140)) == nil)
        #expect(t.indexPathForRow(at: Point(x: 10, y: 330)) == IndexPath(row: 0, section: 2))
    }

    /// A section of two 44 pt rows inserted at index 1 is 28 + 88 + 10 = 126 pt: contentSize 378 + 126 =
    /// 504; the old row [2, 0] is now [3, 0] at 324 + 126 = 450; the new rows start below the new
    /// header at 126 + 28 = 154. The offset does not move.
    @Test func insertingASectionMovesTheRowsBelowByItsWholeHeight() throws {
        var t = try Self.table()
        try t.setContentOffset(Point(x: 0, y: 100))
        let id = try #require(t.row(at: IndexPath(row: 0, section: 2))?.id)
        let ids = try t.insertSections([1], rows: [Self.rows(2)])
        #expect(t.numberOfSections == 4)
        #expect(t.numberOfRows(inSection: 1) == 2 && t.numberOfRows(inSection: 2) == 3)
        #expect(t.contentSize.height == 504)
        #expect(t.indexPath(of: id) == IndexPath(row: 0, section: 3))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 3)).minY == 450)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 154)
        #expect(ids.count == 1 && ids[0].count == 2 && t.indexPath(of: ids[0][1]) == IndexPath(row: 1, section: 1))
        #expect(t.contentOffset.y == 100)
    }

    /// An empty section still has its header and footer: 38 pt. At index 0 it moves everything by 38:
    /// contentSize 416, old [2, 0] → [3, 0] at 362.
    @Test func anEmptySectionAddsItsHeaderAndFooter() throws {
        var t = try Self.table()
        try t.insertSections([0], rows: [[]])
        #expect(t.contentSize.height == 416)
        #expect(t.numberOfRows(inSection: 0) == 0)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 3)).minY == 362)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 38 + 28)
        #expect(t.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 1))
    }

    /// Deleting section 0 (126 pt) leaves 170 + 82 = 252; the old row [2, 0] is now [1, 0] at
    /// 324 − 126 = 198. Its rows are gone; the others keep their identities.
    @Test func deletingASectionMovesTheRowsBelowUpByItsWholeHeight() throws {
        var t = try Self.table()
        let gone = try #require(t.row(at: IndexPath(row: 1, section: 0))?.id)
        let kept = try #require(t.row(at: IndexPath(row: 0, section: 2))?.id)
        let deleted = try t.deleteSections([0])
        #expect(deleted.count == 2 && deleted.contains(gone))
        #expect(t.numberOfSections == 2)
        #expect(t.contentSize.height == 252)
        #expect(t.indexPath(of: gone) == nil)
        #expect(t.indexPath(of: kept) == IndexPath(row: 0, section: 1))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 198)
    }

    /// Deletions name the table before the update, whatever their order: deleting 2 and 0 leaves the old
    /// section 1 alone: 170 pt, its first row at 28.
    @Test func deletionsNameSectionsBeforeTheUpdate() throws {
        var t = try Self.table()
        try t.apply(.deleteSections([2, 0]))
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 3)
        #expect(t.contentSize.height == 170)
        #expect(t.rectForRow(at: IndexPath(row: 0)).minY == 28)
    }

    /// New rows count their estimates until laid out: a section of two rows estimated at 50 is
    /// 28 + 100 + 10 = 138 pt before layout. The base table, estimated 50 and not laid out, is
    /// 3·38 + 6·50 = 414; after the insert at the end, 552.
    @Test func insertedRowsCountTheirEstimates() throws {
        var t = try Self.table(estimate: 50)
        #expect(t.contentSize.height == 414)
        try t.apply(.insertSections(at: [3], rows: [Self.rows(2)]))
        #expect(t.contentSize.height == 552)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 3)) == Rect(x: 0, y: 414 + 28 + 50, width: 393, height: 50))
    }

    /// UIKit raises `NSInternalInconsistencyException` for a section index past the end (inserting at 5
    /// into 3 sections, or 1 and 2 into none), for deleting a section that does not exist or twice; the
    /// table is left as it was.
    @Test func wrongSectionIndicesRaiseAndChangeNothing() throws {
        let t = try Self.table()
        var u = t
        #expect(throws: UIKitException.self) { try u.insertSections([5], rows: [[]]) }
        #expect(throws: UIKitException.self) { try u.insertSections([4], rows: [[]]) }
        #expect(throws: UIKitException.self) { try u.insertSections([0], rows: [[], []]) }
        #expect(throws: UIKitException.self) { try u.deleteSections([3]) }
        #expect(throws: UIKitException.self) { try u.deleteSections([1, 1]) }
        #expect(throws: UIKitException.self) { try u.deleteSections([-1]) }
        #expect(u == t)
        var empty = try TableView(frame: Rect(x: 0, y: 0, width: 393, height: 600), sections: [])
        #expect(throws: UIKitException.self) { try empty.insertSections([1, 2], rows: [[], []]) }
        try empty.insertSections([1, 0], rows: [Self.rows(1), []])
        #expect(empty.numberOfRows(inSection: 0) == 0 && empty.numberOfRows(inSection: 1) == 1)
        #expect(empty.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 0)
    }

    /// A batch is clamped once, at its end: deleting section 1 (170 pt) and inserting a section of three
    /// rows there (28 + 132 + 10 = 170 pt) leaves 378 pt, so an offset of 170 (valid up to 378 − 200 =
    /// 178) stays — though between the two steps the content was 208 pt and the offset past its end.
    @Test func aBatchIsClampedOnceAtItsEnd() throws {
        var t = try Self.table()
        try t.setContentOffset(Point(x: 0, y: 170))
        try t.performBatchUpdates(deletingRows: [], reloading: [], deletingSections: [1], insertingSections: [1],
                                  sectionRows: [Self.rows(3)], insertingRows: [])
        #expect(t.contentSize.height == 378)
        #expect(t.contentOffset.y == 170)
        var u = try Self.table()
        try u.setContentOffset(Point(x: 0, y: 170))
        try u.deleteSections([1])
        #expect(u.contentOffset.y == 8)
    }

    /// A plain scroll view form has no sections to change.
    @Test func aPlainScrollViewRefusesSectionCalls() throws {
        var form = try TableView(style: .plainScrollView, frame: Rect(x: 0, y: 0, width: 393, height: 600),
                                 sections: [Self.rows(3)])
        #expect(throws: UIKitException.self) { try form.apply(.deleteSections([0])) }
    }

    @Test func updatesDescribeThemselves() {
        #expect(RowUpdate.insertSections(at: [1, 2], rows: [Self.rows(2), []]).description == "insert sections 1, 2 (2 rows, 0 rows)")
        #expect(RowUpdate.deleteSections([0]).description == "delete section 0")
        #expect(RowUpdate.insertSections(at: [1], rows: [Self.rows(1)]).insertedIndexPaths.isEmpty)
    }
}
