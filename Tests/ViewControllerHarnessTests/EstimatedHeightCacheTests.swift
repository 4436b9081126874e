import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Keeps each row's height as its cell is displayed and gives it back as the row's estimate (the fix
/// published for tables that jump when a screen comes back: WordPress-iOS pull request 2075), or, with
/// `caches` false, only connects itself as the table's delegate.
private final class EstimateCacheViewController: UIViewController, ScenarioDriven, UITableViewDelegate {
    let caches: Bool
    var heights: [Foundation.IndexPath: CGFloat] = [:]
    var displayed: [Foundation.IndexPath] = []

    init(caches: Bool) {
        self.caches = caches
        super.init(nibName: nil, bundle: nil)
    }

    func connect(_ scrollView: UIScrollView) { scrollView.delegate = self }

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
    /// iPhone 15 under a translucent bar; 60 rows truly 80 pt, estimated 44; the reader scrolls half-way,
    /// another screen is pushed and popped.
    static func pushAndPop() -> Scenario {
        let layout = ScreenLayout(device: .iPhone15, navigationBar: .translucent,
                                  controller: .plainViewController(bottomAccessoryHeight: 0))
        let start = StartScreen(layout: layout, sections: [Array(repeating: RowSpec(height: 80, control: Control(.textField)), count: 60)],
                                estimatedRowHeight: 44, behavior: UndocumentedBehavior(reestimatesOnReappear: true))
        return Scenario(start: start, actions: [.userScroll(.fraction(0.5)), .viewWillDisappear, .viewDidAppear])
    }

    static func descriptor(caches: Bool, keep: @escaping @Sendable (UIViewController) -> Void = { _ in }) -> StrategyDescriptor {
        StrategyDescriptor(id: caches ? "estimate cache" : "no estimate cache", summary: "", source: "test",
                           promises: [.anchorStability], listKinds: [.readingList], controller: .plainViewController,
                           make: { _ in
                               ViewControllerStrategy(make: {
                                   let vc = EstimateCacheViewController(caches: caches)
                                   keep(vc)
                                   return vc
                               })
                           })
    }

    @Test func cachedEstimatesKeepTheReadersPlaceAndNoneLoseIt() throws {
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
        #expect(Set(once.displayed).count == once.displayed.count, "a row told twice: \(once.displayed)")
        #expect(once.heights.values.allSatisfy { $0 == 80 })
        // Re-estimated on the pop, the rows sized again are told again: more calls, the same rows.
        let twice = try displayed(reestimates: true)
        #expect(twice.displayed.count > once.displayed.count)
        #expect(Set(twice.displayed) == Set(once.displayed))
    }
}
