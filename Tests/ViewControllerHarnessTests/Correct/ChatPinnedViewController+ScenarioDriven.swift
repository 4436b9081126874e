import AppStrategies
import UIKit
import ViewControllerHarness

/// What the test adds to the app's view controller so the runner can drive it: the outlet, the data,
/// and each change handed to the app's own entry point, which tells the table.
extension ChatPinnedViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }

    public func loadScenarioData(rowsPerSection: [Int]) { load(messageCounts: rowsPerSection) }

    public func apply(_ change: ContentChange, to tableView: UITableView) {
        var counts = messageCounts
        switch change {
        case let .insert(paths): for path in paths { counts[path.section] += 1 }
        case let .delete(paths): for path in paths { counts[path.section] -= 1 }
        case .reload, .resize, .reloadAll: break
        case let .insertSections(sections, rowCounts):
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) { counts.insert(n, at: s) }
        case let .deleteSections(sections): for s in sections.sorted(by: >) { counts.remove(at: s) }
        }
        update(to: counts) { DefaultContentApplier.apply(change, to: $0) }
    }
}
