import Testing
@_spi(Checker) @testable import ScrollGeometry

private let fortyRows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]
private let plain = ControllerKind.plainViewController(bottomAccessoryHeight: 0)

private func show(_ s: inout Scene, _ placement: KeyboardPlacement) throws {
    let l = s.layout
    let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: l.device, l.orientation)
    let end = try placement.frame(on: l.device, l.orientation)
    try s.receiveKeyboard(KeyboardNotification(.willShow, begin: begin, end: end))
    try s.receiveKeyboard(KeyboardNotification(.didShow, begin: begin, end: end))
}

/// The page sheet (`UIModalPresentationStyle.pageSheet` at its large detent): its frame on each kind of
/// screen, the keyboard converted into it, and what a rotation or a window resize does to it.
@Suite("Page sheet")
struct PageSheetTests {
    // MARK: Frame

    @Test func onAnIPhoneInPortraitTheSheetRunsFromBelowTheStatusBarToTheScreensBottom() throws {
        // iPhone 15: safe area 59 / 34; the sheet starts 10 pt below the top inset.
        let layout = try ScreenLayout(device: .iPhone15, presentation: .pageSheet).validated()
        #expect(layout.containerFrame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(layout.containerFrame.maxY == layout.screenBounds.maxY)
        // A home-button iPhone: the sheet's top 20 pt below the 20 pt status bar (SE 3rd gen: 667 − 627).
        let se = ScreenLayout(device: .iPhoneSE2, presentation: .pageSheet)
        #expect(se.containerFrame == Rect(x: 0, y: 40, width: 375, height: 627))
        let max = ScreenLayout(device: .iPhone15ProMax, presentation: .pageSheet)
        #expect(max.containerFrame == Rect(x: 0, y: 69, width: 430, height: 863))
    }

    @Test func inAPhonesLandscapeThePageSheetIsFullScreen() {
        for device in Device.allCases where !device.isPad {
            let layout = ScreenLayout(device: device, orientation: .landscape, presentation: .pageSheet)
            #expect(layout.containerFrame == layout.windowBounds, "\(device.rawValue)")
        }
    }

