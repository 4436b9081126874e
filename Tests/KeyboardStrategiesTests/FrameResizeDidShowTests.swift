@testable import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

@Suite("Seed 001: frameResizeDidShow")
struct FrameResizeDidShowTests {
    /// iPhone 15 (393×852, status 59, home 34), keyboard with predictive bar 336 tall (top at 516).
    static func screen(_ controller: ControllerKind = .plainViewController(bottomAccessoryHeight: 0),
                       behavior: UndocumentedBehavior = .plain) -> StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, controller: controller), sections: fortyRows,
                    behavior: behavior)
    }

    @Test func didShowCutsTheViewAtTheKeyboardAndScrollsTheRowToTheMiddle() throws {
        var h = try Harness(Self.screen(), FrameResizeDidShow())
        try h.beginEditing(row: 14)
        // The delayed scroll waits for the keyboard: nothing moves yet.
        #expect(h.scene.tableView.contentOffset.y == -59)
        try h.show()
        // View height = keyboard y 516; the table follows. Row 14 (616…660, mid 638) at `.middle` of the
        // visible 516 − 59 = 457: 638 − 59 − 228.5 = 350.5.
        #expect(h.scene.rootViewFrame == Rect(x: 0, y: 0, width: 393, height: 516))
        #expect(h.scene.tableView.frame.height == 516)
        #expect(h.scene.tableView.contentOffset.y == 350.5)
        // Control 622…654 is at window 271.5…303.5, above the keyboard's top 516.
        let control = try #require(h.scene.focusedControlFrame)
        #expect(h.scene.convert(control, from: .scrollView, to: .window).maxY == 303.5)
    }

    @Test func didHideRestoresTheSavedHeight() throws {
        var h = try Harness(Self.screen(), FrameResizeDidShow())
        try h.show()
        try h.hide()
        #expect(h.scene.rootViewFrame.height == 852)
    }

    @Test func focusMovingWithTheKeyboardUpScrollsAtOnce() throws {
        var h = try Harness(Self.screen(), FrameResizeDidShow())
        try h.show()
        // Row 20 (880…924, mid 902) at `.middle` of 457: 902 − 59 − 228.5 = 614.5.
        try h.beginEditing(row: 20)
        #expect(h.scene.tableView.contentOffset.y == 614.5)
    }

    @Test func repeatedDidShowSavesTheShrunkHeightSoHideNeverRestores() throws {
        // Known bug: a second did-show (focus moved with the keyboard up) saves 516 as the "initial"
        // height; did-hide then restores 516, not 852.
        var h = try Harness(Self.screen(), FrameResizeDidShow())
        try h.show()
        let frame = h.scene.keyboardFrame
        try h.post(.didShow, from: frame, to: frame)
        #expect(h.strategy.initialHeight == 516)
        try h.hide()
        #expect(h.scene.rootViewFrame.height == 516)
    }

    @Test func tableControllerScrolledBy100RunsUnderTheKeyboard() throws {
        // Known bug: in a UITableViewController `self.view` is the table, so the keyboard's y converted
        // into it is in content coordinates: 516 + 100 = 616. The view becomes 616 tall and its bottom 100
        // points are under the keyboard (the controller's own handling is off here, to isolate the recipe).
        var h = try Harness(Self.screen(.tableViewController, behavior: UndocumentedBehavior(tableControllerKeyboard: .none)),
                            FrameResizeDidShow())
        try h.scroll(to: 100)
        try h.show()
        #expect(h.scene.rootViewFrame.height == 616)
        #expect(h.scene.keyboardOverlapOfTable == 100)
    }

    @Test func hideWithoutShowCollapsesTheView() throws {
        // Known bug: the saved height is an ivar, 0 before the first did-show.
        var h = try Harness(Self.screen(), FrameResizeDidShow())
        let hidden = try h.frame(.hidden(predictive: true))
        try h.post(.didHide, from: hidden, to: hidden)
        #expect(h.scene.rootViewFrame.height == 0)
    }
}
