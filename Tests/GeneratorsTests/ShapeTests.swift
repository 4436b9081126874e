import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing

/// The plainest start screen: iPhone 15 in portrait, full screen, no bars, a `UITableViewController`,
/// 20 rows of 44 pt with exact heights and a text field each (as tall as its font makes it), plain options,
/// at the top.
let plainestStart = StartScreen(
    layout: ScreenLayout(device: Device.allCases[0], orientation: .portrait),
    listKind: .readingList,
    sections: [Array(repeating: RowSpec(height: 44, control: Control(.textField, height: Control.textFieldHeight)), count: 20)])

@Suite struct Shape {
    @Test func allZeroChoicesGiveThePlainestScenario() throws {
        let scenario = try ScenarioGen.scenario().value(replaying: [])
        #expect(scenario == Scenario(start: plainestStart, actions: []))
        #expect(scenario.start.layout.device == .iPhone15)
        #expect(scenario.description == "iPhone 15 portrait, UITableViewController, reading list, 20 rows of 44 pt text field, exact heights (no estimates), UIKit options: clamp after updates on, controller keyboard .adjustedInset + scroll to first responder")
    }

    @Test func allZeroStartScreenForAChatRestsAtTheBottom() throws {
        let start = try ScenarioGen.startScreen(listKind: .chat).value(replaying: [])
        #expect(start.initialScroll == .bottom)
        #expect(start.sections == plainestStart.sections)
    }

    @Test func aLoneZeroStepIsAPlainShowAsIOSPostsIt() throws {
        // Start screen choices are all zero; then "continue" = 1 and zeros: one plainest step.
        let gen = ScenarioGen.scenario()
        var choices = try plainChoicesBeforeFirstStep()
        choices.append(1)
        let scenario = try gen.value(replaying: choices)
        let plainest = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .portrait)
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: .iPhone15, .portrait)
        // iOS posts the change-frame notifications around every show.
        #expect(scenario.actions == [
            .beginEditing(IndexPath(row: 0)),
            .keyboard(try KeyboardNotification(.willChangeFrame, begin: hidden, end: plainest)),
            .keyboard(try KeyboardNotification(.willShow, begin: hidden, end: plainest)),
            .keyboard(try KeyboardNotification(.didChangeFrame, begin: hidden, end: plainest)),
            .keyboard(try KeyboardNotification(.didShow, begin: hidden, end: plainest)),
        ])
    }

    @Test func shrinkingARotationFailureEndsAtOneRotationOnThePlainestScreen() throws {
        for seed in UInt64(1)...12 {
            let report = Property("fails on rotation", ScenarioGen.scenario())
                .run(RunConfiguration(seed: seed, limits: Limits(maxCases: 1000))) { scenario in
                    try expect(!scenario.actions.contains(.rotate), "contains a rotation")
                }
            let failure = try #require(report.failure, "seed \(seed) found no rotation")
            #expect(failure.minimal == Scenario(start: plainestStart, actions: [.rotate]),
                    "seed \(seed): \(failure.minimalDescription)")
        }
    }

    @Test func scenariosKeepToMaxActions() throws {
        for maxActions in [0, 1, 5, 30] {
            let gen = ScenarioGen.scenario(maxActions: maxActions)
            for seed in UInt64(0)..<200 {
                #expect(try gen.sample(seed: seed).value.actions.count <= maxActions)
            }
        }
    }

    @Test func listKindsAreRespected() throws {
        let gen = ScenarioGen.scenario(listKinds: [.chat])
        for seed in UInt64(0)..<100 {
            #expect(try gen.sample(seed: seed).value.start.listKind == .chat)
        }
    }

    /// The choices that decode to the plainest start screen, followed by nothing: the number of draws
    /// the start screen makes at all-zero choices, each 0.
    func plainChoicesBeforeFirstStep() throws -> [UInt64] {
        var testCase = TestCase(replaying: [])
        _ = try ScenarioGen.scenario().generate(&testCase)
        // The last recorded choice is the "continue" flag of the first step (0: stop).
        return Array(testCase.recordedChoices.dropLast())
    }
}
