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
