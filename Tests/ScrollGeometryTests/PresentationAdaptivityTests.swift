import Testing
@_spi(Checker) @testable import ScrollGeometry

/// A popover or form sheet in a compact environment is shown as a page sheet (POLICIES item 27; Apple's
/// reference for `UIModalPresentationStyle.popover` and `.formSheet`), and the adaptation follows the
/// window's size classes.
@Suite("Presentation adaptivity")
struct PresentationAdaptivityTests {
    private static let popover = Rect(x: 0, y: 115, width: 852, height: 278)

    @Test func onEveryIPhoneAPopoverIsShownAsAPageSheet() {
        for device in Device.allCases where !device.isPad {
            for orientation in [Orientation.portrait, .landscape] {
                let window = ScreenLayout(device: device, orientation: orientation).windowBounds
                let drawn = Rect(x: 10, y: 40, width: window.width - 20, height: window.height - 80)
                let layout = ScreenLayout(device: device, orientation: orientation, presentation: .popover(drawn))
                #expect(layout.adaptedPresentation == .pageSheet, "\(device.rawValue) \(orientation)")
                #expect(layout.containerFrame == layout.pageSheetFrame, "\(device.rawValue) \(orientation)")
            }
        }
        // The session-35 finding's screen: an iPhone 15 in landscape is compact in both directions, and the
        // page sheet there is the whole window, not the 278 pt popover that was drawn.
        let found = ScreenLayout(device: .iPhone15, orientation: .landscape, presentation: .popover(Self.popover))
        #expect(found.containerFrame == found.windowBounds)
        #expect(found.presentationDescription == "popover at \(Self.popover) (shown as a page sheet: compact width)")
        // A Pro Max in landscape is regular in width but compact in height: a page sheet (full screen) too.
        let max = ScreenLayout(device: .iPhone15ProMax, orientation: .landscape, presentation: .popover(Self.popover))
        #expect(!max.isHorizontallyCompact && max.isVerticallyCompact)
        #expect(max.presentationDescription.hasSuffix("(shown as a page sheet: compact height)"))
    }

    @Test func aFullScreenIPadKeepsItsPopoverAndFormSheet() {
        let popover = Rect(x: 40, y: 100, width: 700, height: 600)
        for device in Device.allCases where device.isPad {
            for orientation in [Orientation.portrait, .landscape] {
                let p = ScreenLayout(device: device, orientation: orientation, presentation: .popover(popover))
                #expect(p.containerFrame == popover, "\(device.rawValue) \(orientation)")
                #expect(p.presentationDescription == "popover at \(popover)")
                let f = ScreenLayout(device: device, orientation: orientation, presentation: .formSheet(popover))
                #expect(f.containerFrame == popover)
            }
        }
    }

    @Test func iPadWindowsAreCompactWhereTheMeasuredTablesSaySo() {
        // iPad 10 (820 × 1180): half of landscape is 590 pt (compact), two thirds 787 (regular).
        func split(_ device: Device, _ orientation: Orientation, _ fraction: Double) -> ScreenLayout {
            let screen = ScreenLayout(device: device, orientation: orientation).screenBounds
            let width = (screen.width * fraction).rounded()
            return ScreenLayout(device: device, orientation: orientation,
                                windowFrame: Rect(x: 0, y: 0, width: width, height: screen.height))
        }
        #expect(split(.iPad10, .landscape, 0.5).isHorizontallyCompact)
        #expect(!split(.iPad10, .landscape, 2.0 / 3).isHorizontallyCompact)
        #expect(split(.iPad10, .portrait, 2.0 / 3).isHorizontallyCompact)
        // The 12.9-inch iPad Pro: half of landscape (683 here, 678 on the device) is regular; every Split
        // View part in portrait is compact, the larger one (683 here, 639 on the device) included.
        #expect(!split(.iPadPro12_9, .landscape, 0.5).isHorizontallyCompact)
        #expect(split(.iPadPro12_9, .portrait, 2.0 / 3).isHorizontallyCompact)
        #expect(split(.iPadPro12_9, .landscape, 1.0 / 3).isHorizontallyCompact)
        // A Stage Manager window is judged by its width alone.
        let stage = ScreenLayout(device: .iPad10, windowFrame: Rect(x: 100, y: 200, width: 700, height: 700))
        #expect(!stage.isHorizontallyCompact)
        var narrow = stage
        narrow.windowFrame = Rect(x: 100, y: 200, width: 600, height: 700)
        #expect(narrow.isHorizontallyCompact)
    }

    @Test func aPopoverInANarrowedIPadWindowAdaptsAndComesBackWhenItWidens() throws {
        let screen = ScreenLayout(device: .iPad10, orientation: .landscape).screenBounds
        let popover = Rect(x: 20, y: 100, width: 500, height: 500)
        let wide = try ScreenLayout(device: .iPad10, orientation: .landscape, presentation: .popover(popover)).validated()
        #expect(wide.containerFrame == popover)
        let third = wide.resized(windowFrame: Rect(x: 0, y: 0, width: (screen.width / 3).rounded(), height: screen.height))
        #expect(third.adaptedPresentation == .pageSheet)
        #expect(third.containerFrame == third.pageSheetFrame)
        // The requested style is kept: widened again, the (fitted) popover is back.
        let back = third.resized(windowFrame: nil)
        #expect(back.adaptedPresentation == back.presentation)
        if case .popover = back.presentation {} else { Issue.record("the popover was lost: \(back.presentation)") }
    }
}
