import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// The runner delivers UIKit's callbacks in iOS's order, with virtual time passing between turns.
@Suite("Callback order and time")
struct RunnerOrderTests {
    /// Records every callback it gets, and refuses to begin editing when told to.
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    struct Recorder: KeyboardStrategy {
        let log: Log
        var allowEditing = true
        mutating func viewWillAppear(in scene: inout Scene) throws { log.entries.append("viewWillAppear") }
        mutating func viewDidAppear(in scene: inout Scene) throws { log.entries.append("viewDidAppear") }
        mutating func viewWillDisappear(in scene: inout Scene) throws { log.entries.append("viewWillDisappear") }
        mutating func viewDidDisappear(in scene: inout Scene) throws { log.entries.append("viewDidDisappear") }
        mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool {
            log.entries.append("shouldBeginEditing")
            return allowEditing
        }
        mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
            log.entries.append("didBeginEditing focused=\(scene.focusedRow == row)")
        }
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            log.entries.append(note.event.rawValue)
        }
        mutating func didRotate(in scene: inout Scene) throws { log.entries.append("didRotate") }
        mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {
            log.entries.append("runLoop \(time)")
        }
    }

    let layout = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    func show() throws -> [Action] {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end, duration: 0.25)) }
    }

    func run(allowEditing: Bool, _ actions: [Action]) throws -> (log: [String], outcome: ScenarioRunner.Outcome) {
        let log = Log()
        let strategy = StrategyDescriptor(id: "recorder", summary: "", source: "test", promises: [],
                                          make: { _ in Recorder(log: log, allowEditing: allowEditing) })
        let outcome = try ScenarioRunner.run(Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)), actions: actions),
                                             strategy: strategy, keepTrace: true)
        return (log.entries, outcome)
    }

    @Test func aTapAndTheShowItStartsComeInIOSOrderWithTheAnimationBetweenTurns() throws {
        let (log, _) = try run(allowEditing: true, [.beginEditing(IndexPath(row: 3))] + (try show())
                                                   + [.viewWillDisappear, .viewDidAppear])
        #expect(log == [
            // The main queue runs at the end of a turn up to just before the next event, and at the
            // start of the next turn up to its time (so `DispatchTime.now()` reads it).
            "viewWillAppear", "viewDidAppear", "runLoop 0.999",
            // One turn: the tap's delegate calls and the will-notifications, at 1 s.
            "runLoop 1.0", "shouldBeginEditing", "didBeginEditing focused=true", "willChangeFrame", "willShow", "runLoop 1.249",
            // The did-notifications when the 0.25 s animation has run.
            "runLoop 1.25", "didChangeFrame", "didShow", "runLoop 2.249",
            "runLoop 2.25", "viewWillDisappear", "viewDidDisappear", "runLoop 3.249",
            // After the last event, the main queue runs one event gap on.
            "runLoop 3.25", "viewWillAppear", "viewDidAppear", "runLoop 4.25",
        ])
    }

    @Test func onlySettledStepsAreJudged() throws {
        let (_, outcome) = try run(allowEditing: true, [.beginEditing(IndexPath(row: 3))] + (try show()))
        // appear · tap, willChangeFrame, willShow (one turn, then the animation) · didChangeFrame, didShow.
        #expect(outcome.trace?.map(\.judged) == [true, false, false, false, false, true])
    }

    @Test func aControlWhoseDelegateRefusesIsNotFocused() throws {
        let (log, outcome) = try run(allowEditing: false, [.beginEditing(IndexPath(row: 3))])
        #expect(log.contains("shouldBeginEditing"))
        #expect(!log.contains { $0.hasPrefix("didBeginEditing") })
        #expect(outcome.trace?.last?.scene.focusedRow == nil)
    }

    @Test func aTapOnARowWithNoCellLandsOnNothing() throws {
        // Row 39 is far below the screen: UITableView has no cell for it, so nothing can be tapped there.
        let (log, outcome) = try run(allowEditing: true, [.beginEditing(IndexPath(row: 39))])
        #expect(!log.contains("shouldBeginEditing"))
        #expect(outcome.trace?.last?.scene.focusedRow == nil)
    }
}
