import AppStrategies
import KeyboardStrategies
import Testing
import UIKit
import Verification
import ViewControllerHarness

/// The layout-guide strategy written as a view controller whose table follows
/// `view.keyboardLayoutGuide`, run through the adapter on generated scenarios with the promises of its
/// model-API twin (`LayoutGuideStrategy`: anchor stability across keyboard changes, every row reachable,
/// no UIKit exception).
@Suite("Layout guide view controller")
struct LayoutGuideViewControllerPropertyTests {
    @Test func keepsItsPromisesOnGeneratedScenarios() throws {
        let sweep = try GeneratedScenarioSweep<NoExplanation>(CorrectViewControllers.layoutGuide)
        print(sweep.summary("layout guide view controller"))
        #expect(sweep.scenariosRun == GeneratedScenarioSweep<NoExplanation>.cases)
        #expect((sweep.withAction["keyboard notification"] ?? 0) >= sweep.scenariosRun / 2, "too few keyboard changes to say anything")
        #expect(sweep.unexplained.isEmpty, "\(sweep.unexplainedReport)")
    }
}
