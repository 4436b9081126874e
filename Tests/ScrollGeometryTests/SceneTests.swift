import Testing
@_spi(Checker) @testable import ScrollGeometry

private let fortyRows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]

private func show(_ s: inout Scene, _ placement: KeyboardPlacement, isLocal: Bool = true) throws {
    let l = s.layout
    let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: l.device, l.orientation)
    let end = try placement.frame(on: l.device, l.orientation)
    try s.receiveKeyboard(KeyboardNotification(.willShow, begin: begin, end: end, isLocal: isLocal))
    try s.receiveKeyboard(KeyboardNotification(.didShow, begin: begin, end: end, isLocal: isLocal))
}

private func hide(_ s: inout Scene) throws {
    let l = s.layout
    let end = try KeyboardPlacement.hidden(predictive: true).frame(on: l.device, l.orientation)
    try s.receiveKeyboard(KeyboardNotification(.willHide, begin: s.keyboardFrame, end: end))
}

@Suite("Screen, hierarchy and keyboard")
struct SceneTests {
    @Test func firstSeedKeyboardCovers253PointsOfTheTable() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhoneSE1), sections: fortyRows,
                          behavior: UndocumentedBehavior(tableControllerKeyboard: .none))
        #expect(s.keyboardOverlapOfTable == 0)
        try show(&s, .docked(predictive: true))
        #expect(s.keyboardFrame == Rect(x: 0, y: 315, width: 320, height: 253))
        #expect(s.keyboardOverlapOfTable == 253)
        #expect(s.visibleRegionInWindow == Rect(x: 0, y: 20, width: 320, height: 295))
    }

    @Test func barsSetTheTableSafeArea() throws {
        func safe(_ nav: NavigationBarStyle, _ bottom: BottomBar = .none) throws -> (EdgeInsets, Rect) {
            let s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: nav, bottomBar: bottom), sections: fortyRows)
            return (s.tableView.safeAreaInsets, s.tableFrameInWindow)
        }
        #expect(try safe(.none).0 == EdgeInsets(top: 59, bottom: 34))
        #expect(try safe(.translucent).0 == EdgeInsets(top: 103, bottom: 34))
        #expect(try safe(.largeTitle).0 == EdgeInsets(top: 155, bottom: 34))
        #expect(try safe(.opaque).0 == EdgeInsets(top: 0, bottom: 34))
        #expect(try safe(.opaque).1 == Rect(x: 0, y: 103, width: 393, height: 749))
        #expect(try safe(.translucent, .tabBar).0 == EdgeInsets(top: 103, bottom: 83))
    }

    @Test func translucentBarStartsTheTableBelowIt() throws {
        let s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: .translucent), sections: fortyRows)
        #expect(s.tableView.contentOffset.y == -103)
        #expect(s.tableView.validOffsetRange == -103...(40 * 44 + 34 - 852))
    }

    @Test func tableControllerAddsKeyboardInsetUnderAdjustedInsetOption() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15), sections: fortyRows,
                          behavior: UndocumentedBehavior(tableControllerKeyboard: .adjustedInset,
                                                         tableControllerScrollsToFirstResponder: false))
        try show(&s, .docked(predictive: true))
        // Keyboard 336 tall; the safe area already gives 34 of it.
        #expect(s.tableView.scrollView.systemKeyboardInset == 302)
        #expect(s.tableView.adjustedContentInset.bottom == 336)
        #expect(s.tableView.contentInset == .zero)
        try hide(&s)
        #expect(s.tableView.adjustedContentInset.bottom == 34)
    }

    @Test func tableControllerShrinksFrameUnderShrinkOption() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15), sections: fortyRows,
                          behavior: UndocumentedBehavior(tableControllerKeyboard: .shrinkFrame))
        try show(&s, .docked(predictive: true))
        #expect(s.tableView.frame == Rect(x: 0, y: 0, width: 393, height: 516))
        #expect(s.tableView.safeAreaInsets.bottom == 0)
        try hide(&s)
        #expect(s.tableView.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func tableControllerScrollsFocusedRowAboveKeyboard() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15), sections: fortyRows,
                          behavior: UndocumentedBehavior(tableControllerKeyboard: .adjustedInset))
        let row = try #require(s.tableView.row(at: IndexPath(row: 14))?.id)
        try s.focus(row)
        // Control 14·44+6 … 14·44+38 = 622…654 must end above the keyboard: visible bottom is
        // offset + 852 − 336.
        try show(&s, .docked(predictive: true))
        #expect(s.tableView.contentOffset.y == 654 - 516)
    }

    @Test func plainControllerDoesNothingForTheKeyboard() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0)),
                          sections: fortyRows)
        let before = s.tableView
        try show(&s, .docked(predictive: true))
        #expect(s.tableView == before)
        #expect(s.keyboardOverlapOfTable == 336)
    }

    @Test func keyboardFrameConvertedIntoFormSheetInIPadLandscape() throws {
        let sheet = Rect(x: 320, y: 100, width: 540, height: 620)
        var s = try Scene(layout: ScreenLayout(device: .iPad10, orientation: .landscape, presentation: .formSheet(sheet),
                                               controller: .plainViewController(bottomAccessoryHeight: 0)),
                          sections: fortyRows)
        try show(&s, .docked(predictive: true))
        // Landscape keyboard 348 + 50 = 398: screen {0, 422, 1180, 398}.
        #expect(s.keyboardFrame == Rect(x: 0, y: 422, width: 1180, height: 398))
        let inView = s.convertFromWindow(s.convert(s.keyboardFrame, from: .screen, to: .window), to: .rootView)
        #expect(inView == Rect(x: -320, y: 322, width: 1180, height: 398))
        #expect(s.tableView.frame.overlapHeight(with: inView) == 298)
        #expect(s.keyboardOverlapOfTable == 298)
        // A form sheet away from the screen's edges has no safe-area insets.
        #expect(s.tableView.safeAreaInsets == .zero)
    }

    @Test func convertFromNilInATableControllerGivesContentCoordinates() throws {
        var tvc = try Scene(layout: ScreenLayout(device: .iPhone15), sections: fortyRows)
        try tvc.tableView.setContentOffset(Point(x: 0, y: 100))
        let p = Point(x: 0, y: 500)
        #expect(tvc.convert(p, from: .window, to: .rootView) == Point(x: 0, y: 600))
        #expect(tvc.convert(Point(x: 0, y: 600), from: .rootView, to: .window) == p)
        var plain = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 50)),
                              sections: fortyRows)
        try plain.tableView.setContentOffset(Point(x: 0, y: 100))
        #expect(plain.convert(p, from: .window, to: .rootView) == p)
        #expect(plain.convert(p, from: .window, to: .scrollView) == Point(x: 0, y: 600))
        #expect(plain.convert(p, from: .scrollView, to: .screen) == Point(x: 0, y: 400))
    }

    @Test func windowsThatDoNotFillTheScreen() throws {
        // Split View: the right half of an iPad in portrait.
        let right = Rect(x: 410, y: 0, width: 410, height: 1180)
        var split = try Scene(layout: ScreenLayout(device: .iPad10, windowFrame: right), sections: fortyRows)
        #expect(split.layout.windowSafeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        try show(&split, .docked(predictive: true))
        #expect(split.convert(split.keyboardFrame, from: .screen, to: .window) == Rect(x: -410, y: 843, width: 820, height: 337))
        #expect(split.keyboardOverlapOfTable == 337)
        // Stage Manager: a window away from every edge has no safe area.
        let floatingWindow = Rect(x: 100, y: 200, width: 600, height: 700)
        let stage = try Scene(layout: ScreenLayout(device: .iPad10, windowFrame: floatingWindow), sections: fortyRows)
        #expect(stage.layout.windowSafeAreaInsets == .zero)
        #expect(throws: ModelError.self) {
            try Scene(layout: ScreenLayout(device: .iPad10, windowFrame: Rect(x: 500, y: 0, width: 410, height: 1180)),
                      sections: fortyRows)
        }
    }

    @Test func onlyADockedKeyboardOfThisAppObscures() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPad10), sections: fortyRows)
        try show(&s, .floating(origin: Point(x: 100, y: 600)))
        #expect(!s.keyboardIsDocked)
        #expect(s.obscuringKeyboardFrameInWindow == nil)
        try show(&s, .undocked(lift: 300))
        #expect(s.keyboardOverlapOfTable == 0)
        try show(&s, .docked(predictive: true), isLocal: false)
        #expect(s.keyboardIsDocked)
        #expect(s.obscuringKeyboardFrameInWindow == nil)
        try show(&s, .hardware)
        #expect(s.keyboardOverlapOfTable == 69)
    }

    @Test func rotationSwapsScreenAndDiscardsAppFrames() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, navigationBar: .translucent), sections: fortyRows)
        try s.setRootViewFrame(Rect(x: 0, y: 0, width: 393, height: 500))
        try s.tableView.setContentOffset(Point(x: 0, y: 300))
        try s.rotate()
        #expect(s.layout.orientation == .landscape)
        #expect(s.tableView.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        // Landscape: no status bar, a 32 pt bar, home indicator 21, sensor housing 59 on the sides.
        #expect(s.tableView.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(s.tableView.contentOffset.y == 300)
        try s.rotate()
        #expect(s.tableView.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func rootViewFrameChangeResizesTableSubview() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 50)),
                          sections: fortyRows)
        #expect(s.tableView.frame == Rect(x: 0, y: 0, width: 393, height: 802))
        try s.tableView.setContentOffset(Point(x: 0, y: 200))
        try s.setRootViewFrame(Rect(x: 0, y: 0, width: 393, height: 516))
        #expect(s.tableView.frame.height == 466)
        #expect(s.tableView.contentOffset.y == 200)
        #expect(throws: ModelError.self) { try s.setRootViewFrame(Rect(x: 0, y: 0, width: 393, height: .nan)) }
        #expect(s.rootViewFrame.height == 516)
    }

    @Test func focusNeedsARowWithAControl() throws {
        var s = try Scene(layout: ScreenLayout(), sections: [[RowSpec(height: 44), RowSpec(height: 44, control: Control(.textView))]])
        #expect(throws: UIKitException.self) { try s.focus(s.tableView.row(at: IndexPath(row: 0))!.id) }
        let id = try #require(s.tableView.row(at: IndexPath(row: 1))?.id)
        try s.focus(id)
        #expect(s.focusedControlFrame == Rect(x: 0, y: 50, width: 393, height: 32))
        try s.tableView.deleteRows(at: [IndexPath(row: 1)])
        s.layoutIfNeeded()
        #expect(s.focusedRow == nil)
    }
}

