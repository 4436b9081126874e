import Testing
@_spi(Checker) @testable import ScrollGeometry

private func rows(_ heights: [Double], estimate: Double? = nil) -> [RowSpec] {
    heights.map { RowSpec(height: $0, estimatedHeight: estimate) }
}

/// iPhone 15 portrait, `UITableViewController` filling the screen, no bars: the table is 393×852 with
/// safe area 59 / 34, and `.automatic` with `alwaysBounceVertical` adjusts by it.
private func iPhone15Table(_ sections: [[RowSpec]], estimate: Double = 0, header: Double = 0,
                           behavior: UndocumentedBehavior = .plain) throws -> Scene {
    try Scene(layout: ScreenLayout(device: .iPhone15), sections: sections, estimatedRowHeight: estimate,
              tableHeaderHeight: header, behavior: behavior)
}

@Suite("UITableView geometry")
struct TableViewTests {
    @Test func exactHeightsSumIntoContentSize() throws {
        let s = try iPhone15Table([rows(Array(repeating: 44, count: 20))], header: 100)
        #expect(s.tableView.contentSize.height == 100 + 20 * 44)
        #expect(s.tableView.rectForRow(at: IndexPath(row: 3)) == Rect(x: 0, y: 232, width: 393, height: 44))
        #expect(s.tableView.contentOffset.y == -59)
    }

    @Test func scrollToLastRowAtTopIsClamped() throws {
        var s = try iPhone15Table([rows(Array(repeating: 44, count: 20))])
        // Wanted: 19 × 44 − 59 = 777; valid max: 880 + 34 − 852 = 62.
        try s.tableView.scrollToRow(at: IndexPath(row: 19), at: .top)
        #expect(s.tableView.contentOffset.y == 62)
        try s.tableView.scrollToRow(at: IndexPath(row: 1), at: .top)
        #expect(s.tableView.contentOffset.y == 44 - 59)
    }

    @Test func scrollPositionsMeasureInsideAdjustedInsets() throws {
        var s = try iPhone15Table([rows(Array(repeating: 44, count: 100))])
        // Visible height 852 − 59 − 34 = 759.
        try s.tableView.scrollToRow(at: IndexPath(row: 50), at: .bottom)
        #expect(s.tableView.contentOffset.y == 51 * 44 - (852 - 34))
        try s.tableView.scrollToRow(at: IndexPath(row: 50), at: .middle)
        let middle: Double = 2200 + 22 - 59 - 379.5
        #expect(s.tableView.contentOffset.y == middle)
        let before = s.tableView.contentOffset.y
        try s.tableView.scrollToRow(at: IndexPath(row: 50), at: .none)
        #expect(s.tableView.contentOffset.y == before)
        try s.tableView.scrollToRow(at: IndexPath(row: 10), at: .none)
        #expect(s.tableView.contentOffset.y == 10 * 44 - 59)
        try s.tableView.scrollToRow(at: IndexPath(row: 90), at: .none)
        #expect(s.tableView.contentOffset.y == 91 * 44 - (852 - 34))
    }

