@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

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
}
