import Generators
@testable import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
@testable import StrategyFixtures
import Testing
@testable import Verification

/// Section headers and footers that float over the rows of a plain-style table (``FloatingSectionView``):
/// a field scrolled just into view at the visible area's edge is under one of them.
@Suite("Pinned section headers")
struct PinnedSectionHeaderTests {
    /// Apple's inset recipe (``InsetPatternStrategy``) as its article has it: `scrollRectToVisible` of the
    /// field's own rect, which leaves it at the edge where a plain table's title floats.
    static let plainRecipe = StrategyDescriptor(
        id: "inset pattern without room for floating titles", summary: "test only: insetPattern, scrollRectToVisible of the field alone",
        source: "test", promises: [.focusVisibility, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.focusVisibility: [.keyboard, .focus]],
        make: { _ in
            var strategy = InsetPatternStrategy()
            strategy.makesRoomForFloatingTitles = false
            return strategy
        })

    /// By hand: a full-height table in a plain view controller on the iPhone 15 (portrait, no bars: the
    /// table's safe area is 59 at the top and 34 at the bottom), three sections of ten 44 pt text-field
    /// rows, headers 28 and footers 20, pinned. Each section is 28 + 440 + 20 = 488 tall; section 1 starts
    /// at 488, its rows at 516, and its row 4 spans 692..<736 — on screen at the top (offset −59: content
    /// −59..<759 above the home indicator), where the user taps it. The keyboard (336 pt) then covers the
    /// window from y 516, content 457 on: the recipe's `scrollRectToVisible` stops with the field's
    /// bottom on the keyboard's top, which is also the pin line at the bottom (`adjustedContentInset`
    /// reaches the keyboard), so section 1's footer floats over the field's last 20 pt.
    @Test func theRecipesFieldEndsUnderTheFloatingFooter() throws {
        var start = StartScreen(layout: ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0)),
                                sections: [fieldRows(10)[0], fieldRows(10)[0], fieldRows(10)[0]])
        start.sectionHeaderHeight = 28
        start.sectionFooterHeight = 20
        start.pinsSectionHeaders = true
        let layout = start.layout
        let actions = [Action.beginEditing(IndexPath(row: 4, section: 1))]
            + (try keyboardPair(layout, from: .hidden(predictive: true), to: .docked(predictive: true)))
        let scenario = Scenario(start: start, actions: actions)
        let broken = try violations(scenario, Self.plainRecipe, .focusVisibility)
        #expect(broken.count >= 1)
        #expect(broken.first?.message.contains("under a pinned footer") == true, "\(broken.first?.message ?? "none")")
        // The catalog's recipe makes room, and the same screen as a grouped table floats nothing.
        #expect(try violations(scenario, InsetPatternStrategy.descriptor, .focusVisibility).isEmpty)
        var grouped = scenario
        grouped.start.pinsSectionHeaders = false
        #expect(try violations(grouped, Self.plainRecipe, .focusVisibility).isEmpty)
    }

    @Test func theRecipeIsFoundOnGeneratedScenariosAndShrunk() throws {
        let body = StrategyCheck.body(Self.plainRecipe, invariants: [Invariant.named(.focusVisibility)])
        let report = Property("inset pattern without room for floating titles", ScenarioGen.scenario(listKinds: [.readingList]))
            .run(RunConfiguration(seed: 0xF10A7, limits: Limits(maxCases: 5_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        print("floating titles: \(events) events after \(failure.shrinkCount) shrinks: \(failure.minimalDescription)")
        #expect(events <= 4, "shrunk to \(events) events: \(failure.minimalDescription)")
        #expect(failure.minimal.start.pinsSectionHeaders)
        #expect(failure.message.contains("under a pinned"), "\(failure.message)")
    }
}