    @Test func contentSizeChangesAsEstimatedRowsAreLaidOut() throws {
        // iPhone SE (2nd gen): table 375×667 under a 20 pt status bar, offset −20, so bounds −20 ..< 647.
        // 20 rows estimated 40, true heights 44, 48, …, 120.
        let heights = (0..<20).map { 44.0 + 4 * Double($0) }
        let layout = ScreenLayout(device: .iPhoneSE2)
        var s = try Scene(layout: layout, sections: [rows(heights)], estimatedRowHeight: 40)
        // The initializer lays out; rebuild the untouched state to see the estimate.
        let fresh = try TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667), sections: [rows(heights)],
                                  estimatedRowHeight: 40)
        #expect(fresh.contentSize.height == 800)
        // Rows 0…10 reach 11·44 + 4·55 = 704 > 647; row 11 starts at 704, below the bounds.
        #expect(s.tableView.rows.filter(\.isLaidOut).count == 11)
        #expect(s.tableView.contentSize.height == 704 + 9 * 40)
        s.layoutIfNeeded()
        #expect(s.tableView.contentSize.height == 1064)
    }

    @Test func estimateCorrectionOptionDecidesWhetherVisibleRowsJump() throws {
        func run(_ correction: UndocumentedBehavior.EstimateCorrection) throws -> (offset: Double, anchorFromTop: Double) {
            // A 375×667 table of 40 rows estimated 40, truly 80, never laid out yet.
            var t = try TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667),
                                  sections: [rows(Array(repeating: 80, count: 40))], estimatedRowHeight: 40)
            t.behavior = UndocumentedBehavior(estimateCorrection: correction)
            // Jump to row 30 by estimate (offset 1200 shows rows 30… laid out at 80), then scroll up to 1100.
            try t.setContentOffset(Point(x: 0, y: 1200))
            t.layoutIfNeeded()
            let anchor = try #require(t.row(at: IndexPath(row: 30))?.id)
            #expect(t.rectForRow(at: IndexPath(row: 30)).minY == 1200)
            try t.setContentOffset(Point(x: 0, y: 1100))
            t.layoutIfNeeded()
            let ip = try #require(t.indexPath(of: anchor))
            return (t.contentOffset.y, t.rectForRow(at: ip).minY - t.contentOffset.y)
        }
        // Rows 29 and 28 (estimated 1160…1200 and 1120…1160) grow by 40 each: kept still, the offset
        // follows (1100 → 1180) and row 30 stays 100 below the bounds' top.
        let kept = try run(.keepVisibleRowsStill)
        #expect(kept.offset == 1180)
        #expect(kept.anchorFromTop == 100)
        // Left alone, rows 29, 28 and 27 are laid out and row 30 is pushed down by 120.
        let jumped = try run(.none)
        #expect(jumped.offset == 1100)
        #expect(jumped.anchorFromTop == 220)
    }

    @Test func indexPathForRowIsNilInHeadersAndGaps() throws {
        var table = try TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480),
                                  sections: [rows([44, 44]), rows([60])], tableHeaderHeight: 50,
                                  sectionHeaderHeight: 28, sectionFooterHeight: 10)
        // Layout: header 0..<50; s0 header 50..<78, rows 78..<122, 122..<166, footer 166..<176;
        // s1 header 176..<204, row 204..<264, footer 264..<274.
        #expect(table.contentSize.height == 274)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 20)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 60)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 78)) == IndexPath(row: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 122)) == IndexPath(row: 1))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 170)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 204)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 263.9)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 264)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 10, y: -1)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == Rect(x: 0, y: 204, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 5)) == .zero)
        try table.setContentOffset(Point(x: 0, y: 100))
        table.scrollView.frame = Rect(x: 0, y: 0, width: 320, height: 110)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0), IndexPath(row: 1), IndexPath(row: 0, section: 1)])
    }

    @Test func rowsKeepTheirIdentityAcrossInsertsAndDeletes() throws {
        var s = try iPhone15Table([rows(Array(repeating: 44, count: 5))])
        let third = try #require(s.tableView.row(at: IndexPath(row: 2))?.id)
        let new = try s.tableView.insertRows(at: [IndexPath(row: 0), IndexPath(row: 1)],
                                             rows: [RowSpec(height: 30), RowSpec(height: 30)])
        #expect(new.count == 2)
        #expect(s.tableView.indexPath(of: third) == IndexPath(row: 4))
        #expect(s.tableView.contentSize.height == 5 * 44 + 60)
        try s.tableView.deleteRows(at: [IndexPath(row: 0), IndexPath(row: 3)])
        #expect(s.tableView.indexPath(of: third) == IndexPath(row: 2))
        #expect(s.tableView.indexPath(of: new[0]) == nil)
        #expect(s.tableView.totalRows == 5)
    }

    @Test func insertsAndDeletesDoNotMoveTheOffset() throws {
        var s = try iPhone15Table([rows(Array(repeating: 44, count: 100))])
        try s.tableView.setContentOffset(Point(x: 0, y: 1000))
        try s.tableView.insertRows(at: [IndexPath(row: 0)], rows: [RowSpec(height: 80)])
        #expect(s.tableView.contentOffset.y == 1000)
        try s.tableView.setHeight(200, ofRowAt: IndexPath(row: 1))
        #expect(s.tableView.contentOffset.y == 1000)
        #expect(s.tableView.contentSize.height == 80 + 99 * 44 + 200)
    }

    @Test func clampAfterUpdatesOptionPullsOffsetBack() throws {
        for clamps in [false, true] {
            var s = try iPhone15Table([rows(Array(repeating: 44, count: 100))],
                                      behavior: UndocumentedBehavior(clampsOffsetAfterUpdates: clamps))
            try s.tableView.scrollToRow(at: IndexPath(row: 99), at: .bottom)
            let bottom = s.tableView.contentOffset.y
            #expect(bottom == 4400 + 34 - 852)
            try s.tableView.deleteRows(at: (90..<100).map { IndexPath(row: $0) })
            #expect(s.tableView.contentOffset.y == (clamps ? bottom - 440 : bottom))
        }
    }

    @Test func batchUpdatesUseOldPathsForDeletesAndNewPathsForInserts() throws {
        var s = try iPhone15Table([rows([10, 20, 30, 40])])
        let ids = (0..<4).map { s.tableView.row(at: IndexPath(row: $0))!.id }
        let result = try s.tableView.performBatchUpdates(
            deleting: [IndexPath(row: 0)], inserting: [(IndexPath(row: 3), RowSpec(height: 5))],
            reloading: [(IndexPath(row: 2), 33)])
        #expect(result.deleted == [ids[0]])
        #expect(s.tableView.indexPath(of: ids[1]) == IndexPath(row: 0))
        #expect(s.tableView.indexPath(of: ids[3]) == IndexPath(row: 2))
        #expect(s.tableView.indexPath(of: result.inserted[0]) == IndexPath(row: 3))
        #expect(s.tableView.row(at: IndexPath(row: 1))?.height == 33)
    }

    @Test func outOfRangeIndexPathsRaiseAndLeaveTheTableUnchanged() throws {
        var s = try iPhone15Table([rows([44, 44])])
        let before = s
        #expect(throws: UIKitException.indexPathOutOfRange(call: "scrollToRow", indexPath: IndexPath(row: 2), rowsInSection: 2)) {
            try s.tableView.scrollToRow(at: IndexPath(row: 2), at: .top)
        }
        #expect(throws: UIKitException.self) { try s.tableView.deleteRows(at: [IndexPath(row: 0, section: 1)]) }
        #expect(throws: UIKitException.self) { try s.tableView.deleteRows(at: [IndexPath(row: -1)]) }
        #expect(throws: UIKitException.self) {
            try s.tableView.insertRows(at: [IndexPath(row: 0), IndexPath(row: 5)], rows: [RowSpec(height: 1), RowSpec(height: 1)])
        }
        #expect(throws: UIKitException.self) { try s.tableView.deleteRows(at: [IndexPath(row: 0), IndexPath(row: 0)]) }
        #expect(throws: ModelError.self) { try s.tableView.insertRows(at: [IndexPath(row: 0)], rows: [RowSpec(height: -4)]) }
        #expect(throws: ModelError.self) { try s.tableView.setHeight(.nan, ofRowAt: IndexPath(row: 0)) }
        #expect(s == before)
    }

    @Test func reloadDataDropsCachedHeights() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhoneSE2), sections: [rows(Array(repeating: 100, count: 30))],
                          estimatedRowHeight: 50)
        let laidOut = s.tableView.contentSize.height
        #expect(laidOut == 7 * 100 + 23 * 50)
        s.tableView.reloadData()
        #expect(s.tableView.contentSize.height == 30 * 50)
        s.layoutIfNeeded()
        #expect(s.tableView.contentSize.height == laidOut)
    }

    @Test func plainScrollViewRefusesTableCalls() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0)),
                          style: .plainScrollView, sections: [rows([300, 300, 300])])
        #expect(throws: UIKitException.unrecognizedSelector("scrollToRowAtIndexPath:atScrollPosition:animated:")) {
            try s.tableView.scrollToRow(at: IndexPath(row: 0), at: .top)
        }
        try s.tableView.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 44))
        #expect(s.tableView.contentOffset.y == 844 - (852 - 34))
    }

    @Test func largeTableAnswersGeometryQueries() throws {
        let count = 100_000
        var table = try TableView(frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                  sections: [rows((0..<count).map { Double(20 + $0 % 7) })])
        // Sum of 20 + (i mod 7): each block of 7 sums 161.
        let expected = Double(count / 7) * 161 + (0..<(count % 7)).map { Double(20 + $0) }.reduce(0, +)
        #expect(table.contentSize.height == expected)
        let ip = IndexPath(row: 77_777)
        let rect = table.rectForRow(at: ip)
        #expect(table.indexPathForRow(at: Point(x: 1, y: rect.minY)) == ip)
        #expect(table.indexPathForRow(at: Point(x: 1, y: rect.maxY - 0.5)) == ip)
        try table.setHeight(500, ofRowAt: IndexPath(row: 10))
        #expect(table.rectForRow(at: ip).minY == rect.minY + 500 - 23)
    }

    /// Row heights whose sum would overflow to an infinite `contentSize` are refused at the boundary,
    /// by name, in every way a height enters: the data source, an insertion, a reload, a resize.
    @Test func heightsThatWouldOverflowTheContentSizeAreRefused() throws {
        #expect(throws: ModelError.outOfRange(field: "row [0, 0].height", value: 1e308, allowed: "0 ... 1000000 pt")) {
            try iPhone15Table([rows([1e308, 1e308])])
        }
        var s = try iPhone15Table([rows([44, 44])])
        for update in [RowUpdate.insert(at: [IndexPath(row: 0)], rows: [RowSpec(height: 1e308)]),
                       .reload([IndexPath(row: 0)], heights: [1e300]),
                       .resize(IndexPath(row: 1), height: 2e6)] {
            #expect(throws: ModelError.self) { try s.tableView.apply(update) }
        }
        // Nothing was stored: the table is as it was, its content size finite.
        #expect(s.tableView.contentSize.height == 88)
        // The largest allowed height, many times over, keeps a finite, exact content size.
        let tall = try iPhone15Table([rows(Array(repeating: ModelError.maximumLength, count: 1000))])
        #expect(tall.tableView.contentSize.height == 1e9)
    }
}
