import Testing
import Verification

/// The reference strategy written as a view controller, run through the adapter on generated scenarios
/// with the reference's promises (every invariant, on reading and chat lists, under either kind of view
/// controller; tables only, see `CorrectViewControllers.descriptor`).
@Suite("Reference view controller")
struct ReferenceViewControllerPropertyTests {
    @Test func keepsItsPromisesOnGeneratedScenarios() throws {
        let sweep = try GeneratedScenarioSweep<NoExplanation>(CorrectViewControllers.reference)
        print(sweep.summary("reference view controller"))
        #expect(sweep.scenariosRun == GeneratedScenarioSweep<NoExplanation>.cases)
        #expect((sweep.withAction["keyboard notification"] ?? 0) >= sweep.scenariosRun / 2, "too few keyboard changes to say anything")
        #expect((sweep.withAction["content change"] ?? 0) >= sweep.scenariosRun / 2, "too few content changes to say anything")
        #expect(sweep.unexplained.isEmpty, "\(sweep.unexplainedReport)")
    }
}
