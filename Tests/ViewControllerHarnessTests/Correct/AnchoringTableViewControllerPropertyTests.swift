import KeyboardStrategies
import Testing
import UIKit
import Verification
import ViewControllerHarness
@testable import ControllerCatalog

/// The anchoring table controller without its put-back: its own scenarios must see the reader's row
/// move on a door, on anchor stability (the correct one is clean: ``CorrectControllerTests``).
@Suite("Anchoring table view controller")
struct AnchoringTableViewControllerPropertyTests {
    static let forgetful = ViewControllerStrategy.descriptor(
        id: "anchoringTableController-forgetful", summary: "the anchoring table view controller without its put-back",
        source: "test", promises: AnchoringTableViewController.check.promises, listKinds: [.readingList],
        promiseScopes: AnchoringTableViewController.check.promiseScopes, doors: AnchoringTableViewController.doors) {
            ForgetfulAnchoringTableViewController()
        }

    @Test func withoutThePutBackTheReaderLosesTheirPlace() throws {
        let property = CorrectControllerProperty(Self.forgetful, seed: 0xA4C, cases: 300)
        let failure = try #require(property.report.failure, "300 scenarios did not notice the missing put-back")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: Self.forgetful, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay")
        #expect(broken.invariant == .anchorStability, "\(broken)")
        #expect(failure.minimal.actions.contains { if case .door = $0 { true } else { false } }, "\(failure.minimalDescription)")
    }
}

/// Tells the table about each change and does nothing for the reader's place.
final class ForgetfulAnchoringTableViewController: AnchoringTableViewController {
    override func update(_ change: () -> Void) { change() }
}
