@testable import AppStrategies  // the articles' functions are internal, as printed
import UIKit
import ViewControllerHarness

/// What the tests add to the recipes' view controllers so the runner can drive them: the outlet and the
/// data (as `InsetPatternViewController+ScenarioDriven.swift` does). None of it is the articles' code.
enum RecipeData {
    /// `counts` after `change`: one row more or less per inserted or deleted path.
    static func rowCounts(_ counts: [Int], after change: ContentChange) -> [Int] {
        var counts = counts
        switch change {
        case let .insert(paths): for path in paths { counts[path.section] += 1 }
        case let .delete(paths): for path in paths { counts[path.section] -= 1 }
        case .reload, .resize, .reloadAll: break
        case let .insertSections(sections, rowCounts):
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) { counts.insert(n, at: s) }
        case let .deleteSections(sections): for s in sections.sorted(by: >) { counts.remove(at: s) }
        }
        return counts
    }
}

extension BottomPinnedViewController: ScenarioDriven {
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
}

extension BottomPinnedFrameInsetViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
}

extension FrameResizeDidShowViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
}

extension InsetAndScrollFocusedViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { _scrollView = scrollView }
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
}

extension FrameResizeBoundsViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { self.scrollView = scrollView }
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
}

/// The anchor recipe (and the pre-scroll app, which inherits it) runs the article's block for every
/// insertion; other changes get UIKit's plain call.
extension TopInsertionAnchorViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    public func loadScenarioData(rowsPerSection: [Int]) { rowCounts = rowsPerSection }
    public func changeData(_ change: ContentChange) { rowCounts = RecipeData.rowCounts(rowCounts, after: change) }
    public func apply(_ change: ContentChange, to tableView: UITableView) {
        if case let .insert(paths) = change {
            insertNewRows(at: paths)
        } else {
            DefaultContentApplier.apply(change, to: tableView)
        }
    }
}

/// New data goes to `newArray`; an insertion is handed to `updateTableViewAfterAdditionInNewArray()`,
/// any other change updates the data model and makes UIKit's plain call.
extension TopInsertionReloadAndOffsetViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    public func loadScenarioData(rowsPerSection: [Int]) {
        newRowCounts = rowsPerSection
        newArray = Array(0..<rowsPerSection.reduce(0, +))
        oldArray = newArray
    }
    public func changeData(_ change: ContentChange) {
        newRowCounts = RecipeData.rowCounts(newRowCounts, after: change)
        let total = newRowCounts.reduce(0, +)
        let next = (newArray.max() ?? -1) + 1
        newArray = total >= newArray.count ? newArray + Array(next..<(next + total - newArray.count)) : Array(newArray.prefix(total))
        if case .insert = change { return }
        oldArray = newArray
    }
    public func apply(_ change: ContentChange, to tableView: UITableView) {
        if case .insert = change {
            updateTableViewAfterAdditionInNewArray()
        } else {
            DefaultContentApplier.apply(change, to: tableView)
        }
    }
}
