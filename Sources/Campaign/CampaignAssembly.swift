import Foundation
import KeyboardStrategies

/// Builds a ``CampaignReport`` from a plan and what its cells found.
public enum CampaignAssembly {
    /// The report: one cell per strategy × invariant (cells of other shards "not run"), findings
    /// deduplicated by id, crashes and hangs first and once per strategy, each a broken promise that
    /// names the cells it hit — a strategy that takes the process down does so whatever invariant its
    /// cell checks (``CampaignReport/arrangeFindings()``) — then the rest in cell order.
    ///
    /// A cell "holds" only when it ran its whole case budget without a finding; one that ran fewer
    /// cases (the time budget, an interrupt, a lost worker) is "incomplete", with its counts.
    public static func report(plan: CampaignPlan, states: [Int: CellState], stopReason: CampaignReport.StopReason,
                              tool: String, startedAt: Date, elapsedSeconds: Double, warnings: [String] = []) -> CampaignReport {
        var cells: [CampaignReport.Cell] = []
        var findings: [CampaignReport.Finding] = []
        var labels: [String: Int] = [:]
        var allWarnings = warnings
        let descriptors = Dictionary(plan.strategies.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, run) in plan.cells.enumerated() {
            let promised = descriptors[run.strategy]?.promises.contains(run.invariant) ?? false
            guard let state = states[index] else {
                cells.append(.init(strategy: run.strategy, invariant: run.invariant.rawValue, promised: promised,
                                   cases: 0, casesPlanned: run.cases, status: .notRun, findings: []))
                continue
            }
            for (label, count) in state.labels { labels[label, default: 0] += count }
            allWarnings += state.warnings.map { "\(run.propertyName): \($0)" }
            allWarnings += state.unsaved.map { "\(run.propertyName): could not save a failure to the database: \($0)" }
            var ids: [String] = []
            let ranAll = state.done && state.cases >= run.cases
            var status: CampaignReport.Cell.Status = ranAll ? .holds : .incomplete
            for finding in state.findings {
                switch finding.kind {
                case .crash: status = .crash
                case .hang: status = .hang
                case .violation:
                    // A promise broken under the default model outranks one broken only under an option.
                    if status == .crash || status == .hang || status == .broken { break }
                    status = !promised ? .information : finding.isConditional ? .conditional : .broken
                }
                if let i = findings.firstIndex(where: { $0.id == finding.id }) {
                    findings[i].timesHit += finding.timesHit
                } else {
                    var finding = finding
                    finding.maxActions = plan.maxActions
                    findings.append(finding)
                }
                ids.append(finding.id)
            }
            cells.append(.init(strategy: run.strategy, invariant: run.invariant.rawValue, promised: promised,
                               cases: state.done ? state.cases : state.progressCases, casesPlanned: run.cases,
                               status: status, findings: ids))
            // The first failure: the earliest cause found, or the case that took the process down.
            cells[cells.count - 1].casesToFirstFailure = state.findings.compactMap(\.casesToFind).min()
                ?? (status == .crash || status == .hang ? cells[cells.count - 1].cases : nil)
        }
        let iso = ISO8601DateFormatter()
        var parameters = CampaignReport.RunParameters(
            seed: plan.seed, casesPerCell: plan.casesPerCell, durationSeconds: plan.durationSeconds,
            maxActions: plan.maxActions, profile: plan.profile, strategies: plan.strategies.map(\.id),
            invariants: plan.invariants.map(\.rawValue), shards: [plan.shard], jobs: plan.jobs,
            startedAt: iso.string(from: startedAt), finishedAt: iso.string(from: startedAt.addingTimeInterval(elapsedSeconds)),
            elapsedSeconds: elapsedSeconds)
        parameters.conditionalFindingsFail = plan.conditionalFindingsFail ? true : nil
        parameters.command = parameters.reproducingCommand
        var report = CampaignReport(tool: tool, run: parameters, stopReason: stopReason,
                                    cases: cells.reduce(0) { $0 + $1.cases }, cells: cells, labels: labels,
                                    findings: findings, warnings: CampaignWarnings.collapse(allWarnings))
        report.arrangeFindings()
        return report
    }
}
