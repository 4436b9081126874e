/// "Since last night": this run's findings against a previous report's, cause by cause. A cause is a
/// finding's ``CampaignReport/Finding/causeKey``: the strategy, the invariant, the
/// kind of event where the shrunk scenario broke and the message's template (numbers as `#`), so the
/// same bug shrunk to another scenario or hit on another device is the same cause in both runs.
///
/// Every cause of either run is in exactly one list: ``new`` (hit now, not before), ``still`` (hit in
/// both), ``fixed`` (hit before, not now, and this run checked its cell), ``unchecked`` (hit before, but
/// this run did not run its cell: another shard's, a strategy or invariant left out, or a cell not
/// reached). "Fixed" means not hit on the cases this run ran; the failure database replays the previous
/// failures first, so with it a fixed cause was replayed and passed.
public struct CampaignComparison: Codable, Sendable, Equatable {
    /// The previous report: what `--compare` named.
    public var previous: Previous
    public var new: [Entry]
    public var still: [Entry]
    public var fixed: [Entry]
    public var unchecked: [Entry]

    public struct Previous: Codable, Sendable, Equatable {
        /// The path given to `--compare`.
        public var path: String
        public var seed: UInt64
        /// When the previous run finished (its `run.finishedAt`).
        public var finishedAt: String
        public var cases: Int
    }

    /// One cause in one of the lists.
    public struct Entry: Codable, Sendable, Equatable {
        /// The cause (``CampaignReport/Finding/causeKey``).
        public var cause: String
        public var strategy: String
        public var invariant: String
        public var kind: CampaignReport.Finding.Kind
        /// Whether it is a broken promise (a crash, a hang, or a promised invariant).
        public var promised: Bool
        /// The finding's message, from this run for new and still causes, from the previous run for
        /// fixed and unchecked ones.
        public var message: String
        /// The finding's id in this run's report (new and still), or in the previous report (fixed,
        /// unchecked).
        public var finding: String
        /// The finding's condition when it breaks only under non-default undocumented UIKit behaviour
        /// (``CampaignReport/Finding/condition``); absent otherwise.
        public var condition: String?

        init(_ f: CampaignReport.Finding) {
            cause = f.causeKey
            strategy = f.strategy
            invariant = f.invariant
            kind = f.kind
            promised = f.promised
            message = f.message
            finding = f.id
            condition = f.condition
        }
    }

    /// Compares `current` with `previous` (read from `path`). Lists keep their report's order (broken
    /// promises first); a cause appears once per list even when an older report holds it twice.
    public static func compare(_ current: CampaignReport, with previous: CampaignReport, path: String) -> CampaignComparison {
        let before = Set(previous.findings.map(\.causeKey))
        let now = Set(current.findings.map(\.causeKey))
        var seen = Set<String>()
        var new: [Entry] = [], still: [Entry] = []
        for f in current.findings where seen.insert(f.causeKey).inserted {
            if before.contains(f.causeKey) { still.append(Entry(f)) } else { new.append(Entry(f)) }
        }
        var fixed: [Entry] = [], unchecked: [Entry] = []
        for f in previous.findings where !now.contains(f.causeKey) && seen.insert(f.causeKey).inserted {
            if current.checked(f) { fixed.append(Entry(f)) } else { unchecked.append(Entry(f)) }
        }
        return CampaignComparison(
            previous: Previous(path: path, seed: previous.run.seed, finishedAt: previous.run.finishedAt, cases: previous.cases),
            new: new, still: still, fixed: fixed, unchecked: unchecked)
    }
}

extension CampaignReport {
    /// Whether this run ran cases in the cell where `finding` broke (for a crash or hang: any cell of
    /// its strategy), so that its absence means it was not hit.
    func checked(_ finding: Finding) -> Bool {
        cells.contains { cell in
            cell.strategy == finding.strategy && cell.status != .notRun && cell.cases > 0
                && (finding.kind != .violation || cell.invariant == finding.invariant)
        }
    }
}

extension CampaignReport.Finding {
    /// The cause this finding stands for, comparable across runs: ``cause`` when recorded; for a crash
    /// or hang, `strategy/crash` (`/hang`), one per strategy as the report keeps them; for a finding of
    /// an older report without a cause, its signature (else its id).
    public var causeKey: String {
        switch kind {
        case .crash, .hang: return "\(strategy)/\(kind.rawValue)"
        case .violation: return cause ?? signature ?? id
        }
    }
}
