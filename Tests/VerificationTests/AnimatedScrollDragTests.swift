import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// The app's animated scroll interrupted by the user's finger under a collapsing large title (issue 25's
/// million-scenario check of the model-level reference, seed 11): the frames the display link set before
/// the finger came down were rendered, each with its layout pass, so the callbacks that follow read the
/// bar at the height the frame's offset gave it (``Scene/advanceScrollAnimation(to:)``).
@Suite("Animated scroll, then the user's drag")
struct AnimatedScrollDragTests {
    /// iPhone 15 portrait, collapsing large title, `UITableViewController`, 20 rows; row 0 focused and the
    /// keyboard shown; the app's `setContentOffset` to the bottom, animated, interrupted at 10 ms by the
    /// user's drag (the offset −137.7, the bar 78.7 pt); the keyboard moves down 17 pt during the drag.
    /// Before: the model left the bar at 96 pt until the runner's layout pass, so the reference noted its
    /// anchor at the drag's start against a visible top 17.3 pt too low (row 0 at −17.3 instead of 0) and
    /// on the keyboard's change "kept" it by moving the content 40.7 pt under the finger — "anchor row #0
    /// (row 0) moved 6 pt against the visible top: its distance was 0, now -6 (contentOffset.y -97,
    /// anchored offset -103)".
    static let token = "kf1:KQAAAAAABAAAAAAAAAAAAAAAAAAAAQAAAAABBwAAAQAABQAAAAAAAAAAmpQ1eQ"

    static let layout = ScreenLayout(device: .iPhone15, navigationBar: .largeTitleCollapsing, controller: .tableViewController)

    static func keyboard(_ event: KeyboardEvent, _ from: Double, _ to: Double) throws -> Action {
        .keyboard(try KeyboardNotification(event, begin: Rect(x: 0, y: from, width: 393, height: 336),
                                           end: Rect(x: 0, y: to, width: 393, height: 336)))
    }

    /// The replayed scenario, written out.
    static func scenario() throws -> Scenario {
        let start = StartScreen(layout: layout, sections: fieldRows(20), behavior: UndocumentedBehavior())
        return Scenario(start: start, actions: [
            .beginEditing(IndexPath(row: 0)),
            try keyboard(.willChangeFrame, 852, 516), try keyboard(.willShow, 852, 516),
            try keyboard(.didChangeFrame, 852, 516), try keyboard(.didShow, 852, 516),
            .animatedScroll(AnimatedScroll(.setContentOffset(.bottom), nextEventAfter: 0.01)),
            .drag(.began),
            try keyboard(.willChangeFrame, 516, 533),
            .drag(.ended(.fraction(0))),
        ])
    }

    @Test func theReplayedTokenIsThisScenario() throws {
        let generated = try reference.scenarios(maxActions: 30).value(replaying: try ReplayToken.decode(Self.token))
        // As the transcript prints them (the generator's notifications carry its own duration and curve).
        #expect(generated.actions.prefix(9).map { "\($0)" } == (try Self.scenario()).actions.map { "\($0)" })
        #expect(generated.start.layout == Self.layout)
        let outcome = try ScenarioRunner.run(generated, strategy: reference)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")
    }

    @Test func theReferenceLeavesTheContentUnderTheFingerWhenTheKeyboardMoves() throws {
        let outcome = try ScenarioRunner.run(try Self.scenario(), strategy: reference, keepTrace: true)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        let trace = try #require(outcome.trace)
        let atDrag = trace[7].scene, afterKeyboard = trace[8].scene
        #expect(abs(atDrag.tableView.contentOffset.y - (-137.7)) < 0.01)
        #expect(abs(atDrag.navigationBarHeight - 78.7) < 0.01)
        #expect(abs(afterKeyboard.tableView.contentOffset.y - atDrag.tableView.contentOffset.y) < 0.001,
                "the keyboard's move does not move the content under the finger")
    }

    /// What the app reads in `scrollViewWillBeginDragging(_:)` after the interrupted frames: the bar the
    /// frame showed, the content's top at the visible top.
    @Test func theDragsStartReadsTheBarTheFrameShowed() throws {
        let seen = InsetLog()
        let recording = StrategyDescriptor(id: "reads the drag's start", summary: "", source: "test",
                                           promises: [], make: { _ in DragStartReader(log: seen) })
        _ = try ScenarioRunner.run(try Self.scenario(), strategy: recording)
        let read = try #require(seen.reads.first)
        #expect(abs(read.offset - (-137.7)) < 0.01)
        #expect(abs(read.safeTop + read.offset) < 1e-9, "safeAreaInsets.top \(read.safeTop) at offset \(read.offset)")
    }
}

/// Notes `safeAreaInsets.top` and the offset when the user's drag begins.
struct DragStartReader: KeyboardStrategy {
    let log: InsetLog
    mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
        if case .began = phase {
            log.reads.append((scene.tableView.scrollView.safeAreaInsets.top, scene.tableView.contentOffset.y))
        }
    }
}

final class InsetLog: @unchecked Sendable {
    var reads: [(safeTop: Double, offset: Double)] = []
}
