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
    /// cell that hit it, names the cells each of them hit (``Finding/cells``), and orders the findings:
    /// crashes and hangs first, then in the order of the first cell that lists them, then by id — the
    /// same order whether the cells ran in one run or in shards merged later.
    mutating func arrangeFindings() {
        struct Key: Hashable { let strategy: String, kind: Finding.Kind }
        let first = firstCellListing()
        let placed = findings.sorted { (first[$0.id] ?? .max, $0.id) < (first[$1.id] ?? .max, $1.id) }
        var kept: [Key: Int] = [:]
        var replaced: [String: String] = [:]
        var united: [Finding] = []
        for finding in placed {
            guard finding.tookTheProcessDown else {
                united.append(finding)
                continue
            }
            let key = Key(strategy: finding.strategy, kind: finding.kind)
            if let i = kept[key] {
                united[i].timesHit += finding.timesHit
                united[i].firstFoundSeconds = min(united[i].firstFoundSeconds, finding.firstFoundSeconds)
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
        let order = firstCellListing()
        findings = united.sorted {
            ($0.tookTheProcessDown ? 0 : 1, order[$0.id] ?? .max, $0.id) < ($1.tookTheProcessDown ? 0 : 1, order[$1.id] ?? .max, $1.id)
        }
    }

    /// The index of the first cell that lists each finding id.
    private func firstCellListing() -> [String: Int] {
        Dictionary(cells.enumerated().flatMap { i, cell in cell.findings.map { ($0, i) } }, uniquingKeysWith: { a, _ in a })
    }
}
