import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// Logs what a layout pass that moves the insets tells the app; its screen is its own table filling
/// its view (20 rows of 44 pt, a text field each), whose delegate it is.
private final class InsetNewsViewController: UIViewController, UITableViewDelegate {
    var log: [String] = []
    private let rows = ControlRows(count: 20, height: 44)

    override func viewDidLoad() {
        super.viewDidLoad()
        makeControlTable(rowHeight: 44, dataSource: rows).delegate = self
    }

    override func viewSafeAreaInsetsDidChange() {
        log.append("safe area top \(Int(view.safeAreaInsets.top)) left \(Int(view.safeAreaInsets.left))")
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log.append("adjusted top \(Int(scrollView.adjustedContentInset.top)) bottom \(Int(scrollView.adjustedContentInset.bottom))")
    }
}

/// `viewSafeAreaInsetsDidChange` and `scrollViewDidChangeAdjustedContentInset` at the end of a turn whose
/// layout moved the insets, once, and not when nothing moved.
@Suite("Inset change callbacks")
struct InsetChangeCallbackTests {
    @Test func aRotationAndAnInsetSetByTheAppAreTold() throws {
        // iPhone 15, a full-height table in a plain view controller: safe area 59 / 34 in portrait;
        // in landscape 0 at the top, 59 at the sides, 21 at the bottom.
        var scene = try ViewControllerStrategyTests.ownScene { InsetNewsViewController() }
        let vc = InsetNewsViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.mainRunLoop(reached: 0, in: &scene)
        #expect(vc.log.isEmpty, "nothing moved yet: \(vc.log)")
        try scene.rotate()
        try strategy.didRotate(in: &scene)
        scene.layoutIfNeeded()
        try strategy.mainRunLoop(reached: 1, in: &scene)
        #expect(vc.log == ["safe area top 0 left 59", "adjusted top 0 bottom 21"], "\(vc.log)")
        // A turn in which nothing moved tells nothing; an inset the app sets is told at the turn's end.
        vc.log = []
        try strategy.mainRunLoop(reached: 2, in: &scene)
        #expect(vc.log.isEmpty, "\(vc.log)")
        try scene.tableView.setContentInset(EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        try strategy.mainRunLoop(reached: 3, in: &scene)
        #expect(vc.log == ["adjusted top 0 bottom 121"], "\(vc.log)")
    }
}
