import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// Collection-view screens run like table screens: the list layout's items are read as the model's rows
/// from the controller's diffable data source, and the promises are judged on them. (The correct
/// controllers keep their promises in `CorrectControllerTests`; here, each screen as read and each
/// seeded twin's bug found on its invariant.)
@Suite("Collection views: a list-layout form")
struct CollectionControllerTests {
    static var world: StartScreen {
        var layout = ScreenLayout(device: .iPhone15, orientation: .portrait)
        layout.navigationBar = .translucent
        return StartScreen(layout: layout, sections: [[]])
    }

    @Test func theListFormIsReadFromItsDiffableDataSource() throws {
        let start = ViewControllerStrategy.screen(of: { AccountListFormViewController() }, in: Self.world)
        #expect(start.readFromController)
        #expect(start.style == .table)
        #expect(start.sections.map(\.count) == [4, 5, 5], "the snapshot's three sections of fields")
        let rows = start.sections.flatMap { $0 }
        #expect(rows.allSatisfy { $0.control?.kind == .textField }, "each list cell's text field")
        print("list form rows: \(rows.map(\.height)) header \(start.sectionHeaderHeight) footer \(start.sectionFooterHeight) estimate \(start.estimatedRowHeight)")
    }

    @Test func theEarlyScrollIsFoundOnFocusVisibility() throws {
        let descriptor = AccountListFormViewController.checkScrollingOnlyOnBeginEditing
        let configuration = RunConfiguration(seed: 0xC011, limits: Limits(maxCases: 1_000, maxShrinks: 2_000))
        let report = Property("list form scrolling early", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the early scroll was not found in 1,000 cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay: \(failure.minimalDescription)")
        #expect(broken.invariant == .focusVisibility, "\(broken)")
        #expect(failure.minimal.actions.count <= 6, "shrunk to \(failure.minimal.actions.count) actions: \(failure.minimalDescription)")
        print("early scroll: \(failure.minimalDescription)\n  \(failure.message)\n  token: \(failure.token)")
    }
}

/// A timeline fed diffable snapshots on a flow layout keeps the reader's post where it was.
@Suite("Collection views: a timeline fed snapshots")
struct CollectionTimelineTests {
    @Test func theTimelineIsReadFromItsFlowLayout() throws {
        let start = ViewControllerStrategy.screen(of: { TimelineCollectionViewController(posts: 3, banner: true) }, in: CollectionControllerTests.world)
        #expect(start.style == .table)
        // Heights 24 + 20 × lines (lines 1, 4, 3), 1 pt of line spacing above all but the first.
        #expect(start.sections.map { $0.map(\.height) } == [[44, 105, 85]])
        #expect(start.sectionHeaderHeight == 96 + 8, "the banner and the section's top inset")
        #expect(start.sectionFooterHeight == 8, "the section's bottom inset")
        #expect(start.estimatedRowHeight == 0, "sizes from sizeForItemAt are exact")
    }

    @Test func aTimelineThatForgetsTheReaderIsFoundOnAnchorStability() throws {
        let descriptor = TimelineCollectionViewController.checkWithoutAnchoring
        let configuration = RunConfiguration(seed: 0x7113, limits: Limits(maxCases: 1_000, maxShrinks: 2_000))
        let report = Property("timeline without anchoring", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the missing anchoring was not found in 1,000 cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay: \(failure.minimalDescription)")
        #expect(broken.invariant == .anchorStability, "\(broken)")
        #expect(failure.minimal.actions.count <= 4, "shrunk to \(failure.minimal.actions.count) actions: \(failure.minimalDescription)")
        print("timeline without anchoring: \(failure.minimalDescription)\n  \(failure.message)\n  token: \(failure.token)")
    }
}

/// A chat in MessageKit's shape (a section per message) on a flow layout stays at its latest message.
@Suite("Collection views: a chat on a flow layout")
struct CollectionChatTests {
    @Test func theChatIsReadAsASectionPerMessage() throws {
        let start = ViewControllerStrategy.screen(of: { MessagesCollectionChatViewController(messages: 3) }, in: CollectionControllerTests.world)
        #expect(start.style == .table)
        // One item per section, 20 + 22 × lines (lines 1, 2, 3), no line spacing in a one-item section.
        #expect(start.sections.map { $0.map(\.height) } == [[42], [64], [86]])
        #expect(start.sectionHeaderHeight == 4 && start.sectionFooterHeight == 4, "each section's inset above and below")
    }

