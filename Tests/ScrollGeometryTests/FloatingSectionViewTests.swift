import Testing
@_spi(Checker) @testable import ScrollGeometry

/// The floating section headers and footers of a plain-style table (`UITableView.Style.plain`), the
/// numbers worked by hand on the table of ``TableViewSectionTests``: 393 × 200 pt, no insets, sections of
/// 2, 3 and 1 rows of 44 pt, headers 28 and footers 10:
///
///     section 0: 0..<126   (header 0..<28,    footer 116..<126)
///     section 1: 126..<296 (header 126..<154, footer 286..<296)
///     section 2: 296..<378 (header 296..<324, footer 368..<378)
///
/// The pin lines are the offset (top) and the offset + 200 (bottom).
@Suite("Floating section headers and footers")
struct FloatingSectionViewTests {
    static func table(pinned: Bool = true) throws -> TableView {
        var t = try TableViewSectionTests.table()
        t.pinsSectionHeaders = pinned
        return t
    }

    static func views(_ table: TableView, at y: Double) -> [String] {
        table.floatingSectionViews(atOffsetY: y).map { "\($0.kind.rawValue) \($0.section) \(Int($0.frame.minY))..<\(Int($0.frame.maxY))" }
    }

    @Test func atTheTopOnlyTheFooterBelowFloats() throws {
        // Pin top 0 is section 0's own top: its header sits in place. Pin bottom 200 falls in section 1,
        // whose footer (in place at 286) floats up to 190..<200.
        let table = try Self.table()
        #expect(Self.views(table, at: 0) == ["footer 1 190..<200"], "\(Self.views(table, at: 0))")
    }

    @Test func aHeaderPinsToTheTopWhileItsSectionPasses() throws {
        // Pin top 50 in section 0: header at 50..<78 over rows 28..<116. Pin bottom 250 in section 1:
        // footer at 240..<250.
        let table = try Self.table()
        #expect(Self.views(table, at: 50) == ["header 0 50..<78", "footer 1 240..<250"], "\(Self.views(table, at: 50))")
    }

    @Test func theSectionsEndPushesItsHeaderUp() throws {
        // Pin top 110: section 0 ends at 126, so its 28 pt header stops at 98..<126. Pin bottom 310 in
        // section 2: its footer (in place at 368) floats to 300..<310.
        let table = try Self.table()
        #expect(Self.views(table, at: 110) == ["header 0 98..<126", "footer 2 300..<310"], "\(Self.views(table, at: 110))")
    }

    @Test func atTheEndTheLastFooterIsInPlace() throws {
        // Offset 178, the end of the range: pin top in section 1 (header at 178..<206); pin bottom 378 is
        // the content's end, where section 2's footer is in its own place.
        let t = try Self.table()
        #expect(t.validOffsetRange.upperBound == 178)
        #expect(Self.views(t, at: 178) == ["header 1 178..<206"], "\(Self.views(t, at: 178))")
    }

    @Test func theSectionsStartPushesItsFooterDown() throws {
        // Pin bottom 130 (offset -70), 4 pt into section 1: its footer cannot float above the section's
        // top, 126..<136.
        let table = try Self.table()
        #expect(Self.views(table, at: -70) == ["footer 1 126..<136"], "\(Self.views(table, at: -70))")
    }

    @Test func groupedTablesFloatNothing() throws {
        let t = try Self.table(pinned: false)
        for y in [0.0, 50, 110, 178] { #expect(t.floatingSectionViews(atOffsetY: y).isEmpty) }
    }

    @Test func theCurrentOffsetIsTheDefault() throws {
        var t = try Self.table()
        try t.setContentOffset(Point(x: 0, y: 110))
        #expect(t.floatingSectionViews == t.floatingSectionViews(atOffsetY: 110))
    }
}
