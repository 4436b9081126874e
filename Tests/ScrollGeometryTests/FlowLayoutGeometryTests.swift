import Testing
@testable import ScrollGeometry

private typealias Section = FlowLayoutGeometry.Section

private func sizes(_ count: Int, _ width: Double, _ height: Double) -> [Size] {
    Array(repeating: Size(width: width, height: height), count: count)
}

private let tenAllRound = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

/// Every frame below is worked by hand in the comment above it; 393 pt is an iPhone 15 in portrait.
@Suite("UICollectionViewFlowLayout geometry (vertical)")
struct FlowLayoutGeometryTests {
    @Test func aSingleColumnOfFullWidthItemsStacksThemLineSpacingApart() throws {
        // A chat: bubbles as wide as the collection, line spacing 8. Each item fills a line (393 + 10 + 393
        // > 393). Lines: 0 ..< 60, 68 ..< 112, 120 ..< 200; content 200.
        let chat = [Size(width: 393, height: 60), Size(width: 393, height: 44), Size(width: 393, height: 80)]
        let g = try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: chat, minimumLineSpacing: 8)])
        #expect(g.itemFrames == [[Rect(x: 0, y: 0, width: 393, height: 60), Rect(x: 0, y: 68, width: 393, height: 44),
                                  Rect(x: 0, y: 120, width: 393, height: 80)]])
        #expect(g.lines[0].map(\.items) == [0 ..< 1, 1 ..< 2, 2 ..< 3])
        #expect(g.contentSize == Size(width: 393, height: 200))
        #expect(g.headerFrames == [nil] && g.footerFrames == [nil])
    }

    @Test func aGridJustifiesItsLines() throws {
        // 393 wide, items 100×50, inset 10 all round, spacings 10. Available 373: 100+10+100+10+100 = 320
        // fits, a fourth (430) does not → 3 per line. Justified: 10 + 100 + s + 100 + s + 100 + 10 = 393
        // → s = 36.5, x = 10, 146.5, 283 (283 + 100 = 383 = 393 − 10). Lines y 10 ..< 60, 70 ..< 120; the
        // full last line sits on the same columns. Content 120 + 10 = 130.
        let g = try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: sizes(6, 100, 50), sectionInset: tenAllRound)])
        let xs = [10, 146.5, 283]
        #expect(g.itemFrames[0] == (0..<6).map { Rect(x: xs[$0 % 3], y: $0 < 3 ? 10 : 70, width: 100, height: 50) })
        #expect(g.lines[0] == [FlowLayoutGeometry.Line(items: 0 ..< 3, minY: 10, height: 50),
                               FlowLayoutGeometry.Line(items: 3 ..< 6, minY: 70, height: 50)])
        #expect(g.contentSize == Size(width: 393, height: 130))
    }

    @Test func aLoneItemOnTheLastLineOfAGridStandsUnderTheFirstColumnOrIsCentred() throws {
        // The grid above with 7 items: lines 3, 3, 1; line 2 at y 10+50+10+50+10 = 130; content 190.
        // `.leading` (default): all items one size → the columns of a full line → x 10.
        // `.likeOtherLines`: a lone item is centred → x 10 + (373 − 100) / 2 = 146.5.
        let section = Section(itemSizes: sizes(7, 100, 50), sectionInset: tenAllRound)
        let leading = try FlowLayoutGeometry(width: 393, sections: [section])
        #expect(leading.itemFrame(section: 0, item: 6) == Rect(x: 10, y: 130, width: 100, height: 50))
        #expect(leading.contentSize.height == 190)
        let centred = try FlowLayoutGeometry(width: 393, sections: [section], lastLine: .likeOtherLines)
        #expect(centred.itemFrame(section: 0, item: 6) == Rect(x: 146.5, y: 130, width: 100, height: 50))
        #expect(centred.contentSize == leading.contentSize)
    }

    @Test func aLastLineOfDifferingItemsIsLeftAlignedAtTheMinimumSpacing() throws {
        // 393 wide, no inset, spacing 10, heights 40. Widths 150, 150 | 100, 120 (150+10+150+10+100 = 420
        // > 393). Line 0 justified: s = 393 − 300 = 93 → x 0, 243. Line 1 at y 50, the last line, sizes
        // differ: `.leading` → x 0, 110; `.likeOtherLines` → justified, s = 393 − 220 = 173 → x 0, 273.
        let widths = [150.0, 150, 100, 120]
        let section = Section(itemSizes: widths.map { Size(width: $0, height: 40) })
        let leading = try FlowLayoutGeometry(width: 393, sections: [section])
        #expect(leading.itemFrames[0].map(\.minX) == [0, 243, 0, 110])
        #expect(leading.itemFrames[0].map(\.minY) == [0, 0, 50, 50])
        let justified = try FlowLayoutGeometry(width: 393, sections: [section], lastLine: .likeOtherLines)
        #expect(justified.itemFrames[0].map(\.minX) == [0, 243, 0, 273])
    }

    @Test func aLineHoldingOneItemCentresIt() throws {
        // Widths 300 (300 + 10 + 300 > 393): one item per line. Lines 0 and 1 centred: x (393 − 300) / 2 =
        // 46.5. Heights 40, 40, 60 differ, so the last line (y 100) is left-aligned under `.leading`.
        let section = Section(itemSizes: [Size(width: 300, height: 40), Size(width: 300, height: 40), Size(width: 300, height: 60)])
        let g = try FlowLayoutGeometry(width: 393, sections: [section])
        #expect(g.itemFrames[0] == [Rect(x: 46.5, y: 0, width: 300, height: 40), Rect(x: 46.5, y: 50, width: 300, height: 40),
                                    Rect(x: 0, y: 100, width: 300, height: 60)])
        // A section's only line is never a "last line": one 100-wide item is centred at (393 − 100) / 2.
        let one = try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: sizes(1, 100, 50))])
        #expect(one.itemFrames == [[Rect(x: 146.5, y: 0, width: 100, height: 50)]])
    }

    @Test func itemsOfDifferingHeightsAreCentredInALineAsTallAsTheTallest() throws {
        // 393 wide, no inset, spacing 10. Heights 40, 80, 60 on line 0 (3 × 100 + 20 = 320 fits; s = 46.5,
        // x 0, 146.5, 293): line height 80, y = (80 − h) / 2 = 20, 0, 10. Item 3 (100×20) on line 1 at y
        // 80 + 10 = 90, the last line, left-aligned (sizes differ). Content 110.
        let heights = [40.0, 80, 60, 20]
        let g = try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: heights.map { Size(width: 100, height: $0) })])
        #expect(g.itemFrames[0] == [Rect(x: 0, y: 20, width: 100, height: 40), Rect(x: 146.5, y: 0, width: 100, height: 80),
                                    Rect(x: 293, y: 10, width: 100, height: 60), Rect(x: 0, y: 90, width: 100, height: 20)])
        #expect(g.line(containing: 2, section: 0) == FlowLayoutGeometry.Line(items: 0 ..< 3, minY: 0, height: 80))
        #expect(g.line(containing: 3, section: 0)?.maxY == 110)
        #expect(g.contentSize.height == 110)
    }

    @Test func headersInsetsAndFootersStackAcrossSections() throws {
        // Section 0: header 40 at y 0, full width; inset top 5 → line at 45; two 150×50 items in 393 − 20 −
        // 20 = 353 (310 fits): the section's only line is justified, s = 353 − 300 = 53 → x 20, 223 (ends
        // at 373 = 393 − 20); inset bottom 15 → footer 30 at y 45 + 50 + 15 = 110; section ends at 140.
        // Section 1: no header; inset top 10 → item 393×100 at y 150; inset bottom 10 → footer 20 at 260;
        // content 280.
        let s0 = Section(itemSizes: sizes(2, 150, 50), sectionInset: EdgeInsets(top: 5, left: 20, bottom: 15, right: 20),
                         headerHeight: 40, footerHeight: 30)
        let s1 = Section(itemSizes: sizes(1, 393, 100), sectionInset: EdgeInsets(top: 10, bottom: 10), footerHeight: 20)
        let g = try FlowLayoutGeometry(width: 393, sections: [s0, s1])
        #expect(g.headerFrames == [Rect(x: 0, y: 0, width: 393, height: 40), nil])
        #expect(g.itemFrames[0] == [Rect(x: 20, y: 45, width: 150, height: 50), Rect(x: 223, y: 45, width: 150, height: 50)])
        #expect(g.footerFrames == [Rect(x: 0, y: 110, width: 393, height: 30), Rect(x: 0, y: 260, width: 393, height: 20)])
        #expect(g.itemFrames[1] == [Rect(x: 0, y: 150, width: 393, height: 100)])
        #expect(g.sectionFrames == [Rect(x: 0, y: 0, width: 393, height: 140), Rect(x: 0, y: 140, width: 393, height: 140)])
        #expect(g.contentSize == Size(width: 393, height: 280))
    }

    @Test func anEmptySectionKeepsItsHeaderInsetsAndFooter() throws {
        // Chosen from PSTCollectionView's reimplementation: header 30, inset top 8, no line, inset bottom
        // 12 → footer 10 at y 50; the section ends at 60, where section 1's 393×44 item starts. Content 104.
        let empty = Section(itemSizes: [], sectionInset: EdgeInsets(top: 8, bottom: 12), headerHeight: 30, footerHeight: 10)
        let g = try FlowLayoutGeometry(width: 393, sections: [empty, Section(itemSizes: sizes(1, 393, 44))])
        #expect(g.lines[0].isEmpty && g.itemFrames[0].isEmpty)
        #expect(g.headerFrames[0] == Rect(x: 0, y: 0, width: 393, height: 30))
        #expect(g.footerFrames[0] == Rect(x: 0, y: 50, width: 393, height: 10))
        #expect(g.itemFrames[1] == [Rect(x: 0, y: 60, width: 393, height: 44)])
        #expect(g.contentSize.height == 104)
    }

    @Test func anItemWiderThanTheLineTakesALineOfItsOwnUnclamped() throws {
        // Available 393 − 20 = 373. Item 0 (100×50) cannot share with the 400-wide item 1: a lone item,
        // centred at 10 + (373 − 100) / 2 = 146.5, y 10. Item 1 alone at x 10 (not centred into the inset),
        // y 70, keeping its 400 width (maxX 410 > 393). Item 2 on the last line at y 140, left-aligned
        // (sizes differ). Content 140 + 50 + 10 = 200.
        let section = Section(itemSizes: [Size(width: 100, height: 50), Size(width: 400, height: 60), Size(width: 100, height: 50)],
                              sectionInset: tenAllRound)
        let g = try FlowLayoutGeometry(width: 393, sections: [section])
        #expect(g.itemFrames[0] == [Rect(x: 146.5, y: 10, width: 100, height: 50), Rect(x: 10, y: 70, width: 400, height: 60),
                                    Rect(x: 10, y: 140, width: 100, height: 50)])
        #expect(g.contentSize.height == 200)
    }

    @Test func zeroSectionsHaveNoContent() throws {
        let g = try FlowLayoutGeometry(width: 393, sections: [])
        #expect(g.contentSize == Size(width: 393, height: 0))
        #expect(g.itemFrames.isEmpty && g.lines.isEmpty)
        #expect(g.indexPathsForItems(in: Rect(x: 0, y: 0, width: 393, height: 852)).isEmpty)
        #expect(g.itemFrame(section: 0, item: 0) == nil && g.line(containing: 0, section: 0) == nil)
    }

    @Test func queriesFindItemsByRectAndPoint() throws {
        // The 6-item grid: line 0 y 10 ..< 60, line 1 y 70 ..< 120, columns x 10, 146.5, 283.
        let g = try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: sizes(6, 100, 50), sectionInset: tenAllRound)])
        // y 55 ..< 75, x 0 ..< 200: columns 0 and 1 of both lines.
        #expect(g.indexPathsForItems(in: Rect(x: 0, y: 55, width: 200, height: 20)).map(\.row) == [0, 1, 3, 4])
        // The gap between the lines only touches them.
        #expect(g.indexPathsForItems(in: Rect(x: 0, y: 60, width: 393, height: 10)).isEmpty)
        #expect(g.indexPathForItem(at: Point(x: 150, y: 75)) == IndexPath(row: 4, section: 0))
        #expect(g.indexPathForItem(at: Point(x: 120, y: 75)) == nil)  // between columns
        #expect(g.itemFrame(section: 0, item: 6) == nil)
    }

    @Test func invalidInputIsRefused() {
        #expect(throws: ModelError.negative(field: "width", value: -1)) {
            try FlowLayoutGeometry(width: -1, sections: [])
        }
        #expect(throws: ModelError.self) {
            try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: [Size(width: .nan, height: 10)])])
        }
        #expect(throws: ModelError.negative(field: "section 0.minimumLineSpacing", value: -2)) {
            try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: [], minimumLineSpacing: -2)])
        }
        #expect(throws: ModelError.self) {
            try FlowLayoutGeometry(width: 393, sections: [Section(itemSizes: [], sectionInset: EdgeInsets(top: .infinity))])
        }
    }
}
