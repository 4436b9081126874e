import Generators
import PropertyCheck
import ScrollGeometry
import Testing

/// The keyboard's cold start and the return with the pushed screen's keyboard up, as the generator
/// draws them (POLICIES items 32 and 34).
@Suite struct KeyboardTiming {
    static func notes(_ scenario: Scenario) -> [(index: Int, note: KeyboardNotification)] {
        scenario.actions.enumerated().compactMap { index, action in
            if case let .keyboard(note) = action { (index, note) } else { nil }
        }
    }

    /// A cold start is drawn only on the scenario's first keyboard on screen, right after the tap that
    /// asks for it, on the first will-notification of the show, 0.3 to 2 s late in tenths.
    @Test func aColdStartIsTheFirstShowRightAfterItsTap() throws {
        let gen = ScenarioGen.scenario()
        var cold = 0
        for seed in UInt64(1)...2_000 {
            let scenario = try gen.sample(seed: seed).value
            let notes = Self.notes(scenario)
            for (position, (index, note)) in notes.enumerated() where note.delayAfterFocus > 0 {
                cold += 1
                let shownBefore = notes[..<position].contains { $0.note.endFrame.minY < scenario.start.layout.screenBounds.maxY }
                #expect(!shownBefore, "seed \(seed): a cold start after the keyboard was on screen: \(scenario)")
                #expect(note.event == .willChangeFrame, "seed \(seed): \(note)")
                #expect(index > 0 && scenario.actions[index - 1].isFocusChange, "seed \(seed): not right after a tap: \(scenario)")
                let tenths = note.delayAfterFocus * 10
                #expect(tenths >= 3 - 1e-9 && tenths <= 20 + 1e-9 && abs(tenths - tenths.rounded()) < 1e-9, "seed \(seed): \(note.delayAfterFocus)")
            }
        }
        #expect(cold > 20, "only \(cold) cold starts in 2,000 scenarios: the draw was not exercised")
    }

    /// The pushed screen's keyboard notes are marked as such; when the user goes back with it up, the
    /// screen appears between its show and its hide, and nothing else comes between.
    @Test func thePushedScreensKeyboardHidesAsTheScreenComesBack() throws {
        let gen = ScenarioGen.scenario()
        var backWithKeyboard = 0
        for seed in UInt64(1)...3_000 {
            let scenario = try gen.sample(seed: seed).value
            var away = false
            for (index, action) in scenario.actions.enumerated() {
                switch action {
                case .viewWillDisappear: away = true
                case .viewDidAppear:
                    away = false
                    guard index + 1 < scenario.actions.count, case let .keyboard(next) = scenario.actions[index + 1],
                          next.forAnotherScreen else { continue }
                    backWithKeyboard += 1
                    #expect(next.event == .willChangeFrame, "seed \(seed): \(next)")
                    guard index > 0, case let .keyboard(before) = scenario.actions[index - 1] else {
                        Issue.record("seed \(seed): the return does not follow the pushed screen's show: \(scenario)")
                        continue
                    }
                    #expect(before.forAnotherScreen && before.event == .didShow, "seed \(seed): \(before)")
                case let .keyboard(note) where note.forAnotherScreen:
                    // Marked notes are the pushed screen's: drawn while away, or its hide right at the return.
                    let atReturn = scenario.actions[..<index].last { if case .keyboard = $0 { false } else { true } } == .viewDidAppear
                    #expect(away || atReturn, "seed \(seed): a pushed screen's note on screen: \(scenario)")
                default: break
                }
            }
        }
        #expect(backWithKeyboard > 20, "only \(backWithKeyboard) returns with the pushed screen's keyboard up in 3,000 scenarios")
    }
}
