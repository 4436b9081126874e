import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// Sections inserted and deleted (`insertSections` / `deleteSections`): app code that keeps the reader's
/// place only for the row changes it knows about is found on generated scenarios.
@Suite("Section updates")
struct SectionUpdateTests {
    /// Keeps the reader's place as ``TableControllerAnchoringStrategy`` does — but only for updates
    /// that name rows (`insertedIndexPaths`, the deleted, reloaded or resized rows). A section inserted
    /// or deleted names none, so it only tells the table, and everything below the change moves by the
    /// section's whole height.
    struct AnchorsForRowUpdatesOnly: KeyboardStrategy {
        var inner = TableControllerAnchoringStrategy()

        mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
            let namesRows: Bool
            switch update {
            case .insert: namesRows = !update.insertedIndexPaths.isEmpty
            case .delete, .reload, .resize, .reloadAll: namesRows = true
            case .insertSections, .deleteSections: namesRows = false
            }
            if namesRows {
                try inner.perform(update, in: &scene)
            } else {
                try scene.tableView.apply(update)
            }
        }
    }

    static let strategy = StrategyDescriptor(
        id: "anchors for row updates only", summary: "test only: TableControllerAnchoring's place-keeping, skipped for section changes",
        source: "test", promises: [.anchorStability, .noUIKitException], listKinds: [.readingList],
        controller: .tableViewController, tableOnly: true, promiseScopes: [.anchorStability: [.contentChange]],
        make: { _ in AnchorsForRowUpdatesOnly() })

    static func isSectionUpdate(_ action: Action) -> Bool {
        switch action {
        case .update(.insertSections), .update(.deleteSections): return true
        default: return false
        }
    }

    /// By hand: a `UITableViewController` on the iPhone 15, three sections of ten 44 pt rows, headers
    /// 28 and footers 10, scrolled so that row [1, 0] sits at the visible top; a two-row section
    /// inserted at 0 (126 pt) pushes it down by 126 unless the app puts it back.
    @Test func aSectionInsertedAboveMovesTheAnchorUnlessTheAppKeepsIt() throws {
        var start = StartScreen(sections: [fieldRows(10)[0], fieldRows(10)[0], fieldRows(10)[0]])
        start.sectionHeaderHeight = 28
        start.sectionFooterHeight = 10
        start.initialScroll = .fraction(0.2)
        let insert = Action.update(.insertSections(at: [0], rows: [fieldRows(2)[0]]))
        let scenario = Scenario(start: start, actions: [insert])
        let broken = try violations(scenario, Self.strategy, .anchorStability)
        #expect(broken.count == 1)
        #expect(broken.first?.message.contains("moved 126 pt") == true, "\(broken.first?.message ?? "none")")
        let anchoring = try #require(StrategyCatalog.named("tableControllerAnchoring"))
        #expect(try violations(scenario, anchoring, .anchorStability).isEmpty)
        let reference = try #require(StrategyCatalog.named("reference"))
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
    }

    @Test func ignoringSectionUpdatesIsFoundAndShrunk() throws {
        let body = StrategyCheck.body(Self.strategy, invariants: [Invariant.named(.anchorStability)])
        let report = Property("anchors for row updates only", ScenarioGen.scenario(listKinds: [.readingList]))
            .run(RunConfiguration(seed: 0x5EC7, limits: Limits(maxCases: 5_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        print("section updates: \(events) events after \(failure.shrinkCount) shrinks: \(failure.minimalDescription)")
        #expect(events <= 4, "shrunk to \(events) events: \(failure.minimalDescription)")
        #expect(failure.minimal.actions.contains(where: Self.isSectionUpdate), "\(failure.minimalDescription)")
        #expect(failure.message.contains("anchor stability"))
    }
}
