import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// The runner and the app's animated scroll (``Action/animatedScroll(_:)``): nothing is judged while it
/// is in flight, the event that interrupts it sees the frame's offset, and the screen is judged where it
/// comes to rest.
@Suite("Animated scroll in flight")
struct AnimatedScrollRunnerTests {
    let layout = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    func insertAtTop(_ count: Int) -> Action {
        .update(.insert(at: (0..<count).map { IndexPath(row: $0) },
                        rows: Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: count)))
    }

    @Test func anInterruptedScrollIsJudgedOnlyOnceItRests() throws {
        let scroll = AnimatedScroll(.setContentOffset(.bottom), nextEventAfter: 0.1)
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)),
                                actions: [.animatedScroll(scroll), insertAtTop(3), .userScroll(.top)])
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing, keepTrace: true)
        let trace = try #require(outcome.trace)
        #expect(trace.map(\.judged) == [true, false, true, true])
        // At the interruption the offset is a third of the way (0.1 of 0.3 s); where it rests is the
        // target it was given: the bottom of the 40 rows, not of the 43.
        let start = trace[0].scene.tableView.contentOffset.y
        let target = trace[0].scene.tableView.scrollView.maxOffsetY
        #expect(abs(trace[2].scene.tableView.contentOffset.y - target) < 1e-9)
        #expect(trace[2].scene.tableView.scrollView.maxOffsetY == target + 3 * 44)
        #expect(!trace[2].scene.isScrollAnimating)
        #expect(target > start)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
    }

    @Test func theInterruptingEventSeesTheFramesOffset() throws {
        let scroll = AnimatedScroll(.setContentOffset(.bottom), nextEventAfter: 0.1)
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)),
                                actions: [.animatedScroll(scroll), insertAtTop(1)])
        let seen = OffsetLog()
        let recording = descriptor("records the offset an update sees") {
            ClosureStrategy(onUpdate: { update, scene in
                seen.offsets.append(scene.tableView.contentOffset.y)
                try scene.tableView.apply(update)
            })
        }
        let outcome = try ScenarioRunner.run(scenario, strategy: recording, keepTrace: true)
        let trace = try #require(outcome.trace)
        let start = trace[0].scene.tableView.contentOffset.y, target = trace[0].scene.tableView.scrollView.maxOffsetY
        let offset = try #require(seen.offsets.first)
        #expect(abs(offset - (start + (target - start) / 3)) < 0.01, "the offset one third of the way, got \(offset)")
    }

    @Test func aScrollNobodyInterruptsIsJudgedWhereItRests() throws {
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)),
                                actions: [.animatedScroll(AnimatedScroll(.scrollToRow(IndexPath(row: 20), .top))), insertAtTop(2)])
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing, keepTrace: true)
        let trace = try #require(outcome.trace)
        #expect(trace.map(\.judged) == [true, true, true])
        let rested = trace[1].scene.tableView
        #expect(rested.rectForRow(at: IndexPath(row: 20)).minY - rested.contentOffset.y == rested.scrollView.adjustedContentInset.top)
    }
}

/// The offsets a strategy's callback read.
final class OffsetLog: @unchecked Sendable {
    var offsets: [Double] = []
}
