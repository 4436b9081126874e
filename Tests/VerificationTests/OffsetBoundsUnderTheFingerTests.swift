import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// POLICIES.md item 12: offset bounds waits for the user's finger to lift unless the app's code set the
/// offset. On `DragTests`' screen (iPhone 15, 40 rows of 44 pt, range −59 … 942), an app extends its
/// bottom inset by 300 pt as a drag begins (the range reaches 1,242), the finger takes the content to
/// the end, and on the next move the app takes the inset back without touching the offset: under the
/// finger the content is past the range UIScrollView rubber-bands, and it rests inside it once lifted.
@Suite("Offset bounds under the user's finger")
struct OffsetBoundsUnderTheFingerTests {
    /// Takes its inset back on the drag's second move; `setsTheOffset` also puts the offset 100 pt past
    /// the new end itself.
    struct TakesItsInsetBackUnderTheFinger: KeyboardStrategy {
        let setsTheOffset: Bool
        var moves = 0

        mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
            switch phase {
            case .began:
                try scene.tableView.setContentInset(EdgeInsets(top: 0, left: 0, bottom: 300, right: 0))
            case .moved:
                moves += 1
                guard moves == 2 else { return }
                try scene.tableView.setContentInset(EdgeInsets())
                if setsTheOffset {
                    let end = scene.tableView.validOffsetRange.upperBound
                    try scene.tableView.setContentOffset(Point(x: 0, y: end + 100))
                }
            case .ended:
                break
            }
        }
    }

    static func descriptor(setsTheOffset: Bool) -> StrategyDescriptor {
        StrategyDescriptor(id: setsTheOffset ? "sets the offset under the finger" : "takes its inset back under the finger",
                           summary: "", source: "test", promises: [.offsetBounds], listKinds: [.readingList],
                           make: { _ in TakesItsInsetBackUnderTheFinger(setsTheOffset: setsTheOffset) })
    }

    static let held: [Action] = [.drag(.began), .drag(.moved(by: 2_000)), .drag(.moved(by: 1))]

    @Test func aRangeTheAppShrinksUnderAHeldDragIsJudgedWhenTheFingerLifts() throws {
        let outcome = try ScenarioRunner.run(Scenario(start: DragTests.start, actions: Self.held),
                                             strategy: Self.descriptor(setsTheOffset: false), keepTrace: true)
        let last = try #require(outcome.trace?.last)
        #expect(last.scene.isDragging && last.judged)
        let table = last.scene.tableView
        #expect(table.contentOffset.y > table.validOffsetRange.upperBound + Invariant.tolerance,
                "the finger no longer holds the content past the range: \(table.contentOffset.y) in \(table.validOffsetRange)")
        #expect(outcome.violations.filter { $0.invariant == .offsetBounds }.isEmpty, "\(outcome.violations)")

        // Lifted: the content rests inside the range, and that step is judged.
        let lifted = try ScenarioRunner.run(Scenario(start: DragTests.start, actions: Self.held + [.drag(.ended(.fraction(1)))]),
                                            strategy: Self.descriptor(setsTheOffset: false), keepTrace: true)
        let rest = try #require(lifted.trace?.last)
        #expect(!rest.scene.isDragging && rest.judged)
        #expect(rest.scene.tableView.scrollView.isOffsetValid(tolerance: Invariant.tolerance))
        #expect(lifted.violations.isEmpty, "\(lifted.violations)")
    }

    @Test func anOffsetTheAppSetsPastTheRangeUnderTheFingerIsTheApps() throws {
        let outcome = try ScenarioRunner.run(Scenario(start: DragTests.start, actions: Self.held),
                                             strategy: Self.descriptor(setsTheOffset: true))
        let broken = outcome.violations.filter { $0.invariant == .offsetBounds }
        #expect(broken.count == 1, "\(outcome.violations)")
        #expect(broken.first?.message.contains("> max 942") == true, "\(broken.map(\.message))")
    }
}
