import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// The user's drag as events apart (``DragPhase``): the finger down, rows arriving under it, a hide it
/// sets off (`keyboardDismissMode = .onDrag`). Under the finger the content moves with the finger and
/// nothing else moves it: chat code that resets the offset after a reload while the user drags
/// (matrix-org/matrix-ios-kit pull request 91, "the jump on an incoming message when the user
/// scrolls") does what the checker asks; code that skips its anchoring while `isDragging` does not.
@Suite("Drag")
struct DragTests {
    /// iPhone 15 portrait, a full-height table in a plain view controller, no bars: the safe area
    /// (top 59, bottom 34) is the adjusted inset, so 40 rows of 44 pt (1,760 pt) in an 852 pt view
    /// scroll over -59 … 1760 + 34 − 852 = 942.
    static let layout = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))
    static let start = StartScreen(layout: layout, sections: fieldRows(40))

    static func insertTop(_ height: Double = 44) -> Action {
        .update(.insert(at: [IndexPath(row: 0)], rows: [RowSpec(height: height, control: Control(.textField))]))
    }

    /// The reference strategy with one of the drag bugs published code has, every other callback
    /// forwarded.
    struct ReferenceWithDragBug: KeyboardStrategy {
        enum Bug: Sendable {
            /// Leaves rows that arrive while the finger is down to UIKit: "don't fight the user's
            /// scroll" (the guard that made a prepend's restore dead code, BasedHardware/omi pull
            /// request 9496).
            case skipsAnchoringWhileDragging
            /// Hears the user's scroll only when it moves the content, not when the drag begins: a hide
            /// that the drag's start sets off still restores the offset from before the keyboard came.
            case missesTheDragStart
        }
        var base: ReferenceStrategy
        let bug: Bug

        static func descriptor(_ bug: Bug) -> StrategyDescriptor {
            StrategyDescriptor(id: "reference with \(bug)", summary: "", source: "test", promises: [.anchorStability],
                               listKinds: [.readingList],
                               make: { ReferenceWithDragBug(base: ReferenceStrategy(kind: $0), bug: bug) })
        }

        mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
            if bug == .skipsAnchoringWhileDragging && scene.isDragging {
                try scene.tableView.apply(update)
            } else {
                try base.perform(update, in: &scene)
            }
        }
        mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
            if bug == .missesTheDragStart && phase == .began { return }
            try base.userDrag(phase, in: &scene)
        }
        mutating func viewDidAppear(in scene: inout Scene) throws { try base.viewDidAppear(in: &scene) }
        mutating func viewWillDisappear(in scene: inout Scene) throws { try base.viewWillDisappear(in: &scene) }
        mutating func viewWillAppear(in scene: inout Scene) throws { try base.viewWillAppear(in: &scene) }
        mutating func viewDidDisappear(in scene: inout Scene) throws { try base.viewDidDisappear(in: &scene) }
        mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool {
            try base.shouldBeginEditing(row: row, in: &scene)
        }
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws { try base.keyboard(note, in: &scene) }
        mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws {
            try base.becameFirstResponder(row: row, in: &scene)
        }
        mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws { try base.didBeginEditing(row: row, in: &scene) }
        mutating func didEndEditing(in scene: inout Scene) throws { try base.didEndEditing(in: &scene) }
        mutating func didRotate(in scene: inout Scene) throws { try base.didRotate(in: &scene) }
        mutating func userDidScroll(in scene: inout Scene) throws { try base.userDidScroll(in: &scene) }
        mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {
            try base.mainRunLoop(reached: time, in: &scene)
        }
    }

    /// Sets the offset back to where the drag began on every move: a list that will not let go.
    struct FightsTheFinger: KeyboardStrategy {
        var held: Double?
        mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
            switch phase {
            case .began: held = scene.tableView.contentOffset.y
            case .moved: if let held { try scene.tableView.setContentOffset(Point(x: 0, y: held)) }
            case .ended: held = nil
            }
        }
    }

    // MARK: The model

    @Test func theFingerMovesTheContentAndStopsAtTheRangesEnds() throws {
        var scene = try Self.start.makeScene()
        #expect(scene.tableView.contentOffset.y == -59)
        #expect(scene.tableView.scrollView.validOffsetRange == -59...942)
        scene.beginDrag()
        #expect(scene.isDragging)
        #expect(try scene.dragContent(by: 100) == 100)
        #expect(scene.tableView.contentOffset.y == 41)
        // Down past the top: stopped at -59, a move of 100 of the 500 asked.
        #expect(try scene.dragContent(by: -500) == -100)
        #expect(scene.tableView.contentOffset.y == -59)
        // Up past the end: 942 − (−59) = 1,001 of the 5,000.
        #expect(try scene.dragContent(by: 5_000) == 1_001)
        #expect(scene.tableView.contentOffset.y == 942)
        // An offset the app left past the end: the finger may bring it back, not push it further.
        try scene.tableView.setContentOffset(Point(x: 0, y: 1_000))
        #expect(try scene.dragContent(by: 10) == 0)
        #expect(try scene.dragContent(by: -100) == -100)
        #expect(scene.tableView.contentOffset.y == 900)
        try scene.endDrag(at: .top)
        #expect(!scene.isDragging)
        #expect(scene.tableView.contentOffset.y == -59)
    }

    @Test func aDragBeginningWithTheKeyboardUpEndsEditingInItsTurn() throws {
        #expect(RunLoopClock.sameTurn(.drag(.began), .endEditing))
        #expect(!RunLoopClock.sameTurn(.drag(.began), .drag(.moved(by: 10))))
        #expect(!RunLoopClock.sameTurn(.drag(.moved(by: 10)), Self.insertTop()))
        // began | moved | insert | ended: four events, each its own turn.
        #expect(RunLoopClock.eventCount([.drag(.began), .drag(.moved(by: 10)), Self.insertTop(), .drag(.ended(.top))]) == 4)
    }

    // MARK: The checker

    @Test func rowsArrivingUnderTheFingerMustNotMoveWhatItHolds() throws {
        let actions: [Action] = [.drag(.began), .drag(.moved(by: 300)), Self.insertTop()]
        let scenario = Scenario(start: Self.start, actions: actions)
        // Doing nothing: the finger's own move is fine (steps 1 and 2); the row inserted above the
        // visible top pushes everything under the finger 44 pt down at step 3.
        let found = try violations(scenario, doNothing, .anchorStability)
        #expect(found.map(\.step) == [3])
        #expect(found.first?.message.contains("moved 44 pt against the visible top") == true)
        // Keeping the top row still, as the reference does, whatever the finger is doing.
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
        // The same code that leaves the rows to UIKit while the finger is down is caught.
        let skipping = ReferenceWithDragBug.descriptor(.skipsAnchoringWhileDragging)
        #expect(try violations(scenario, skipping, .anchorStability).map(\.step) == [3])
        // After the finger lifts the same insertion is kept still by both.
        let afterRelease = Scenario(start: Self.start, actions: actions.dropLast() + [.drag(.ended(.fraction(0.5))), Self.insertTop()])
        #expect(try violations(afterRelease, skipping, .anchorStability).isEmpty)
    }

    @Test func aListThatWillNotFollowTheFingerIsCaught() throws {
        let scenario = Scenario(start: Self.start, actions: [.drag(.began), .drag(.moved(by: 300))])
        let strategy = StrategyDescriptor(id: "fights the finger", summary: "", source: "test", promises: [.anchorStability],
                                          make: { _ in FightsTheFinger() })
        let found = try violations(scenario, strategy, .anchorStability)
        #expect(found.map(\.step) == [2])
        #expect(found.first?.message.contains("besides the 300 pt the user's finger moved the content") == true)
    }

    @Test func aHideTheDragSetsOffLeavesTheContentUnderTheFinger() throws {
        // Row 15's field (top 15 × 44 = 660, bottom 704 in content; 719–763 on screen at offset −59)
        // sits under the keyboard's top at 852 − 336 = 516: the show scrolls it into view. The drag
        // then dismisses the keyboard (`.onDrag`) and moves the content 20 pt during the hide.
        let keyboardUp = [.beginEditing(IndexPath(row: 15))] + (try show(Self.layout))
        let dismissal: [Action] = [.drag(.began), .endEditing] + (try hide(Self.layout)).prefix(1)
            + [.drag(.moved(by: 20))] + (try hide(Self.layout)).suffix(1)
        let scenario = Scenario(start: Self.start, actions: keyboardUp + dismissal)
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
        #expect(try violations(scenario, reference, .roundTrip).isEmpty)
        // Restoring the offset from before the show yanks the list from under the finger.
        let restoring = ReferenceWithDragBug.descriptor(.missesTheDragStart)
        let found = try violations(scenario, restoring, .anchorStability)
        #expect(found.map(\.step) == [scenario.actions.count])
        #expect(found.first?.message.contains("besides the 20 pt the user's finger moved the content") == true)
    }

    // MARK: Found by generation and shrunk

    @Test(arguments: [ReferenceWithDragBug.Bug.skipsAnchoringWhileDragging, .missesTheDragStart])
    func aDragBugIsFoundAndShrunk(_ bug: ReferenceWithDragBug.Bug) throws {
        let strategy = ReferenceWithDragBug.descriptor(bug)
        let body = StrategyCheck.body(strategy, invariants: [.anchorStability])
        let report = Property("drag bug", ScenarioGen.scenario(listKinds: [.readingList]))
            .run(RunConfiguration(seed: 0xD7A6, limits: Limits(maxCases: 5_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        print("\(bug): \(events) events after \(failure.shrinkCount) shrinks: \(failure.minimalDescription)")
        #expect(events <= 4)
        #expect(failure.minimal.actions.contains(.drag(.began)))
        switch bug {
        case .skipsAnchoringWhileDragging:
            #expect(failure.minimal.actions.contains { if case .update = $0 { return true } else { return false } })
        case .missesTheDragStart:
            #expect(failure.minimal.actions.contains { if case let .keyboard(note) = $0 { return note.event == .willHide } else { return false } })
        }
        #expect(failure.message.contains("broke anchor stability"))
    }
}
