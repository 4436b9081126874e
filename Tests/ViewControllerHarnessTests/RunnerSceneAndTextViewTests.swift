import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// Issue 24's scene and text-view fixes on a screen the runner hosts: `view.window?.windowScene` is the
/// screen under test, and a row's text view is a scroll view whose own scrolling is local while its frame
/// stays the model's.
@Suite("Runner scenes and text views")
struct RunnerSceneAndTextViewTests {
    @Test func theWindowScenesScreenIsTheScreenUnderTest() throws {
        let layout = ScreenLayout(device: .iPad10, orientation: .landscape)
        let (strategy, scene, vc) = try FacadeGeometryTests.shown(layout)
        defer { withExtendedLifetime(strategy) {} }
        let windowScene = try #require(vc.view.window?.windowScene)
        #expect(windowScene.screen.bounds == CGRect(scene.layout.screenBounds))
        #expect(windowScene.screen.bounds.width > windowScene.screen.bounds.height)
        #expect(windowScene.interfaceOrientation.isLandscape)
        #expect(windowScene.windows.first === vc.view.window)
    }

    @Test func aRowsTextViewScrollsLocallyAndKeepsTheModelsFrame() throws {
        let make = { RecordingViewController(rows: 10, rowHeight: 120, textViews: true) }
        var scene = try ViewControllerStrategyTests.ownScene(make)
        #expect(scene.tableView.row(at: ScrollGeometry.IndexPath(row: 1))?.control?.kind == .textView)
        let vc = make()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let table = try #require(vc.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let textView = try #require(cell.contentView.subviews.compactMap { $0 as? UITextView }.first)
        let scrollView: UIScrollView = textView
        let frame = textView.frame
        let tableOffset = table.contentOffset
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(textView.contentInset.bottom == 50)
        #expect(textView.contentOffset.y == 30)
        #expect(textView.bounds.origin.y == 30)
        #expect(textView.frame == frame)
        #expect(table.contentOffset == tableOffset)
        #expect(table.contentInset.bottom != 50)
    }

    /// Presentation on the runner's clock: `viewDidAppear` and the completion of an animated
    /// presentation 0.3 s later; a property animator's completion after its duration, at `.end`.
    @Test func presentationAndAnimatorCompletionsRunOnTheMainQueuesClock() throws {
        var (strategy, scene, vc) = try FacadeGeometryTests.shown()
        let host = try #require(strategy.host)
        var log: [String] = []
        final class Presented: UIViewController {
            var onAppear: (() -> Void)?
            override func viewDidAppear(_ animated: Bool) { onAppear?() }
        }
        let presented = Presented()
        presented.onAppear = { log.append("didAppear") }
        host.run {
            vc.present(presented, animated: true) { log.append("presented") }
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) { log.append("animations") }
            animator.addCompletion { position in log.append("animator \(position == .end)") }
            animator.startAnimation()
        }
        #expect(log == ["animations"])
        #expect(vc.presentedViewController === presented && presented.presentingViewController === vc)
        let start = host.now
        try strategy.mainRunLoop(reached: start + 0.26, in: &scene)
        #expect(log == ["animations", "animator true"])
        try strategy.mainRunLoop(reached: start + 0.31, in: &scene)
        #expect(log == ["animations", "animator true", "didAppear", "presented"])
        host.run { presented.dismiss(animated: false) }
        #expect(vc.presentedViewController == nil)
    }
}
