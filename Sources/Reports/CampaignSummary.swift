import Campaign
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// The summary keyfuzz prints when a campaign ends: the strategies × invariants matrix as text, the
/// totals, and one line per finding.
public enum CampaignSummary {
    /// Short column headings, in `Guarantee` order.
    static let headings: [Guarantee: String] = [
        .anchorStability: "anchor", .focusVisibility: "focus", .offsetBounds: "bounds", .bottomPinning: "pinning",
        .roundTrip: "roundtrip", .reachability: "reach", .noUIKitException: "noexc",
    ]

    /// The symbol of a cell: `ok` holds, `BROKEN` a promise broke, `COND` a promise broke only under a
    /// non-default undocumented UIKit option, `info` a non-promise broke, `CRASH`, `HANG`, `-` not run.
    public static func symbol(_ cell: CampaignReport.Cell) -> String {
        switch cell.status {
        case .holds: return "ok"
        case .incomplete: return "partial"
        case .broken: return "BROKEN"
        case .conditional: return "COND"
        case .information: return "info"
        case .crash: return "CRASH"
        case .hang: return "HANG"
        case .notRun: return "-"
        }
    }

    public static func text(_ report: CampaignReport) -> String {
        let invariants = report.run.invariants
        let strategies = report.run.strategies
        let width = max(8, strategies.map(\.count).max() ?? 8)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        var lines: [String] = []
        // Since the previous run first: the question a team asks every morning.
        if let comparison = report.comparison { lines += ComparisonText.console(comparison) + [""] }
        let heads = invariants.map { id in Guarantee(rawValue: id).flatMap { headings[$0] } ?? id }
        lines.append(pad("strategy", width) + "  " + heads.map { pad($0, 9) }.joined(separator: " "))
        for strategy in strategies {
            let row = invariants.map { invariant -> String in
                let cell = report.cells.first { $0.strategy == strategy && $0.invariant == invariant }
                return pad(cell.map(symbol) ?? "-", 9)
            }
            lines.append(pad(strategy, width) + "  " + row.joined(separator: " "))
        }
        lines.append("")
        lines.append("ok held on every case of the budget · BROKEN a promised invariant broke · COND a promised invariant broke only under undocumented UIKit behaviour (its findings name the option; \(report.conditionalFindingsFail ? "a failure of this run: --conditional-findings fail" : "not a failure unless --conditional-findings fail")) · info a non-promised one broke · CRASH/HANG the strategy took the process down (a broken promise, whatever the cell checks) · partial held on fewer cases than the budget (not a pass) · - not run")
        lines.append(report.verdict)
        // The counts are the verdict's; this line adds what the run did, in its own units.
        lines.append("\(plural(report.cases, "case")) run, stopped: \(report.stopReason.rawValue), \(Format.seconds(report.run.elapsedSeconds)); run again: \(report.run.command ?? report.run.reproducingCommand)")
        let incomplete = report.incompleteCells
        if !incomplete.isEmpty {
            lines.append("INCOMPLETE: \(incomplete.count) cell\(incomplete.count == 1 ? "" : "s") ran fewer cases than the budget of \(report.run.casesPerCell): "
                + incomplete.prefix(6).map { "\($0.strategy)/\($0.invariant) \($0.cases)" }.joined(separator: ", ")
                + (incomplete.count > 6 ? ", …" : ""))
        }
        let information = report.findings.filter { !$0.promised && $0.kind == .violation }.count
        if information > 0 {
            lines.append("  (the \(plural(information, "informational finding")) are in the report, not listed here)")
        }
        for finding in report.findings where finding.promised || finding.tookTheProcessDown {
            let mark = !finding.promised ? "info" : finding.isConditional ? "COND" : "BROKEN"
            // CRASH and HANG as the matrix spells them, with the cells they hit.
            let kind = finding.tookTheProcessDown ? finding.kind.rawValue.uppercased() : finding.kind.rawValue
            let cells = finding.cells.map { "; cells: " + $0.map(invariantDisplayName).joined(separator: ", ") } ?? ""
            let condition = finding.condition.map { " \($0):" } ?? ""
            lines.append("  [\(mark)] \(finding.strategy) · \(finding.invariantName) (\(kind), \(finding.hits)\(cells)):\(condition) \(finding.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Format {
    /// "1 min 4 s", "12.3 s".
    public static func seconds(_ value: Double) -> String {
        if value < 60 { return "\(Format.number((value * 10).rounded() / 10)) s" }
        let s = Int(value.rounded())
        return "\(s / 60) min \(s % 60) s"
    }
}
