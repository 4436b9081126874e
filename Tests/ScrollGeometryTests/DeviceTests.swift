import Testing
@_spi(Checker) @testable import ScrollGeometry

@Suite("Devices and keyboard frames")
struct DeviceTests {
    @Test(arguments: Device.allCases)
    func rotationSwapsTheScreen(device: Device) {
        let p = device.metrics(.portrait), l = device.metrics(.landscape)
        #expect(p.screenSize.transposed == l.screenSize)
        #expect(p.screenSize.width < p.screenSize.height)
    }

    @Test(arguments: Device.allCases)
    func keyboardIsShorterInLandscapeOnPhones(device: Device) {
        let p = device.metrics(.portrait), l = device.metrics(.landscape)
        if !device.isPad {
            #expect(l.dockedKeyboardHeight(predictive: true) < p.dockedKeyboardHeight(predictive: true))
        } else {
            #expect(l.dockedKeyboardHeight(predictive: true) > p.dockedKeyboardHeight(predictive: true))
        }
    }

    @Test func publishedScreensAndSafeAreas() {
        #expect(Device.iPhoneSE2.metrics(.portrait).screenSize == Size(width: 375, height: 667))
        #expect(Device.iPhone15.metrics(.portrait).screenSize == Size(width: 393, height: 852))
        #expect(Device.iPhone15.metrics(.portrait).safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.iPhone15.metrics(.landscape).safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device.iPhone15ProMax.metrics(.portrait).screenSize == Size(width: 430, height: 932))
        #expect(Device.iPad10.metrics(.portrait).screenSize == Size(width: 820, height: 1180))
        #expect(Device.iPadPro12_9.metrics(.landscape).screenSize == Size(width: 1366, height: 1024))
    }

    @Test func firstSeedArticleKeyboardMovesFrom568To315() throws {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: .iPhoneSE1, .portrait)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhoneSE1, .portrait)
        #expect(begin == Rect(x: 0, y: 568, width: 320, height: 253))
        #expect(end == Rect(x: 0, y: 315, width: 320, height: 253))
    }

    @Test func iPhone15KeyboardIs336WithPredictiveBar() throws {
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .portrait)
        #expect(end == Rect(x: 0, y: 516, width: 393, height: 336))
        let plain = try KeyboardPlacement.docked(predictive: false).frame(on: .iPhone15, .portrait)
        #expect(plain.height == 292)
    }

    @Test func hardwareKeyboardFrameExtendsBelowTheScreen() throws {
        let f = try KeyboardPlacement.hardware.frame(on: .iPad10, .portrait)
        #expect(f.minY == 1180 - 69)
        #expect(f.maxY > 1180)
        #expect(KeyboardPlacement.hardware.isAtBottom)
    }

    @Test func undockedAndFloatingKeyboardsSitMidScreen() throws {
        let undocked = try KeyboardPlacement.undocked(lift: 200).frame(on: .iPad10, .portrait)
        #expect(undocked.maxY == 980)
        #expect(undocked.width == 820)
        let split = try KeyboardPlacement.split(lift: 100).frame(on: .iPadPro12_9, .landscape)
        #expect(split.maxY == 924)
        let floating = try KeyboardPlacement.floating(origin: Point(x: 100, y: 500)).frame(on: .iPad10, .landscape)
        #expect(floating == Rect(x: 100, y: 500, width: 320, height: 260))
    }

    @Test func phonesHaveNoUndockedKeyboard() {
        #expect(throws: ModelError.self) { try KeyboardPlacement.undocked(lift: 10).frame(on: .iPhone15, .portrait) }
        #expect(throws: ModelError.self) { try KeyboardPlacement.floating(origin: .zero).frame(on: .iPhoneSE2, .portrait) }
    }

    @Test func offScreenPlacementsAreRefused() {
        #expect(throws: ModelError.self) { try KeyboardPlacement.undocked(lift: 2000).frame(on: .iPad10, .portrait) }
        #expect(throws: ModelError.self) {
            try KeyboardPlacement.floating(origin: Point(x: 700, y: 0)).frame(on: .iPad10, .portrait)
        }
        #expect(throws: ModelError.self) { try KeyboardPlacement.undocked(lift: .nan).frame(on: .iPad10, .portrait) }
    }

    @Test func notificationRejectsNonFiniteFramesAndNegativeDuration() {
        #expect(throws: ModelError.self) {
            try KeyboardNotification(.willShow, begin: .zero, end: Rect(x: 0, y: .infinity, width: 1, height: 1))
        }
        #expect(throws: ModelError.negative(field: "willHide.animationDuration", value: -0.25)) {
            try KeyboardNotification(.willHide, begin: .zero, end: .zero, duration: -0.25)
        }
    }

    @Test func notificationCarriesCurveAndLocality() throws {
        let n = try KeyboardNotification(.willChangeFrame, begin: .zero, end: .zero, isLocal: false)
        #expect(n.animationCurve == 7)
        #expect(n.animationDuration == 0.25)
        #expect(!n.isLocal)
        #expect(KeyboardEvent.allCases.count == 6)
        #expect(KeyboardEvent.allCases.filter(\.isWill).count == 3)
    }
}
