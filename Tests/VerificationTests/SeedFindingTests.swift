import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// Each published recipe breaks an invariant it promises: the suite must find it on its own and shrink
/// it to a small counterexample whose message names the invariant.
@Suite("The seed recipes' bugs are found")
struct SeedFindingTests {
    struct Expectation: CustomStringConvertible, Sendable {
        let strategy: String
        let invariant: Guarantee
        /// The most events (settled states: a tap and the show it starts is one) the shrunk
        /// counterexample may have.
        let maxEvents: Int
        /// Scenarios of top insertions only, the one change the top-insertion recipes are written for.
        var topInsertionsOnly = false
        var description: String { "\(strategy) breaks \(invariant.rawValue)" + (topInsertionsOnly ? " on top insertions" : "") }
    }

    /// Reading lists (tables of one section) to which rows arrive at the top, a few at a time, with the
    /// user scrolling in between: the article's own setting for the top-insertion recipes.
    static let topInsertions: Gen<Scenario> = ScenarioGen.startScreen(listKind: .readingList)
        .filter { $0.style == .table && $0.sections.count == 1 && !$0.sections[0].isEmpty }
        .flatMap { start in
            let insert = Gen.zip(Gen.int(in: 1...3), Gen.double(in: 44...160)).map { count, height in
                Action.update(.insert(at: (0..<count).map { IndexPath(row: $0) },
                                      rows: Array(repeating: RowSpec(height: height.rounded()), count: count)))
            }
            let scroll = Gen.double(in: 0...1).map { Action.userScroll(.fraction(($0 * 100).rounded() / 100)) }
            return Gen.array(of: Gen.oneOf(insert, scroll), length: 1...6).map { Scenario(start: start, actions: $0) }
        }

    static let expectations: [Expectation] = [
        Expectation(strategy: "bottomPinned", invariant: .bottomPinning, maxEvents: 2),
        Expectation(strategy: "bottomPinnedFrameInset", invariant: .noUIKitException, maxEvents: 1),
        // Either bug reaches the shrinker first: the keyboard's y read in content coordinates (1 event) or
        // the height saved at the second didShow (show, hide, show: 3 events).
        Expectation(strategy: "frameResizeDidShow", invariant: .focusVisibility, maxEvents: 3),
        Expectation(strategy: "insetAndScrollFocused", invariant: .roundTrip, maxEvents: 3),
        // Any change the app makes: a deleted top row, or reloadData over estimated heights.
        Expectation(strategy: "topInsertionAnchor", invariant: .anchorStability, maxEvents: 2),
        Expectation(strategy: "topInsertionAnchor", invariant: .anchorStability, maxEvents: 1, topInsertionsOnly: true),
        Expectation(strategy: "topInsertionReloadAndOffset", invariant: .anchorStability, maxEvents: 1, topInsertionsOnly: true),
        Expectation(strategy: "topInsertionPreScroll", invariant: .anchorStability, maxEvents: 1, topInsertionsOnly: true),
        // Either bug reaches the shrinker first: the inset sized from the keyboard's frame in the wrong
        // coordinates (1 event), or an iPad window resized with the keyboard up, which the recipe does not
        // follow (a show, then the resize: 2 events).
        Expectation(strategy: "frameResizeBounds", invariant: .reachability, maxEvents: 2),
    ]

    @Test(arguments: expectations)
    func recipeBugIsFoundAndShrunk(_ expected: Expectation) throws {
        let strategy = try #require(StrategyCatalog.named(expected.strategy))
        #expect(strategy.promises.contains(expected.invariant), "the recipe must promise what it is held to")
        let invariant = Invariant.named(expected.invariant)
        let body = StrategyCheck.body(strategy, invariants: [invariant])
        let generator = expected.topInsertionsOnly ? Self.topInsertions : ScenarioGen.scenario()
        let report = Property("\(expected)", generator)
            .run(RunConfiguration(seed: 0x5EED, limits: Limits(maxCases: 2_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        #expect(events >= 1 && events <= expected.maxEvents, "shrunk to \(events) events: \(failure.minimalDescription)")
        #expect(failure.message.contains("broke \(invariant.name)"))
        #expect(failure.originalDescription.count >= failure.minimalDescription.count)
        // The token replays to the same minimal scenario, which still breaks the invariant.
        let replayed = try generator.value(replaying: try ReplayToken.decode(failure.token))
        #expect(replayed == failure.minimal)
        #expect(throws: StrategyCheck.BrokenPromise.self) { try body(replayed) }
        let fitted = try ScenarioRunner.run(failure.minimal, strategy: strategy, invariants: [invariant]).scenario
        print("\(expected): \(ScenarioRunner.eventCount(of: failure.minimal)) events (\(failure.minimal.actions.count) actions) after \(failure.shrinkCount) shrinks: \(fitted) — \(failure.message)")
    }
}
