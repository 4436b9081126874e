import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Keeps each row's height as its cell is displayed and gives it back as the row's estimate (the fix
/// published for tables that jump when a screen comes back: WordPress-iOS pull request 2075), or, with
/// `caches` false, only is the table's delegate. Its own table: 60 rows truly 80 pt (a text field each),
/// estimated 44.
private final class EstimateCacheViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let caches: Bool
    var heights: [Foundation.IndexPath: CGFloat] = [:]
    var displayed: [Foundation.IndexPath] = []

    init(caches: Bool) {
        self.caches = caches
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = makeControlTable(rowHeight: 80, dataSource: self)
        table.estimatedRowHeight = 44
        table.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: false, height: 80, delegate: nil)
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: Foundation.IndexPath) {
        displayed.append(indexPath)
        if caches { heights[indexPath] = cell.frame.size.height }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        heights[indexPath] ?? UITableView.automaticDimension
    }
}

/// `tableView(_:willDisplay:forRowAt:)` and `tableView(_:estimatedHeightForRowAt:)` through the facade,
/// on a table that counts its estimates again when its screen comes back (openradar 19988438).
@Suite("UITableViewDelegate: willDisplay and estimatedHeightForRowAt")
struct EstimatedHeightCacheTests {
    /// iPhone 15 under a translucent bar, the table counting its estimates again when the screen comes
    /// back; the controller's 60 rows truly 80 pt, estimated 44; the reader scrolls half-way, another
    /// screen is pushed and popped.
    static func pushAndPop() -> Scenario {
        let layout = ScreenLayout(device: .iPhone15, navigationBar: .translucent)
        let world = StartScreen(layout: layout, sections: [[]], behavior: UndocumentedBehavior(reestimatesOnReappear: true))
        return Scenario(start: world, actions: [.userScroll(.fraction(0.5)), .viewWillDisappear, .viewDidAppear])
    }

    static func descriptor(caches: Bool, keep: @escaping @Sendable (UIViewController) -> Void = { _ in }) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(id: caches ? "estimate cache" : "no estimate cache", summary: "", source: "test",
                                          promises: [.anchorStability], listKinds: [.readingList], controller: .plainViewController) {
            let vc = EstimateCacheViewController(caches: caches)
            keep(vc)
            return vc
        }
    }

    @Test func cachedEstimatesKeepTheReadersPlaceAndNoneLoseIt() throws {
        let start = Self.descriptor(caches: true).fit(Self.pushAndPop().start)
        #expect(start.readFromController && start.estimatedRowHeight == 44)
        #expect(start.sections.first?.count == 60 && start.sections.first?.allSatisfy { $0.height == 80 } == true)
        #expect(start.behavior.reestimatesOnReappear)
        let withCache = try ScenarioRunner.run(Self.pushAndPop(), strategy: Self.descriptor(caches: true))
        #expect(withCache.violations.filter { $0.invariant == .anchorStability }.isEmpty, "\(withCache.violations.map(\.message))")
        let without = try ScenarioRunner.run(Self.pushAndPop(), strategy: Self.descriptor(caches: false))
        let broken = without.violations.filter { $0.invariant == .anchorStability }
        #expect(broken.count == 1)
        #expect(broken.first?.action == .viewDidAppear)
    }

    @Test func everyRowALayoutPassSizesIsDisplayedOncePerSizing() throws {
        final class Box: @unchecked Sendable { var vc: EstimateCacheViewController? }
        func displayed(reestimates: Bool) throws -> EstimateCacheViewController {
            let box = Box()
            var scenario = Self.pushAndPop()
            scenario.start.behavior.reestimatesOnReappear = reestimates
            _ = try ScenarioRunner.run(scenario, strategy: Self.descriptor(caches: true, keep: { box.vc = $0 as? EstimateCacheViewController }))
            return try #require(box.vc)
        }
        // Without re-estimation each row is sized once, so told once, the screen's first rows first.
        let once = try displayed(reestimates: false)
        #expect(once.displayed.first == Foundation.IndexPath(row: 0, section: 0))
        #expect(Set(once.displayed).count == once.displayed.count, "a row told twice: \(once.displayed.map { $0.row })")
        #expect(once.heights.values.allSatisfy { $0 == 80 })
        // Re-estimated on the pop, the rows sized again are told again: more calls, the same rows.
        let twice = try displayed(reestimates: true)
        #expect(twice.displayed.count > once.displayed.count)
        #expect(Set(twice.displayed) == Set(once.displayed))
    }
}
