import UIKit
import ViewControllerHarness

extension RecordingViewController: ScenarioDriven {
    func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    func loadScenarioData(rowsPerSection: [Int]) { rowCount = rowsPerSection.reduce(0, +) }
    /// Deliberately keeps its data unchanged unless told to: the data source then disagrees with the
    /// table after an insert.
    func changeData(_ change: ContentChange) {
        log.append("changeData \(change)")
        if case let .insert(paths) = change, keepsDataInStep { rowCount += paths.count }
    }
}
