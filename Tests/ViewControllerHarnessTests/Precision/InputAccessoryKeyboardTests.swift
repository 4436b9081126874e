import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification

/// POLICIES item 24: the keyboard's input accessory is the app's. On a view controller's screen the
/// generator draws the system keyboard's frames only (before, it could top them with a 44–60 pt
/// "accessory" the controller did not have — elsewhereFilterAboveTable's nightly finding kf1:DgACAQAAAQAAAAEKAggA1LEelg,
/// a 251 pt keyboard on an iPhone SE in landscape that no device shows that screen), and the runner adds
/// the height of the first responder's own `inputAccessoryView` to the frames it posts, as iOS does.
@Suite("The keyboard's input accessory is the app's")
struct InputAccessoryKeyboardTests {
    static func descriptor(_ vc: DoneToolbarFormViewController) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(id: "doneToolbarForm", summary: "a form with a Done toolbar", source: "test",
                                          promises: [.focusVisibility, .noUIKitException]) { vc }
    }

    static func start(plainRows: Set<Int> = []) -> StartScreen {
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
        return ViewControllerStrategy.screen(of: { DoneToolbarFormViewController(plainRows: plainRows) }, in: world)
    }

    static func frames(_ layout: ScreenLayout) throws -> (hidden: Rect, docked: Rect) {
        (try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation),
         try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation))
    }

    @Test func aFieldsDoneToolbarIsPartOfTheKeyboardTheAppIsToldOfAndTheCheckerMeasures() throws {
        let start = Self.start()
        let (hidden, docked) = try Self.frames(start.layout)
        let vc = DoneToolbarFormViewController()
        let actions: [Action] = [.beginEditing(IndexPath(row: 0, section: 0))]
            + (try KeyboardFollowsFocusTests.notes(hidden, docked))
            + (try KeyboardFollowsFocusTests.notes(docked, Rect(x: 0, y: hidden.minY, width: docked.width, height: docked.height), hide: true))
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: Self.descriptor(vc), keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let shown = try #require(vc.heard.first)
        #expect(shown.end.height == CGFloat(docked.height + 44), "keyboard and its 44 pt toolbar")
        #expect(shown.end.minY == CGFloat(docked.minY - 44))
        #expect(shown.end.maxY == CGFloat(docked.maxY))
        let trace = try #require(outcome.trace)
        let afterShow = try #require(trace.first { $0.step == 4 })
        #expect(afterShow.scene.keyboardFrame == Rect(x: 0, y: docked.minY - 44, width: docked.width, height: docked.height + 44))
        // The hide ends below the screen as tall as keyboard and toolbar together.
        let hide = try #require(vc.heard.last)
        #expect(hide.end.minY == CGFloat(hidden.minY))
        #expect(hide.end.height == CGFloat(docked.height + 44))
    }

    @Test func focusMovingToAFieldWithoutAToolbarShrinksTheKeyboardByIt() throws {
        let start = Self.start(plainRows: [1])
        let (hidden, docked) = try Self.frames(start.layout)
        let vc = DoneToolbarFormViewController(plainRows: [1])
        // iOS's repeated willShow as focus moves with the keyboard up: the scenario's frames are equal.
        let actions: [Action] = [.beginEditing(IndexPath(row: 0, section: 0))] + (try KeyboardFollowsFocusTests.notes(hidden, docked))
            + [.beginEditing(IndexPath(row: 1, section: 0))] + (try KeyboardFollowsFocusTests.notes(docked, docked))
        _ = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: Self.descriptor(vc))
        #expect(vc.heard.count == 2)
        let moved = try #require(vc.heard.last)
        #expect(moved.begin.height == CGFloat(docked.height + 44), "it began with the first field's toolbar")
        #expect(moved.end == CGRect(docked), "and ends as the system keyboard alone")
    }

    @Test func withoutAnAccessoryTheScenariosFramesArePostedAsTheyAre() throws {
        let plain = Set(0..<8)
        let start = Self.start(plainRows: plain)
        let (hidden, docked) = try Self.frames(start.layout)
        let vc = DoneToolbarFormViewController(plainRows: plain)
        let actions: [Action] = [.beginEditing(IndexPath(row: 0, section: 0))] + (try KeyboardFollowsFocusTests.notes(hidden, docked))
        _ = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: Self.descriptor(vc))
        #expect(vc.heard.map(\.end) == [CGRect(docked)])
        #expect(vc.heard.map(\.begin) == [CGRect(hidden)])
    }

    /// The tallest on-screen height of this app's full-width keyboards docked at the bottom, above the
    /// system keyboard with its predictive bar in that orientation (the emoji keyboard's 10–40 pt is the
    /// most the system adds), over `count` scenarios of `gen`.
    static func largestExcess(_ gen: Gen<Scenario>, count: Int) throws -> Double {
        var largest = -Double.infinity
        for seed in 0..<UInt64(count) {
            let scenario = try gen.sample(seed: 0xACCE55 &+ seed).value
            let device = scenario.start.layout.device
            for case let .keyboard(note) in scenario.actions where note.isLocal && note.endFrame.height > 0 {
                for orientation in [Orientation.portrait, .landscape] {
                    let layout = ScreenLayout(device: device, orientation: orientation)
                    let screen = layout.screenBounds, f = note.endFrame
                    guard f.width == screen.width, f.maxY >= screen.maxY, f.minY < screen.maxY else { continue }
                    let system = layout.metrics.dockedKeyboardHeight(predictive: true)
                    largest = Swift.max(largest, screen.maxY - f.minY - system)
                }
            }
        }
        return largest
    }

    @Test func theGeneratorDrawsNoAccessoryOnAViewControllersScreen() throws {
        let form = ViewControllerStrategy.descriptor(id: "plainForm", summary: "form", source: "test",
                                                     promises: [.focusVisibility, .noUIKitException]) {
            DoneToolbarFormViewController(plainRows: Set(0..<8))
        }
        let viewController = try Self.largestExcess(form.scenarios(), count: 600)
        #expect(viewController <= 41, "the system keyboard, its emoji variant at most")
        // The generator's own screens still draw accessories, so this measure can fail.
        let model = try Self.largestExcess(ScenarioGen.scenario(listKinds: [.readingList]), count: 600)
        #expect(model > 41)
    }
}
