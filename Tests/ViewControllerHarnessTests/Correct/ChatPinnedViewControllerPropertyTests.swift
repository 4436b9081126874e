import AppStrategies
import KeyboardStrategies
import Testing
import UIKit
import Verification
import ViewControllerHarness

/// The chat strategy written as a view controller, run through the adapter on generated scenarios with
/// the promises of its model-API twin (`ChatPinnedStrategy`: bottom pinning, every row reachable, no
/// UIKit exception), on chat lists under either kind of view controller.
@Suite("Chat pinned view controller")
struct ChatPinnedViewControllerPropertyTests {
    @Test func keepsItsPromisesOnGeneratedScenarios() throws {
        let sweep = try GeneratedScenarioSweep<NoExplanation>(CorrectViewControllers.chatPinned)
        print(sweep.summary("chat pinned view controller"))
        #expect(sweep.scenariosRun == GeneratedScenarioSweep<NoExplanation>.cases)
        #expect((sweep.withAction["keyboard notification"] ?? 0) >= sweep.scenariosRun / 2, "too few keyboard changes to say anything")
        #expect(sweep.unexplained.isEmpty, "\(sweep.unexplainedReport)")
    }
}

extension ChatPinnedViewControllerPropertyTests {
    /// The same screens with appends told to the table but the list left where it was: the sweep must
    /// see a list at the bottom lose the bottom.
    @Test func withoutScrollingBackAnAppendLeavesTheBottom() throws {
        let vc = CorrectViewControllers.chatPinned
        let careless = StrategyDescriptor(
            id: "vc-chatPinned-careless", summary: "the chat view controller, not scrolling back after appends", source: "test",
            promises: vc.promises, listKinds: vc.listKinds, controller: vc.controller, tableOnly: vc.tableOnly,
            promiseScopes: vc.promiseScopes, make: { _ in ViewControllerStrategy(make: { CarelessChatViewController() }) })
        let sweep = try GeneratedScenarioSweep<NoExplanation>(careless, cases: 300)
        print(sweep.summary("chat pinned view controller without the scroll back after appends"))
        #expect(sweep.unexplained.count >= 5, "the sweep did not notice appends leaving the bottom")
        #expect(sweep.unexplained.allSatisfy { $0.contains("bottom pinning") || $0.contains("reachability") }, "\(sweep.unexplainedReport)")
    }
}

/// Tells the table about each change and leaves the offset alone.
final class CarelessChatViewController: ChatPinnedViewController {
    override func update(to newMessageCounts: [Int], tellingTable: (UITableView) -> Void) {
        load(messageCounts: newMessageCounts)
        tellingTable(tableView)
    }
}
