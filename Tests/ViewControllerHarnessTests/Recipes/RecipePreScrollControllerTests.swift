import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// A class that adopts `UITableViewDelegate` without `scrollViewDidEndDecelerating`, and a subclass that
/// declares it: what the recipe's first view-controller version (`TopInsertionPreScrollViewController`,
/// since removed) did over its superclass.
class DelegateWithoutDeceleration: UIViewController, UITableViewDelegate {}
final class SubclassHearingDeceleration: DelegateWithoutDeceleration {
    var heard = false
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { heard = true }
}

/// Seed 003's pre-scroll as the app ships it: the index saved where the user's scroll rests is heard, and
/// the return to the screen scrolls back to it.
@Suite("Recipes as view controllers: the pre-scroll")
struct RecipePreScrollControllerTests {
    /// Swift binds a protocol's optional method once, at the class that adopts the protocol: a subclass's
    /// method of the same name is not reached through the delegate (Objective-C's dispatch would reach
    /// it). The catalogue's timeline therefore declares the method and the pre-scroll app overrides it;
    /// the first version declared it in the subclass only, so on the
    /// facade its model is never written and its pre-scroll never scrolls.
    @Test func aSubclassesDelegateMethodIsNotReachedThroughTheProtocol() {
        let controller = SubclassHearingDeceleration()
        let delegate: any UITableViewDelegate = controller
        delegate.scrollViewDidEndDecelerating(UITableView(frame: .zero, style: .plain))
        #expect(!controller.heard)
    }

    /// The reader scrolls to the middle (the model saves the top row's index), three newer posts arrive
    /// at the top (the insert block keeps the reader's post, now three rows lower), the screen is pushed
    /// and popped: the pre-scroll compares the top row with the saved index, differs, and scrolls to the
    /// saved index — another post, three newer than the reader's. Anchor stability breaks at the return,
    /// which the recipe promises (scope: content changes and navigation).
    @Test func thePreScrollGoesBackToTheSavedIndexAfterNewerPostsArrived() throws {
        let descriptor = TopInsertionPreScrollFeedViewController.preScrollCheck
        var world = RecipeControllerScreenTests.world(for: descriptor)  // no header
        world.initialScroll = .top
        let scenario = Scenario(start: world, actions: [.userScroll(.fraction(0.5)), .door(1, name: "three newer posts at the top"),
                                                       .viewWillDisappear, .viewDidAppear])
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        let offsets = try #require(outcome.trace).map(\.scene.tableView.contentOffset.y)
        #expect(offsets.count == 5)
        #expect(offsets[3] == offsets[2], "nothing moves while the screen is away")
        #expect(offsets[4] < offsets[3], "the pre-scroll scrolled back, toward the saved index: \(offsets)")
        // The same app without the pre-scroll keeps the offset at the return: the move is the pre-scroll's.
        let anchorOnly = try ScenarioRunner.run(scenario, strategy: TopInsertionAnchorFeedViewController.check, keepTrace: true)
        #expect(anchorOnly.trace?.last?.scene.tableView.contentOffset.y == offsets[3])
        let broken = try #require(outcome.firstBrokenPromise)
        #expect(broken.invariant == .anchorStability && broken.step == 4, "\(broken)")
        print("pre-scroll after newer posts: offsets \(offsets); \(broken)")
    }
}
