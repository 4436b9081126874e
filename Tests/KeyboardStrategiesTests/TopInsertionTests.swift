@testable import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

@Suite("Seed 003: topInsertionAnchor, topInsertionReloadAndOffset, topInsertionPreScroll")
struct TopInsertionTests {
    /// iPhone 15 UITableViewController under a translucent navigation bar: the bar is 59…103 in the
    /// window, `adjustedContentInset.top` 103, bottom 34. Forty 44 pt rows.
    static func feed(navigationBar: NavigationBarStyle = .translucent, estimatedRowHeight: Double = 0,
                     behavior: UndocumentedBehavior = .plain) -> StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, navigationBar: navigationBar), listKind: .readingList,
                    sections: fortyRows, estimatedRowHeight: estimatedRowHeight, behavior: behavior)
    }

    // MARK: topInsertionAnchor

    @Test func anchorKeepsTheTopRowBelowTheBarWithExactHeights() throws {
        var h = try Harness(Self.feed(), TopInsertionAnchor())
        try h.scroll(to: 200)
        // The bar's bottom in the table: 103 + 200 = 303; the point 304 is in row 6 (264…308), whose top is
        // 39 above the bar's bottom (window 64).
        let reading = try h.requireRow(6)
        #expect(try TopInsertionAnchor.getTopVisibleRow(in: h.scene) == 6)
        #expect(try TopInsertionAnchor.heightDifferenceBetweenTopRowAndNavBar(in: h.scene) == -39)
        #expect(try h.windowTop(of: reading) == 64)
        try h.perform(Harness<TopInsertionAnchor>.topInsertion(2))
        // scrollToRow(8, .top): 352 − 103 = 249; minus −39: 288 = 200 + 2·44.
        #expect(h.scene.tableView.contentOffset.y == 288)
        #expect(try h.windowTop(of: reading) == 64)
    }

    @Test func anchorDriftsByTheEstimateErrorOfRowsInsertedAtTheTop() throws {
        // Known bug: resting at the top (offset −103), row 0 sits right below the bar (window 103), the
        // difference is 0. Two rows inserted with estimate 44 but true height 100: scrollToRow(2, .top)
        // uses the estimates, 88 − 103 = −15. The layout pass then sizes the two rows on screen above the
        // anchor (+56 each) and, with the offset left alone, the reading row moves down by 112: window
        // 200 + 15 = 215 instead of 103. (Under the option where the table leaves the offset alone when
        // estimates above the rows on screen turn into heights; by default it keeps them still.)
        var h = try Harness(Self.feed(estimatedRowHeight: 44, behavior: UndocumentedBehavior(estimateCorrection: .none)),
                            TopInsertionAnchor())
        let reading = try h.requireRow(0)
        #expect(try h.windowTop(of: reading) == 103)
        try h.perform(Harness<TopInsertionAnchor>.topInsertion(2, height: 100, estimate: 44))
        #expect(h.scene.tableView.contentOffset.y == -15)
        #expect(try h.windowTop(of: reading) == 215)
    }

    @Test func anchorWithoutANavigationBarCrashes() throws {
        // Known bug: `navBar!` traps without a navigation controller; the model reports a UIKitException.
        var h = try Harness(Self.feed(navigationBar: .none), TopInsertionAnchor())
        #expect(throws: UIKitException.self) { try h.perform(Harness<TopInsertionAnchor>.topInsertion(1)) }
    }

    @Test func anchorPassesOtherUpdatesToTheTable() throws {
        var h = try Harness(Self.feed(navigationBar: .none), TopInsertionAnchor())
        try h.scroll(to: 200)
        try h.perform(.insert(at: [IndexPath(row: 10)], rows: [RowSpec(height: 44)]))
        #expect(h.scene.tableView.totalRows == 41)
        #expect(h.scene.tableView.contentOffset.y == 200)
    }

    // MARK: topInsertionReloadAndOffset

    @Test func reloadAndOffsetKeepsAListRestingAtTheTop() throws {
        // Offset −103 is taken as 0; scrollToRow(2, .top): 88 − 103 = −15, + 0. Row 2 (the old row 0) is at
        // 88 + 15 = 103 in the window, where row 0 was.
        var h = try Harness(Self.feed(), TopInsertionReloadAndOffset())
        let reading = try h.requireRow(0)
        try h.perform(Harness<TopInsertionReloadAndOffset>.topInsertion(2))
        #expect(h.scene.tableView.contentOffset.y == -15)
        #expect(try h.windowTop(of: reading) == 103)
    }

    @Test func reloadAndOffsetDriftsByTheTopInset() throws {
        // Known bug: the remembered offset (200) is measured from content y 0 but scrollToRow(.top) puts
        // row 2 below the 103 pt top inset: 88 − 103 + 200 = 185, not 288. The row that was at window 64
        // (row 6) ends at 352 − 185 = 167: 103 lower.
        var h = try Harness(Self.feed(), TopInsertionReloadAndOffset())
        try h.scroll(to: 200)
        let reading = try h.requireRow(6)
        try h.perform(Harness<TopInsertionReloadAndOffset>.topInsertion(2))
        #expect(h.scene.tableView.contentOffset.y == 185)
        #expect(try h.windowTop(of: reading) == 167)
    }

    @Test func reloadAndOffsetOnAnEmptyTableOnlyReloads() throws {
        var start = Self.feed()
        start.sections = [[]]
        var h = try Harness(start, TopInsertionReloadAndOffset())
        try h.perform(Harness<TopInsertionReloadAndOffset>.topInsertion(3))
        #expect(h.scene.tableView.totalRows == 3)
        #expect(h.scene.tableView.contentOffset.y == -103)
    }

    // MARK: topInsertionPreScroll

    @Test func preScrollDoesNothingBeforeTheUserScrolls() throws {
        var h = try Harness(Self.feed(), TopInsertionPreScroll())
        try h.scroll(to: 400)
        try h.viewDidAppear()
        #expect(h.scene.tableView.contentOffset.y == 400)
    }

    @Test func preScrollReturnsToTheSavedRow() throws {
        // The user rests at 200 (top row 6, saved); the app scrolls elsewhere; on appear row 6 goes to the
        // top: 264 − 103 = 161.
        var h = try Harness(Self.feed(), TopInsertionPreScroll())
        try h.userScroll(to: 200)
        try h.scroll(to: 600)
        try h.viewDidAppear()
        #expect(h.scene.tableView.contentOffset.y == 161)
    }

    @Test func preScrollJumpsBackAfterAnInsertionAtTheTop() throws {
        // Known bug: the saved position is an index. Saved 6 at offset 200; two rows inserted at the top
        // keep the reading row still (offset 288, now row 8). On appear 8 ≠ 6, so it scrolls to row 6:
        // 264 − 103 = 161. The reading row (now row 8, at 352) ends at window 352 − 161 = 191 instead of 64:
        // 127 lower, the two inserted rows plus the 39 pt it was under the bar.
        var h = try Harness(Self.feed(), TopInsertionPreScroll())
        try h.userScroll(to: 200)
        let reading = try h.requireRow(6)
        try h.perform(Harness<TopInsertionPreScroll>.topInsertion(2))
        #expect(h.scene.tableView.contentOffset.y == 288)
        #expect(try h.windowTop(of: reading) == 64)
        try h.viewDidAppear()
        #expect(h.scene.tableView.contentOffset.y == 161)
        #expect(try h.windowTop(of: reading) == 191)
    }
}
