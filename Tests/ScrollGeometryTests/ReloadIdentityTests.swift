@_spi(Checker) @testable import ScrollGeometry
import Testing

/// Rows followed across `reloadData()` by what their cells show (``ReloadIdentity``).
@Suite("Rows followed across a reload by what they show")
struct ReloadIdentityTests {
    /// Old rows 0..<n showing "Post i", in order.
    static func shown(_ titles: [String]) -> [(id: RowID, order: Int, shown: String)] {
        titles.enumerated().map { (RowID($0.offset), $0.offset, $0.element) }
    }

    static func ids(_ identity: ReloadIdentity) -> [Int?] { identity.identities.flatMap { $0 }.map { $0?.raw } }

    @Test func postsPrependedKeepTheirRows() {
        let before = Self.shown(["Post 0", "Post 1", "Post 2"])
        let identity = ReloadIdentity(before: before, after: [["Post -2", "Post -1", "Post 0", "Post 1", "Post 2"]], editing: nil)
        #expect(Self.ids(identity) == [nil, nil, 0, 1, 2])
    }

    @Test func rowsAcrossSectionsAndRowsNeverSeen() {
        // Row 3 had no cell (never shown): it is not in `before`, and its text gets a new row.
        let before = Self.shown(["A", "B", "C"])
        let identity = ReloadIdentity(before: before, after: [["A"], ["B", "D"], ["C", "E"]], editing: nil)
        #expect(identity.identities == [[RowID(0)], [RowID(1), nil], [RowID(2), nil]])
    }

    @Test func aTextShownTwiceIsNobodysRow() {
        // Twice before, or twice after: the reader cannot tell which row is which.
        let twiceBefore = ReloadIdentity(before: Self.shown(["Loading", "Loading", "C"]), after: [["Loading", "C"]], editing: nil)
        #expect(Self.ids(twiceBefore) == [nil, 2])
        let twiceAfter = ReloadIdentity(before: Self.shown(["A", "B"]), after: [["A", "A", "B"]], editing: nil)
        #expect(Self.ids(twiceAfter) == [nil, nil, 1])
        let noText = ReloadIdentity(before: Self.shown(["A"]), after: [[nil, "A"]], editing: nil)
        #expect(Self.ids(noText) == [nil, 0])
    }

    @Test func aMovedRowIsAnotherRow() {
        // "D" moved to the top past the others: a delete and an insert, the rest keep their rows.
        let identity = ReloadIdentity(before: Self.shown(["A", "B", "C", "D"]), after: [["D", "A", "B", "C"]], editing: nil)
        #expect(Self.ids(identity) == [nil, 0, 1, 2])
    }

    @Test func aReorderedListFollowsNoRow() {
        let reversed = ReloadIdentity(before: Self.shown(["A", "B", "C", "D"]), after: [["D", "C", "B", "A"]], editing: nil)
        #expect(Self.ids(reversed) == [nil, nil, nil, nil])
        // Two of four in order is half: still followed.
        let swapped = ReloadIdentity(before: Self.shown(["A", "B", "C", "D"]), after: [["B", "A", "D", "C"]], editing: nil)
        #expect(Self.ids(swapped).compactMap { $0 }.count == 2)
    }

    @Test func theRowBeingEditedIsNotFollowed() {
        let identity = ReloadIdentity(before: Self.shown(["Name", "Email"]), after: [["Name", "Email"]], editing: RowID(1))
        #expect(Self.ids(identity) == [0, nil])
    }

    @Test func theLongestRunInOrder() {
        #expect(IncreasingRun.longest([]) == [])
        #expect(IncreasingRun.longest([5, 1, 2, 9, 3, 4]).map { [5, 1, 2, 9, 3, 4][$0] } == [1, 2, 3, 4])
        #expect(IncreasingRun.longest([3, 2, 1]).count == 1)
    }

    /// The model takes the identities a reload hands back; rows made with the table and given back are
    /// found where they are (``RowStore`` indexes them as inserted rows).
    @Test func theTableTakesTheIdentitiesBack() throws {
        var table = try TableView(frame: Rect(x: 0, y: 0, width: 393, height: 852), sections: [Array(repeating: RowSpec(height: 44), count: 300)])
        let reading: [[RowSpec]] = [Array(repeating: RowSpec(height: 44), count: 302)]
        var identities: [[RowID?]] = [[nil, nil] + (0..<300).map { RowID($0) }]
        identities[0][5] = RowID(1)   // named twice: the second is refused
        try table.performBatchUpdates(deletingRows: [], reloading: [], deletingSections: [0], insertingSections: [0],
                                      sectionRows: reading, insertingRows: [], sectionRowIdentities: identities)
        #expect(table.indexPath(of: RowID(0)) == IndexPath(row: 2))
        #expect(table.indexPath(of: RowID(299)) == IndexPath(row: 301))
        #expect(table.indexPath(of: RowID(1)) == IndexPath(row: 3))
        #expect(table.row(at: IndexPath(row: 5))?.id.raw ?? 0 >= 300, "a refused identity gets a new one")
        #expect(table.row(at: IndexPath(row: 0))?.id.raw ?? 0 >= 300)
        // A row inserted later still has its own place.
        let inserted = try table.insertRows(at: [IndexPath(row: 0)], rows: [RowSpec(height: 44)])
        #expect(table.indexPath(of: inserted[0]) == IndexPath(row: 0))
        #expect(table.indexPath(of: RowID(0)) == IndexPath(row: 3))
    }
}
