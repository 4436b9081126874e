import Foundation

extension CampaignReport {
    /// Combines the reports of shards of one campaign. Each cell is taken from the shard that ran it;
    /// findings are united by id, and a strategy's crashes (and hangs) found by several shards into one,
    /// as one run unites them (``arrangeFindings()``); cases and labels add up; the stop reason is the
    /// worst of the shards'.
    ///
    /// Throws when the reports are not shards of the same campaign (different seed, strategies,
    /// invariants, case count or scenario length), when two of them ran the same cell, or when a shard
    /// of the split is missing (its cells would otherwise show as not run in a report that passes).
    ///
    /// Also refuses shards written by different keyfuzz versions (their cells and findings need not
    /// mean the same), and any cell whose status contradicts its own counts (``checkCells()``).
    public static func merged(_ reports: [CampaignReport]) throws(CampaignError) -> CampaignReport {
        guard var merged = reports.first else { throw .invalidOption("merge needs at least one report folder") }
        // A shard's own comparison is with its previous shard: the merge compares the whole (`merge --compare`).
        merged.comparison = nil
        for report in reports { try report.checkCells() }
        for other in reports.dropFirst() {
            guard other.tool == merged.tool else {
                throw .invalidOption("reports were written by different keyfuzz versions ('\(merged.tool)' and '\(other.tool)'); merge shards run by one build")
            }
            let a = merged.run, b = other.run
            guard a.seed == b.seed, a.strategies == b.strategies, a.invariants == b.invariants,
                  a.casesPerCell == b.casesPerCell, a.maxActions == b.maxActions else {
                throw .invalidOption("reports are not shards of one campaign: seed, strategies, invariants, cases per cell and max actions must match")
            }
            guard (a.conditionalFindingsFail ?? false) == (b.conditionalFindingsFail ?? false) else {
                throw .invalidOption("reports are not shards of one campaign: one was run with --conditional-findings fail and another without")
            }
            for shard in b.shards where merged.run.shards.contains(shard) {
                throw .invalidOption("shard \(shard) appears twice")
            }
            merged.run.shards += b.shards
            merged.run.jobs = max(merged.run.jobs, b.jobs)
            merged.run.startedAt = min(merged.run.startedAt, b.startedAt)
            merged.run.finishedAt = max(merged.run.finishedAt, b.finishedAt)
            merged.run.elapsedSeconds = max(merged.run.elapsedSeconds, b.elapsedSeconds)
            for (i, cell) in other.cells.enumerated() where cell.status != .notRun {
                guard i < merged.cells.count else { continue }
                if merged.cells[i].status != .notRun {
                    throw .invalidOption("cell \(cell.strategy)/\(cell.invariant) was run by two of the shards")
                }
                merged.cells[i] = cell
            }
            for finding in other.findings {
                if let j = merged.findings.firstIndex(where: { $0.id == finding.id }) {
                    merged.findings[j].timesHit += finding.timesHit
                    merged.findings[j].firstFoundSeconds = min(merged.findings[j].firstFoundSeconds, finding.firstFoundSeconds)
                } else {
                    merged.findings.append(finding)
                }
            }
            for (label, count) in other.labels { merged.labels[label, default: 0] += count }
            merged.warnings += other.warnings
            merged.stopReason = worse(merged.stopReason, other.stopReason)
        }
        merged.run.shards.sort { $0.index < $1.index }
        // Every shard of the campaign, or no verdict: a missing shard's cells would read as passing.
        let counts = Set(merged.run.shards.map(\.count))
        guard counts.count == 1, let count = counts.first else {
            throw .invalidOption("reports are shards of different splits (\(merged.run.shards.map(\.description).joined(separator: ", "))); merge the shards of one --shard K/N split")
        }
        let present = Set(merged.run.shards.map(\.index))
        let missing = (1...count).filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw .invalidOption("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing; merge the reports of all \(count) shards")
        }
        merged.cases = merged.cells.reduce(0) { $0 + $1.cases }
        // The command that runs the whole campaign, unsharded, as one run would name it.
        if merged.run.command != nil { merged.run.command = merged.run.reproducingCommand }
        // Findings as an unsharded run lists them.
        merged.arrangeFindings()
        return merged
    }

    /// Refuses a report whose cells say what their counts deny (a hand-edited or damaged shard): a cell
    /// that holds ran its whole budget with no finding, a broken, information, crash or hang cell names a
    /// finding of the report, and one not run ran nothing. Cases are never negative.
    func checkCells() throws(CampaignError) {
        let ids = Set(findings.map(\.id))
        for cell in cells {
            let name = "cell \(cell.strategy)/\(cell.invariant)"
            let planned = cell.casesPlanned ?? run.casesPerCell
            var contradiction: String?
            if cell.cases < 0 {
                contradiction = "\(cell.cases) cases"
            } else if let missing = cell.findings.first(where: { !ids.contains($0) }) {
                contradiction = "finding \(missing), which the report does not hold"
            } else {
                switch cell.status {
                case .holds:
                    if cell.cases < planned { contradiction = "holds with \(cell.cases) cases of \(planned)" }
                    else if !cell.findings.isEmpty { contradiction = "holds with \(cell.findings.count) findings" }
                case .broken, .conditional, .information, .crash, .hang:
                    if cell.findings.isEmpty { contradiction = "\(cell.status.rawValue) with no finding" }
                case .notRun:
                    if cell.cases > 0 || !cell.findings.isEmpty { contradiction = "not run with \(cell.cases) cases" }
                case .incomplete:
                    if !cell.findings.isEmpty { contradiction = "incomplete with \(cell.findings.count) findings" }
                }
            }
            if let contradiction {
                throw .invalidOption("a report's \(name) contradicts itself (\(contradiction)); it was damaged or edited, merge the shards as keyfuzz wrote them")
            }
        }
    }

    static func worse(_ a: StopReason, _ b: StopReason) -> StopReason {
        let rank: [StopReason: Int] = [.completed: 0, .duration: 1, .interrupted: 2]
        return (rank[a] ?? 0) >= (rank[b] ?? 0) ? a : b
    }
}
