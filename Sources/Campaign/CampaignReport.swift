import KeyboardStrategies

/// What a keyfuzz campaign found: the data behind `report.json`, `report.md`, `report.html` and
/// `junit.xml`. Versioned by ``schema``; fields named `…Seconds` or `…At` are timing and the only
/// fields allowed to differ between two runs with the same seed and case count.
public struct CampaignReport: Codable, Sendable, Equatable {
    /// The schema identifier, `keyfuzz-report/1`.
    public var schema: String = CampaignReport.currentSchema
    public static let currentSchema = "keyfuzz-report/1"

    /// The program that wrote it (`keyfuzz 0.1.0`).
    public var tool: String
    public var run: RunParameters
    /// Why the campaign ended.
    public var stopReason: StopReason
    /// Test cases run, over all cells.
    public var cases: Int
    /// One cell per strategy × invariant, in the order strategies then invariants are listed.
    public var cells: [Cell]
    /// How often each generator label was produced over all cases (a label counts once per case).
    public var labels: [String: Int]
    /// Every distinct finding, deduplicated by its shrunk counterexample (the token).
    public var findings: [Finding]
    /// Problems that did not stop the run (a corrupt database entry, a worker restarted).
    public var warnings: [String]
    /// What is new, still failing and fixed since a previous report (`--compare`), cause by cause;
    /// absent when no previous report was given.
    public var comparison: CampaignComparison? = nil

    public enum StopReason: String, Codable, Sendable {
        /// Every cell of this shard ran its case budget (cells may still be incomplete when a worker
        /// died for reasons outside the strategy; they are marked so).
        case completed
        /// The time budget (`--duration`) ran out first.
        case duration
        /// SIGINT or SIGTERM arrived; the report holds what was found until then.
        case interrupted
    }

    public struct RunParameters: Codable, Sendable, Equatable {
        public var seed: UInt64
        /// Cases per strategy × invariant cell.
        public var casesPerCell: Int
        /// The time budget in seconds, when one was given.
        public var durationSeconds: Double?
        public var maxActions: Int
        public var profile: String
        public var strategies: [String]
        public var invariants: [String]
        /// 1-based shard index and shard count; `1/1` for an unsharded run. After `merge`, the shards
        /// merged.
        public var shards: [Shard]
        public var jobs: Int
        public var startedAt: String
        public var finishedAt: String
        public var elapsedSeconds: Double
        /// The command line that runs the whole campaign again with the same inputs (seed, case budget,
        /// strategies, invariants, limits and shard); absent in reports written before it was recorded.
        public var command: String?
        /// `true` when conditional findings (``Finding/condition``) fail the run as broken promises do
        /// (`--conditional-findings fail`); absent for the default, where they are counted apart and do
        /// not fail it.
        public var conditionalFindingsFail: Bool?

        public init(seed: UInt64, casesPerCell: Int, durationSeconds: Double?, maxActions: Int, profile: String,
                    strategies: [String], invariants: [String], shards: [Shard], jobs: Int,
                    startedAt: String, finishedAt: String, elapsedSeconds: Double) {
            self.seed = seed
            self.casesPerCell = casesPerCell
            self.durationSeconds = durationSeconds
            self.maxActions = maxActions
            self.profile = profile
            self.strategies = strategies
            self.invariants = invariants
            self.shards = shards
            self.jobs = jobs
            self.startedAt = startedAt
            self.finishedAt = finishedAt
            self.elapsedSeconds = elapsedSeconds
        }
    }

