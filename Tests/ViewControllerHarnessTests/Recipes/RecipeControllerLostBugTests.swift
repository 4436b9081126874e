import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// The bugs the hand transcriptions lost (``RecipeDivergence``), found again in the recipes shipped as
/// apps, on their own screens: `RecipeFindingTests`' property — the controller breaks a promise its hand
/// transcription keeps on the same scenario, and the first difference between their screens is the named
/// divergence — run on the scenarios of the controller's own screen (`descriptor.scenarios()`), the hand
/// transcription on the screen read from the controller. (A door act is nothing to the hand
/// transcription, so a finding through a door is not explained and not counted: the search moves on.)
@Suite("Recipes as view controllers: the bugs the hand transcriptions lost, on their own screens")
struct RecipeControllerLostBugTests {
    /// A catalogue recipe and its hand transcription, as `RecipeFindingTests` pairs them.
    static func pair(_ id: String, hand handID: String) -> RecipeViewControllers.Pair? {
        guard let controller = ControllerCatalog.recipes.first(where: { $0.id == id }),
              let hand = SeedStrategies.all.first(where: { $0.id == handID }) else { return nil }
        return RecipeViewControllers.Pair(viewController: controller, hand: hand)
    }

    struct Expectation: CustomStringConvertible, Sendable {
        let id: String
        let finding: RecipeFindingTests.Expectation
        var description: String { "\(id) through \(finding.divergence)" }
    }

    static let expectations: [Expectation] = [
        Expectation(id: "bottomPinnedController", finding: .init(recipe: "bottomPinned", divergence: .observerAbsentWhileAway, maxEvents: 6)),
        Expectation(id: "bottomPinnedController", finding: .init(recipe: "bottomPinned", divergence: .observerRegisteredTwice, maxEvents: 4)),
        Expectation(id: "frameResizeDidShowController", finding: .init(recipe: "frameResizeDidShow", divergence: .delayedScroll, maxEvents: 4,
                                                                        invariants: [Invariant.named(.focusVisibility)])),
        Expectation(id: "insetAndScrollFocusedController", finding: .init(recipe: "insetAndScrollFocused", divergence: .windowGuard, maxEvents: 8)),
        Expectation(id: "frameResizeBoundsController", finding: .init(recipe: "frameResizeBounds", divergence: .observersGoneAfterFirstDisappearance, maxEvents: 4)),
    ]

    @Test(arguments: expectations)
    func lostBugIsFoundOnItsOwnScreen(_ expected: Expectation) throws {
        let pair = try #require(Self.pair(expected.id, hand: expected.finding.recipe))
        let body = RecipeFindingTests.body(pair, expected.finding)
        let generator = pair.viewController.scenarios()
        let report = Property("\(expected)", generator)
            .run(RunConfiguration(seed: 0x5EED, limits: Limits(maxCases: 3_000, maxShrinks: 2_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        #expect(failure.minimal.start.readFromController, "the controller's own screen")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        #expect(events >= 1 && events <= expected.finding.maxEvents, "shrunk to \(events) events: \(failure.minimalDescription)")
        // It replays from its token: the controller still breaks the promise through the divergence.
        let replayed = try generator.value(replaying: try ReplayToken.decode(failure.token))
        #expect(replayed == failure.minimal)
        #expect(throws: RecipeFindingTests.ViewControllerOnlyFailure.self) { try body(replayed) }
        print("LOST \(expected): \(events) events (\(failure.minimal.actions.count) actions) after \(report.casesGenerated) cases, \(failure.shrinkCount) shrinks: \(failure.minimalDescription)\n  — \(failure.message)\n  token: \(failure.token)")
    }
}