@Suite("Rotation at rest")
struct RotationAtRestTests {
    @Test func aListRestingAtItsTopStaysAtItsTopWhenTheBarsChange() throws {
        // iPhone 15 portrait under a translucent bar: at rest at −103 (59 status + 44 bar). In landscape
        // the status bar is gone and the bar is 32 pt, so the top is −32, not −103.
        let layout = ScreenLayout(device: .iPhone15, navigationBar: .translucent, controller: .tableViewController)
        var scene = try Scene(layout: layout, sections: [Array(repeating: RowSpec(height: 44), count: 40)])
        #expect(scene.tableView.contentOffset.y == -103)
        try scene.rotate()
        #expect(scene.tableView.contentOffset.y == scene.tableView.validOffsetRange.lowerBound)
        #expect(scene.tableView.contentOffset.y == -32)
        // An offset in mid-list is the user's place and is kept as it was.
        try scene.tableView.setContentOffset(Point(x: 0, y: 300))
        try scene.rotate()
        #expect(scene.tableView.contentOffset.y == 300)
    }

    /// A table grown past its content (the keyboard going away from a table pinned to it) pulls an offset
    /// the growth left past the end back, under the clamp option; with it off the offset stays. An offset
    /// the app itself set out of range is left alone.
    @Test func aTableGrownPastItsContentPullsTheOffsetBack() throws {
        // iPhone 15, plain view controller, 40 rows of 44 (1,760 pt): 852 tall with 59/34 safe area.
        for clamps in [true, false] {
            var s = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0)),
                              sections: fortyRows, behavior: UndocumentedBehavior(clampsOffsetAfterUpdates: clamps))
            let full = s.tableView.frame
            try s.setTableViewFrame(Rect(x: 0, y: 0, width: full.width, height: 516))
            // At the end of the shorter table: 1760 + 0 (no bottom safe area under a 516 pt table) − 516.
            let shortMax = s.tableView.validOffsetRange.upperBound
            try s.tableView.setContentOffset(Point(x: 0, y: shortMax))
            try s.setTableViewFrame(full)
            let fullMax = s.tableView.validOffsetRange.upperBound
            #expect(fullMax < shortMax)
            #expect(s.tableView.contentOffset.y == (clamps ? fullMax : shortMax))
        }
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0)),
                          sections: fortyRows)
        try s.tableView.setContentOffset(Point(x: 0, y: 5000))
        try s.setTableViewFrame(s.tableView.frame)
        #expect(s.tableView.contentOffset.y == 5000)
    }

    /// An app that keeps its insets in step with the safe area (`.never`, `viewSafeAreaInsetsDidChange`)
    /// follows every change of it, not only a rotation's: a table shrunk above the keyboard no longer
    /// reaches the home indicator, so its own 34 pt bottom inset goes, and what keyboard code added stays.
    @Test func appInsetsFollowTheSafeAreaWhenTheFrameChanges() throws {
        var start = StartScreen(layout: ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0)),
                                sections: fortyRows, contentInsetAdjustmentBehavior: .never)
        start.appInsetsFollowSafeArea = true
        var s = try start.makeScene()
        #expect(s.tableView.contentInset.top == 59 && s.tableView.contentInset.bottom == 34)
        // Keyboard code adds 100 pt; then the view is shrunk to end at the keyboard's top (516).
        try s.tableView.setContentInset(EdgeInsets(top: 59, left: 0, bottom: 134, right: 0))
        try s.setRootViewFrame(Rect(x: 0, y: 0, width: 393, height: 516))
        #expect(s.tableView.scrollView.safeAreaInsets.bottom == 0)
        #expect(s.tableView.contentInset.bottom == 100)
        #expect(s.tableView.contentInset.top == 59)
        // Back to full height: the home indicator's 34 pt come back.
        try s.setRootViewFrame(Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(s.tableView.contentInset.bottom == 134)
    }
}

