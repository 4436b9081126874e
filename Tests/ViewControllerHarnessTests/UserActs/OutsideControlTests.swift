import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// A tap on a text control the view controller placed outside its table (issue 23, item 2): the screen
/// reading finds it, the runner taps it as UIKit does, the generator draws the tap only where such a
/// control exists, and focus visibility judges its frame in the window against the keyboard.
@Suite("The user's acts: tapping a control outside the list")
struct OutsideControlTests {
    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    static func chat(buggy: Bool = false) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: buggy ? "composerOnSafeArea" : "composerOnKeyboardGuide",
            summary: "a chat whose composer rides on the keyboard layout guide", source: "test",
            promises: [.focusVisibility, .offsetBounds, .noUIKitException],
            doors: [.door("message received") { (chat: ComposerChatViewController) in chat.receive() }]) {
                ComposerChatViewController(pinsComposerToKeyboard: !buggy)
            }
    }

    static func run(_ descriptor: StrategyDescriptor, _ start: StartScreen, _ actions: [Action]) throws -> ScenarioRunner.Outcome {
        try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: descriptor, keepTrace: true)
    }

    /// The tap, then the docked keyboard coming up as iOS posts it.
    static func tapAndShow(_ start: StartScreen) throws -> [Action] {
        [.tapOutsideControl(0)] + (try UserActsTests.show(start))
    }

    @Test func theScreenReadingFindsTheComposerAndNoneInAForm() {
        let chat = ViewControllerStrategy.screen(of: { ComposerChatViewController() }, in: Self.world)
        #expect(chat.outsideControls == ["Message"], "the composer's text view, by its accessibility label")
        #expect(chat.sections.first?.count == 30, "the table is still the messages'")
        let form = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: Self.world)
        #expect(form.outsideControls.isEmpty, "a form's fields are all in its table")
        let scenario = Scenario(start: chat, actions: [.tapOutsideControl(0)])
        #expect(scenario.description.hasSuffix("tap the \"Message\" control outside the list"), "\(scenario.description)")
    }

    @Test func theComposerRidesOnTheKeyboardAndIsJudgedInTheWindow() throws {
        let start = ViewControllerStrategy.screen(of: { ComposerChatViewController() }, in: Self.world)
        let outcome = try Self.run(Self.chat(), start, try Self.tapAndShow(start))
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        let focus = try #require(last.outsideFocus, "the composer is first responder")
        #expect(focus.index == 0 && focus.isTextView)
        #expect(last.focusedRow == nil)
        let keyboard = try #require(last.obscuringKeyboardFrameInWindow)
        // The composer (52 pt) sits on the keyboard's top; its text view is inset 8 pt inside it.
        #expect(abs(focus.frameInWindow.maxY - (keyboard.minY - 8)) < 0.5, "\(focus.frameInWindow) on \(keyboard)")
    }

    @Test func aComposerLeftOnTheSafeAreaIsCaughtAtTheTap() throws {
        let start = ViewControllerStrategy.screen(of: { ComposerChatViewController(pinsComposerToKeyboard: false) }, in: Self.world)
        let outcome = try Self.run(Self.chat(buggy: true), start, try Self.tapAndShow(start))
        let broken = try #require(outcome.violations.first { $0.promised })
        #expect(broken.invariant == .focusVisibility)
        #expect(broken.message.contains("outside the list"), "\(broken.message)")
        #expect(broken.step == 5, "judged when the show's animation ends (didShow), in the tap's episode")
    }

    @Test func aRowsFocusAndEndingEditingClearTheOutsideFocus() throws {
        let start = ViewControllerStrategy.screen(of: { ComposerChatViewController() }, in: Self.world)
        let outcome = try Self.run(Self.chat(), start, try Self.tapAndShow(start) + [.endEditing])
        let trace = try #require(outcome.trace)
        #expect(trace[5].scene.outsideFocus != nil)
        #expect(trace.last?.scene.outsideFocus == nil)
    }

    @Test func theTapAsksTheDelegateAndMakesTheComposerFirstResponder() throws {
        let vc = ComposerChatViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        let start = ViewControllerStrategy.screen(of: { ComposerChatViewController() }, in: Self.world)
        var scene = try start.makeScene()
        try strategy.viewDidAppear(in: &scene)
        #expect(scene.outsideFocus == nil)
        try strategy.tapOutsideControl(0, in: &scene)
        #expect(vc.beganEditing == 1, "textViewDidBeginEditing heard")
        #expect(vc.messageView.isFirstResponder)
        #expect(scene.outsideFocus?.index == 0)
        try strategy.tapOutsideControl(0, in: &scene)
        #expect(vc.beganEditing == 1, "a tap on the first responder begins nothing")
        try strategy.tapOutsideControl(3, in: &scene)
        #expect(vc.messageView.isFirstResponder, "no control 3: the tap lands on nothing")
    }

    // MARK: Generation

    @Test func theTapIsDrawnOnlyWhereAControlIsOutsideTheList() throws {
        var taps = 0
        let gen = Self.chat().scenarios()
        for seed in 0..<UInt64(150) {
            let scenario = try gen.sample(seed: seed).value
            for (i, action) in scenario.actions.enumerated() where action == .tapOutsideControl(0) {
                taps += 1
                // Followed by the keyboard's willChangeFrame (the focus's own show or repeated willShow).
                if i + 1 < scenario.actions.count, case let .keyboard(note) = scenario.actions[i + 1] {
                    #expect(note.event == .willChangeFrame)
                } else {
                    Issue.record("a tap with no keyboard notification after it: \(scenario)")
                }
            }
            #expect(!scenario.actions.contains { if case let .tapOutsideControl(i) = $0 { i != 0 } else { false } })
        }
        #expect(taps > 20, "\(taps) taps in 150 scenarios")
        let form = UserActsTests.form().scenarios()
        for seed in 0..<UInt64(100) {
            let scenario = try form.sample(seed: seed).value
            #expect(!scenario.actions.contains { if case .tapOutsideControl = $0 { true } else { false } })
        }
    }

    /// The correct chat holds its promises over generated scenarios (how many tapped the composer is
    /// printed); the buggy one is caught on focus visibility and its counterexample names the tap.
    @Test(arguments: [false, true])
    func generatedScenarios(buggy: Bool) throws {
        let descriptor = Self.chat(buggy: buggy)
        let cases = 300
        let configuration = RunConfiguration(seed: 0x7A9, limits: Limits(maxCases: cases, maxShrinks: 400))
        let report = Property(descriptor.id, descriptor.scenarios()).run(configuration, StrategyCheck.body(descriptor))
        if buggy {
            let failure = try #require(report.failure, "\(descriptor.id) was not caught in \(cases) cases")
            print("\(descriptor.id): caught after \(report.casesGenerated) cases, shrunk \(failure.shrinkCount) times: \(failure.minimalDescription)")
            #expect(failure.minimalDescription.contains("tap the \"Message\" control outside the list"), "\(failure.minimalDescription)")
            #expect(failure.message.contains("focus visibility"), "\(failure.message)")
            #expect(failure.minimal.actions.count <= 5, "the tap and its show: \(failure.minimalDescription)")
        } else {
            if let failure = report.failure {
                Issue.record("\(descriptor.id): \(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
            }
            let tapped = report.statistics.counts[ScenarioLabel.tapOutside] ?? 0
            print("\(descriptor.id): \(report.casesPassed) of \(report.casesGenerated) cases clean, \(tapped) with the composer tapped")
            #expect(tapped > 50, "\(tapped) of \(cases) cases tapped the composer")
        }
    }
}
