import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// A drag's end as UIKit tells it: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// with the offset where the finger lifted, a velocity whose deceleration comes to rest at the drawn
/// place (the proposed target), and the list resting where the app's target says, inside the range.
@Suite("The user's acts: a fling's end and its target")
struct FlingTests {
    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    /// A drag of the controller's list: down, moved 300 pt up, let go to come to rest at `target`.
    static func fling(_ vc: SnappingListViewController, to target: ScrollTarget) throws -> (Scene, lift: Double, rest: Double) {
        let start = ViewControllerStrategy.screen(of: { SnappingListViewController() }, in: Self.world)
        var scene = try start.makeScene()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        _ = try scene.drag(.began)
        try strategy.userDrag(.began, in: &scene)
        _ = try scene.dragContent(by: 300)
        try strategy.userDrag(.moved(by: 300), in: &scene)
        let lift = scene.tableView.contentOffset.y
        _ = try scene.drag(.ended(target))
        let rest = scene.tableView.contentOffset.y
        try strategy.userDrag(.ended(target), in: &scene)
        return (scene, lift, rest)
    }

    @Test func theDelegateHearsTheLiftTheVelocityAndTheDrawnRestingPlace() throws {
        let vc = SnappingListViewController(snaps: false)
        let (scene, lift, rest) = try Self.fling(vc, to: .fraction(0.5))
        let heard = try #require(vc.heard.first)
        #expect(vc.heard.count == 1)
        #expect(rest > lift, "a fling onwards: \(lift) → \(rest)")
        #expect(abs(Double(heard.offset.y) - lift) < 0.001, "contentOffset where the finger lifted")
        #expect(abs(Double(heard.proposed.y) - rest) < 0.001, "the proposed target is the drawn resting place")
        // v · r / (1 − r) with r = 0.998 is the distance decelerated.
        #expect(abs(Double(heard.velocity.y) * 0.998 / 0.002 - (rest - lift)) < 0.01, "velocity \(heard.velocity.y) pt/ms")
        #expect(abs(scene.tableView.contentOffset.y - rest) < 0.001, "an unchanged target leaves the list at rest there")
    }

    @Test func theListDeceleratesToTheTargetTheAppChose() throws {
        let vc = SnappingListViewController()
        let (scene, _, rest) = try Self.fling(vc, to: .fraction(0.37))
        let chosen = try #require(vc.chosen)
        let y = scene.tableView.contentOffset.y
        #expect(abs(y - Double(chosen.y)) < 0.001, "rests at the app's target \(chosen.y), not the drawn \(rest)")
        let top = scene.tableView.scrollView.adjustedContentInset.top
        #expect(abs((y + top) / 44 - ((y + top) / 44).rounded()) < 0.001, "a row's top at the visible top")
    }

    @Test func aTargetPastTheEndBouncesBackToIt() throws {
        let vc = SnappingListViewController(snaps: false, overshoots: true)
        let (scene, _, _) = try Self.fling(vc, to: .fraction(0.5))
        let scroll = scene.tableView.scrollView
        #expect(abs(scroll.contentOffset.y - scroll.maxOffsetY) < 0.001, "\(scroll.contentOffset.y) vs end \(scroll.maxOffsetY)")
    }

    @Test func aWholeScrollInOneEventLiftsAtRest() throws {
        let vc = SnappingListViewController(snaps: false)
        let start = ViewControllerStrategy.screen(of: { SnappingListViewController() }, in: Self.world)
        var scene = try start.makeScene()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try scene.scrollAsUser(to: .fraction(0.5))
        try strategy.userDidScroll(in: &scene)
        #expect(vc.heard.first?.velocity == .zero)
    }

    static let snapping = ViewControllerStrategy.descriptor(
        id: "snappingList", summary: "a list whose flings end on a row's top", source: "test",
        promises: [.offsetBounds, .noUIKitException]) { SnappingListViewController() }

    /// Through the runner: the drag's end is the app's act too (its target moved the offset), and the
    /// list rests on a row's top inside the valid offsets.
    @Test func theRunnerRestsTheListAtTheAppsTarget() throws {
        let start = ViewControllerStrategy.screen(of: { SnappingListViewController() }, in: Self.world)
        let actions: [Action] = [.drag(.began), .drag(.moved(by: 250)), .drag(.ended(.fraction(0.41)))]
        let outcome = try ScenarioRunner.run(Scenario(start: start, actions: actions), strategy: Self.snapping, keepTrace: true)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        let y = last.tableView.contentOffset.y, top = last.tableView.scrollView.adjustedContentInset.top
        #expect(abs((y + top) / 44 - ((y + top) / 44).rounded()) < 0.001, "offset \(y): a row's top at the visible top")
        #expect(last.tableView.scrollView.isOffsetValid(tolerance: 0.001))
    }

    /// Generated scenarios (drags, flings, keyboards, rotations) keep the snapping list inside its
    /// offsets and free of UIKit exceptions.
    @Test func generatedFlingsKeepTheSnappingListInRange() throws {
        let configuration = RunConfiguration(seed: 0xF11, limits: Limits(maxCases: 150, maxShrinks: 200))
        var flings = 0
        let check = StrategyCheck.body(Self.snapping)
        let report = Property(Self.snapping.id, Self.snapping.scenarios()).run(configuration) { scenario in
            if scenario.actions.contains(where: { if case .drag(.ended) = $0 { true } else { false } }) { flings += 1 }
            try check(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == 150)
        print("snappingList: 150 cases clean, \(flings) with a drag's end")
        #expect(flings >= 15, "\(flings) of 150 scenarios ended a drag")
    }
}
