import Testing
@testable import ScrollGeometry

private typealias Section = ListLayoutGeometry.Section

/// Every frame below is worked by hand in the comment above it; 393 pt is an iPhone 15 in portrait.
@Suite("UICollectionViewCompositionalLayout.list geometry")
struct ListLayoutGeometryTests {
    @Test func plainSectionsWithSupplementaryHeadersAbut() throws {
        // Plain: no gap. Section 0: header 28 at 0, rows 44 at 28 and 72 → 116. Section 1: header 28 at
        // 116, row 60 at 144 → 204.
        let g = try ListLayoutGeometry(width: 393, appearance: .plain, headerMode: .supplementary,
                                       sections: [Section(itemHeights: [44, 44], headerHeight: 28),
                                                  Section(itemHeights: [60], headerHeight: 28)])
        #expect(g.headerFrames == [Rect(x: 0, y: 0, width: 393, height: 28), Rect(x: 0, y: 116, width: 393, height: 28)])
        #expect(g.itemFrames == [[Rect(x: 0, y: 28, width: 393, height: 44), Rect(x: 0, y: 72, width: 393, height: 44)],
                                 [Rect(x: 0, y: 144, width: 393, height: 60)]])
        #expect(g.footerFrames == [nil, nil])
        #expect(g.contentSize == Size(width: 393, height: 204))
    }

    @Test func insetGroupedRowsAreInsetByTheLayoutMargins() throws {
        // Margin 16 → rows x 16, width 393 − 32 = 361. Section 0: gap 35, rows at 35 and 79 → 123.
        // Section 1: gap → 158, row → 202.
        let g = try ListLayoutGeometry(width: 393, appearance: .insetGrouped,
                                       sections: [Section(itemHeights: [44, 44]), Section(itemHeights: [44])])
        #expect(g.sideInset == 16)
        #expect(g.itemFrames == [[Rect(x: 16, y: 35, width: 361, height: 44), Rect(x: 16, y: 79, width: 361, height: 44)],
                                 [Rect(x: 16, y: 158, width: 361, height: 44)]])
        #expect(g.contentSize == Size(width: 393, height: 202))
        // A wider layout's margins are passed in: 430 wide, 20 pt → x 20, width 390.
        let wide = try ListLayoutGeometry(width: 430, appearance: .insetGrouped, headerMode: .supplementary,
                                          sections: [Section(itemHeights: [44], headerHeight: 30)], insetGroupedMargin: 20)
        #expect(wide.headerFrame(section: 0) == Rect(x: 20, y: 35, width: 390, height: 30))
        #expect(wide.itemFrame(section: 0, item: 0) == Rect(x: 20, y: 65, width: 390, height: 44))
        // The margin never exceeds half the width.
        let narrow = try ListLayoutGeometry(width: 20, appearance: .insetGrouped, sections: [Section(itemHeights: [10])])
        #expect(narrow.itemFrame(section: 0, item: 0) == Rect(x: 10, y: 35, width: 0, height: 10))
    }

    @Test func groupedSectionsAreSpacedAboveEachSection() throws {
        // Grouped, full width. Section 0: gap → 35, header 38 → 73, row 44 → 117, footer 20 → 137.
        // Section 1: gap → 172, header 38 → 210, rows at 210 and 254 → 298, footer of height 0 at 298.
        let g = try ListLayoutGeometry(width: 393, appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary,
                                       sections: [Section(itemHeights: [44], headerHeight: 38, footerHeight: 20),
                                                  Section(itemHeights: [44, 44], headerHeight: 38)])
        #expect(ListLayoutGeometry.groupedSectionSpacing == 35)
        #expect(g.headerFrames == [Rect(x: 0, y: 35, width: 393, height: 38), Rect(x: 0, y: 172, width: 393, height: 38)])
        #expect(g.itemFrames == [[Rect(x: 0, y: 73, width: 393, height: 44)],
                                 [Rect(x: 0, y: 210, width: 393, height: 44), Rect(x: 0, y: 254, width: 393, height: 44)]])
        #expect(g.footerFrames == [Rect(x: 0, y: 117, width: 393, height: 20), Rect(x: 0, y: 298, width: 393, height: 0)])
        #expect(g.sectionFrames == [Rect(x: 0, y: 0, width: 393, height: 137), Rect(x: 0, y: 137, width: 393, height: 161)])
        #expect(g.contentSize.height == 298)
    }

    @Test func firstItemInSectionHeadersAreRowsNotSupplementaryViews() throws {
        // Plain, header mode .firstItemInSection: the given header height (99) is ignored; item 0 (40) is
        // the header row at 0, rows at 40 and 84 → 128.
        let g = try ListLayoutGeometry(width: 393, appearance: .plain, headerMode: .firstItemInSection,
                                       sections: [Section(itemHeights: [40, 44, 44], headerHeight: 99)])
        #expect(g.headerFrames == [nil])
        #expect(g.itemFrames[0].map(\.minY) == [0, 40, 84])
        #expect(g.isHeaderItem(section: 0, item: 0) && !g.isHeaderItem(section: 0, item: 1))
        #expect(!g.isHeaderItem(section: 1, item: 0))
        #expect(g.contentSize.height == 128)
    }

    @Test func queriesFindRowsAndSkipMarginsAndGaps() throws {
        // Inset grouped, one section: gap 0 ..< 35, rows x 16 ..< 377 at 35 ..< 79 and 79 ..< 123.
        let g = try ListLayoutGeometry(width: 393, appearance: .insetGrouped, sections: [Section(itemHeights: [44, 44])])
        #expect(g.indexPathForItem(at: Point(x: 100, y: 50)) == IndexPath(row: 0, section: 0))
        #expect(g.indexPathForItem(at: Point(x: 100, y: 79)) == IndexPath(row: 1, section: 0))
        #expect(g.indexPathForItem(at: Point(x: 8, y: 50)) == nil)     // the side margin
        #expect(g.indexPathForItem(at: Point(x: 100, y: 20)) == nil)   // the gap above the section
        #expect(g.indexPathsForItems(in: Rect(x: 0, y: 0, width: 393, height: 36)) == [IndexPath(row: 0, section: 0)])
        #expect(g.indexPathsForItems(in: Rect(x: 0, y: 0, width: 393, height: 35)).isEmpty)  // touches only
        #expect(g.itemFrame(section: 0, item: 2) == nil && g.headerFrame(section: 0) == nil && g.footerFrame(section: 3) == nil)
    }

    @Test func zeroSectionsHaveNoContent() throws {
        for appearance in ListLayoutGeometry.Appearance.allCases {
            let g = try ListLayoutGeometry(width: 393, appearance: appearance, sections: [])
            #expect(g.contentSize == Size(width: 393, height: 0))
            #expect(g.itemFrames.isEmpty)
        }
    }

    @Test func invalidInputIsRefused() {
        #expect(throws: ModelError.negative(field: "section 0 item 1.height", value: -44)) {
            try ListLayoutGeometry(width: 393, appearance: .plain, sections: [Section(itemHeights: [44, -44])])
        }
        #expect(throws: ModelError.self) {
            try ListLayoutGeometry(width: .nan, appearance: .plain, sections: [])
        }
        #expect(throws: ModelError.self) {
            try ListLayoutGeometry(width: 393, appearance: .insetGrouped, sections: [], insetGroupedMargin: -16)
        }
    }
}
