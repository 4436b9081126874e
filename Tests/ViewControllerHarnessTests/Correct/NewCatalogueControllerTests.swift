import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// The screens of the catalogue's Auto Layout and self-sizing controllers, read as UIKit reads them, and
/// the self-sizing feed's deliberate bug found on its named invariant.
@Suite("New catalogue controllers: their screens and a seeded bug")
struct NewCatalogueControllerTests {
    /// A line of the feed's 15 pt labels (``TextMetrics``: 1.19 × the point size).
    static let line = 1.19 * 15.0

    @Test func selfSizingRowsAreAsTallAsTheirCellsConstraintsMakeThem() throws {
        let start = ViewControllerStrategy.screen(of: { SelfSizingFeedViewController() }, in: AdoptedControllerTests.world)
        let rows = try #require(start.sections.first)
        #expect(rows.count == 30)
        #expect(start.estimatedRowHeight == 96, "the controller's estimatedRowHeight")
        // Post i has 1 + (5i mod 4) body lines under a one-line author, in a stack 10 pt inside the
        // content view's top and bottom, 4 pt apart: 20 + line + 4 + lines × line, up to a pixel.
        for (i, row) in rows.prefix(8).enumerated() {
            let lines = Double(1 + (i * 5) % 4)
            let expected = 20 + Self.line + 4 + lines * Self.line
            #expect(row.height >= expected - 0.001 && row.height < expected + 0.34,
                    "post \(i): \(row.height) pt, its constraints make \(expected)")
        }
    }

    @Test func aSelfSizingRowGrowsWhenItsPostIsEdited() throws {
        var world = AdoptedControllerTests.world
        world.listKind = .readingList
        world.appChoices = [30]  // the feed opens with 30 posts (its adoption line draws 0 to 60)
        let start = SelfSizingFeedViewController.check.fit(world)
        let before = try #require(start.sections.first?[1].height)
        let scenario = Scenario(start: start, actions: [.door(2, name: "the second post edited")])
        let outcome = try ScenarioRunner.run(scenario, strategy: SelfSizingFeedViewController.check, keepTrace: true)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        let last = try #require(outcome.trace?.last?.scene)
        let row = try #require(last.tableView.row(at: IndexPath(row: 1, section: 0)))
        #expect(abs(row.height - before - 2 * Self.line) < 0.34, "two lines more: \(before) → \(row.height)")
    }

    @Test func aSelfSizingFeedThatForgetsTheReaderIsFoundOnAnchorStability() throws {
        let descriptor = SelfSizingFeedViewController.checkWithoutAnchoring
        let cases = AdoptedControllerTests.cases
        let configuration = RunConfiguration(seed: 0x5E1F, limits: Limits(maxCases: cases, maxShrinks: 2_000))
        let report = Property("self-sizing feed without anchoring", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the missing anchoring was not found in \(cases) cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay")
        #expect(broken.invariant == .anchorStability, "\(broken)")
        let doorActs = failure.minimal.actions.filter { if case .door = $0 { true } else { false } }
        #expect(doorActs.count == 1, "\(failure.minimalDescription)")
        print("self-sizing feed without anchoring: \(failure.minimalDescription)\n  token: \(failure.token)")
    }

    @Test func theStackFormsFieldsAndNotesAreItsBlocks() throws {
        let start = ViewControllerStrategy.screen(of: { StackScrollFormViewController() }, in: AdoptedControllerTests.world)
        #expect(start.style == .plainScrollView)
        let blocks = try #require(start.sections.first)
        #expect(blocks.count == 10, "nine fields and the notes")
        #expect(blocks.prefix(9).allSatisfy { $0.control?.kind == .textField })
        #expect(blocks.last?.control?.kind == .textView)
        // Each field 40 pt under its 13 pt title: the first one's top 20 + a title line + 8 below the content's top.
        let first = try #require(blocks.first?.control)
        #expect(abs(first.topPadding - (20 + 1.19 * 13 + 8)) < 0.34, "\(first)")
    }

    @Test func theSettingsFormIsAGroupedTableControllerWithABioTextView() throws {
        let start = ViewControllerStrategy.screen(of: { SettingsFormTableViewController() }, in: AdoptedControllerTests.world)
        #expect(start.layout.controller == .tableViewController)
        #expect(start.sections.map(\.count) == [3, 1, 4, 2])
        #expect(start.sections[1].first?.control?.kind == .textView)
        #expect(abs((start.sections[1].first?.height ?? 0) - 82) < 0.001, "16 pt and three lines of 22 pt")
        #expect(start.sections[0].allSatisfy { $0.height == 52 && $0.control?.kind == .textField })
        #expect(start.sectionHeaderHeight == 38, "titled sections of a grouped table")
    }

    @Test func theChatsComposerIsTheRoomUnderItsTable() throws {
        var world = AdoptedControllerTests.world
        world.listKind = .chat
        let start = ViewControllerStrategy.screen(of: { GuideComposerChatViewController() }, in: world)
        // The composer: 36 pt field, 8 pt above and below, over the safe area (the guide's rest).
        guard case let .plainViewController(bottomAccessoryHeight: room) = start.layout.controller else {
            Issue.record("not a plain view controller: \(start.layout.controller)")
            return
        }
        #expect(room >= 52, "the composer and the safe area under it: \(room)")
        #expect(start.sections.first?.count == 24)
    }
}

/// A scroll-view form is read again after a rotation: its blocks follow the fields the app's layout
/// moved.
@Suite("Form reading after a rotation")
struct FormRereadTests {
    @Test func aCentredFormsBlocksFollowItsFieldsAfterARotation() throws {
        var start = ViewControllerStrategy.screen(of: { CentredStackFormViewController() }, in: AdoptedControllerTests.world)
        start.initialScroll = .top
        let portrait = try #require(start.sections.first?.first?.control)
        var scene = try start.makeScene()
        var strategy = ViewControllerStrategy(make: { CentredStackFormViewController() })
        try strategy.viewWillAppear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        try scene.rotate()
        try strategy.didRotate(in: &scene)
        let form = try #require(strategy.viewController as? CentredStackFormViewController)
        let email = try #require(form.stack.arrangedSubviews.first)
        let appTop = Double(email.convert(email.bounds, to: form.scrollView).minY)
        let row = try #require(scene.tableView.row(at: IndexPath(row: 0, section: 0)))
        let block = scene.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let control = try #require(row.control)
        #expect(control.topPadding != portrait.topPadding, "the landscape form is shorter: the email field moved up")
        #expect(abs(block.minY + control.topPadding - appTop) < 0.5, "the block's field is where the app's field is: \(block.minY + control.topPadding) vs \(appTop)")
    }
}
