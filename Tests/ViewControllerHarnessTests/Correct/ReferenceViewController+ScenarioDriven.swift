import AppStrategies
import UIKit
import ViewControllerHarness

/// What the test adds to the app's view controller so the runner can drive it: the outlet, the data, with an
/// identity per item, and each change handed to the app's own entry point, which tells the table.
extension ReferenceViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }

    public func loadScenarioData(rowsPerSection: [Int]) {
        var next = 0
        load(rowsPerSection.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        })
    }

    public func apply(_ change: ContentChange, to tableView: UITableView) {
        var items = itemIDs
        switch change {
        case let .insert(paths):
            // Each path names the table after the earlier insertions.
            for path in paths { items[path.section].insert(NewItemID.make(), at: path.row) }
        case let .delete(paths):
            // The paths name the table before the change.
            for path in paths.sorted(by: >) { items[path.section].remove(at: path.row) }
        case .reload, .resize, .reloadAll:
            break
        }
        update(to: items) { DefaultContentApplier.apply(change, to: $0) }
    }
}
