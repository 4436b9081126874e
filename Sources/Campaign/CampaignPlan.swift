import Foundation
import KeyboardStrategies
import PropertyCheck

/// What a campaign will run: every strategy × invariant cell (the matrix), each with its own seed
/// derived from the campaign seed, and which of them this shard runs.
///
/// Cells are numbered strategies-major in the order given; shard `k/n` runs the cells whose number is
/// `k − 1` modulo `n`. A cell's seed depends only on the campaign seed and the cell's strategy and
/// invariant, so a cell runs the same whether alone, in a shard or in the whole campaign — which is
/// why merging shards gives the unsharded run's findings.
public struct CampaignPlan: Sendable {
    public var seed: UInt64
    public var casesPerCell: Int
    /// A time budget in seconds for the whole run, or `nil` for none: no case starts after it, a shrink
    /// in progress stops at it, and cells it cut short are reported incomplete.
    public var durationSeconds: Double?
    public var maxActions: Int
    public var profile: String
    public var strategies: [StrategyDescriptor]
    public var invariants: [Guarantee]
    public var shard: CampaignReport.Shard
    public var jobs: Int
    public var database: FailureDatabase?
    /// The most distinct failure signatures each cell reports.
    public var maxSignatures: Int
    /// Whether findings that break a promise only under non-default undocumented UIKit behaviour fail
    /// the run (`--conditional-findings fail`); by default they are counted apart and do not.
    public var conditionalFindingsFail: Bool = false

    public init(seed: UInt64, casesPerCell: Int, durationSeconds: Double? = nil, maxActions: Int = 30,
                profile: String = "default", strategies: [StrategyDescriptor], invariants: [Guarantee] = Guarantee.allCases,
                shard: CampaignReport.Shard = CampaignReport.Shard(index: 1, count: 1), jobs: Int = 1,
                database: FailureDatabase? = nil, maxSignatures: Int = CellRun.defaultMaxSignatures) {
        self.seed = seed
        self.casesPerCell = casesPerCell
        self.durationSeconds = durationSeconds
        self.maxActions = maxActions
        self.profile = profile
        self.strategies = strategies
        self.invariants = invariants
        self.shard = shard
        self.jobs = jobs
        self.database = database
        self.maxSignatures = maxSignatures
    }

    /// Every cell of the matrix, in report order.
    public var cells: [CellRun] {
        strategies.flatMap { strategy in
            invariants.map { invariant in
                return CellRun(strategy: strategy.id, invariant: invariant,
                               seed: CellRun.seed(seed, cell: "\(strategy.id)/\(invariant.rawValue)"),
                               cases: casesPerCell, maxActions: maxActions, maxSignatures: maxSignatures)
            }
        }
    }

    /// Whether cell number `index` belongs to this shard.
    public func runsCell(_ index: Int) -> Bool { index % shard.count == shard.index - 1 }
}
