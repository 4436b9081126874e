import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// The bugs the hand transcriptions lost (``RecipeDivergence``), found in the recipes shipped as apps, on
/// their own screens: ``RecipeLostBug``'s property — the controller breaks a promise its hand
/// transcription keeps on the same scenario, and the first difference between their screens is the named
/// divergence — run on the scenarios of the controller's own screen (`descriptor.scenarios()`), the hand
/// transcription on the screen read from the controller. (A door act is nothing to the hand
/// transcription, so a finding through a door is not explained and not counted: the search moves on.
/// Seed 003's lost bugs are data-arrival bugs; its article bugs are found at the doors by
/// `RecipeControllerFindingTests`.)
@Suite("Recipes as view controllers: the bugs the hand transcriptions lost, on their own screens")
struct RecipeControllerLostBugTests {
    static let expectations: [RecipeLostBug.Expectation] = [
        // The observer is absent while the view is away: a show before the push, its hide after the view
        // left (not heard), the return, and a show; the shrinker may keep a show and a hide more.
        .init(id: "bottomPinnedController", divergence: .observerAbsentWhileAway, maxEvents: 6),
        // The other lifetime bug: a cancelled interactive pop registers the observer twice.
        .init(id: "bottomPinnedController", divergence: .observerRegisteredTwice, maxEvents: 4),
        .init(id: "frameResizeDidShowController", divergence: .delayedScroll, maxEvents: 4, invariants: [Invariant.named(.focusVisibility)]),
        // The pushed screen's keyboard (shown and hidden while away, ignored by the guard) and a show
        // after the return; the shrinker's local minima reach 8 events (see `windowGuardKeepsTheKeyboardInsetAfterAHideWhileAway`
        // for the 4-event form, which no invariant flags).
        .init(id: "insetAndScrollFocusedController", divergence: .windowGuard, maxEvents: 8),
        .init(id: "frameResizeBoundsController", divergence: .observersGoneAfterFirstDisappearance, maxEvents: 4),
    ]

    @Test(arguments: expectations)
    func lostBugIsFoundOnItsOwnScreen(_ expected: RecipeLostBug.Expectation) throws {
        let pair = try #require(RecipePair.named(expected.id))
        let body = RecipeLostBug.body(pair, expected)
        let generator = pair.viewController.scenarios()
        let report = Property("\(expected)", generator)
            .run(RunConfiguration(seed: 0x5EED, limits: Limits(maxCases: 3_000, maxShrinks: 2_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        #expect(failure.minimal.start.readFromController, "the controller's own screen")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        #expect(events >= 1 && events <= expected.maxEvents, "shrunk to \(events) events: \(failure.minimalDescription)")
        // It replays from its token: the controller still breaks the promise through the divergence.
        let replayed = try generator.value(replaying: try ReplayToken.decode(failure.token))
        #expect(replayed == failure.minimal)
        #expect(throws: RecipeLostBug.ViewControllerOnlyFailure.self) { try body(replayed) }
        print("LOST \(expected): \(events) events (\(failure.minimal.actions.count) actions) after \(report.casesGenerated) cases, \(failure.shrinkCount) shrinks: \(failure.minimalDescription)\n  — \(failure.message)\n  token: \(failure.token)")
    }
}
