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
        // The correct controllers whose data has a size draw it (0 to 60 posts or messages).
        #expect(Set(ControllerCatalog.all.filter { $0.appParameterSlots > 0 }.map(\.id))
                == ["feed", "chatPinnedController", "guideComposerChat", "selfSizingFeed", "timelineCollection",
                    "messagesCollectionChat", "feedDiffable"])
        // The recipes that sit in app families draw their apps (seed 000's chat: messages; seed 002's
        // form: its margin; seed 003's timelines: posts and a header); the others draw none.
        let drawing = Set(ControllerCatalog.recipes.filter { $0.appParameterSlots > 0 }.map(\.id))
        #expect(drawing == ["bottomPinnedController", "insetAndScrollFocusedController", "topInsertionAnchorController",
                            "topInsertionPreScrollController"])
        #expect(Self.conversation(guards: true).appParameterSlots == ViewControllerStrategy.maxAppParameters)
        let app = AppParameters(choices: [5, 1_000_003, 2])
        #expect(app.count("a", 0...9) == 5)
        #expect(app.flag("b") == true)
        #expect(app.pick("c", ["x", "y", "z"]) == "z")
        #expect(app.count("d", 3...7) == 3, "past the choices: the simplest value")
        #expect(app.drawn == ["a = 5", "b = on", "c = z", "d = 3 (not drawn: past the scenario's 3 choices)"])
    }

    static func history(shiftsByOneRow: Bool) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: shiftsByOneRow ? "historyByOneRow" : "history", summary: "older messages loaded above the reader",
            source: "load-earlier-messages answers", promises: [.anchorStability], listKinds: [.chat],
            promiseScopes: [.anchorStability: [.contentChange]],
            doors: [.door("older messages loaded") { (chat: ConversationViewController, app) in
                chat.loadOlder(app.count("older messages", 1...50))
            }]) { app in
            ConversationViewController(messages: (0..<app.count("messages", 0...60)).map { "message \($0)" },
                                       guardsEmptyConversation: true, shiftsByOneRow: shiftsByOneRow)
        }
    }

    /// A door draws how much data arrives: the one-row shift is found only when more than one message
    /// arrives, and the counterexample says how many ("older messages = 2", the fewest that break it).
    @Test func aDoorDrawsHowMuchArrivesAndTheCounterexampleSaysHowMuch() throws {
        let descriptor = Self.history(shiftsByOneRow: true)
        #expect(descriptor.doorParameterSlots == ViewControllerStrategy.maxDoorParameters)
        var drawn: [String] = []
        let report = Property("older messages", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xD00, limits: Limits(maxCases: 300))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise {
                    drawn = outcome.doorDraws
                    throw PropertyFailure(broken.message)
                }
            }
        let failure = try #require(report.failure, "not found in \(report.casesGenerated) cases")
        // The last failing run is the minimal one: its door drew two older messages.
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, invariants: [.anchorStability])
        #expect(outcome.firstBrokenPromise != nil)
        #expect(outcome.doorDraws.contains { $0.hasSuffix("older messages = 2") }, "\(outcome.doorDraws)")
        #expect(!drawn.isEmpty)
        // The swift test message names it too.
        do {
            try StrategyCheck.body(descriptor, invariants: [.anchorStability])(failure.minimal)
            Issue.record("the minimal scenario passed")
        } catch let broken as StrategyCheck.BrokenPromise {
            #expect(broken.description.contains("data drawn by the app's doors: step"), "\(broken)")
            #expect(broken.description.contains("older messages = 2"), "\(broken)")
        }
        // And `keyfuzz replay`'s transcript.
        let transcript = ReplayTranscript.text(try ScenarioRunner.run(failure.minimal, strategy: descriptor, keepTrace: true), strategy: descriptor)
        #expect(transcript.contains("the door drew: older messages = 2"), "\(transcript)")
    }

    @Test func theHistoryThatShiftsByWhatArrivedKeepsTheReadersPlace() throws {
        let descriptor = Self.history(shiftsByOneRow: false)
        var sizes = Set<String>()
        let report = Property("older messages, shifted by what arrived", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xD00, limits: Limits(maxCases: 200))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.anchorStability])
                sizes.formUnion(outcome.doorDraws.map { $0.components(separatedBy: ": ").last ?? "" })
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(report.failure == nil, "\(report.failure?.message ?? "") \(report.failure?.minimalDescription ?? "")")
        #expect(report.casesPassed == 200)
        #expect(sizes.count > 5, "the doors drew \(sizes.count) different amounts")
    }
}
