import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// A cancelled interactive pop (the user swipes back from the left edge and lets go): UIKit calls
/// `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear` as the transition is cancelled, and never
/// `viewDidDisappear`; the keyboard and the first responder stay (UINavigationController's interactive
/// transition, `UIViewControllerTransitionCoordinator.isCancelled`).
@Suite("Cancelled interactive pop")
struct NavigationBehaviourTests {
    let layout = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    @Test func aCancelledPopCallsWillDisappearThenAppearsAgainWithTheKeyboardStillUp() throws {
        let log = RunnerOrderTests.Log()
        let strategy = StrategyDescriptor(id: "recorder", summary: "", source: "test", promises: [],
                                          make: { _ in RunnerOrderTests.Recorder(log: log) })
        let actions = [.beginEditing(IndexPath(row: 3))] + (try show(layout)) + [Action.interactivePopCancelled]
        let outcome = try ScenarioRunner.run(Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)), actions: actions),
                                             strategy: strategy, keepTrace: true)
        let tail = Array(log.entries.suffix(5))
        // The show settles at 1.25 s; the swipe comes 1 s later (the main queue reaches 2.25 s as its
        // turn starts, and runs one event gap on after it, the last event).
        #expect(tail == ["runLoop 2.25", "viewWillDisappear", "viewWillAppear", "viewDidAppear", "runLoop 3.25"])
        #expect(!log.entries.contains("viewDidDisappear"))
        let last = try #require(outcome.trace?.last)
        #expect(last.judged)
        // The keyboard still covers the bottom 336 pt of the iPhone 15's 852, and row 3 is still focused.
        #expect(last.scene.keyboardFrame.minY == 852 - 336)
        #expect(last.scene.focusedRow == last.scene.tableView.row(at: IndexPath(row: 3))?.id)
    }

    /// Adds the keyboard's overlap as the bottom inset on willShow, takes it off on willHide, and also in
    /// viewWillDisappear ("clean up before leaving"): after a cancelled pop the keyboard is still up and
    /// the last rows are out of reach.
    struct ClearsInsetOnDisappear: KeyboardStrategy {
        var added = 0.0
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            switch note.event {
            // Every will-notification that moves the keyboard (a height change comes as willChangeFrame
            // alone), so that the inset cleared in viewWillDisappear is the one bug this strategy has.
            case .willShow, .willChangeFrame:
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                let overlap = Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)
                let scroll = scene.tableView.scrollView
                let wanted = Swift.max(0, overlap - (scroll.adjustedContentInset.bottom - scroll.contentInset.bottom))
                try setAdded(wanted, in: &scene)
            case .willHide:
                try setAdded(0, in: &scene)
            default: break
            }
        }
        mutating func viewWillDisappear(in scene: inout Scene) throws { try setAdded(0, in: &scene) }
        mutating func setAdded(_ value: Double, in scene: inout Scene) throws {
            var inset = scene.tableView.scrollView.contentInset
            inset.bottom += value - added
            added = value
            try scene.tableView.setContentInset(inset)
        }
    }

    @Test func insetsClearedInViewWillDisappearAreFoundThroughACancelledPop() throws {
        let strategy = StrategyDescriptor(id: "clears inset on disappear", summary: "", source: "test",
                                          promises: [.reachability], listKinds: [.readingList],
                                          controller: .plainViewController, make: { _ in ClearsInsetOnDisappear() })
        let body = StrategyCheck.body(strategy, invariants: [.reachability])
        let report = Property("cancelled pop", ScenarioGen.scenario(listKinds: [.readingList]))
            .run(RunConfiguration(seed: 0xB0B, limits: Limits(maxCases: 3_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        print("cancelled pop: \(events) events after \(failure.shrinkCount) shrinks: \(failure.minimalDescription)")
        #expect(events <= 4)
        #expect(failure.minimal.actions.contains(.interactivePopCancelled))
        #expect(failure.message.contains("broke reachability"))
    }
}
