import AppStrategies
import KeyboardStrategies
import Testing
import UIKit
import Verification
import ViewControllerHarness

/// The table-controller anchoring strategy written as a `UITableViewController` subclass, run through
/// the adapter on generated scenarios with the promises of its model-API twin
/// (`TableControllerAnchoringStrategy`: anchor stability across content changes, no UIKit exception).
@Suite("Anchoring table view controller")
struct AnchoringTableViewControllerPropertyTests {
    @Test func keepsItsPromisesOnGeneratedScenarios() throws {
        let sweep = try GeneratedScenarioSweep<NoExplanation>(CorrectViewControllers.tableControllerAnchoring)
        print(sweep.summary("anchoring table view controller"))
        #expect(sweep.scenariosRun == GeneratedScenarioSweep<NoExplanation>.cases)
        #expect((sweep.withAction["content change"] ?? 0) >= sweep.scenariosRun / 4, "too few content changes to say anything")
        #expect(sweep.unexplained.isEmpty, "\(sweep.unexplainedReport)")
    }

    /// The same screens without the put-back: the sweep must see the reader's row move.
    @Test func withoutThePutBackTheReaderLosesTheirPlace() throws {
        let sweep = try GeneratedScenarioSweep<NoExplanation>(Self.forgetful, cases: 300)
        print(sweep.summary("anchoring table view controller without the put-back"))
        #expect(sweep.unexplained.count >= 10, "the sweep did not notice the missing put-back")
        #expect(sweep.unexplained.allSatisfy { $0.contains("anchor") }, "\(sweep.unexplainedReport)")
    }

    static let forgetful = StrategyDescriptor(
        id: "vc-tableControllerAnchoring-forgetful", summary: "the anchoring table view controller without its put-back",
        source: "test", promises: CorrectViewControllers.tableControllerAnchoring.promises,
        listKinds: CorrectViewControllers.tableControllerAnchoring.listKinds,
        controller: CorrectViewControllers.tableControllerAnchoring.controller, tableOnly: true,
        promiseScopes: CorrectViewControllers.tableControllerAnchoring.promiseScopes,
        make: { _ in ViewControllerStrategy(make: { ForgetfulAnchoringTableViewController() }) })
}

/// Tells the table about each change and does nothing for the reader's place.
final class ForgetfulAnchoringTableViewController: AnchoringTableViewController {
    override func update(to newItemIDs: [[Int]], tellingTable: (UITableView) -> Void) {
        load(newItemIDs)
        tellingTable(tableView)
    }
}
