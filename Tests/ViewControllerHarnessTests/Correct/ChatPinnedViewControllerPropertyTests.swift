import KeyboardStrategies
import Testing
import UIKit
import Verification
import ViewControllerHarness
@testable import ControllerCatalog

/// The pinned chat with appends told to the table but the list left where it was: its own scenarios
/// must see a list at the bottom lose the bottom (the correct one is clean: ``CorrectControllerTests``).
@Suite("Chat pinned view controller")
struct ChatPinnedViewControllerPropertyTests {
    static let careless = ViewControllerStrategy.descriptor(
        id: "chatPinnedController-careless", summary: "the chat view controller, not scrolling back after messages arrive",
        source: "test", promises: ChatPinnedViewController.check.promises, listKinds: [.chat],
        doors: ChatPinnedViewController.doors) { CarelessChatViewController() }

    @Test func withoutScrollingBackAMessageLeavesTheBottom() throws {
        let property = CorrectControllerProperty(Self.careless, seed: 0x914, cases: 300)
        let failure = try #require(property.report.failure, "300 scenarios did not notice messages leaving the bottom")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: Self.careless, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay")
        #expect(broken.invariant == .bottomPinning, "\(broken)")
        #expect(failure.minimal.actions.contains { if case .door = $0 { true } else { false } }, "\(failure.minimalDescription)")
    }
}

/// Tells the table about each change and leaves the offset alone.
final class CarelessChatViewController: ChatPinnedViewController {
    override func update(_ change: () -> Void) { change() }
}
