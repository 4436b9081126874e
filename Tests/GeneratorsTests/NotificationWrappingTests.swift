import Generators
import PropertyCheck
import ScrollGeometry
import Testing

/// iOS posts `keyboardWillChangeFrame` with every `keyboardWillShow` and `keyboardWillHide`, and
/// `keyboardDidChangeFrame` with every `keyboardDidShow` and `keyboardDidHide`, interruptions included (a
/// show during a hide's animation): an app that listens only to the change-frame notifications and
/// willHide, as Apple's pattern allows, hears every show. One rule for every keyboard act the generator
/// makes.
@Suite struct NotificationWrapping {
    @Test func everyShowAndHideIsWrappedInItsChangeFrameNotification() throws {
        let gen = ScenarioGen.scenario()
        var interrupted = 0
        for seed in UInt64(1)...1_500 {
            let scenario = try gen.sample(seed: seed).value
            let notes = scenario.actions.compactMap { action -> KeyboardNotification? in
                if case let .keyboard(note) = action { return note } else { return nil }
            }
            for (i, note) in notes.enumerated() {
                let before = i > 0 ? notes[i - 1].event : nil
                switch note.event {
                case .willShow, .willHide:
                    #expect(before == .willChangeFrame, "seed \(seed): \(note.event) #\(i) not right after a willChangeFrame: \(scenario)")
                case .didShow, .didHide:
                    #expect(before == .didChangeFrame, "seed \(seed): \(note.event) #\(i) not right after a didChangeFrame: \(scenario)")
                default: break
                }
                if i > 0, note.event == .willShow, notes[..<i].last(where: { $0.event == .willHide || $0.event == .didHide })?.event == .willHide {
                    interrupted += 1
                }
            }
        }
        #expect(interrupted > 0, "no show interrupting a hide in 1,500 scenarios: the rule was not exercised")
    }
}
