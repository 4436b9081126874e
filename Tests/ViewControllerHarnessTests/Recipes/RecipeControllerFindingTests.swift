import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// The recipes as the apps using them ship them (`ControllerCatalog.recipes`, view-controller mode: the
/// screen is the controller's own table, cells and data; the generator draws only the world and the
/// user's acts, and data arrives only through the app's doors). Each still breaks its article's promise
/// on its own screen: the search finds it on the named invariant, shrinks it, and its token replays.
@Suite("Recipes as view controllers: the articles' bugs on their own screens")
struct RecipeControllerFindingTests {
    struct Expectation: CustomStringConvertible, Sendable {
        let id: String
        let invariant: Guarantee
        /// The most events (settled states; a tap and the show it starts is one) the shrunk scenario may have.
        let maxEvents: Int
        /// What the acts up to the break must hold for the finding to be this bug (nil: anything).
        var needs: Needs? = nil
        var description: String { "\(id) breaks \(invariant.rawValue)" + (needs.map { " with \($0)" } ?? "") }
    }

    /// What the finding must be to be this bug.
    enum Needs: String, Sendable, CustomStringConvertible {
        /// The promise breaks at data arriving through one of the app's doors.
        case door = "data arriving through a door"
        /// `UITableViewController`'s own scroll to the first responder is off (the model's
        /// ``UndocumentedBehavior/tableControllerScrollsToFirstResponder``): the break is the recipe's code alone.
        case noFirstResponderScroll = "UITableViewController's scroll to the first responder off"
        var description: String { rawValue }

        func holds(in scenario: Scenario, brokenAt step: Int) -> Bool {
            switch self {
            case .door:
                guard step >= 1, step <= scenario.actions.count else { return false }
                if case .door = scenario.actions[step - 1] { return true }
                return false
            case .noFirstResponderScroll:
                return !scenario.start.behavior.tableControllerScrollsToFirstResponder
            }
        }
    }

    static let expectations: [Expectation] = [
        // 000: bottom pinning across a keyboard change (the hand transcription: 2 events) …
        Expectation(id: "bottomPinnedController", invariant: .bottomPinning, maxEvents: 2),
        // … and with UITableViewController's own scroll to the first responder off (the first finding ends
        // with that scroll: the compose field shown, its row's last 7 pt below the visible bottom).
        Expectation(id: "bottomPinnedController", invariant: .bottomPinning, maxEvents: 2, needs: .noFirstResponderScroll),
        // 000's frame variant: CGRectInset by the keyboard's height at top and bottom gives a null rect.
        Expectation(id: "bottomPinnedFrameInsetController", invariant: .noUIKitException, maxEvents: 1),
        // 001: the view is resized on did-show only (a keyboard that changes while up is not followed).
        Expectation(id: "frameResizeDidShowController", invariant: .focusVisibility, maxEvents: 3),
        // 002: the show and hide do not give the screen back as it was.
        Expectation(id: "insetAndScrollFocusedController", invariant: .roundTrip, maxEvents: 3),
        // 003: newer posts at the top move the reader's post (self-sizing rows against their estimate).
        Expectation(id: "topInsertionAnchorController", invariant: .anchorStability, maxEvents: 1),
        // 003 reload: `oldArray.count - newArray.count` is negative for an addition: scrollToRow(-k) raises.
        Expectation(id: "topInsertionReloadAndOffsetController", invariant: .noUIKitException, maxEvents: 1),
        // 003 pre-scroll: the insert block's bug, at a door …
        Expectation(id: "topInsertionPreScrollController", invariant: .anchorStability, maxEvents: 1, needs: .door),
        // … and the return to the screen the pre-scroll is meant to restore.
        Expectation(id: "topInsertionPreScrollController", invariant: .anchorStability, maxEvents: 2),
        // 004: the height from the application frame less the keyboard bounds leaves content under the keyboard.
        Expectation(id: "frameResizeBoundsController", invariant: .reachability, maxEvents: 2),
    ]

    /// The property: no scenario where the controller breaks `expected`'s invariant (after what it needs).
    /// A scenario the harness cannot run is counted apart, never a finding.
    final class HarnessErrors: @unchecked Sendable {
        var count = 0
        var first: String?
    }

    static func body(_ descriptor: StrategyDescriptor, _ expected: Expectation,
                     harness: HarnessErrors) -> @Sendable (Scenario) throws -> Void {
        let check = StrategyCheck.body(descriptor, invariants: [Invariant.named(expected.invariant)])
        return { scenario in
            do {
                try check(scenario)
            } catch let broken as StrategyCheck.BrokenPromise {
                if let needs = expected.needs, !needs.holds(in: broken.scenario, brokenAt: broken.violation.step) { return }
                throw broken
            } catch {
                harness.count += 1
                if harness.first == nil { harness.first = "\(error)" }
            }
        }
    }

    @Test(arguments: expectations)
    func articleBugIsFoundOnItsOwnScreen(_ expected: Expectation) throws {
        let descriptor = try #require(ControllerCatalog.recipes.first { $0.id == expected.id })
        #expect(descriptor.promises.contains(expected.invariant), "the recipe must promise what it is held to")
        let harness = HarnessErrors()
        let body = Self.body(descriptor, expected, harness: harness)
        let generator = descriptor.scenarios()
        let report = Property("\(expected)", generator)
            .run(RunConfiguration(seed: 0x5EED, limits: Limits(maxCases: 2_000, maxShrinks: 3_000))) { try body($0) }
        #expect(harness.count == 0, "\(harness.count) scenarios the harness could not run; the first: \(harness.first ?? "")")
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        #expect(failure.minimal.start.readFromController, "the controller's own screen")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        #expect(events >= 1 && events <= expected.maxEvents, "shrunk to \(events) events: \(failure.minimalDescription)")
        #expect(failure.message.contains("broke \(Invariant.named(expected.invariant).name)"), "\(failure.message)")
        // The token replays to the same minimal scenario, which still breaks the invariant.
        let replayed = try generator.value(replaying: try ReplayToken.decode(failure.token))
        #expect(replayed == failure.minimal)
        #expect(throws: StrategyCheck.BrokenPromise.self) { try body(replayed) }
        print("RECIPE \(expected): \(events) events (\(failure.minimal.actions.count) actions) after \(report.casesGenerated) cases, \(failure.shrinkCount) shrinks: \(failure.minimalDescription)\n  — \(failure.message)\n  token: \(failure.token)")
    }
}
