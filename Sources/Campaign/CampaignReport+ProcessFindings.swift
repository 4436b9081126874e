import KeyboardStrategies

/// How a report holds a crash or a hang of the app: a broken promise wherever it happened.
///
/// Every strategy promises, whatever it lists, that the app neither traps nor hangs: the promise that
/// ``Guarantee/noUIKitException`` judges. So a crash or hang finding is filed under that invariant and is
/// always promised, whichever cell's scenario took the process down. A strategy that crashes in several
/// cells has one crash finding (and one hang finding if it also hangs), which names the cells it hit
/// and counts one hit per cell; the findings that took a process down come first in the report.
extension CampaignReport.Finding {
    /// The statement of a crash or hang finding.
    static let processStatement =
        "the app neither traps nor hangs: a promise every strategy makes, whatever it lists (judged as no UIKit exception)"

    /// True for a crash or a hang: the app was taken down, not an invariant broken.
    package var tookTheProcessDown: Bool { kind != .violation }
}

extension CampaignReport {
    /// Unites each strategy's crashes (and each strategy's hangs) into one finding kept under the first
    /// cell that hit it, names the cells each of them hit (``Finding/cells``), unites violations of one
    /// cause found apart (shards merged later: one entry per ``Finding/cause``, their counts added), and
    /// orders the findings: broken promises first — crashes and hangs, then violations of promised
    /// invariants, then the promises broken only under undocumented UIKit behaviour (conditional) —
    /// then the informational ones (conditional last), each group by strategy and invariant in matrix order,
    /// then by id; each cell lists its findings in that order. The same order whether the cells ran in
    /// one run or in shards merged later.
    mutating func arrangeFindings() {
        struct Key: Hashable { let strategy: String, kind: Finding.Kind, cause: String? }
        let first = firstCellListing()
        let placed = findings.sorted { (first[$0.id] ?? .max, $0.id) < (first[$1.id] ?? .max, $1.id) }
        var kept: [Key: Int] = [:]
        var replaced: [String: String] = [:]
        var united: [Finding] = []
        for finding in placed {
            let key: Key
            if finding.tookTheProcessDown {
                key = Key(strategy: finding.strategy, kind: finding.kind, cause: nil)
            } else if let cause = finding.cause {
                key = Key(strategy: finding.strategy, kind: finding.kind, cause: cause)
            } else {
                united.append(finding)
                continue
            }
            if let i = kept[key] {
                if finding.tookTheProcessDown {
                    united[i].timesHit += finding.timesHit
                    united[i].firstFoundSeconds = min(united[i].firstFoundSeconds, finding.firstFoundSeconds)
                } else {
                    // The worst example of the two heads the united finding, whose id follows its token.
                    let former = united[i].id
                    united[i].absorb(finding)
                    if united[i].id != former {
                        replaced[former] = united[i].id
                        for (old, new) in replaced where new == former { replaced[old] = united[i].id }
                    }
                }
                replaced[finding.id] = united[i].id
            } else {
                kept[key] = united.count
                united.append(finding)
            }
        }
        if !replaced.isEmpty {
            for i in cells.indices {
                var seen = Set<String>()
                cells[i].findings = cells[i].findings.map { replaced[$0] ?? $0 }.filter { seen.insert($0).inserted }
            }
        }
        for i in united.indices where united[i].tookTheProcessDown {
            let id = united[i].id
            united[i].cells = cells.filter { $0.findings.contains(id) }.map(\.invariant)
        }
        let strategyOrder = Dictionary(run.strategies.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let invariantOrder = Dictionary(run.invariants.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let order = firstCellListing()
        func rank(_ f: Finding) -> (Int, Int, Int, Int, String) {
            // Conditional findings after the unconditional ones of their kind (promised, informational).
            let group = f.tookTheProcessDown ? 0 : f.promised ? (f.isConditional ? 2 : 1) : (f.isConditional ? 4 : 3)
            return (group, strategyOrder[f.strategy] ?? .max, invariantOrder[f.invariant] ?? .max, order[f.id] ?? .max, f.id)
        }
        findings = united.sorted { rank($0) < rank($1) }
        let place = Dictionary(findings.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        for i in cells.indices {
            cells[i].findings.sort { (place[$0] ?? .max, $0) < (place[$1] ?? .max, $1) }
        }
    }

    /// The index of the first cell that lists each finding id.
    private func firstCellListing() -> [String: Int] {
        Dictionary(cells.enumerated().flatMap { i, cell in cell.findings.map { ($0, i) } }, uniquingKeysWith: { a, _ in a })
    }
}
