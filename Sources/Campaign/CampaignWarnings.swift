/// The kinds of warning a campaign's report can hold (`report.json`'s `warnings`): problems that did
/// not stop the run. REPORT-SCHEMA.md lists the same phrases, separated by semicolons, and a test
/// compares the two lists, so the schema never names a warning the code does not give.
///
/// Where each comes from: the cell loop (``CampaignCellLoop``: the generator's rejections, a scenario
/// the model refused, a strategy that is not deterministic, a fixed failure that could not be removed
/// from the database, a database file moved aside), the supervisor (``CampaignSupervisor``: a worker
/// that could not start, a cell that could not run, a death or hang not charged to the strategy, a death
/// before any scenario ran, a failure whose shrink the run's end cut short) and the assembly (``CampaignAssembly``: a failure that could not be saved).
/// An unreadable database line is not one: `run` refuses such a database before it starts
/// (``CampaignOutput/checkDatabase(_:)``).
public enum CampaignWarnings {
    public static let kinds: [String] = [
        "a failure that could not be saved to the database",
        "a fixed failure that could not be removed from the database",
        "a database file that became unreadable during the run (not UTF-8 text), moved aside",
        "a worker process that could not be started",
        "a cell that could not run",
        "a worker that died or hung without the strategy being the cause (the cell, run again case by case, completed)",
        "a worker that died before any scenario ran (the cell is incomplete)",
        "a generator whose cases were mostly invalid (its health check failed, the cell stopped)",
        "a scenario the model refused",
        "a strategy that is not deterministic (its shrunk case passed when run again)",
        "a failure reported as far as its shrinking got (the run stopped during the shrink)",
    ]

    /// One line per cause: warnings whose text is the same but for its numbers (the part after the
    /// cell's name, ``CampaignCause/template(of:)``) are one line, the first of them, followed by how many
    /// times it was given and in which cells: "profileForm/focusVisibility: the run stopped while a
    /// failure was being shrunk; … (3 steps), not the smallest case — 5 times in 1 cell
    /// (profileForm/focusVisibility)". A warning given once stays as it was. Order: first appearance.
    public static func collapse(_ lines: [String]) -> [String] {
        var order: [String] = []
        var groups: [String: (first: String, count: Int, cells: [String])] = [:]
        for line in lines {
            let parts = line.split(separator: ": ", maxSplits: 1).map(String.init)
            let (cell, text) = parts.count == 2 && !parts[0].contains(" ") ? (parts[0], parts[1]) : ("", line)
            let key = CampaignCause.template(of: text)
            if var group = groups[key] {
                group.count += 1
                if !cell.isEmpty, !group.cells.contains(cell) { group.cells.append(cell) }
                groups[key] = group
            } else {
                order.append(key)
                groups[key] = (line, 1, cell.isEmpty ? [] : [cell])
            }
        }
        return order.map { key in
            let group = groups[key]!
            guard group.count > 1 else { return group.first }
            let cells = group.cells.isEmpty ? "" : " in \(group.cells.count) cell\(group.cells.count == 1 ? "" : "s") (\(group.cells.joined(separator: ", ")))"
            return "\(group.first) — \(group.count) times\(cells)"
        }
    }
}
