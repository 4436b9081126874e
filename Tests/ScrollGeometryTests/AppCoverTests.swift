import Testing
@_spi(Checker) @testable import ScrollGeometry

/// The app's own opaque views over the table's bottom as part of what hides rows (POLICIES.md item 9):
/// which of the views the facade reports end the visible region, on an iPhone 15 in portrait (393 × 852,
/// safe area 59 / 34, so the visible region of a full-height table ends at 818 with no keyboard, and at
/// the docked keyboard's top, 516, with one).
@Suite("App covers: the app's own opaque views end the visible region")
struct AppCoverTests {
    static let rows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]

    /// A plain view controller whose table runs the screen's full height.
    static func scene(_ layout: ScreenLayout = ScreenLayout()) throws -> Scene {
        try Scene(layout: layout, sections: rows)
    }

    static func showKeyboard(_ s: inout Scene) throws {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: s.layout.device, s.layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: s.layout.device, s.layout.orientation)
        try s.receiveKeyboard(KeyboardNotification(.willShow, begin: begin, end: end))
    }

    static func cover(y: Double, height: Double, x: Double = 0, width: Double = 393) -> AppCover {
        AppCover(frameInWindow: Rect(x: x, y: y, width: width, height: height))
    }

    @Test func aComposerOnTheSafeAreaBottomEndsTheRegionAtItsTop() throws {
        var s = try Self.scene()
        #expect(s.visibleRegionInWindow.maxY == 818)
        s.appCoversInWindow = [Self.cover(y: 762, height: 56)]
        #expect(s.appCoverTopInWindow == 762)
        #expect(s.visibleRegionInWindow == Rect(x: 0, y: 59, width: 393, height: 762 - 59))
        #expect(s.coveringAppViews == s.appCoversInWindow)
    }

    @Test func aComposerOnTheKeyboardEndsTheRegionAboveTheKeyboard() throws {
        var s = try Self.scene()
        try Self.showKeyboard(&s)
        let keyboardTop = try #require(s.obscuringKeyboardFrameInWindow?.minY)
        s.appCoversInWindow = [Self.cover(y: keyboardTop - 56, height: 56)]
        #expect(s.visibleRegionInWindow.maxY == keyboardTop - 56)
    }

    @Test func aComposerLeftBehindTheKeyboardHidesNothingMore() throws {
        var s = try Self.scene()
        try Self.showKeyboard(&s)
        let keyboardTop = try #require(s.obscuringKeyboardFrameInWindow?.minY)
        s.appCoversInWindow = [Self.cover(y: 762, height: 56)]
        #expect(keyboardTop < 762)
        #expect(s.appCoverTopInWindow == nil)
        #expect(s.visibleRegionInWindow.maxY == keyboardTop)
    }

    @Test func aViewThatDoesNotSpanTheRowsDoesNotCount() throws {
        var s = try Self.scene()
        // A floating button, and a capsule with 16 pt margins: the rows show beside them.
        s.appCoversInWindow = [Self.cover(y: 746, height: 56, x: 321, width: 56), Self.cover(y: 762, height: 56, x: 16, width: 361)]
        #expect(s.appCoverTopInWindow == nil)
        #expect(s.visibleRegionInWindow.maxY == 818)
        // Within the tolerance at each side, it spans.
        s.appCoversInWindow = [Self.cover(y: 762, height: 56, x: 0.5, width: 392)]
        #expect(s.appCoverTopInWindow == 762)
    }

    @Test func aBannerAboveAGapDoesNotEndTheRegion() throws {
        var s = try Self.scene()
        s.appCoversInWindow = [Self.cover(y: 600, height: 44)]
        #expect(s.appCoverTopInWindow == nil, "the rows between 644 and 818 are seen")
        // A strip of a row's height below it: the row there is read, the region goes on to 818.
        s.appCoversInWindow = [Self.cover(y: 718, height: 56)]
        #expect(s.appCoverTopInWindow == nil)
        // A strip thinner than a line of text (a composer a stale layout left 5 pt above the bottom):
        // nothing of any row can be read in it, and the composer ends the region.
        s.appCoversInWindow = [Self.cover(y: 757, height: 56)]
        #expect(s.appCoverTopInWindow == 757)
    }

    @Test func coversStackUpward() throws {
        var s = try Self.scene()
        // A toolbar reaching the screen's bottom, a composer standing on it, and a banner on the composer.
        s.appCoversInWindow = [Self.cover(y: 700, height: 40), Self.cover(y: 740, height: 56), Self.cover(y: 796, height: 56)]
        #expect(s.appCoverTopInWindow == 700)
        #expect(s.coveringAppViews.count == 3)
        #expect(s.visibleRegionInWindow.maxY == 700)
    }

    @Test func aCoverOverTheWholeTableLeavesNothingVisible() throws {
        var s = try Self.scene()
        s.appCoversInWindow = [Self.cover(y: 0, height: 852)]
        #expect(s.visibleRegionInWindow.height == 0)
    }

    /// In landscape a cell's content keeps inside the horizontal safe area: a composer pinned to the safe
    /// area's leading and trailing edges covers every row's content.
    @Test func inLandscapeTheSpanIsTheSafeAreasWidth() throws {
        var s = try Self.scene(ScreenLayout(orientation: .landscape))
        let span = s.rowContentSpanInWindow
        #expect(span.lowerBound > 0 && span.upperBound < 852)
        let bottom = s.visibleRegionInWindow.maxY
        s.appCoversInWindow = [AppCover(frameInWindow: Rect(x: span.lowerBound, y: bottom - 56, width: span.upperBound - span.lowerBound, height: 56))]
        #expect(s.appCoverTopInWindow == bottom - 56)
    }

    @Test func aRotationForgetsTheCoversUntilTheyAreReadAgain() throws {
        var s = try Self.scene()
        s.appCoversInWindow = [Self.cover(y: 762, height: 56)]
        try s.rotate()
        #expect(s.appCoversInWindow.isEmpty)
    }

    /// Between a rotation and the new orientation's notifications the region keeps the keyboard the app
    /// was last told (POLICIES.md item 8), while the screen draws the new orientation's keyboard. A
    /// composer that reaches down to that keyboard hides the rows down to it: the gap between the
    /// composer and the told keyboard's top is under the keyboard on the screen.
    @Test func afterARotationACoverReachingTheDrawnKeyboardCounts() throws {
        var s = try Self.scene(ScreenLayout(orientation: .landscape))
        try Self.showKeyboard(&s)
        try s.rotate()
        let told = try #require(s.obscuringKeyboardFrameInWindow?.minY)
        let drawn = try #require(s.drawnKeyboardTopInWindow)
        #expect(drawn == 516, "iPhone 15's portrait keyboard with the predictive bar")
        #expect(told > drawn + 56, "the landscape keyboard's height re-expressed: top \(told)")
        // A composer still where the landscape keyboard's notification left it, over the drawn keyboard's top.
        s.appCoversInWindow = [Self.cover(y: drawn - 6, height: 56)]
        #expect(s.visibleRegionInWindow.maxY == drawn - 6)
        // One that stops short of the drawn keyboard leaves rows seen below it.
        s.appCoversInWindow = [Self.cover(y: drawn - 100, height: 56)]
        #expect(s.appCoverTopInWindow == nil)
        #expect(s.visibleRegionInWindow.maxY == told)
    }

    /// The stacking is a pure function of the frames: the order the facade found them in does not matter.
    @Test func theOrderOfTheCoversDoesNotMatter() {
        let covers = [Self.cover(y: 700, height: 40), Self.cover(y: 740, height: 56), Self.cover(y: 796, height: 56), Self.cover(y: 300, height: 20)]
        for rotation in 0..<covers.count {
            let order = Array(covers[rotation...] + covers[..<rotation])
            #expect(AppCover.stackTop(of: order, over: 818, spanning: 0...393) == 700)
            #expect(AppCover.stackTop(of: order.reversed(), over: 818, spanning: 0...393) == 700)
        }
    }
}
