import AppStrategies
import UIKit
import ViewControllerHarness

/// What the test adds to the app's view controller so the runner can drive it: the data, with an
/// identity per item, and each change handed to the app's own entry point, which tells the table.
extension LayoutGuideViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }

    public func loadScenarioData(rowsPerSection: [Int]) {
        load(ScenarioItemIDs.initial(rowsPerSection: rowsPerSection))
    }

    public func apply(_ change: ContentChange, to tableView: UITableView) {
        update(to: ScenarioItemIDs.applying(change, to: itemIDs)) { DefaultContentApplier.apply(change, to: $0) }
    }
}