    @Test func aChatThatDoesNotFollowTheKeyboardIsFoundOnBottomPinning() throws {
        let descriptor = MessagesCollectionChatViewController.checkWithoutFollowingOnLayout
        let configuration = RunConfiguration(seed: 0xC4A7, limits: Limits(maxCases: 1_000, maxShrinks: 2_000))
        let report = Property("collection chat not following on layout", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the missing follow was not found in 1,000 cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay: \(failure.minimalDescription)")
        #expect(broken.invariant == .bottomPinning, "\(broken)")
        #expect(failure.minimal.actions.count <= 8, "shrunk to \(failure.minimal.actions.count) actions: \(failure.minimalDescription)")
        print("collection chat not following: \(failure.minimalDescription)\n  \(failure.message)\n  token: \(failure.token)")
    }
}

/// The feed fed through a `UITableViewDiffableDataSource` keeps its reader's post where the row-call feed
/// does, on the same scenarios.
@Suite("Diffable data sources on a table")
struct DiffableTableFeedTests {
    @Test func theDiffableFeedBuildsTheSameScreenAsTheRowCallFeed() {
        let diffable = ViewControllerStrategy.screen(of: { FeedViewController(posts: 12, header: true, diffable: true) }, in: CollectionControllerTests.world)
        let rows = ViewControllerStrategy.screen(of: { FeedViewController(posts: 12, header: true) }, in: CollectionControllerTests.world)
        #expect(diffable.sections == rows.sections)
        #expect(diffable.tableHeaderHeight == rows.tableHeaderHeight)
    }
}

/// A `UICollectionViewController` with no keyboard code of its own, in the style of Apple's "Today"
/// tutorial's editor (a list of text fields): UIKit adjusts its collection view for the keyboard since
/// iOS 9, as a table view controller's, so its fields stay reachable and in view.
@Suite("Collection views: a collection view controller's own keyboard handling")
struct CollectionViewControllerKeyboardTests {
    final class NotesEditor: UICollectionViewController {
        let titles = (0..<14).map { "Field \($0)" }

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(TextFieldListCell.self, forCellWithReuseIdentifier: "field")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath) as! TextFieldListCell
            cell.field.placeholder = titles[indexPath.item]
            return cell
        }
    }

    static let descriptor = ViewControllerStrategy.descriptor(
        id: "notesEditorCollectionController", summary: "a UICollectionViewController of text fields with no keyboard code",
        source: "written here in the style of Apple's Today tutorial", promises: [.focusVisibility, .reachability, .noUIKitException],
        listKinds: [.readingList]) { NotesEditor() }

    @Test func theScreenIsReadAsAControllersOwnCollectionView() {
        let start = ViewControllerStrategy.screen(of: { NotesEditor() }, in: CollectionControllerTests.world)
        #expect(start.layout.controller == .tableViewController, "UIKit's keyboard handling, as a table view controller's")
        #expect(start.sections.map(\.count) == [14])
    }

    @Test func itsFieldsStayInViewAndReachable() {
        CorrectControllerProperty(Self.descriptor, seed: 0x70DA, cases: 300).expectClean(doors: 0, keyboards: 0.3, focuses: 0.3)
    }
}

/// The line spacing between items belongs above each item in the model's rows, so the first item that
/// shows at the top of the list is the first row that shows there: a reader's post is the item the user
/// sees, not the one whose spacing alone is left in view.
@Suite("Collection views: the line spacing above each item")
struct CollectionLineSpacingTests {
    /// Seed 62's finding on the timeline (kf1:LAACAAADAAAAAAEBAQEBAQEBAJsBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQECAEzkPG4):
    /// the post above the visible top, with only the 1 pt spacing below it in view, was edited and grew;
    /// the timeline kept the post the user saw in place, and the checker, reading the spacing as part of
    /// the post above, said that post had moved. Replayed, it keeps its promises.
    @Test func aPostEditedAboveTheTopKeepsTheVisiblePostInPlace() throws {
        let descriptor = TimelineCollectionViewController.check
        let token = "kf1:LAACAAADAAAAAAEBAQEBAQEBAJsBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQECAEzkPG4"
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        #expect(scenario.actions.count == 3)
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, stopAtFirstBrokenPromise: true)
        #expect(outcome.firstBrokenPromise == nil, "\(String(describing: outcome.firstBrokenPromise))")
    }
}
