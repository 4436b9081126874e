import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ViewControllerHarness
@testable import ControllerCatalog

/// The inset pattern on its own screen in hand-picked worlds inside its claim: every device,
/// orientation, navigation bar and tab bar combination, a field on screen tapped, the keyboard shown,
/// its predictive bar toggled, then hidden — the pattern's whole claim, with nothing the model marks as
/// undocumented in play; and a broken controller that ignores the keyboard, on its own screens in the
/// same worlds, is caught.
@Suite("Inset pattern view controller on hand-written screens")
struct InsetPatternScreensTests {
    /// The pattern's own screen (``InsetPatternViewController``: 24 rows of varied heights, fields and
    /// notes) in each world.
    static func controllerScreens() -> [StartScreen] {
        var screens: [StartScreen] = []
        for device in Device.allCases {
            for orientation in Orientation.allCases {
                for bar in [NavigationBarStyle.none, .translucent, .opaque] {
                    for bottom in [BottomBar.none, .tabBar] {
                        let layout = ScreenLayout(device: device, orientation: orientation, navigationBar: bar, bottomBar: bottom)
                        screens.append(InsetPatternViewController.check.fit(StartScreen(layout: layout, sections: [[]])))
                    }
                }
            }
        }
        return screens
    }

    /// The worlds of ``controllerScreens()``, each with ``IgnoresKeyboardViewController``'s own screen in
    /// its four forms (a table or a scroll-view form, with or without a 50 pt bar below it): 288 screens.
    static func ignoringScreens() -> [(StartScreen, StrategyDescriptor)] {
        var screens: [(StartScreen, StrategyDescriptor)] = []
        let descriptors = [false, true].flatMap { form in
            [0.0, 50].map { accessory in
                ViewControllerStrategy.descriptor(
                    id: "ignoresKeyboard", summary: "does nothing", source: "test", promises: [.focusVisibility, .reachability],
                    controller: .plainViewController, make: { IgnoresKeyboardViewController(form: form, accessoryHeight: accessory) })
            }
        }
        for device in Device.allCases {
            for orientation in Orientation.allCases {
                for bar in [NavigationBarStyle.none, .translucent, .opaque] {
                    for bottom in [BottomBar.none, .tabBar] {
                        let layout = ScreenLayout(device: device, orientation: orientation, navigationBar: bar, bottomBar: bottom)
                        for descriptor in descriptors {
                            screens.append((descriptor.fit(StartScreen(layout: layout, sections: [[]])), descriptor))
                        }
                    }
                }
            }
        }
        return screens
    }

    /// Tap the lowest row whose control is wholly inside the visible region before the keyboard comes;
    /// the keyboard shows (the group iOS posts), its predictive bar goes away and comes back, and it hides.
    static func scenario(on start: StartScreen) throws -> Scenario {
        let scene = try start.makeScene()
        let visible = scene.visibleRegionInWindow
        let shift = scene.tableFrameInWindow.minY - scene.tableView.contentOffset.y
        let candidates = (0..<scene.tableView.numberOfRows(inSection: 0)).filter { row in
            guard let id = scene.tableView.row(at: IndexPath(row: row))?.id, let f = scene.tableView.controlFrame(ofRow: id) else { return false }
            return f.minY + shift >= visible.minY && f.maxY + shift <= visible.maxY
        }
        let row = try #require(candidates.last)
        let device = start.layout.device, orientation = start.layout.orientation
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: device, orientation)
        let up = try KeyboardPlacement.docked(predictive: true).frame(on: device, orientation)
        let bare = try KeyboardPlacement.docked(predictive: false).frame(on: device, orientation)
        func note(_ event: KeyboardEvent, _ begin: Rect, _ end: Rect) throws -> Action {
            .keyboard(try KeyboardNotification(event, begin: begin, end: end))
        }
        return Scenario(start: start, actions: [
            .beginEditing(IndexPath(row: row)),
            try note(.willChangeFrame, hidden, up), try note(.willShow, hidden, up),
            try note(.didChangeFrame, hidden, up), try note(.didShow, hidden, up),
            try note(.willChangeFrame, up, bare), try note(.didChangeFrame, up, bare),
            try note(.willChangeFrame, bare, up), try note(.didChangeFrame, bare, up),
            try note(.willChangeFrame, up, hidden), try note(.willHide, up, hidden),
            try note(.didChangeFrame, up, hidden), try note(.didHide, up, hidden),
            .endEditing,
        ])
    }

    @Test func keepsEveryPromiseOnEveryScreen() throws {
        let screens = Self.controllerScreens()
        var broken: [String] = []
        for start in screens {
            #expect(start.readFromController && start.sections.first?.count == 24)
            let outcome = try ScenarioRunner.run(try Self.scenario(on: start), strategy: InsetPatternViewController.check)
            #expect(outcome.stepsRun == 15, "\(start): stopped after \(outcome.stepsRun) steps")
            for violation in outcome.violations where violation.promised {
                broken.append("\(start): \(violation)")
            }
        }
        #expect(screens.count == 72)
        #expect(broken.isEmpty, "\(broken.count) broken promises, first: \(broken.prefix(3).joined(separator: "\n"))")
    }

    /// A deliberately broken controller — the field is never scrolled into view — on its own screens in
    /// the same worlds is caught: the test above can fail.
    @Test func aViewControllerThatIgnoresTheKeyboardIsCaught() throws {
        let screens = Self.ignoringScreens()
        var caught = 0
        for (start, descriptor) in screens {
            #expect(start.readFromController && start.sections.first?.count == IgnoresKeyboardViewController.rows, "\(start)")
            let outcome = try ScenarioRunner.run(try Self.scenario(on: start), strategy: descriptor)
            if outcome.firstBrokenPromise != nil { caught += 1 }
        }
        #expect(screens.count == 288)
        #expect(screens.contains { $0.0.style == .plainScrollView } && screens.contains { $0.0.style == .table })
        #expect(screens.contains { $0.0.layout.controller == .plainViewController(bottomAccessoryHeight: 50) })
        #expect(caught > 200, "only \(caught) of \(screens.count) screens caught a view controller that ignores the keyboard")
    }
}
