import Testing
@_spi(Checker) @testable import ScrollGeometry

private let fortyRows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]

private func collapsingScene(_ device: Device = .iPhone15, _ orientation: Orientation = .portrait,
                             controller: ControllerKind = .tableViewController) throws -> Scene {
    try Scene(layout: ScreenLayout(device: device, orientation: orientation, navigationBar: .largeTitleCollapsing,
                                   controller: controller),
              sections: fortyRows)
}

/// App code's `contentOffset = …` followed by the end of the run-loop turn's layout pass.
private func setOffset(_ s: inout Scene, _ y: Double) throws {
    try s.tableView.setContentOffset(Point(x: 0, y: y))
    s.layoutIfNeeded()
}

/// A large title that collapses as its content scroll view scrolls (issue 11): the bar's height, the
/// table's safe area and its `adjustedContentInset.top` follow the offset, the content's top glued to the
/// bar's bottom.
@Suite("Large title collapsing with the list")
struct LargeTitleTests {
    @Test func iPhone15PortraitHandNumbers() throws {
        var s = try collapsingScene()
        // At rest at the top, the title expanded: status bar 59 + large title 96.
        #expect(s.tableView.contentOffset.y == -155)
        #expect(s.navigationBarHeight == 96)
        #expect(s.tableView.adjustedContentInset.top == 155)
        #expect(s.expandedTitleOffset == -155)
        #expect(s.navigationBarFrame == Rect(x: 0, y: 59, width: 393, height: 96))
        // Halfway through the collapse: the bar 66, the offset still at the top of its range.
        try setOffset(&s, -125)
        #expect(s.navigationBarHeight == 66)
        #expect(s.tableView.adjustedContentInset.top == 125)
        #expect(s.tableView.scrollView.minOffsetY == -125)
        #expect(s.tableView.safeAreaInsets.top == 125)
        #expect(s.visibleRegionInWindow.minY == 125)
        // Collapsed from −103 on: the regular bar.
        for y in [-103.0, -50, 0, 400] {
            try setOffset(&s, y)
            #expect(s.navigationBarHeight == 44)
            #expect(s.tableView.adjustedContentInset.top == 103)
            #expect(s.visibleRegionInWindow.minY == 103)
        }
        #expect(s.navigationBarHeight(atOffset: -155) == 96)
        #expect(s.navigationBarHeight(atOffset: -140) == 81)
        #expect(s.navigationBarHeight(atOffset: -400) == 96)
    }

    @Test func iPadLandscapeCollapsesFrom102To50() throws {
        // iPad (10th gen) landscape: safe area top 24, large title 102, regular bar 50.
        var s = try collapsingScene(.iPad10, .landscape)
        #expect(s.tableView.contentOffset.y == -126)
        #expect(s.navigationBarHeight == 102)
        try s.dragContent(by: 30)
        #expect(s.tableView.contentOffset.y == -96)
        #expect(s.navigationBarHeight == 72)
        #expect(s.tableView.adjustedContentInset.top == 96)
        try s.dragContent(by: 100)
        #expect(s.navigationBarHeight == 50)
        #expect(s.tableView.adjustedContentInset.top == 74)
    }

    @Test func phoneLandscapeHasNoLargeTitleToCollapse() throws {
        var s = try collapsingScene(.iPhone15, .landscape)
        #expect(s.expandedTitleOffset == nil)
        #expect(s.navigationBarHeight == 32)
        try setOffset(&s, 300)
        #expect(s.navigationBarHeight == 32)
    }

    @Test func scrollToTopInCodeLeavesTheTitleCollapsed() throws {
        var s = try collapsingScene()
        try setOffset(&s, 500)
        #expect(s.navigationBarHeight == 44)
        // `setContentOffset(CGPoint(x: 0, y: -adjustedContentInset.top))` read under the collapsed bar.
        try setOffset(&s, -s.tableView.adjustedContentInset.top)
        #expect(s.tableView.contentOffset.y == -103)
        #expect(s.navigationBarHeight == 44)
        #expect(s.tableView.scrollView.isOffsetValid(tolerance: 0))
    }

    @Test func userPullDownAtTheTopOpensTheTitle() throws {
        var s = try collapsingScene()
        try setOffset(&s, -103)
        #expect(s.navigationBarHeight == 44)
        // The range's top is −103 under the collapsed bar, but the finger pulls the title open.
        #expect(try s.dragContent(by: -30) == -30)
        #expect(s.tableView.contentOffset.y == -133)
        #expect(s.navigationBarHeight == 74)
        #expect(try s.dragContent(by: -100) == -22)
        #expect(s.tableView.contentOffset.y == -155)
        #expect(s.navigationBarHeight == 96)
        #expect(s.tableView.scrollView.isOffsetValid(tolerance: 0))
    }

    @Test func userScrollToTheTopOpensTheTitle() throws {
        var s = try collapsingScene(controller: .plainViewController(bottomAccessoryHeight: 0))
        try setOffset(&s, 800)
        try s.scrollAsUser(to: .top)
        #expect(s.tableView.contentOffset.y == -155)
        #expect(s.navigationBarHeight == 96)
        #expect(s.tableView.adjustedContentInset.top == 155)
    }

    @Test func aLargeTitleNotTrackingTheTableStaysExpanded() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: .largeTitle), sections: fortyRows)
        try setOffset(&s, 500)
        #expect(s.navigationBarHeight == 96)
        #expect(s.tableView.adjustedContentInset.top == 155)
        #expect(s.expandedTitleOffset == nil)
    }

    @Test func rotationAtTheTopKeepsTheTitleExpanded() throws {
        var s = try collapsingScene()
        try s.rotate()
        #expect(s.navigationBarHeight == 32)
        try s.rotate()
        #expect(s.tableView.contentOffset.y == -155)
        #expect(s.navigationBarHeight == 96)
    }

    @Test func shortListCannotBeDraggedIntoTheCollapse() throws {
        // Three rows never fill the screen: the range is its top alone and the title stays open.
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: .largeTitleCollapsing),
                          sections: [Array(repeating: RowSpec(height: 44), count: 3)])
        #expect(try s.dragContent(by: 40) == 0)
        #expect(s.navigationBarHeight == 96)
    }
}
