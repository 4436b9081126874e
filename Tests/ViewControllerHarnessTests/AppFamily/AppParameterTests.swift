import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification
import ControllerCatalog
import KeyboardStrategies

/// The app around the code, drawn: an adoption line's `make` draws the app's own parameters
/// (``AppParameters``), which every scenario varies, its token replays, the shrinker brings to the
/// simplest value, and its counterexample names.
@Suite("App parameters drawn like the world")
struct AppParameterTests {
    static func conversation(guards: Bool) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: guards ? "conversationGuarded" : "conversation", summary: "a chat opened at its newest message",
            source: "scroll-to-bottom answers", promises: [.noUIKitException], listKinds: [.chat]) { app in
            ConversationViewController(messages: (0..<app.count("messages", 0...60)).map { "message \($0)" },
                                       guardsEmptyConversation: guards)
        }
    }

    /// The chat that crashes when it opens empty, found only because the app around it varies: with one
    /// fixed app (a conversation of messages) it never crashes. Shrunk to the empty conversation.
    @Test func anEmptyConversationIsDrawnFoundAndShrunkToZeroMessages() throws {
        let descriptor = Self.conversation(guards: false)
        let report = Property("conversation opens", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xA99, limits: Limits(maxCases: 200))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.noUIKitException])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        let failure = try #require(report.failure, "no empty conversation in \(report.casesGenerated) cases")
        let minimal = failure.minimal
        #expect(minimal.start.appParameters == ["messages = 0"], "\(minimal.start.appParameters)")
        #expect(minimal.start.description.contains("app: messages = 0"), "\(minimal.start)")
        #expect(failure.message.contains("row -1"), "\(failure.message)")
        // The token replays the same app.
        let again = try descriptor.scenarios(maxActions: 8).value(replaying: try ReplayToken.decode(failure.token))
        #expect(again.start.appParameters == minimal.start.appParameters)
    }

    /// The guarded chat keeps its promise across the apps drawn, and the apps drawn vary.
    @Test func theGuardedConversationKeepsItsPromiseInEveryAppDrawn() throws {
        let descriptor = Self.conversation(guards: true)
        var counts = Set<String>()
        let report = Property("guarded conversation", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xA99, limits: Limits(maxCases: 150))) { (scenario: Scenario) in
                counts.insert(scenario.start.appParameters.first ?? "")
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.noUIKitException])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(report.failure == nil, "\(report.failure?.message ?? "")")
        #expect(report.casesPassed == 150)
        #expect(counts.contains("messages = 0"), "the empty conversation is among the apps drawn")
        #expect(counts.count > 10, "\(counts.count) distinct apps")
    }

    /// A controller whose `make` draws nothing draws exactly as before: no app choices.
    @Test func anAdoptionLineWithoutParametersDrawsNone() {
        #expect(ControllerCatalog.all.allSatisfy { $0.appParameterSlots == 0 })
        #expect(ControllerCatalog.recipes.allSatisfy { $0.appParameterSlots == 0 })
        #expect(Self.conversation(guards: true).appParameterSlots == ViewControllerStrategy.maxAppParameters)
        let app = AppParameters(choices: [5, 1_000_003, 2])
        #expect(app.count("a", 0...9) == 5)
        #expect(app.flag("b") == true)
        #expect(app.pick("c", ["x", "y", "z"]) == "z")
        #expect(app.count("d", 3...7) == 3, "past the choices: the simplest value")
        #expect(app.drawn == ["a = 5", "b = on", "c = z", "d = 3 (not drawn: more than 3 app parameters)"])
    }
}
