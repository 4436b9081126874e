@testable import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

@Suite("Seed 004: frameResizeBounds")
struct FrameResizeBoundsTests {
    static func screen(_ layout: ScreenLayout) -> StartScreen {
        StartScreen(layout: layout, sections: fortyRows)
    }

    static let plain = ControllerKind.plainViewController(bottomAccessoryHeight: 0)

    @Test func showSetsApplicationFrameHeightMinusKeyboardHeight() throws {
        // iPhone SE (2nd gen) with an opaque bar: the view is {0, 64, 375, 603}; application frame
        // 667 − 20 = 647; keyboard 260 (216 + 44) with its top at 407. Height 647 − 260 = 387: the view ends
        // at 64 + 387 = 451, 44 below the keyboard's top — the bar's height.
        var h = try Harness(Self.screen(ScreenLayout(device: .iPhoneSE2, navigationBar: .opaque, controller: Self.plain)),
                            FrameResizeBounds())
        #expect(h.scene.rootViewFrame == Rect(x: 0, y: 64, width: 375, height: 603))
        try h.show()
        #expect(h.scene.rootViewFrame == Rect(x: 0, y: 64, width: 375, height: 387))
        #expect(h.scene.keyboardOverlapOfTable == 44)
    }

    @Test func hideLeavesTheViewAtTheApplicationFrameHeight() throws {
        // Known bug: iPhone 15 full screen, view {0, 0, 393, 852}; application frame 852 − 59 = 793.
        // Show: 793 − 336 = 457 (59 short of the keyboard's top 516). Hide: 793, not 852.
        var h = try Harness(Self.screen(ScreenLayout(device: .iPhone15, controller: Self.plain)), FrameResizeBounds())
        try h.show()
        #expect(h.scene.rootViewFrame.height == 457)
        try h.hide()
        #expect(h.scene.rootViewFrame.height == 793)
    }

    @Test func formSheetRunsUnderTheKeyboard() throws {
        // Known bug: iPad (10th gen) form sheet at {110, 140, 600, 900}; application frame 1180 − 24 = 1156;
        // keyboard 337 with its top at 843. Height 1156 − 337 = 819: the sheet's view ends at 959, 116
        // points under the keyboard.
        let sheet = Rect(x: 110, y: 140, width: 600, height: 900)
        var h = try Harness(Self.screen(ScreenLayout(device: .iPad10, presentation: .formSheet(sheet), controller: Self.plain)),
                            FrameResizeBounds())
        try h.show()
        #expect(h.scene.rootViewFrame == Rect(x: 110, y: 140, width: 600, height: 819))
        #expect(h.scene.keyboardOverlapOfTable == 116)
    }

    @Test func undockedKeyboardShrinksByItsWholeHeight() throws {
        // Known bug: an undocked iPad keyboard covers nothing at the bottom, yet the view loses its height.
        var h = try Harness(Self.screen(ScreenLayout(device: .iPad10, controller: Self.plain)), FrameResizeBounds())
        let undocked = try h.frame(.undocked(lift: 200))
        try h.show(.undocked(lift: 200))
        #expect(h.scene.rootViewFrame.height == 1156 - undocked.height)
    }

    @Test func repeatedWillShowGivesTheSameHeight() throws {
        var h = try Harness(Self.screen(ScreenLayout(device: .iPhone15, controller: Self.plain)), FrameResizeBounds())
        try h.show()
        let frame = h.scene.keyboardFrame
        try h.post(.willShow, from: frame, to: frame)
        #expect(h.scene.rootViewFrame.height == 457)
    }
}
