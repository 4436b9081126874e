import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Verification

/// One cell of a campaign: one strategy checked against one invariant over a budget of generated
/// scenarios, counting every failure under its ``CampaignSignature``.
///
/// The cell spends its whole case budget: one recurring failure cannot hide another. Each failing case
/// is filed under its signature (strategy, invariant, the kind of event where it broke, the scenario's
/// labels); the first case of each new signature is shrunk to a minimal counterexample (keeping the
/// kind of event where it broke) and filed under its cause (``CampaignCause``: the shrunk scenario's
/// mechanism, who moved the list on what kind of act): one finding per cause, headed by its worst
/// example, the others adding to its counts and examples. Later
/// cases of a known signature only add to its count; a cause with ``maxSignatures`` shrunk examples is
/// not shrunk again. No cause is dropped. The same seed, case budget and database give the same result.
///
/// The failure database is replayed first: an entry that fails again is a finding like any other, the
/// entries that pass are removed in one write.
public struct CellRun: Sendable, Codable, Hashable {
    public var strategy: String
    public var invariant: Guarantee
    public var seed: UInt64
    public var cases: Int
    public var maxActions: Int
    /// The most failures of one cause the cell shrinks (its examples; `--max-signatures`). Every cause
    /// is reported whatever this is.
    public var maxSignatures: Int

    /// The number of distinct signatures a cell reports unless told otherwise.
    public static let defaultMaxSignatures = 5

    public init(strategy: String, invariant: Guarantee, seed: UInt64, cases: Int, maxActions: Int,
                maxSignatures: Int = CellRun.defaultMaxSignatures) {
        self.strategy = strategy
        self.invariant = invariant
        self.seed = seed
        self.cases = cases
        self.maxActions = maxActions
        self.maxSignatures = maxSignatures
    }

    /// The failure-database key of this cell.
    public var propertyName: String { "\(strategy)/\(invariant.rawValue)" }

    /// What a cell run found.
    public struct Result: Sendable, Codable, Equatable {
        /// Cases run: database entries replayed plus generated cases (shrink attempts excluded).
        public var casesRun: Int
        public var labels: [String: Int]
        public var findings: [CampaignReport.Finding]
        public var warnings: [String]
        /// True when the deadline stopped the cell before its case budget.
        public var stoppedEarly: Bool = false
        /// Failures that could not be saved to the failure database, with the reason.
        public var unsaved: [String] = []

        public init(casesRun: Int, labels: [String: Int], findings: [CampaignReport.Finding], warnings: [String]) {
            self.casesRun = casesRun
            self.labels = labels
            self.findings = findings
            self.warnings = warnings
        }
    }

    /// Reports from a cell while it runs.
    public struct Events {
        /// Each finding, as soon as it is shrunk.
        public var finding: (CampaignReport.Finding) -> Void = { _ in }
        /// A failure while it is being shrunk, as far as shrinking has got (first the case as found, then
        /// smaller failing cases a few times a second): what the run reports should it stop before the
        /// shrink ends. The finding of the same signature replaces it.
        public var shrinking: ((CampaignReport.Finding) -> Void)?
        /// After every scenario run (a case or a shrink attempt): cases run so far, scenario runs so far.
        public var progress: (_ cases: Int, _ runs: Int) -> Void = { _, _ in }
        /// Before every scenario run, its replay token and the cases the cell has run should this run
        /// never return (those before it, and this one when it is a case rather than a shrink attempt);
        /// set only when a crash must be pinned to a case (encoding a token per run costs time).
        public var willRun: ((_ token: String, _ cases: Int) -> Void)?
        /// After every case (not shrink attempts): what Hypothesis's observability output records.
        public var observed: ((CampaignObservation) -> Void)?
        public init() {}
    }

    /// Runs the cell in this process.
    ///
    /// - Parameters:
    ///   - strategies: where the strategy id is looked up.
    ///   - database: replayed first and written with every new finding; `nil` for none.
    ///   - started: the campaign's start, for `firstFoundSeconds`.
    ///   - deadline: no case starts after it, and a shrink in progress stops at it (keeping the smallest
    ///     failing case found so far, which still fails).
    public func run(strategies: [StrategyDescriptor], database: FailureDatabase?, started: ContinuousClock.Instant,
                    deadline: ContinuousClock.Instant? = nil, events: Events = Events()) throws(CampaignError) -> Result {
        guard let descriptor = strategies.first(where: { $0.id == strategy }) else {
            throw .unknownStrategy(strategy, known: strategies.map(\.id))
        }
        let state = CampaignCellLoop(cell: self, descriptor: descriptor, database: database, started: started,
                                 deadline: deadline, events: events)
        state.run()
        return state.result
    }

    /// A stable id: strategy, invariant and a short hash of the token.
    public static func findingID(strategy: String, invariant: Guarantee, token: String) -> String {
        let hash = FNV1a.hash64(Array(token.utf8))
        return "\(strategy)/\(invariant.rawValue)/\(String(hash & 0xFFFF_FFFF, radix: 16))"
    }

    /// The seed of the cell named `name` in a campaign of seed `seed`: the value of `seed`'s SplitMix64
    /// stream at the FNV-1a hash of the name, so cells' seeds are independent of each other and of the
    /// campaign seed's bit pattern, and a cell's seed does not depend on which other cells run.
    public static func seed(_ seed: UInt64, cell name: String) -> UInt64 {
        SplitMix64.value(seed: seed, at: FNV1a.hash64(Array(name.utf8)))
    }
}

/// A campaign that cannot run as asked: bad input, not a bug found.
public enum CampaignError: Error, CustomStringConvertible, Equatable {
    case unknownStrategy(String, known: [String])
    case unknownInvariant(String, known: [String])
    case invalidOption(String)
    case cannotWrite(String)
    case worker(String)

    public var description: String {
        switch self {
        case let .unknownStrategy(id, known):
            return "unknown strategy '\(id)'; known: \(known.joined(separator: ", "))"
        case let .unknownInvariant(id, known):
            return "unknown invariant '\(id)'; known: \(known.joined(separator: ", "))"
        case let .invalidOption(text): return text
        case let .cannotWrite(text): return text
        case let .worker(text): return "worker failed: \(text)"
        }
    }
}
