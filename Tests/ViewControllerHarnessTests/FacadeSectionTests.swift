import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A view controller whose data is a row count per section, on its own grouped table (rows of 44 pt with
/// a text field, headers 28 pt, footers 10 pt), whose data source reports it. Its doors insert and delete
/// sections, keeping the data in step unless told not to.
final class SectionedViewController: UIViewController, UITableViewDataSource {
    private(set) var tableView: UITableView?
    var counts: [Int]
    var keepsDataInStep = true

    init(counts: [Int]) {
        self.counts = counts
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .grouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 10
        table.register(ControlCell.self, forCellReuseIdentifier: ControlCell.reuseIdentifier)
        table.dataSource = self
        view.addSubview(table)
        tableView = table
    }

    /// A section of `rows` rows arrives at `section`.
    func insertSection(at section: Int, rows: Int) {
        if keepsDataInStep { counts.insert(rows, at: min(section, counts.count)) }
        tableView?.insertSections(IndexSet([section]), with: .automatic)
    }

    /// The sections at `sections` (indices before the change) go.
    func deleteSections(_ sections: [Int]) {
        if keepsDataInStep {
            for s in sections.sorted(by: >) where counts.indices.contains(s) { counts.remove(at: s) }
        }
        tableView?.deleteSections(IndexSet(sections), with: .automatic)
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: false, height: 44, delegate: nil)
        return cell
    }
}

/// `insertSections(_:with:)` and `deleteSections(_:with:)` on the facade, called by the app at its
/// doors: the model's update, the data source's counts checked after it, UIKit's exception for a wrong
/// index or a data source out of step.
@Suite("UIKit facade sections")
struct FacadeSectionTests {
    /// The controller's doors, in this order.
    static let doors: [ViewControllerDoor] = [
        .door("a section of two rows at 1") { (vc: SectionedViewController) in vc.insertSection(at: 1, rows: 2) },
        .door("sections 2 and 0 deleted") { (vc: SectionedViewController) in vc.deleteSections([2, 0]) },
        .door("section 5 deleted") { (vc: SectionedViewController) in vc.deleteSections([5]) },
        .door("an empty section at 3") { (vc: SectionedViewController) in vc.insertSection(at: 3, rows: 0) },
    ]

    /// Three sections of 2, 3 and 1 rows of 44 pt, headers 28, footers 10 (378 pt of content; see
    /// `TableViewSectionTests`), on the controller's own screen on the iPhone 15.
    static func shown() throws -> (ViewControllerStrategy, Scene, SectionedViewController) {
        var scene = try ViewControllerStrategyTests.ownScene { SectionedViewController(counts: [2, 3, 1]) }
        #expect(scene.tableView.sectionHeaderHeight == 28 && scene.tableView.sectionFooterHeight == 10)
        #expect(!scene.tableView.pinsSectionHeaders, "a grouped table's headers scroll with the rows")
        let vc = SectionedViewController(counts: [2, 3, 1])
        var strategy = ViewControllerStrategy(make: { vc }, doors: Self.doors)
        try strategy.viewDidAppear(in: &scene)
        return (strategy, scene, vc)
    }

    @Test func sectionsTheAppInsertsAndDeletesMoveTheModel() throws {
        var (strategy, scene, vc) = try Self.shown()
        let table = try #require(vc.tableView)
        #expect(table.numberOfSections == 3)
        #expect(scene.tableView.contentSize.height == 378)
        // A section of two rows at 1: 126 pt more; old row [2, 0] (at 324) is now [3, 0] at 450.
        try strategy.dataArrives(door: 0, in: &scene)
        #expect(table.numberOfSections == 4 && vc.counts == [2, 2, 3, 1])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.contentSize.height == 504)
        #expect(table.rectForRow(at: Foundation.IndexPath(row: 0, section: 3)).minY == 450)
        // Deleting sections 0 and 2 (old indices: 126 + 170 pt) leaves 1 and 3: 126 + 82 = 208.
        try strategy.dataArrives(door: 1, in: &scene)
        #expect(table.numberOfSections == 2 && vc.counts == [2, 1])
        #expect(scene.tableView.contentSize.height == 208)
        #expect(Double(table.rectForRow(at: Foundation.IndexPath(row: 0, section: 1)).minY) == 126 + 28)
    }

    @Test func aWrongSectionIndexRaises() throws {
        var (strategy, scene, _) = try Self.shown()
        #expect(throws: ScrollGeometry.UIKitException.self) { try strategy.dataArrives(door: 2, in: &scene) }
    }

    @Test func aDataSourceOutOfStepAfterASectionInsertRaises() throws {
        var (strategy, scene, vc) = try Self.shown()
        vc.keepsDataInStep = false
        #expect(throws: ScrollGeometry.UIKitException.self) { try strategy.dataArrives(door: 3, in: &scene) }
    }

    @Test func aBatchMixesRowAndSectionChangesInUIKitsOrder() throws {
        let (strategy, scene, vc) = try Self.shown()
        defer { withExtendedLifetime(strategy) {} }
        _ = scene
        let table = try #require(vc.tableView)
        vc.keepsDataInStep = false
        // Before: [2, 3, 1]. Delete row [1, 0] and section 0; insert a section at 0 and a row at [2, 0]:
        // [2, 3, 1] → rows: [2, 2, 1] → sections: [2, 1] → [0, 2, 1] (new empty section 0) → [0, 2, 2].
        vc.counts = [0, 2, 2]
        table.performBatchUpdates {
            table.deleteRows(at: [Foundation.IndexPath(row: 0, section: 1)], with: .automatic)
            table.deleteSections(IndexSet([0]), with: .automatic)
            table.insertSections(IndexSet([0]), with: .automatic)
            table.insertRows(at: [Foundation.IndexPath(row: 0, section: 2)], with: .automatic)
        }
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [0, 2, 2])
    }
}