    public struct Shard: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
        public var description: String { "\(index)/\(count)" }
    }

    /// One strategy × invariant pair.
    public struct Cell: Codable, Sendable, Equatable {
        public var strategy: String
        /// The invariant's raw id (`Guarantee.rawValue`).
        public var invariant: String
        /// Whether the strategy promises the invariant.
        public var promised: Bool
        public var cases: Int
        /// The case budget the cell was given (absent in reports written before it was recorded).
        public var casesPlanned: Int?
        public var status: Status
        /// Ids of the findings in this cell.
        public var findings: [String]
        /// How many cases the cell had run when it first failed, the failing case included (absent when
        /// nothing failed, and in reports written before it was recorded).
        public var casesToFirstFailure: Int?

        public enum Status: String, Codable, Sendable {
            /// Every case of the budget ran and the invariant held.
            case holds
            /// The invariant held on the cases that ran, but fewer ran than the budget (the time budget
            /// ran out, the run was interrupted, or a worker was lost): not a pass.
            case incomplete
            /// A promised invariant broke: a failure.
            case broken
            /// A promised invariant broke only under a non-default undocumented UIKit option (every
            /// finding of the cell is conditional, ``Finding/condition``): counted apart, a failure only
            /// when the run says so (``RunParameters/conditionalFindingsFail``).
            case conditional
            /// A non-promised invariant broke: reported as information.
            case information
            /// The strategy trapped or hung the process.
            case crash
            case hang
            /// The cell was not run (another shard's, or the run was interrupted first).
            case notRun = "not run"
        }

        public init(strategy: String, invariant: String, promised: Bool, cases: Int, casesPlanned: Int? = nil,
                    status: Status, findings: [String]) {
            self.strategy = strategy
            self.invariant = invariant
            self.promised = promised
            self.cases = cases
            self.casesPlanned = casesPlanned
            self.status = status
            self.findings = findings
        }
    }

    /// One distinct counterexample.
    public struct Finding: Codable, Sendable, Equatable {
        /// Stable id: strategy, invariant and a hash of the token.
        public var id: String
        public var strategy: String
        public var invariant: String
        public var promised: Bool
        public var kind: Kind
        /// The invariant's one-line statement.
        public var statement: String
        /// The message with the values that broke it (for a crash: the signal; for a hang: the limit).
        public var message: String
        /// The minimal scenario as readable steps.
        public var scenario: String
        /// The step (0 = the screen appearing) at which it broke, when known.
        public var step: Int?
        /// The replay token of the minimal counterexample (`kf1:…`).
        public var token: String
        /// Shrink steps taken to reach it.
        public var shrinkCount: Int
        public var firstFoundSeconds: Double
        /// How many failing cases were filed under this finding (its signature's count).
        public var timesHit: Int
        /// The failure's signature: strategy, invariant, the kind of event where it broke and the
        /// scenario's labels (``CampaignSignature``); absent for crashes and hangs.
        public var signature: String?
        /// The invariants of the cells a crash or hang hit (the strategy's cells that took the process
        /// down, in matrix order); absent for violations, which belong to their own cell.
        public var cells: [String]?
        /// The failure's cause: the strategy, the invariant and the shrunk scenario's mechanism — who
        /// moved the list and on what kind of act (``CampaignCause``, ``Verification/BreakMechanism``). One
        /// finding per cause: failures that shrink to other scenarios of the same cause add to
        /// ``timesHit`` and ``scenarios``, and the worst of its examples heads it. Absent for crashes and
        /// hangs.
        public var cause: String?
        /// How many distinct shrunk scenarios (tokens) were filed under this cause, this one included.
        public var scenarios: Int?
        /// Replay tokens of the cause's other shrunk scenarios, up to the run's examples per cause.
        public var examples: [String]?
        /// Cases the cell had run when this cause was first hit, the failing case included.
        public var casesToFind: Int?
        /// Events (settled states a person sees, ``ScenarioRunner/eventCount(of:)``) in the shrunk
        /// scenario.
        public var events: Int?
        /// The most actions a scenario of the run could have (`--max-actions`): the token replays as it
        /// was found only at this length, so the replay command carries it (absent in older reports).
        public var maxActions: Int?
        /// The non-default undocumented UIKit options the shrunk scenario needs to break the invariant
        /// (``UndocumentedOption`` raw values): replayed with each of them at its default, it no longer
        /// breaks (``OptionDependence``). Absent for a finding the default model shows.
        public var undocumentedOptions: [String]?
        /// The verdict's condition, for a person: "only if UIKit re-estimates rows on return (openradar
        /// 19988438, iOS 8.3; …)". Present exactly when ``undocumentedOptions`` is.
        public var condition: String?
        /// Who moved the list and on what kind of act, for a person (``BreakMechanism/description``):
        /// the part of ``cause`` after the strategy and invariant.
        public var mechanism: String?
        /// How far the headline example's break reaches, in points a person sees
        /// (``BreakMechanism/effect``): the largest of the finding's examples.
        public var effect: Double?
        /// The token of the example with the fewest events, the minimal reproduction, when it is not the
        /// headline's own (which then is both the worst and the smallest).
        public var minimal: String?
        /// The cause's other shrunk examples in full, largest effect first (the same tokens as
        /// ``examples``, in the same order).
        public var exampleCases: [Example]?

        /// True when the finding breaks only under non-default undocumented UIKit behaviour.
        public var isConditional: Bool { condition != nil }

        public enum Kind: String, Codable, Sendable {
            case violation, crash, hang
        }

        public init(id: String, strategy: String, invariant: String, promised: Bool, kind: Kind, statement: String,
                    message: String, scenario: String, step: Int?, token: String, shrinkCount: Int,
                    firstFoundSeconds: Double, timesHit: Int, signature: String? = nil, cells: [String]? = nil,
                    cause: String? = nil, scenarios: Int? = nil, examples: [String]? = nil, casesToFind: Int? = nil,
                    events: Int? = nil,
                    maxActions: Int? = nil) {
            self.id = id
            self.strategy = strategy
            self.invariant = invariant
            self.promised = promised
            self.kind = kind
            self.statement = statement
            self.message = message
            self.scenario = scenario
            self.step = step
            self.token = token
            self.shrinkCount = shrinkCount
            self.firstFoundSeconds = firstFoundSeconds
            self.timesHit = timesHit
            self.signature = signature
            self.cells = cells
            self.cause = cause
            self.scenarios = scenarios
            self.examples = examples
            self.casesToFind = casesToFind
            self.events = events
            self.maxActions = maxActions
        }
    }

    public init(tool: String, run: RunParameters, stopReason: StopReason, cases: Int, cells: [Cell],
                labels: [String: Int], findings: [Finding], warnings: [String]) {
        self.tool = tool
        self.run = run
        self.stopReason = stopReason
        self.cases = cases
        self.cells = cells
        self.labels = labels
        self.findings = findings
        self.warnings = warnings
    }

    /// True when some promised invariant broke under the default model, or a strategy trapped or hung
    /// the process — a broken promise whatever the cell checked, since every strategy promises not to.
    /// Conditional cells (``Cell/Status/conditional``) are not counted here; see ``failed``.
    public var brokePromise: Bool { cells.contains { $0.status == .broken || $0.status == .crash || $0.status == .hang } }

    /// True when some promise broke only under non-default undocumented UIKit behaviour.
    public var brokeConditionally: Bool { cells.contains { $0.status == .conditional } }

    /// Whether conditional findings fail this run (`--conditional-findings fail`).
    public var conditionalFindingsFail: Bool { run.conditionalFindingsFail ?? false }

    /// The run's verdict for CI: a broken promise, or a conditional one when the run counts those as
    /// failures (keyfuzz exits 1; junit.xml fails the same cells).
    public var failed: Bool { brokePromise || (conditionalFindingsFail && brokeConditionally) }

    /// True when `cell` fails the run: a broken promise, a crash or a hang, and a conditional cell when
    /// the run counts conditional findings as failures.
    public func isFailure(_ cell: Cell) -> Bool {
        switch cell.status {
        case .broken: cell.promised
        case .crash, .hang: true
        case .conditional: conditionalFindingsFail
        case .holds, .incomplete, .information, .notRun: false
        }
    }

    /// Cells of the shards this report covers that did not run their whole budget without a finding.
    public var incompleteCells: [Cell] { cells.filter { $0.status == .incomplete } }

    /// True when some work of this report was not done: a cell ran short of its budget, or, in a report
    /// that covers every shard of its split, a cell was not run at all (a single shard's report leaves the
    /// other shards' cells not run by design). No headline of such a report says PASSED.
    public var ranShort: Bool {
        if !incompleteCells.isEmpty { return true }
        guard let count = run.shards.first?.count, run.shards.count == count else { return false }
        return cells.contains { $0.status == .notRun }
    }
}