    @Test func onAnIPadThePageSheetIsACentredPage() {
        // 706 × 998 at most, 44 pt from the window's edges at least, centred.
        #expect(ScreenLayout(device: .iPad10, presentation: .pageSheet).containerFrame
            == Rect(x: 57, y: 91, width: 706, height: 998))
        #expect(ScreenLayout(device: .iPad10, orientation: .landscape, presentation: .pageSheet).containerFrame
            == Rect(x: 237, y: 44, width: 706, height: 732))
        #expect(ScreenLayout(device: .iPadPro12_9, presentation: .pageSheet).containerFrame
            == Rect(x: 159, y: 184, width: 706, height: 998))
        #expect(ScreenLayout(device: .iPadPro12_9, orientation: .landscape, presentation: .pageSheet).containerFrame
            == Rect(x: 330, y: 44, width: 706, height: 936))
    }

    @Test func inANarrowIPadWindowThePageSheetIsAttachedToTheWindowsBottom() throws {
        // Split View, the right half in portrait: compact width; the window's top inset 24, then 20 pt.
        let half = try ScreenLayout(device: .iPad10, windowFrame: Rect(x: 410, y: 0, width: 410, height: 1180),
                                    presentation: .pageSheet).validated()
        #expect(half.containerFrame == Rect(x: 0, y: 44, width: 410, height: 1136))
        // A Stage Manager window away from the status bar has no top inset: the sheet starts 20 pt down.
        let stage = ScreenLayout(device: .iPad10, windowFrame: Rect(x: 100, y: 200, width: 600, height: 700), presentation: .pageSheet)
        #expect(stage.containerFrame == Rect(x: 0, y: 20, width: 600, height: 680))
    }

    @Test func theSheetsViewHasTheHomeIndicatorInsetAndNoTopInset() throws {
        let s = try Scene(layout: ScreenLayout(device: .iPhone15, presentation: .pageSheet, controller: plain), sections: fortyRows)
        #expect(s.rootViewFrame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(s.tableView.safeAreaInsets == EdgeInsets(top: 0, bottom: 34))
    }

    @Test func aNavigationBarInASheetSitsAtTheSheetsTop() throws {
        let layout = ScreenLayout(device: .iPhone15, presentation: .pageSheet, navigationBar: .opaque, controller: plain)
        #expect(layout.navigationBarFrame == Rect(x: 0, y: 69, width: 393, height: 44))
        #expect(layout.rootViewFrame == Rect(x: 0, y: 113, width: 393, height: 739))
    }

    @Test func theDescriptionNamesThePresentation() {
        #expect(Presentation.pageSheet.description == "page sheet")
    }

    // MARK: Keyboard

    @Test func theKeyboardCoversTheSheetsBottomAndTheSheetStaysWhereItIs() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, presentation: .pageSheet, controller: plain), sections: fortyRows)
        let before = s.rootViewFrame
        try show(&s, .docked(predictive: true))
        // 292 + 44 = 336 at the screen's bottom: screen y 516, which is y 447 in the sheet's view.
        #expect(s.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
        let inView = s.convertFromWindow(s.convert(s.keyboardFrame, from: .screen, to: .window), to: .rootView)
        #expect(inView == Rect(x: 0, y: 447, width: 393, height: 336))
        #expect(s.keyboardOverlapOfTable == 336)
        #expect(s.rootViewFrame == before, "UIKit does not move a large-detent sheet attached to the bottom edge")
        #expect(s.visibleRegionInWindow == Rect(x: 0, y: 69, width: 393, height: 447))
    }

    @Test func onAnIPadTheKeyboardCoversOnlyTheBottomOfTheCentredPage() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPad10, presentation: .pageSheet, controller: plain), sections: fortyRows)
        try show(&s, .docked(predictive: true))
        // Keyboard 337 tall from screen y 843; the page ends at 91 + 998 = 1089.
        #expect(s.keyboardOverlapOfTable == 1089 - 843)
        // A floating keyboard covers nothing for the invariants, sheet or not.
        var floating = try Scene(layout: ScreenLayout(device: .iPad10, presentation: .pageSheet, controller: plain), sections: fortyRows)
        try show(&floating, .floating(origin: Point(x: 250, y: 600)))
        #expect(floating.obscuringKeyboardFrameInWindow == nil)
    }

    // MARK: Rotation and resizing

    @Test func rotatingAPhoneTurnsTheSheetFullScreenAndBack() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPhone15, presentation: .pageSheet, controller: plain), sections: fortyRows)
        try s.rotate()
        #expect(s.layout.presentation == .pageSheet)
        #expect(s.rootViewFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        try s.rotate()
        #expect(s.rootViewFrame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(s.tableView.frame.size == Size(width: 393, height: 783))
    }

    @Test func rotatingAnIPadRecentresThePage() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPadPro12_9, presentation: .pageSheet, controller: plain), sections: fortyRows)
        try s.rotate()
        #expect(s.rootViewFrame == Rect(x: 330, y: 44, width: 706, height: 936))
        #expect(s.layout.rotated().containerFrame == Rect(x: 159, y: 184, width: 706, height: 998))
    }

    @Test func resizingAnIPadWindowSwitchesBetweenPageAndEdgeAttachedSheet() throws {
        var s = try Scene(layout: ScreenLayout(device: .iPad10, presentation: .pageSheet, controller: plain), sections: fortyRows)
        try s.resizeWindow(to: Rect(x: 0, y: 0, width: 410, height: 1180))
        #expect(s.rootViewFrame == Rect(x: 0, y: 44, width: 410, height: 1136))
        try s.resizeWindow(to: nil)
        #expect(s.rootViewFrame == Rect(x: 57, y: 91, width: 706, height: 998))
    }

    @Test func aWindowShorterThanTheKeyboardStillGetsANonEmptySheetInsideIt() throws {
        for device in Device.allCases where device.isPad {
            for orientation in Orientation.allCases {
                let screen = ScreenLayout(device: device, orientation: orientation).screenBounds
                for height in [100.0, 202, 337] {
                    let window = Rect(x: 0, y: screen.height - height, width: screen.width / 2, height: height)
                    let layout = try ScreenLayout(device: device, orientation: orientation, windowFrame: window, presentation: .pageSheet).validated()
                    let sheet = layout.containerFrame
                    #expect(sheet.width > 0 && sheet.height > 0 && layout.windowBounds.contains(sheet),
                            "\(device.rawValue) \(orientation) window \(window): sheet \(sheet)")
                }
            }
        }
    }
}
