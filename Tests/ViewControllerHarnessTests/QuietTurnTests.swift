import ControllerCatalog
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// A table filling the view and, over it, a banner laid out by Auto Layout: pinned to the top of the safe
/// area and the view's sides, its height a constraint the test changes.
private final class BannerViewController: UIViewController {
    private let rows = ControlRows(count: 20, height: 44)
    let banner = UIView()
    lazy var bannerHeight = banner.heightAnchor.constraint(equalToConstant: 40)

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = makeControlTable(rowHeight: 44, dataSource: rows)
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bannerHeight,
        ])
    }
}

/// The main queue's turn skips its Auto Layout pass after a quiet turn (``KeyboardScrollHost/runMainQueue(until:)``):
/// the skip is real, a skipped pass that was not a no-op is caught by ``QuietTurnAudit``, and over every
/// catalogue controller's own scenarios no skipped pass was one.
@Suite("Quiet turns skip their layout pass")
struct QuietTurnTests {
    /// Two turns in which nothing happens: the second is skipped. A change made behind the host's back
    /// (the test sets a constraint outside any app callback, which app code on a device cannot do:
    /// its code runs from the run loop) is not laid out by a skipped turn, and the audit, which runs the
    /// pass anyway, reports that pass as one that moved a view.
    @Test func theAuditCatchesAPassTheSkipWouldLose() throws {
        // Under `KEYFUZZ_LAYOUT_AUDIT=1` every skipped pass would run: the skip is watched without it.
        try QuietTurnAudit.withoutEnvironmentAudit { try Self.watchTheSkipAndTheAudit() }
    }

    static func watchTheSkipAndTheAudit() throws {
        let vc = BannerViewController()
        var scene = try ViewControllerStrategyTests.ownScene { BannerViewController() }
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.mainRunLoop(reached: 0, in: &scene)
        try strategy.mainRunLoop(reached: 1, in: &scene)
        #expect(vc.banner.frame.height == 40)

        // Quiet: the turn is skipped, the change behind the host's back is not laid out.
        vc.bannerHeight.constant = 90
        try strategy.mainRunLoop(reached: 2, in: &scene)
        #expect(vc.banner.frame.height == 40, "the turn was skipped")

        // Under an audit the pass runs anyway and says what the skip would have lost.
        let audit = QuietTurnAudit()
        try audit.withAudit { try strategy.mainRunLoop(reached: 3, in: &scene) }
        #expect(audit.auditedPasses == 1)
        #expect(audit.records.count == 1 && audit.records.first?.moved == true, "\(audit.records)")
        #expect(vc.banner.frame.height == 90)

        // Any act of the runner's ends the quiet: the next turn lays out.
        vc.bannerHeight.constant = 120
        try strategy.didRotate(in: &scene)
        try strategy.mainRunLoop(reached: 4, in: &scene)
        #expect(vc.banner.frame.height == 120)
    }

    static let controllers = ControllerCatalog.all + ControllerCatalog.recipes + ControllerCatalog.seededBugs

    /// Every controller of the catalogue (the correct ones, the recipes and the seeded bugs), 15 of its own
    /// scenarios each, audited: passes were skipped, and none of them would have done anything.
    @Test(arguments: Self.controllers.map(\.id))
    func noSkippedPassWouldHaveMovedAnything(_ id: String) throws {
        let controller = try #require(Self.controllers.first { $0.id == id })
        var scenarios: [Scenario] = []
        _ = Property("sample", controller.scenarios()).run(RunConfiguration(seed: 0x901E7, limits: Limits(maxCases: 15))) {
            scenarios.append($0)
        }
        #expect(scenarios.count == 15)
        let audit = QuietTurnAudit()
        audit.withAudit {
            for scenario in scenarios { _ = try? ScenarioRunner.run(scenario, strategy: controller) }
        }
        #expect(audit.auditedPasses > 0, "no turn of \(id)'s scenarios was quiet")
        #expect(audit.records.isEmpty, "\(audit.records.prefix(5))")
    }
}
