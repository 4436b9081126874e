import Testing
@_spi(Checker) @testable import ScrollGeometry

/// The table that counts its estimates again when its screen comes back from a pushed screen
/// (``UndocumentedBehavior/reestimatesOnReappear``; openradar 19988438, 18062834).
///
/// Hand-worked on a 375×400 table, no insets, 30 rows truly 80 pt tall with `estimatedRowHeight` 44.
/// At offset 0 the first layout pass sizes rows 0…4 (0…400); the reader then scrolls to offset 400 and
/// the pass sizes rows 5…9 (400…800). Content: 10 × 80 + 20 × 44 = 1680; row 5 sits at the visible top.
@Suite("UITableView: rows re-estimated when the screen comes back")
struct TableViewReappearanceTests {
    static func scrolledTable(_ behavior: UndocumentedBehavior) throws -> TableView {
        var t = try TableView(frame: Rect(x: 0, y: 0, width: 375, height: 400),
                              sections: [Array(repeating: RowSpec(height: 80), count: 30)], estimatedRowHeight: 44)
        t.behavior = behavior
        t.layoutIfNeeded()
        try t.setContentOffset(Point(x: 0, y: 400))
        t.layoutIfNeeded()
        return t
    }

    @Test func theSetUpIsAsWorkedByHand() throws {
        let t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
        #expect(t.rows.filter(\.isLaidOut).count == 10)
        #expect(t.contentSize.height == 1680)
        #expect(t.rectForRow(at: IndexPath(row: 5)).minY == 400)
    }

    @Test func layoutPassesReportTheRowsTheySizedOnce() throws {
        var t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
        // `willDisplay` order: rows 0…4 by the first pass, rows 5…9 by the pass at offset 400.
        #expect(t.collectDisplayedRows() == (0..<10).map { RowID($0) })
        #expect(t.collectDisplayedRows().isEmpty)
        t.layoutIfNeeded()
        #expect(t.collectDisplayedRows().isEmpty)
        // Re-estimated rows are sized, and displayed, again: rows 9…14 from offset 400.
        try t.reenterWindow(estimate: { _ in nil })
        t.layoutIfNeeded()
        #expect(t.collectDisplayedRows() == (9..<15).map { RowID($0) })
    }

    @Test func theRowsAboveGoBackToTheirEstimatesAndTheReaderLosesTheRow() throws {
        var t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
        let reader = try #require(t.row(at: IndexPath(row: 5))?.id)
        #expect(try t.reenterWindow(estimate: { _ in nil }))
        // Every row counts 44 again: 30 × 44 = 1320. The offset stays at 400 (in range: 1320 − 400 = 920).
        #expect(t.contentSize.height == 1320)
        #expect(t.contentOffset.y == 400)
        // Row 5 is now at 5 × 44 = 220, 180 pt (5 rows × 36 pt of estimate error) above the visible top.
        #expect(t.rectForRow(at: try #require(t.indexPath(of: reader))).minY == 220)
        // The layout pass sizes what is now on screen: row 9 (9 × 44 = 396) first, 4 pt above the top.
        t.layoutIfNeeded()
        #expect(t.contentOffset.y == 400)
        #expect(t.rectForRow(at: IndexPath(row: 9)) == Rect(x: 0, y: 396, width: 375, height: 80))
        #expect(t.rectForRow(at: try #require(t.indexPath(of: reader))).minY - t.contentOffset.y == -180)
    }

    @Test func heightsTheAppCachedAsEstimatesKeepEverythingStill() throws {
        var t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
        var asked: [RowID] = []
        // The WordPress-iOS fix: `estimatedHeightForRowAt` returns the height cached at `willDisplay`.
        #expect(try t.reenterWindow(estimate: { asked.append($0); return 80 }))
        // Only the ten rows the table had laid out are asked again.
        #expect(asked.count == 10)
        #expect(t.contentSize.height == 1680)
        t.layoutIfNeeded()
        #expect(t.contentOffset.y == 400)
        #expect(t.rectForRow(at: IndexPath(row: 5)).minY == 400)
    }

    @Test func shorterContentPullsAnOffsetPastTheEndBack() throws {
        var t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
        // Scrolled to the end of the 1680 pt content estimated so far: offset 1280.
        try t.setContentOffset(Point(x: 0, y: 1280))
        let before = t.contentSize.height
        t.layoutIfNeeded()
        // Rows 20…25 (estimated from 1240) are sized: 16 rows at 80, 14 at 44 = 1896.
        #expect(before == 1680)
        #expect(t.contentSize.height == 1896)
        #expect(try t.reenterWindow(estimate: { _ in nil }))
        // 1320 pt of content leaves a range of 0…920: the offset 1280 is pulled back to 920.
        #expect(t.contentOffset.y == 920)
    }

    @Test func nothingHappensWithTheOptionOffOrWithExactHeights() throws {
        var off = try Self.scrolledTable(.plain)
        #expect(try !off.reenterWindow(estimate: { _ in 1 }))
        #expect(off.contentSize.height == 1680)
        var exact = try TableView(frame: Rect(x: 0, y: 0, width: 375, height: 400),
                                  sections: [Array(repeating: RowSpec(height: 80), count: 30)])
        exact.behavior = UndocumentedBehavior(reestimatesOnReappear: true)
        #expect(try !exact.reenterWindow(estimate: { _ in 1 }))
        #expect(exact.contentSize.height == 2400)
    }

    @Test func anEstimateThatIsNotALengthIsAModelError() throws {
        for bad in [-1, Double.nan, .infinity] {
            var t = try Self.scrolledTable(UndocumentedBehavior(reestimatesOnReappear: true))
            #expect(throws: ModelError.self) { try t.reenterWindow(estimate: { _ in bad }) }
        }
    }
}