/// A window resized with the keyboard up (iPad Stage Manager, Split View): the keyboard keeps its
/// screen frame, its overlap with the window changes, and a `UITableViewController` fits its inset to
/// the new overlap.
@Suite("Window resize")
struct WindowResizeSceneTests {
    // iPad (10th gen) portrait, 820 × 1180: the docked keyboard with its predictive bar is 287 + 50 =
    // 337 pt, its top at 1180 − 337 = 843 on the screen.
    let screen = Rect(x: 0, y: 0, width: 820, height: 1180)

    func scene(window: Rect, controller: ControllerKind) throws -> Scene {
        try Scene(layout: ScreenLayout(device: .iPad10, windowFrame: window, controller: controller), sections: fortyRows)
    }

    @Test func aStageManagerWindowMovedDownIsCoveredMoreByTheSameKeyboard() throws {
        // An 600 × 800 window at y 100 ends at 900 on the screen: 900 − 843 = 57 pt under the keyboard.
        var s = try scene(window: Rect(x: 100, y: 100, width: 600, height: 800), controller: .plainViewController(bottomAccessoryHeight: 0))
        try show(&s, .docked(predictive: true))
        #expect(s.keyboardFrame == Rect(x: 0, y: 843, width: 820, height: 337))
        #expect(s.keyboardOverlapOfTable == 57)
        let offset = s.tableView.contentOffset
        // Moved to y 300 it ends at 1100: 1100 − 843 = 257 pt covered; the keyboard has not moved.
        try s.resizeWindow(to: Rect(x: 100, y: 300, width: 600, height: 800))
        #expect(s.keyboardFrame == Rect(x: 0, y: 843, width: 820, height: 337))
        #expect(s.keyboardOverlapOfTable == 257)
        #expect(s.convert(s.keyboardFrame, from: .screen, to: .window).minY == 543)
        // UIKit keeps the offset (the content is not at its top at rest here, so nothing pins it).
        #expect(s.tableView.contentOffset == offset)
    }

