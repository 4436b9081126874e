import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Issue 34, "list kind by default": a screen is one kind of list, and the adoption line is where the
/// user says which. Before, a descriptor without `listKinds` was judged as a reading list *and* as a
/// chat, so a correct chat that follows its newest message "moved its top row".
@Suite("A view controller's list kind is the user's statement")
struct ListKindDeclarationTests {
    static func chat(promises: Set<Guarantee>, listKinds: Set<ListKind>?) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: "chatAnchored", summary: "a composer chat that follows its newest message", source: "test",
            promises: promises, listKinds: listKinds,
            doors: [.door("message received") { (chat: ComposerChatViewController) in chat.receive() }]) {
                ComposerChatViewController()
            }
    }

    /// The false alarm, as the old default drew it: both kinds listed, the correct chat is found to
    /// "move its top row" on a screen judged as a reading list — a verdict about a kind of list it is not.
    @Test func bothKindsJudgeAChatAsAReadingList() {
        let both = Self.chat(promises: [.anchorStability], listKinds: [.readingList, .chat])
        let report = Property("chat judged as both kinds", both.scenarios())
            .run(RunConfiguration(seed: 34, limits: Limits(maxCases: 300, maxShrinks: 200))) { try StrategyCheck.body(both)($0) }
        let failure = try? #require(report.failure, "the chat judged as a reading list breaks anchor stability")
        #expect(failure?.message.contains("anchor") == true, "\(failure?.message ?? "")")
        #expect(failure?.minimalDescription.contains("reading list") == true, "\(failure?.minimalDescription ?? "")")
    }

    /// Without `listKinds`, a promise that depends on the kind is refused with a message that names the
    /// parameter and both answers; the property fails on its first case with that message (no shrinking
    /// into a "counterexample" that is not one), and a campaign refuses the strategy.
    @Test func anUndeclaredKindWithAKindPromiseIsAnAdoptionError() throws {
        let undeclared = Self.chat(promises: [.anchorStability, .noUIKitException], listKinds: nil)
        let problem = try #require(undeclared.adoptionProblem)
        #expect(problem.contains("listKinds: [.readingList]") && problem.contains("listKinds: [.chat]"), "\(problem)")
        #expect(problem.contains("anchorStability"), "\(problem)")
        #expect(!undeclared.listKindDeclared)
        let report = Property("undeclared", undeclared.scenarios())
            .run(RunConfiguration(seed: 1, limits: Limits(maxCases: 20, maxShrinks: 50))) { try StrategyCheck.body(undeclared)($0) }
        let failure = try #require(report.failure)
        #expect(failure.message.hasPrefix("cannot check chatAnchored as adopted"), "\(failure.message)")
        #expect(report.casesPassed == 0)
    }

    /// A promise that does not depend on the kind needs no declaration: the screen is drawn as a
    /// reading list only (never both), and `keyfuzz list` says the kind was not declared.
    @Test func anUndeclaredKindWithoutAKindPromiseIsDrawnAsOneKind() throws {
        let undeclared = Self.chat(promises: [.reachability, .noUIKitException], listKinds: nil)
        #expect(undeclared.adoptionProblem == nil)
        #expect(undeclared.listKinds == [.readingList])
        var kinds = Set<ListKind>()
        let report = Property("drawn kinds", undeclared.scenarios(maxActions: 2))
            .run(RunConfiguration(seed: 7, limits: Limits(maxCases: 30, maxShrinks: 0))) { kinds.insert($0.start.listKind) }
        #expect(report.casesPassed == 30)
        #expect(kinds == [.readingList])
    }

    /// Declared as what it is, the chat is drawn as a chat only.
    @Test func aDeclaredChatIsDrawnAsAChatOnly() throws {
        let declared = Self.chat(promises: [.bottomPinning, .noUIKitException], listKinds: [.chat])
        #expect(declared.adoptionProblem == nil && declared.listKindDeclared)
        var kinds = Set<ListKind>()
        let report = Property("declared chat", declared.scenarios(maxActions: 2))
            .run(RunConfiguration(seed: 34, limits: Limits(maxCases: 30, maxShrinks: 0))) { kinds.insert($0.start.listKind) }
        #expect(report.casesPassed == 30)
        #expect(kinds == [.chat])
    }
}
