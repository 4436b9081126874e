import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A view controller whose data is a row count per section, kept in step with the runner's changes
/// (unless told not to), and whose data source reports it.
final class SectionedViewController: UIViewController, UITableViewDataSource, ScenarioDriven {
    var tableView: UITableView?
    var counts: [Int] = []
    var keepsDataInStep = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView?.dataSource = self
    }

    func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    func loadScenarioData(rowsPerSection: [Int]) { counts = rowsPerSection }
    func changeData(_ change: ContentChange) {
        guard keepsDataInStep else { return }
        switch change {
        case let .insertSections(sections, rowCounts):
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) { counts.insert(n, at: s) }
        case let .deleteSections(sections):
            for s in sections.sorted(by: >) where counts.indices.contains(s) { counts.remove(at: s) }
        case let .insert(paths): for p in paths { counts[p.section] += 1 }
        case let .delete(paths): for p in paths { counts[p.section] -= 1 }
        case .reload, .resize, .reloadAll: break
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// `insertSections(_:with:)` and `deleteSections(_:with:)` on the facade: the model's update, the data
/// source's counts checked after it, UIKit's exception for a wrong index or a data source out of step.
@Suite("UIKit facade sections")
struct FacadeSectionTests {
    /// Three sections of 2, 3 and 1 rows of 44 pt, headers 28, footers 10 (378 pt of content; see
    /// `TableViewSectionTests`), in a plain view controller on the iPhone 15.
    static func shown() throws -> (ViewControllerStrategy, Scene, SectionedViewController) {
        let rows = { (n: Int) in Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: n) }
        var start = StartScreen(layout: ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0)),
                                sections: [rows(2), rows(3), rows(1)])
        start.sectionHeaderHeight = 28
        start.sectionFooterHeight = 10
        var scene = try start.makeScene()
        let vc = SectionedViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        return (strategy, scene, vc)
    }

    @Test func theDefaultApplierInsertsAndDeletesSectionsOverTheModel() throws {
        var (strategy, scene, vc) = try Self.shown()
        let table = try #require(vc.tableView)
        #expect(table.numberOfSections == 3)
        #expect(scene.tableView.contentSize.height == 378)
        // A section of two rows at 1: 126 pt more; old row [2, 0] (at 324) is now [3, 0] at 450.
        let spec = RowSpec(height: 44, control: Control(.textField))
        try strategy.perform(.insertSections(at: [1], rows: [[spec, spec]]), in: &scene)
        #expect(table.numberOfSections == 4 && vc.counts == [2, 2, 3, 1])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.contentSize.height == 504)
        #expect(table.rectForRow(at: Foundation.IndexPath(row: 0, section: 3)).minY == 450)
        // Deleting sections 0 and 2 (old indices: 126 + 170 pt) leaves 1 and 3: 126 + 82 = 208.
        try strategy.perform(.deleteSections([2, 0]), in: &scene)
        #expect(table.numberOfSections == 2 && vc.counts == [2, 1])
        #expect(scene.tableView.contentSize.height == 208)
        #expect(Double(table.rectForRow(at: Foundation.IndexPath(row: 0, section: 1)).minY) == 126 + 28)
    }

    @Test func aWrongSectionIndexRaises() throws {
        var (strategy, scene, _) = try Self.shown()
        #expect(throws: ScrollGeometry.UIKitException.self) { try strategy.perform(.deleteSections([5]), in: &scene) }
    }

    @Test func aDataSourceOutOfStepAfterASectionInsertRaises() throws {
        var (strategy, scene, vc) = try Self.shown()
        vc.keepsDataInStep = false
        #expect(throws: ScrollGeometry.UIKitException.self) {
            try strategy.perform(.insertSections(at: [3], rows: [[]]), in: &scene)
        }
    }

    /// Inside one batch, UIKit's order: row deletes and section deletes name the table before the
    /// update, section inserts and row inserts after it.
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
