import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// View-controller mode: a controller written as apps write it is adopted with one descriptor line and
/// nothing else; its own table, data, cells and delegates make the screen, and the generator draws only
/// the world around it.
@Suite("A view controller adopted in one line")
struct AdoptedControllerTests {
    /// Cases per property: 1,000 (the count every correct catalogue controller keeps its promises on in
    /// `swift test`), or `ADOPTED_VC_CASES` (the nightly profile's 20,000).
    static let cases = ProcessInfo.processInfo.environment["ADOPTED_VC_CASES"].flatMap(Int.init) ?? 1_000

    /// The world every reading test uses: an iPhone 15 in portrait with a translucent navigation bar.
    static var world: StartScreen {
        var layout = ScreenLayout(device: .iPhone15, orientation: .portrait)
        layout.navigationBar = .translucent
        return StartScreen(layout: layout, sections: [[]])
    }

    @Test func theScreenIsReadFromTheController() throws {
        let start = ViewControllerStrategy.screen(of: { ProfileFormViewController() }, in: Self.world)
        #expect(start.readFromController)
        #expect(start.style == .table)
        #expect(start.layout.controller == .plainViewController(bottomAccessoryHeight: 0))
        #expect(start.sections.count == 1)
        let rows = try #require(start.sections.first)
        #expect(rows.count == 14, "the form's 14 fields, from its data source")
        #expect(rows.allSatisfy { $0.height == 56 }, "the controller's rowHeight")
        #expect(start.estimatedRowHeight == 0, "fixed heights are counted exactly")
        // The field its cell made, 8 pt from the cell's top and bottom.
        #expect(rows.allSatisfy { $0.control == Control(.textField, topPadding: 8, bottomPadding: 8) })
        #expect(start.sectionHeaderHeight == 0, "no titles, no floating headers")
    }

    @Test func theControllersOwnObjectsAreOnScreen() throws {
        var readStart = ViewControllerStrategy.screen(of: { ProfileFormViewController() }, in: Self.world)
        readStart.initialScroll = .top
        var scene2 = try readStart.makeScene()
        var strategy = ViewControllerStrategy(make: { ProfileFormViewController() })
        try strategy.viewWillAppear(in: &scene2)
        try strategy.viewDidAppear(in: &scene2)
        let host = try #require(strategy.host)
        let table = try #require(host.tableView)
        // The table is the controller's own (a subview of its view), not one the harness made.
        #expect(table.superview === strategy.viewController?.view)
        #expect(table.rowHeight == 56)
        // A field of a visible row: made by the controller's cell, its delegate the controller.
        let row = try #require(scene2.tableView.row(at: IndexPath(row: 2, section: 0)))
        let field = try #require(host.textControl(forRow: row.id) as? UITextField)
        #expect(field.placeholder == "Email")
        #expect(field.delegate === strategy.viewController)
    }

    @Test func theCorrectFormKeepsItsPromises() throws {
        let descriptor = ProfileFormViewController.check
        let configuration = RunConfiguration(seed: 0xF0_4D, limits: Limits(maxCases: Self.cases, maxShrinks: 500))
        var adopted = 0, keyboards = 0, focuses = 0
        let report = Property("profile form keeps its promises", descriptor.scenarios()).run(configuration) { scenario in
            if scenario.start.readFromController { adopted += 1 }
            if scenario.actions.contains(where: { if case .keyboard = $0 { true } else { false } }) { keyboards += 1 }
            if scenario.actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { focuses += 1 }
            #expect(!scenario.actions.contains(where: { if case .update = $0 { true } else { false } }),
                    "no data changes for a controller without doors")
            try StrategyCheck.body(descriptor)(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == Self.cases)
        #expect(adopted == report.casesPassed, "every scenario is the controller's own screen")
        #expect(keyboards >= Self.cases / 2 && focuses >= Self.cases / 3, "too few keyboards (\(keyboards)) or focuses (\(focuses))")
    }

    @Test func theBeginFrameBugIsFoundOnFocusVisibility() throws {
        let descriptor = ProfileFormViewController.checkReadingBeginFrame
        let configuration = RunConfiguration(seed: 0xF0_4D, limits: Limits(maxCases: Self.cases, maxShrinks: 2_000))
        let report = Property("profile form reading the begin frame", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the begin-frame bug was not found in \(Self.cases) cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay: \(failure.minimalDescription)")
        #expect(broken.invariant == .focusVisibility, "\(broken)")
        #expect(failure.minimal.start.readFromController)
        // The bug needs a keyboard whose begin frame differs from its end: a show or a change, and a field.
        #expect(failure.minimal.actions.count <= 6, "shrunk to \(failure.minimal.actions.count) actions: \(failure.minimalDescription)")
        print("begin-frame bug: \(failure.minimalDescription)\n  token: \(failure.token)")
    }
}

/// Data arrives only through a controller's own doors.
@Suite("Doors: data through the controller's own methods")
struct ControllerDoorTests {
    static let cases = AdoptedControllerTests.cases

    @Test func theFeedKeepsItsPromisesAsPostsArrive() throws {
        let descriptor = FeedViewController.check
        let configuration = RunConfiguration(seed: 0xFEED, limits: Limits(maxCases: Self.cases, maxShrinks: 500))
        var doors = 0
        let report = Property("feed keeps its promises", descriptor.scenarios()).run(configuration) { scenario in
            doors += scenario.actions.filter { if case .door = $0 { true } else { false } }.count
            #expect(!scenario.actions.contains(where: { if case .update = $0 { true } else { false } }),
                    "only the controller's doors change its data")
            try StrategyCheck.body(descriptor)(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == Self.cases)
        #expect(doors >= Self.cases / 2, "only \(doors) doors opened in \(Self.cases) scenarios")
    }

