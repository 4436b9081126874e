import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification

/// Issue 34, "keyboard with nothing focused": this app's keyboard shows only after one of its responders
/// became first responder. The runner holds back a show of this app's keyboard while none is
/// (``KeyboardFocusGate``), and the generator taps a real control where it used to say "a field outside
/// the list" on a screen that has none.
@Suite("This app's keyboard follows its focus")
struct KeyboardFollowsFocusTests {
    static let chat = ListKindDeclarationTests.chat(promises: [.bottomPinning, .noUIKitException], listKinds: [.chat])

    static func notes(_ begin: Rect, _ end: Rect, hide: Bool = false, local: Bool = true) throws -> [Action] {
        let events: [KeyboardEvent] = hide ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
                                           : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end, isLocal: local)) }
    }

    /// The world of the shrunk counterexample kf1:HgAEAAAAAQAAAgEABQABAAEAAQEABQEWAYUHAAEKAADQBqT8 (seed 34,
    /// 100 cases of the composer chat promising bottom pinning; drawn before this change): an iPad in
    /// portrait, another app's keyboard up, then this app's keyboard announced with nothing of this app
    /// focused; a drag to 90 % of the range, the hide, then the user's tap on the composer and its show.
    /// Before: the list, scrolled "to the bottom" under a keyboard no device would show, was charged with
    /// bottom pinning at the final show ("last row now ends at 1584, 317 pt below the visible bottom").
    static func counterexample() throws -> Scenario {
        let drawn = try chat.scenarios().value(replaying: try ReplayToken.decode("kf1:HgAEAAAAAQAAAgEABQABAAEAAQEABQEWAYUHAAEKAADQBqT8"))
        let start = drawn.start
        let w = start.layout.screenBounds.width, h = start.layout.screenBounds.height
        let hidden = Rect(x: 0, y: h, width: w, height: 337)
        let other = Rect(x: 0, y: h - 337, width: w, height: 337)
        let mine = Rect(x: 0, y: h - 287, width: w, height: 287)
        var actions = try notes(hidden, other, local: false)
        actions += try notes(other, mine)
        actions += [.drag(.began), .drag(.moved(by: -23)), .drag(.ended(.fraction(0.901)))]
        actions += try notes(mine, Rect(x: 0, y: h, width: w, height: 287), hide: true)
        actions += [.tapOutsideControl(0)]
        actions += try notes(hidden, other)
        return Scenario(start: start, actions: actions)
    }

    @Test func aShowWithNothingFocusedIsNotPostedAndTheComposerChatIsNotCharged() throws {
        let scenario = try Self.counterexample()
        #expect(scenario.start.layout.device.isPad)
        let outcome = try ScenarioRunner.run(scenario, strategy: Self.chat, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.filter(\.promised).map(\.message))")
        let trace = try #require(outcome.trace)
        // After the local show with nothing focused (steps 5–8) no keyboard of this app is on screen.
        let afterHeldShow = try #require(trace.first { $0.step == 8 })
        #expect(afterHeldShow.scene.obscuringKeyboardFrameInWindow == nil, "the held show covers nothing")
        // The tap on the composer brings the keyboard up as a show from below the screen.
        let last = try #require(trace.last)
        #expect(last.scene.outsideFocus != nil)
        #expect(last.scene.obscuringKeyboardFrameInWindow != nil, "the composer's own show is posted")
    }

    /// A text field tapped while its row is off screen lands on nothing, so the show that follows is
    /// held back; the next tap that lands brings the keyboard up from below the screen, and the app's
    /// observer hears exactly one show, with a begin frame below the screen.
    @Test func aMissedTapShowsNoKeyboardUntilATapLands() throws {
        let form = ViewControllerStrategy.descriptor(
            id: "nextFieldForm", summary: "form", source: "test", promises: [.focusVisibility, .noUIKitException]) {
                NextFieldFormViewController()
            }
        // In landscape the form's twelve 60-pt rows do not all fit: its last row has no cell.
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .landscape), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: world)
        let rows = start.sections.flatMap { $0 }.count
        let layout = start.layout
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let far = IndexPath(row: rows - 1, section: start.sections.count - 1)
        var actions: [Action] = [.beginEditing(far)] + (try Self.notes(hidden, docked))
        // Focus moves to the first field with the keyboard "up": iOS's repeated willShow, begin == end.
        actions += [.beginEditing(IndexPath(row: 0, section: 0))] + (try Self.notes(docked, docked))
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: form, keepTrace: true)
        let trace = try #require(outcome.trace)
        let afterMiss = try #require(trace.first { $0.step == 5 })
        #expect(afterMiss.scene.focusedRow == nil, "row \(far) is off screen: the tap lands on nothing")
        #expect(afterMiss.scene.obscuringKeyboardFrameInWindow == nil, "no keyboard for a tap that landed on nothing")
        let last = try #require(trace.last)
        #expect(last.scene.focusedRow != nil)
        #expect(last.scene.obscuringKeyboardFrameInWindow == docked)
        // The notes as run: the lifted show comes from below the screen.
        let shows = outcome.scenario.actions.compactMap { action -> KeyboardNotification? in
            if case let .keyboard(note) = action, note.event == .willShow { return note } else { return nil }
        }
        #expect(shows.last?.beginFrame.minY == layout.screenBounds.maxY, "\(shows)")
        #expect(rows == 12)
    }

    /// A show held back for a missed tap is over once the screen has left: another screen is pushed,
    /// its text field brings the keyboard up, and the user goes back with it up. Its hide, as this
    /// screen appears, is posted (the gate forgets what it held before the screen left): no keyboard
    /// is left on the returning screen, which iOS had long taken away.
    @Test func whatWasHeldIsForgottenOnceTheScreenHasLeft() throws {
        let form = ViewControllerStrategy.descriptor(
            id: "nextFieldForm", summary: "form", source: "test", promises: [.focusVisibility, .reachability, .noUIKitException]) {
                NextFieldFormViewController()
            }
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .landscape), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: world)
        let layout = start.layout
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let far = IndexPath(row: start.sections.flatMap { $0 }.count - 1, section: start.sections.count - 1)
        func pushed(_ begin: Rect, _ end: Rect, hide: Bool) throws -> [Action] {
            let events: [KeyboardEvent] = hide ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
                                               : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
            return try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end, forAnotherScreen: true)) }
        }
        var actions: [Action] = [.beginEditing(far)] + (try Self.notes(hidden, docked))
        actions += [.viewWillDisappear] + (try Self.notes(docked, hidden, hide: true))
        actions += try pushed(hidden, docked, hide: false)
        actions += [.viewDidAppear] + (try pushed(docked, hidden, hide: true))
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: form, keepTrace: true)
        let trace = try #require(outcome.trace)
        let afterMiss = try #require(trace.first { $0.step == 5 })
        #expect(afterMiss.scene.obscuringKeyboardFrameInWindow == nil, "the missed tap's show is held back")
        let last = try #require(trace.last)
        #expect(last.scene.obscuringKeyboardFrameInWindow == nil, "the pushed screen's keyboard has hidden")
        #expect(last.scene.keyboardHiddenHeight == 0)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.filter(\.promised).map(\.message))")
    }

    /// Editing ends and the tap meant to take the focus lands on nothing (its row has no cell): iOS takes
    /// the keyboard away as the last responder resigns. The runner posts that hide where the scenario
    /// re-announces the keyboard, and holds back what follows of it.
    @Test func aFocusMoveThatLandsOnNothingTakesTheKeyboardAway() throws {
        let form = ViewControllerStrategy.descriptor(
            id: "nextFieldForm", summary: "form", source: "test", promises: [.focusVisibility, .noUIKitException]) {
                NextFieldFormViewController()
            }
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .landscape), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: world)
        let layout = start.layout
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        var actions: [Action] = [.beginEditing(IndexPath(row: 0, section: 0))] + (try Self.notes(hidden, docked))
        actions += [.endEditing, .beginEditing(IndexPath(row: 11, section: 0))] + (try Self.notes(docked, docked))
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: form, keepTrace: true)
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.focusedRow == nil)
        #expect(last.obscuringKeyboardFrameInWindow == nil, "the keyboard went with the last responder")
        let events = outcome.scenario.actions.compactMap { action -> KeyboardEvent? in
            if case let .keyboard(note) = action { return note.event } else { return nil }
        }
        #expect(events.filter { $0 == .willHide }.count == 1 && events.filter { $0 == .didHide }.count == 1, "\(events)")
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
    }

    /// The generator's "field outside the list" on a screen without one is no longer drawn: over many
    /// scenarios of a form with no control outside its table, no keyboard of this app is shown with
    /// nothing focused once the runner has run them.
    @Test func noScenarioShowsThisAppsKeyboardWithNothingFocused() throws {
        let form = ViewControllerStrategy.descriptor(
            id: "nextFieldForm", summary: "form", source: "test", promises: [.noUIKitException]) { NextFieldFormViewController() }
        var shown = 0
        let report = Property("keyboard follows focus", form.scenarios())
            .run(RunConfiguration(seed: 34, limits: Limits(maxCases: 150, maxShrinks: 100))) { scenario in
                let outcome = try ScenarioRunner.run(scenario, strategy: form, keepTrace: true)
                // While a pushed screen covers this one the keyboard may be that screen's: not this app's view's.
                for step in outcome.trace ?? [] where step.judged && step.scene.isInWindow && step.scene.obscuringKeyboardFrameInWindow != nil {
                    shown += 1
                    if step.scene.focusedRow == nil && step.scene.outsideFocus == nil && !step.scene.keyboardIsHiding {
                        throw KeyboardWithoutFocus(step: step.step, scenario: "\(scenario)")
                    }
                }
            }
        #expect(report.failure == nil, "\(report.failure?.message ?? "")")
        #expect(report.casesPassed == 150, "\(report.casesPassed) of 150 scenarios ran")
        #expect(shown > 50, "the keyboard was shown in \(shown) judged states")
    }

    struct KeyboardWithoutFocus: Error, CustomStringConvertible {
        let step: Int
        let scenario: String
        var description: String { "this app's keyboard covers the screen with nothing focused at step \(step): \(scenario)" }
    }
}
