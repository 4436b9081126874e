import Testing
@_spi(Checker) @testable import ScrollGeometry

/// `Scene.setInWindow(_:)`: a list's offset as its screen leaves the window (a pushed screen covers it)
/// and comes back. Away, the table has no safe area, so its adjusted top inset loses the status bar's part
/// (iPhone 15 without bars: 59 pt); UIKit moves the offset of a scroll view only when it rests at its top.
@Suite("Scene: the offset across leaving and coming back to the window")
struct SceneWindowReturnTests {
    static func scene() throws -> Scene {
        try Scene(layout: ScreenLayout(device: .iPhone15), sections: [Array(repeating: RowSpec(height: 44), count: 40)])
    }

    @Test func aListAtItsTopComesBackAtItsTop() throws {
        var s = try Self.scene()
        #expect(s.tableView.contentOffset.y == -59)
        s.setInWindow(false)
        s.setInWindow(true)
        #expect(s.tableView.contentOffset.y == -59)
    }

    /// Scrolled 25 pt down (offset −34): above the range the list has away (0…), yet not at its top. It
    /// comes back where it was; it used to be taken for a list at its top and moved 25 pt.
    @Test func aListScrolledAShortWayKeepsItsOffset() throws {
        var s = try Self.scene()
        try s.tableView.setContentOffset(Point(x: 0, y: -34))
        s.setInWindow(false)
        s.setInWindow(true)
        #expect(s.tableView.contentOffset.y == -34)
    }

    @Test func aListScrolledFarKeepsItsOffset() throws {
        var s = try Self.scene()
        try s.tableView.setContentOffset(Point(x: 0, y: 400))
        s.setInWindow(false)
        s.setInWindow(true)
        #expect(s.tableView.contentOffset.y == 400)
    }

    /// Away, a list clamped to the top of the range it has there (a rotation while away does that) rests
    /// at its top, and comes back at its top.
    @Test func aListAtTheTopOfItsAwayRangeComesBackAtItsTop() throws {
        var s = try Self.scene()
        try s.tableView.setContentOffset(Point(x: 0, y: -34))
        s.setInWindow(false)
        try s.tableView.setContentOffset(Point(x: 0, y: s.tableView.scrollView.minOffsetY))
        s.setInWindow(true)
        #expect(s.tableView.contentOffset.y == -59)
    }
}

extension SceneWindowReturnTests {
    /// A list at its top when it left, which the app scrolled while away (keeping its reader's row as
    /// rows arrived), is not at its top any more: it comes back where the app put it.
    @Test func aListTheAppScrolledWhileAwayKeepsItsOffset() throws {
        var s = try Self.scene()
        s.setInWindow(false)
        try s.tableView.setContentOffset(Point(x: 0, y: 120))
        s.setInWindow(true)
        #expect(s.tableView.contentOffset.y == 120)
    }
}

/// `TableView.interItemGap`: a collection view's line spacing held at the top of every row but each
/// section's first; `rectForRow(at:)` gives the item's rect without it.
@Suite("TableView: the gap above each item of a collection view")
struct InterItemGapTests {
    @Test func rectsLeaveTheGapOutButTheContentCountsIt() throws {
        // Three items of 50 pt, 10 pt apart: rows of 50, 60, 60.
        var table = try TableView(frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                  sections: [[RowSpec(height: 50), RowSpec(height: 60), RowSpec(height: 60)]])
        table.setInterItemGap(10)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 0, width: 393, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 60, width: 393, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 120, width: 393, height: 50))
        #expect(table.contentSize.height == 170)
        table.setInterItemGap(-.infinity)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }
}
