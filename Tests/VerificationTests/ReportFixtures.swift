@testable import Campaign
import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@testable import Reports
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
@testable import Verification

/// A small campaign report built by hand around one real counterexample: `frameResizeDidShow` (which
/// resizes the view only on did-show) breaking focus visibility, found and shrunk by the engine from a
/// fixed seed, so its token replays to a trace with pictures.
enum ReportFixtures {
    static let brokenStrategy = "frameResizeDidShow"
    static let maxActions = 30

    /// The engine's shrunk counterexample: token, scenario, violation, shrink count. Computed once.
    static let counterexample: (token: String, scenario: Scenario, violation: Violation, shrinkCount: Int) = {
        guard let strategy = StrategyCatalog.named(brokenStrategy) else { fatalError("\(brokenStrategy) is not in the catalog") }
        let body = StrategyCheck.body(strategy, invariants: [Invariant.named(.focusVisibility)])
        let run = Property("frameResizeDidShow keeps focus visible", ScenarioGen.scenario(maxActions: maxActions))
            .run(RunConfiguration(seed: 8, limits: Limits(maxCases: 500))) { try body($0) }
        guard let failure = run.failure, let broken = try? ScenarioRunner.run(failure.minimal, strategy: strategy,
                                                                             invariants: [Invariant.named(.focusVisibility)]),
              let violation = broken.violations.first else {
            fatalError("expected \(brokenStrategy) to break focus visibility within 500 cases of seed 8")
        }
        return (failure.token, broken.scenario, violation, failure.shrinkCount)
    }()

    static var violationFinding: CampaignReport.Finding {
        let c = counterexample
        return CampaignReport.Finding(
            id: "frameResizeDidShow-focusVisibility-1a2b3c", strategy: brokenStrategy, invariant: "focusVisibility",
            promised: true, kind: .violation, statement: Invariant.focusVisibility.statement,
            message: c.violation.message, scenario: c.scenario.description, step: c.violation.step, token: c.token,
            shrinkCount: c.shrinkCount, firstFoundSeconds: 1.25, timesHit: 3)
    }

    /// A crash of a test strategy: no trace can be drawn for it.
    static let crashFinding = CampaignReport.Finding(
        id: "trapper-noUIKitException-99", strategy: "trapper", invariant: "noUIKitException", promised: true,
        kind: .crash, statement: Invariant.noUIKitException.statement,
        message: "signal 4 (SIGILL) <in> \"trap\" & more", scenario: "iPhone 15 portrait; rotate", step: nil,
        token: "kf1:AAAAAAA", shrinkCount: 0, firstFoundSeconds: 9.5, timesHit: 1)

    /// Two strategies × seven invariants (and a third, the crashing test strategy, in one cell).
    static var report: CampaignReport {
        let invariants = Guarantee.allCases.map(\.rawValue)
        var cells: [CampaignReport.Cell] = []
        let broken = StrategyCatalog.named(brokenStrategy)!
        for invariant in Guarantee.allCases {
            let promised = broken.promises.contains(invariant)
            let status: CampaignReport.Cell.Status
            var findings: [String] = []
            switch invariant {
            case .focusVisibility: status = .broken; findings = [violationFinding.id]
            case .anchorStability: status = .information
            case .bottomPinning: status = .notRun
            default: status = .holds
            }
            cells.append(.init(strategy: brokenStrategy, invariant: invariant.rawValue, promised: promised,
                               cases: status == .notRun ? 0 : 200, status: status, findings: findings))
        }
        for invariant in Guarantee.allCases {
            cells.append(.init(strategy: "reference", invariant: invariant.rawValue, promised: true, cases: 200,
                               status: .holds, findings: []))
        }
        cells.append(.init(strategy: "trapper", invariant: "noUIKitException", promised: true, cases: 17, status: .crash,
                           findings: [crashFinding.id]))
        return CampaignReport(
            tool: "keyfuzz 0.1.0",
            run: .init(seed: 0xDEAD_BEEF_CAFE_F00D, casesPerCell: 200, durationSeconds: 600, maxActions: maxActions,
                       profile: "nightly", strategies: [brokenStrategy, "reference", "trapper"], invariants: invariants,
                       shards: [.init(index: 1, count: 2)], jobs: 4, startedAt: "2025-06-01T02:00:00Z",
                       finishedAt: "2025-06-01T02:10:00Z", elapsedSeconds: 600.5),
            stopReason: .completed, cases: 2_817, cells: cells,
            labels: ["rotation": 120, "undocked keyboard": 33, "no actions": 120, "willShow repeated | twice": 7],
            findings: [violationFinding, crashFinding],
            warnings: ["a corrupt database entry <x> was skipped"])
    }

    static let traces: [String: FindingTrace] = FindingTraces.replayAll(report, strategies: StrategyCatalog.all)

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
