import AppStrategies
import UIKit
import ViewControllerHarness

/// What the test adds to the app's view controller so the runner can drive it: the outlet and the data.
extension InsetPatternViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    public func loadScenarioData(rowsPerSection: [Int]) {
        rowCounts = rowsPerSection
    }

    public func changeData(_ change: ContentChange) {
        var counts = rowCounts
        switch change {
        case let .insert(paths): for path in paths { counts[path.section] += 1 }
        case let .delete(paths): for path in paths { counts[path.section] -= 1 }
        case .reload, .resize, .reloadAll: break
        case let .insertSections(sections, rowCounts):
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) { counts.insert(n, at: s) }
        case let .deleteSections(sections): for s in sections.sorted(by: >) { counts.remove(at: s) }
        }
        rowCounts = counts
    }
}
