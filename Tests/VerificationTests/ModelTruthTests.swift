import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// Issue 25 ("Model truth and reach"), items 1–6: each false alarm on the scenario that reproduces it
/// (built by hand), gone; and the real bug next to it still caught. Policies: POLICIES.md.
@Suite("Issue 25: the last false alarms")
struct ModelTruthTests {
    let plain = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    func showGroup(_ layout: ScreenLayout, focusing row: Int?) throws -> [Action] {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let focus: [Action] = row.map { [.beginEditing(IndexPath(row: $0))] } ?? []
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return focus + (try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end)) })
    }

    /// Apple's inset pattern: on willShow the bottom inset is the keyboard's overlap with the table less
    /// the safe area UIKit already adds; `pin` then decides whether to scroll to the bottom.
    static func insetChat(_ name: String, pin: @escaping @Sendable (Scene) -> Bool) -> StrategyDescriptor {
        descriptor(name) {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                let atBottom = pin(scene)
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                let overlap = Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)
                try scene.tableView.setContentInset(EdgeInsets(bottom: Swift.max(0, overlap - scene.tableView.scrollView.safeAreaInsets.bottom)))
                if atBottom {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.validOffsetRange.upperBound))
                }
            })
        }
    }

    /// A chat app's own "at the bottom" test, exact: the offset at the end of its range.
    static let strictAtBottom = insetChat("inset; pins a list at the end of its range") { scene in
        scene.tableView.contentOffset.y >= scene.tableView.validOffsetRange.upperBound - 0.01
    }

    // Item 1. 17 rows of 44 and one of 11.4: 759.4 pt of content in a 759 pt region (59…818), a scroll
    // range of 0.4 pt, the list at its top. Before: bottom pinning broken ("the list was at the bottom
    // but its last row now ends … below the visible bottom").
    @Test func aListAtTheBottomOnlyByTheToleranceOwesNoPinning() throws {
        let rows = Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 17) + [RowSpec(height: 11.4)]
        let start = StartScreen(layout: plain, listKind: .chat, sections: [rows])
        let scenario = Scenario(start: start, actions: try showGroup(plain, focusing: nil))
        #expect(try violations(scenario, Self.strictAtBottom, .bottomPinning).isEmpty)
        // A range of exactly 0 (the content fits to the point): the list is at its bottom, and the same
        // code that leaves it there is caught.
        var fits = start
        fits.sections = [Array(rows.dropLast()) + [RowSpec(height: 11)]]
        let never = Self.insetChat("inset only, never pins") { _ in false }
        #expect(try violations(Scenario(start: fits, actions: scenario.actions), never, .bottomPinning).count == 1)
    }

    // Item 2. A grouped chat whose last section is empty: its 18 pt header follows the last row. The
    // list rests at the end of its range (the empty header at the visible bottom); the app scrolls its
    // last row to the bottom when the keyboard comes, as `scrollToRow(at:at: .bottom)` does. Before:
    // "the last row moved 18 pt against the visible bottom".
    @Test func anEmptySectionAfterTheLastRowIsNotAnAnchorMove() throws {
        var start = StartScreen(layout: plain, listKind: .chat,
                                sections: [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 30), []],
                                initialScroll: .bottom)
        start.sectionHeaderHeight = 18
        let scrollsLastRow = descriptor("inset + scrollToRow(last, .bottom)") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                try scene.tableView.setContentInset(EdgeInsets(bottom: 302))
                try scene.tableView.scrollToRow(at: IndexPath(row: 29), at: .bottom)
            })
        }
        let scenario = Scenario(start: start, actions: try showGroup(plain, focusing: nil))
        #expect(try violations(scenario, scrollsLastRow, .anchorStability).isEmpty)
        // Pinning the content's end (the empty header at the bottom) is as good.
        #expect(try violations(scenario, Self.insetChat("inset; pins") { _ in true }, .anchorStability).isEmpty)
        // Leaving the list where it was puts the last row under the keyboard: still a move.
        #expect(try violations(scenario, Self.insetChat("inset only") { _ in false }, .anchorStability).count == 1)
    }

    // Item 4. The table ends where the keyboard's top is, within the tolerance (a 335.7 pt accessory:
    // 0.3 pt of overlap, what a frame computed through conversions leaves): the keyboard covers
    // nothing. Before: focus visibility flagged the field in row 10 (window 505…537), cut by the
    // table's own bottom (516.3) before the keyboard came, as if the keyboard (top 516) had covered it.
    @Test func aKeyboardWhoseTopIsTheTablesBottomCoversNothing() throws {
        let flush = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 335.7))
        let scenario = Scenario(start: StartScreen(layout: flush, sections: fieldRows(40)), actions: try showGroup(flush, focusing: 10))
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        // A keyboard 1 pt over the table does cover it: the same do-nothing code is caught.
        let over = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 335))
        let covered = Scenario(start: StartScreen(layout: over, sections: fieldRows(40)), actions: try showGroup(over, focusing: 13))
        #expect(try violations(covered, doNothing, .reachability).count == 1)
    }

    // Item 4. A grouped form's 30 pt footer after its last row: the inset that brings the last row
    // above the keyboard is enough. Before: reachability broken, the footer counted as content left
    // under the keyboard.
    @Test func aTrailingFooterIsNotARowOwedAboveTheKeyboard() throws {
        var start = StartScreen(layout: plain, sections: fieldRows(40))
        start.sectionFooterHeight = 30
        func inset(_ bottom: Double) -> StrategyDescriptor {
            descriptor("inset \(bottom)") {
                ClosureStrategy(onKeyboard: { note, scene in
                    guard note.event == .willShow else { return }
                    try scene.tableView.setContentInset(EdgeInsets(bottom: bottom))
                })
            }
        }
        let scenario = Scenario(start: start, actions: try showGroup(plain, focusing: nil))
        // 302 = the keyboard's 336 less the 34 pt safe area: the footer's 30 pt stay below.
        #expect(try violations(scenario, inset(302 - 30), .reachability).isEmpty)
        // 10 pt short of the last row: caught.
        #expect(try violations(scenario, inset(302 - 40), .reachability).count == 1)
    }

    // Item 6. A UITableViewController scrolls its first responder (row 14, under the keyboard) into
    // view by itself; when the keyboard goes, UIKit takes its inset away and leaves the offset. An app
    // that relies on UIKit is not charged with UIKit's scroll. Before: "after the keyboard was shown
    // and hidden: contentOffset.y 138 ≠ -59 (before the show)".
    @Test func aTableControllersOwnScrollIsNotChargedToTheRoundTrip() throws {
        let layout = ScreenLayout(device: .iPhone15, controller: .tableViewController)
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)),
                                actions: try showGroup(layout, focusing: 14) + [.endEditing] + (try hide(layout)))
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing, keepTrace: true)
        // The premise: UIKit did scroll.
        #expect(try #require(outcome.trace?.last).scene.systemFirstResponderScrolls == 1)
        #expect(outcome.violations.filter { $0.invariant == .roundTrip }.isEmpty, "\(outcome.violations)")
        // An app whose own inset stays after the hide is still caught.
        let sticky = descriptor("own inset stays") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentInset(EdgeInsets(bottom: 40)) }
            })
        }
        #expect(try violations(scenario, sticky, .roundTrip).count == 1)
    }

    // Item 6. Under the non-default option that the table does not pull its offset back after updates,
    // a plain `deleteRows` at the end of a list scrolled to its end leaves the offset past the range:
    // that UIKit's doing, not the app's. Before: offset bounds broken ("contentOffset.y … > max …").
    @Test func aPlainDeleteIsNotChargedWithTheNoClampOption() throws {
        var start = StartScreen(layout: plain, sections: fieldRows(40), initialScroll: .bottom)
        start.behavior.clampsOffsetAfterUpdates = false
        let scenario = Scenario(start: start, actions: [.update(.delete((30..<40).map { IndexPath(row: $0) }))])
        #expect(try violations(scenario, doNothing, .offsetBounds).isEmpty)
        // An app that sets the offset past the range itself is still caught.
        let pushes = descriptor("deletes, then sets the offset") {
            ClosureStrategy(onUpdate: { update, scene in
                try scene.tableView.apply(update)
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 10))
            })
        }
        #expect(try violations(scenario, pushes, .offsetBounds).count == 1)
    }

    // Item 3. A hide interrupted by a show: willChangeFrame + willHide, then willChangeFrame + willShow
    // before any didHide, then the show's did-notifications; later a full hide. The app saves the
    // offset at every willShow and puts it back at didHide, so it returns to where the interrupting
    // show found the list (row 14's field in view), not to where the list was before the first show.
    @Test func anInterruptedHidesRoundTripNamesTheOptionItDependsOn() throws {
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: plain.device, plain.orientation)
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: plain.device, plain.orientation)
        let interrupt: [Action] = try [(KeyboardEvent.willChangeFrame, hidden), (.willHide, hidden), (.willChangeFrame, docked),
                                       (.willShow, docked), (.didChangeFrame, docked), (.didShow, docked)].map {
            .keyboard(try KeyboardNotification($0.0, begin: docked, end: $0.1))
        }
        let actions = try showGroup(plain, focusing: 14) + interrupt + [.endEditing] + (try hide(plain))
        let savesAtEveryShow = descriptor("saves at every willShow, restores at didHide") {
            final class Saved: @unchecked Sendable { var offset: Double? }
            let saved = Saved()
            return ClosureStrategy(onKeyboard: { note, scene in
                switch note.event {
                case .willShow:
                    saved.offset = scene.tableView.contentOffset.y
                    try scene.tableView.setContentInset(EdgeInsets(bottom: 302))
                    if let field = scene.focusedControlFrame { try scene.tableView.scrollRectToVisible(field) }
                case .willHide:
                    try scene.tableView.setContentInset(.zero)
                case .didHide:
                    if let y = saved.offset { try scene.tableView.setContentOffset(Point(x: 0, y: y)) }
                default: break
                }
            })
        }
        let start = StartScreen(layout: plain, sections: fieldRows(40))
        let found = try violations(Scenario(start: start, actions: actions), savesAtEveryShow, .roundTrip)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("UndocumentedBehavior.interruptedHide .continuesEpisode") == true, "\(found)")
        var newEpisode = start
        newEpisode.behavior.interruptedHide = .startsNewEpisode
        #expect(try violations(Scenario(start: newEpisode, actions: actions), savesAtEveryShow, .roundTrip).isEmpty)
        // Without the interruption the same code returns to the offset before the show: no finding, and
        // no option named.
        let plainEpisode = try showGroup(plain, focusing: 14) + [.endEditing] + (try hide(plain))
        #expect(try violations(Scenario(start: start, actions: plainEpisode), savesAtEveryShow, .roundTrip).isEmpty)
        // A second episode after a completed hide is no interruption: its finding names no option.
        let creeping = descriptor("moves 4 pt down on every willShow") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 4))
                }
            })
        }
        let twice = try violations(Scenario(start: start, actions: plainEpisode + plainEpisode), creeping, .roundTrip)
        #expect(twice.count == 2)
        #expect(!twice.contains { $0.message.contains("interruptedHide") }, "\(twice)")
    }
}