    @Test func aSplitViewDividerNarrowsTheWindowAndTheTable() throws {
        var s = try scene(window: screen, controller: .plainViewController(bottomAccessoryHeight: 0))
        try show(&s, .docked(predictive: true))
        // Half the width on the right: x 410, 410 wide; the keyboard still spans the screen.
        try s.resizeWindow(to: Rect(x: 410, y: 0, width: 410, height: 1180))
        #expect(s.tableView.frame.width == 410)
        #expect(s.convert(s.keyboardFrame, from: .screen, to: .window) == Rect(x: -410, y: 843, width: 820, height: 337))
        #expect(s.keyboardOverlapOfTable == 337)
    }

    @Test func aTableControllerFitsItsKeyboardInsetToTheNewOverlap() throws {
        var s = try scene(window: Rect(x: 100, y: 100, width: 600, height: 800), controller: .tableViewController)
        try show(&s, .docked(predictive: true))
        // The controller's own inset: the 57 pt overlap (no bottom safe area: the window ends 260 pt
        // above the screen's bottom).
        #expect(s.tableView.adjustedContentInset.bottom == 57)
        try s.resizeWindow(to: Rect(x: 100, y: 300, width: 600, height: 800))
        #expect(s.tableView.adjustedContentInset.bottom == 257)
        // A notification with the frame unchanged keeps it there.
        let k = s.keyboardFrame
        try s.receiveKeyboard(KeyboardNotification(.willChangeFrame, begin: k, end: k))
        #expect(s.tableView.adjustedContentInset.bottom == 257)
    }
}
