import UIKit

/// A change to the data a view controller under test shows, as the runner makes it — not a UIKit type.
/// The view controller keeps its own data: the runner changes it (``ScenarioDriven/changeData(_:)``) and
/// then the app tells its table (``ScenarioDriven/apply(_:to:)``), as an app does when new data arrives.
/// New rows' heights and controls come from the scenario, not from app code.
public enum ContentChange: Hashable, Sendable, CustomStringConvertible {
    /// Rows inserted; each path names the table after the earlier insertions (ascending order).
    case insert([IndexPath])
    /// Rows deleted; paths name the table before the change.
    case delete([IndexPath])
    /// Rows whose content changed (and with it their height).
    case reload([IndexPath])
    /// A self-sizing row's height changed (its text grew); the table takes it at its next update.
    case resize(IndexPath)
    /// Nothing changed that the app can name; it reloads everything.
    case reloadAll
    /// Sections inserted at these indices (the table after the change); `rowCounts[i]` rows (possibly
    /// none) arrive in the section at `sections[i]` — the new data the app holds, which its data source
    /// must report.
    case insertSections([Int], rowCounts: [Int])
    /// Sections deleted, with their rows; indices name the table before the change.
    case deleteSections([Int])

    public var description: String {
        switch self {
        case let .insert(paths): return "insert \(paths.map { [$0.section, $0.row] })"
        case let .delete(paths): return "delete \(paths.map { [$0.section, $0.row] })"
        case let .reload(paths): return "reload \(paths.map { [$0.section, $0.row] })"
        case let .resize(path): return "resize \([path.section, path.row])"
        case .reloadAll: return "reload all"
        case let .insertSections(sections, counts): return "insert sections \(sections) with \(counts) rows"
        case let .deleteSections(sections): return "delete sections \(sections)"
        }
    }
}

/// What a test target adds to a view controller under test so the runner can drive it: the outlet
/// connection and the data. Not part of UIKit; the view controller's own code stays `import UIKit` only.
public protocol ScenarioDriven: UIViewController {
    /// The scenario's table or scroll view, connected before `viewDidLoad`, as a storyboard connects an
    /// outlet. A `UITableViewController` already has it as `tableView`.
    func connect(_ scrollView: UIScrollView)
    /// The data the screen starts with: the number of rows in each section.
    func loadScenarioData(rowsPerSection: [Int])
    /// Changes the app's own data by `change` (no UIKit call).
    func changeData(_ change: ContentChange)
    /// Tells the table about `change`. The default makes UIKit's precise call: `insertRows`,
    /// `deleteRows`, `reloadRows`, `insertSections`, `deleteSections` (automatic animation),
    /// `performBatchUpdates(nil)` for a resize, or `reloadData()`.
    func apply(_ change: ContentChange, to tableView: UITableView)
}

extension ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) {}
    public func loadScenarioData(rowsPerSection: [Int]) {}
    public func changeData(_ change: ContentChange) {}

    public func apply(_ change: ContentChange, to tableView: UITableView) {
        DefaultContentApplier.apply(change, to: tableView)
    }
}