    @Test func aFeedThatForgetsTheReaderIsFoundOnAnchorStability() throws {
        let descriptor = FeedViewController.checkWithoutAnchoring
        let configuration = RunConfiguration(seed: 0xFEED, limits: Limits(maxCases: Self.cases, maxShrinks: 2_000))
        let report = Property("feed without anchoring", descriptor.scenarios()).run(configuration) { scenario in
            try StrategyCheck.body(descriptor)(scenario)
        }
        let failure = try #require(report.failure, "the missing anchoring was not found in \(Self.cases) cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, stopAtFirstBrokenPromise: true)
        let broken = try #require(outcome.firstBrokenPromise, "the minimal scenario does not replay")
        #expect(broken.invariant == .anchorStability, "\(broken)")
        // Shrunk to the one act that needs it: newer posts at the top (or a post above the reader growing).
        let doorActs = failure.minimal.actions.filter { if case .door = $0 { true } else { false } }
        #expect(doorActs.count == 1, "\(failure.minimalDescription)")
        print("feed without anchoring: \(failure.minimalDescription)\n  token: \(failure.token)")
    }

    @Test func theDoorsChangesReachTheChecker() throws {
        var world = AdoptedControllerTests.world
        world.listKind = .readingList
        world.appChoices = [30]  // the feed opens with 30 posts (its adoption line draws 0 to 60)
        let start = FeedViewController.check.fit(world)
        #expect(start.sections.first?.count == 30)
        #expect(start.sections.first?.prefix(3).map(\.height) == [44, 104, 84], "heights from heightForRowAt")
        let scenario = Scenario(start: start, actions: [.door(0, name: "newer posts loaded at the top")])
        let outcome = try ScenarioRunner.run(scenario, strategy: FeedViewController.check, keepTrace: true)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.tableView.numberOfRows(inSection: 0) == 33, "the three newer posts are in the table")
    }
}

/// A plain scroll-view form: its text fields, where the app put them, are the form's blocks.
@Suite("A scroll-view form adopted in one line")
struct ScrollFormTests {
    static let check = ViewControllerStrategy.descriptor(
        id: "scrollForm", summary: "a sign-up form of fields placed in a scroll view, Apple's inset pattern",
        source: "written here as apps write it (Tests/ViewControllerHarnessTests/AppStyle)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException]) { ScrollFormViewController() }

    @Test func theFormsFieldsAreItsBlocks() throws {
        let start = ViewControllerStrategy.screen(of: { ScrollFormViewController() }, in: AdoptedControllerTests.world)
        #expect(start.style == .plainScrollView)
        let blocks = try #require(start.sections.first)
        #expect(blocks.count == 12, "one block per field")
        // The first field at y 20: its block starts at the content's top; fields 60 pt apart, 44 tall.
        #expect(blocks.first?.control == Control(.textField, topPadding: 20, bottomPadding: 8))
        #expect(blocks.dropFirst().dropLast().allSatisfy { $0.height == 60 && $0.control == Control(.textField, topPadding: 8, bottomPadding: 8) })
        #expect(blocks.reduce(0) { $0 + $1.height } == 744, "the contentSize the app set")
    }

    @Test func theFormKeepsItsPromises() throws {
        let configuration = RunConfiguration(seed: 0x5C, limits: Limits(maxCases: AdoptedControllerTests.cases, maxShrinks: 500))
        var focused = 0
        let report = Property("scroll form keeps its promises", Self.check.scenarios()).run(configuration) { scenario in
            if scenario.actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { focused += 1 }
            try StrategyCheck.body(Self.check)(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == AdoptedControllerTests.cases)
        #expect(focused >= AdoptedControllerTests.cases / 3, "only \(focused) scenarios focused a field")
    }
}

/// A row whose cell the app reloads while its field is being edited: the cell is replaced, so the field
/// leaves the window and ends editing (as on iOS), and the row is no longer the focused one.
@Suite("Reloading the row being edited")
struct ReloadWhileEditingTests {
    final class NotesViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private var notes = ["Milk", "Eggs", "Bread"]
        var ended: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.rowHeight = 50
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        /// Another device edited the first note.
        func remoteEditOfFirstNote() {
            notes[0] += "!"
            tableView.reloadRows(at: [Foundation.IndexPath(row: 0, section: 0)], with: .none)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            let field = UITextField(frame: CGRect(x: 16, y: 5, width: 300, height: 40))
            field.text = notes[indexPath.row]
            field.delegate = self
            cell.contentView.addSubview(field)
            return cell
        }

        func textFieldDidEndEditing(_ textField: UITextField) { ended.append(textField.text ?? "") }
    }

    @Test func theEditedFieldEndsEditingWhenItsRowIsReloaded() throws {
        let descriptor = ViewControllerStrategy.descriptor(
            id: "notes", summary: "notes", source: "test", promises: [.noUIKitException],
            doors: [.door("remote edit") { (notes: NotesViewController) in notes.remoteEditOfFirstNote() }]) { NotesViewController() }
        let start = ViewControllerStrategy.screen(of: { NotesViewController() }, in: AdoptedControllerTests.world)
        let scenario = Scenario(start: start, actions: [.beginEditing(ScrollGeometry.IndexPath(row: 0, section: 0)), .door(0, name: "remote edit")])
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        let focusedAfterTap = try #require(outcome.trace?[1].scene.focusedRow)
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.tableView.indexPath(of: focusedAfterTap) == ScrollGeometry.IndexPath(row: 0, section: 0), "the reload keeps the row")
        #expect(last.focusedRow == nil, "the replaced cell's field is no longer first responder")
    }
}
