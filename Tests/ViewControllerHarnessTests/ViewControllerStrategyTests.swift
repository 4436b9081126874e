import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// The adapter turns the runner's callbacks into what UIKit does to a view controller.
@Suite("ViewControllerStrategy")
struct ViewControllerStrategyTests {
    /// The screen `make`'s controller builds in `world` (by default an iPhone 15 in portrait, no bars),
    /// read as the harness reads it (view-controller mode), as a scene.
    static func ownScene(_ make: () -> UIViewController,
                         world: StartScreen = StartScreen(layout: ScreenLayout(), sections: [[]])) throws -> Scene {
        let start = ViewControllerStrategy.screen(of: make, in: world)
        #expect(start.readFromController)
        return try start.makeScene()
    }

    /// A ``RecordingViewController``'s own screen: `rows` rows of 44 pt, each with a text field.
    static func scene(rows: Int = 20) throws -> Scene {
        let scene = try ownScene { RecordingViewController(rows: rows) }
        #expect(scene.tableView.numberOfRows(inSection: 0) == rows)
        #expect(scene.layout.controller == .plainViewController(bottomAccessoryHeight: 0))
        return scene
    }

    static func showNote() throws -> KeyboardNotification {
        try KeyboardNotification(.willShow, begin: Rect(x: 0, y: 852, width: 393, height: 336),
                                 end: Rect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func lifecycleRunsInUIKitsOrderAndViewDidLoadOnce() throws {
        var scene = try Self.scene()
        let vc = RecordingViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.viewWillDisappear(in: &scene)
        try strategy.viewDidDisappear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        try scene.rotate()
        try strategy.didRotate(in: &scene)
        #expect(vc.log == [
            "viewDidLoad window=false", "viewWillAppear window=true", "viewDidAppear",
            "viewWillDisappear window=true", "viewDidDisappear window=false",
            "viewWillAppear window=true", "viewDidAppear",
            "viewWillTransition 852x393",
        ])
    }

    @Test func keyboardNotificationsReachBlockObserversWithUIKitsUserInfo() throws {
        var scene = try Self.scene()
        let vc = RecordingViewController()
        var seen: (CGRect?, CGRect?, Double?, Int?, Bool?, CGRect?) = (nil, nil, nil, nil, nil, nil)
        vc.onKeyboard = { _, note in
            let info = note.userInfo ?? [:]
            seen = (info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                    (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                    info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                    (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
                    info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
                    (info[UIKeyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue)
        }
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.keyboard(try Self.showNote(), in: &scene)
        #expect(vc.log.filter { $0 == "willShow" }.count == 1)
        #expect(seen.0 == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(seen.1 == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(seen.2 == 0.25)
        #expect(seen.3 == 7)
        #expect(seen.4 == true)
        #expect(seen.5 == CGRect(x: 0, y: 0, width: 393, height: 336))
    }

    @Test func textFieldDelegateHearsShouldThenDidBegin() throws {
        var scene = try Self.scene()
        let vc = RecordingViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let row = try #require(scene.tableView.row(at: ScrollGeometry.IndexPath(row: 3))).id
        try scene.focus(row)
        try strategy.didBeginEditing(row: row, in: &scene)
        try scene.focus(nil)
        try strategy.didEndEditing(in: &scene)
        #expect(Array(vc.log.suffix(3)) == ["shouldBegin", "didBegin first=true", "didEnd first=false"])
        #expect(scene.focusedRow == nil)
    }

    @Test func anOutOfRangeScrollToRowIsThrownFromTheCallback() throws {
        var scene = try Self.scene(rows: 5)
        let vc = RecordingViewController()
        vc.onKeyboard = { vc, _ in vc.tableView?.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: true) }
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        #expect(throws: ScrollGeometry.UIKitException.self) { try strategy.keyboard(try Self.showNote(), in: &scene) }
    }

    /// Data arrives through the controller's door: the new row is what its data source describes (its
    /// height from `heightForRowAt`); a controller that tells the table without changing its data
    /// raises UIKit's inconsistency exception from the callback.
    @Test func aDataSourceThatDisagreesAfterAnInsertIsThrown() throws {
        var scene = try Self.scene(rows: 5)
        let vc = RecordingViewController(rows: 5)
        var strategy = ViewControllerStrategy(make: { vc }, doors: [
            .door("a row arrives") { (vc: RecordingViewController) in vc.receiveRow(height: 30) },
        ])
        try strategy.viewDidAppear(in: &scene)
        try strategy.dataArrives(door: 0, in: &scene)
        #expect(scene.tableView.numberOfRows(inSection: 0) == 6)
        #expect(scene.tableView.row(at: ScrollGeometry.IndexPath(row: 0))?.height == 30)
        vc.keepsDataInStep = false
        #expect(throws: ScrollGeometry.UIKitException.self) { try strategy.dataArrives(door: 0, in: &scene) }
    }

    /// A change the runner makes to the data never reaches the controller (its data changes only
    /// through its doors): nothing happens, neither to the controller's table nor to the model.
    @Test func theRunnersContentChangeDoesNotReachTheController() throws {
        var scene = try Self.scene(rows: 5)
        let vc = RecordingViewController(rows: 5)
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.perform(.insert(at: [ScrollGeometry.IndexPath(row: 0)], rows: [RowSpec(height: 30)]), in: &scene)
        #expect(scene.tableView.numberOfRows(inSection: 0) == 5)
        #expect(vc.tableView?.numberOfRows(inSection: 0) == 5)
    }

    @Test func deferredWorkRunsWhenTheVirtualClockReachesIt() throws {
        var scene = try Self.scene()
        let vc = RecordingViewController()
        vc.onKeyboard = { vc, _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { vc.log.append("after 0.3") }
            DispatchQueue.main.async { vc.log.append("async") }
            UIView.animate(withDuration: 0.25, animations: { vc.log.append("animations") }, completion: { _ in vc.log.append("completion") })
        }
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        try strategy.keyboard(try Self.showNote(), in: &scene)
        #expect(vc.log.last == "animations")
        try strategy.mainRunLoop(reached: 0, in: &scene)
        #expect(vc.log.last == "async")
        try strategy.mainRunLoop(reached: 0.29, in: &scene)
        #expect(vc.log.last == "completion")
        try strategy.mainRunLoop(reached: 0.31, in: &scene)
        #expect(vc.log.last == "after 0.3")
    }
}

/// The output of `SelectorLowering` on a selector-based view controller, run through the adapter: the
/// observer lifetime its article-style code has (added in viewWillAppear, removed in viewWillDisappear)
/// and its delayed perform survive the lowering.
@Suite("Lowered selector view controller")
struct LoweredSelectorViewControllerTests {
    @Test func observersLiveFromWillAppearToWillDisappearAndTheDelayedPerformRuns() throws {
        // Its screen is its own: a view with no scroll view in it.
        var scene = try ViewControllerStrategyTests.ownScene { LoweredSelectorKeyboardViewController() }
        let vc = LoweredSelectorKeyboardViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        #expect(strategy.host?.observerCount == 2)
        try strategy.keyboard(try ViewControllerStrategyTests.showNote(), in: &scene)
        #expect(vc.shown == 1)
        try strategy.mainRunLoop(reached: 0.05, in: &scene)
        #expect(vc.scrolled == 0)
        try strategy.mainRunLoop(reached: 0.1, in: &scene)
        #expect(vc.scrolled == 1)
        try strategy.viewWillDisappear(in: &scene)
        #expect(strategy.host?.observerCount == 0)
        try strategy.keyboard(try ViewControllerStrategyTests.showNote(), in: &scene)
        #expect(vc.shown == 1)
    }
}
