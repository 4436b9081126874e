import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// Every invariant on hand-made scenarios: one where it must fail (with the values in its message) and
/// one where it must hold. An invariant that cannot fail is a defect.
@Suite("Invariants on hand-made scenarios")
struct InvariantTests {
    /// iPhone 15 portrait, plain view controller, full-height table: nothing adjusts for the keyboard
    /// unless the strategy does.
    let plain = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    @Test func focusVisibilityFailsWhenTheKeyboardCoversTheField() throws {
        // Row 14's field is at content 622…654; offset −59 puts it at window 681…713; keyboard top 516.
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: [.beginEditing(IndexPath(row: 14))] + (try show(plain)))
        let found = try violations(scenario, doNothing, .focusVisibility)
        #expect(found.first?.message == "focused text field maxY 713 > keyboard top 516 (iPhone 15 portrait)")
        // Judged where the screen settles: after didShow (step 3), not between the will and did.
        #expect(found.first?.step == 3)
        #expect(try violations(scenario, reference, .focusVisibility).isEmpty)
    }

    @Test func offsetBoundsFailsPastTheEnd() throws {
        let wild = descriptor("wild") {
            ClosureStrategy(onKeyboard: { _, scene in try scene.tableView.setContentOffset(Point(x: 0, y: 5000)) })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try show(plain))
        let found = try violations(scenario, wild, .offsetBounds)
        // Max without any inset: 40·44 + 34 − 852 = 942.
        #expect(found.first?.message.hasPrefix("contentOffset.y 5000 > max 942 ") == true)
        #expect(try violations(scenario, reference, .offsetBounds).isEmpty)
    }

    @Test func anchorStabilityFailsWhenRowsInsertedAboveShiftTheReader() throws {
        let start = StartScreen(layout: plain, sections: fieldRows(100), initialScroll: .fraction(0.5))
        let insert = Action.update(.insert(at: [IndexPath(row: 0), IndexPath(row: 1)],
                                           rows: [RowSpec(height: 60), RowSpec(height: 60)]))
        let scenario = Scenario(start: start, actions: [insert])
        let found = try violations(scenario, doNothing, .anchorStability)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("moved 120 pt against the visible top") == true)
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
    }

    @Test func anchorStabilityHoldsAtTheVeryTopToo() throws {
        // Policy: rows inserted above a list resting at its top stay above the viewport.
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(30)),
                                actions: [.update(.insert(at: [IndexPath(row: 0)], rows: [RowSpec(height: 80)]))])
        #expect(try violations(scenario, doNothing, .anchorStability).count == 1)
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
    }

    @Test func bottomPinningFailsWhenTheKeyboardCoversTheLastMessage() throws {
        let start = StartScreen(layout: plain, listKind: .chat, sections: fieldRows(40), initialScroll: .bottom)
        let scenario = Scenario(start: start, actions: try show(plain))
        let found = try violations(scenario, doNothing, .bottomPinning)
        // The last row ends at content 1760 = the visible bottom (offset 942 + 818) before; the keyboard
        // moves the visible bottom to 942 + 516 = 1458.
        #expect(found.first?.message.hasPrefix("the list was at the bottom but its last row now ends at 1760, 302 pt below the visible bottom 1458") == true)
        #expect(try violations(scenario, reference, .bottomPinning).isEmpty)
    }

    @Test func bottomPinningFailsWhenAnAppendedMessageStaysHidden() throws {
        let start = StartScreen(layout: plain, listKind: .chat, sections: fieldRows(40), initialScroll: .bottom)
        let append = Action.update(.insert(at: [IndexPath(row: 40)], rows: [RowSpec(height: 100)]))
        let scenario = Scenario(start: start, actions: [append])
        #expect(try violations(scenario, doNothing, .bottomPinning).count == 1)
        #expect(try violations(scenario, reference, .bottomPinning).isEmpty)
    }

    @Test func roundTripFailsWhenTheInsetStays() throws {
        let sticky = descriptor("sticky inset") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentInset(EdgeInsets(bottom: note.endFrame.height)) }
            })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: (try show(plain)) + (try hide(plain)))
        let found = try violations(scenario, sticky, .roundTrip)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("after the keyboard was shown and hidden: contentInset {top 0, left 0, bottom 336, right 0} ≠ {top 0, left 0, bottom 0, right 0}") == true)
        #expect(try violations(scenario, reference, .roundTrip).isEmpty)
    }

    @Test func roundTripFailsWhenARepeatedNotificationAccumulates() throws {
        let accumulating = descriptor("accumulating inset") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                var inset = scene.tableView.contentInset
                inset.bottom += 10
                try scene.tableView.setContentInset(inset)
            })
        }
        let shown = try show(plain)
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: shown + [shown[0]])
        let found = try violations(scenario, accumulating, .roundTrip)
        #expect(found.first?.message.hasPrefix("a repeated willShow with the same frame {0, 516, 393, 336} changed contentInset") == true)
        #expect(try violations(scenario, reference, .roundTrip).isEmpty)
    }

    @Test func roundTripIsNotOwedAfterTheUserScrolled() throws {
        let sticky = descriptor("scrolls on show") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentOffset(Point(x: 0, y: 100)) }
            })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: (try show(plain)) + [.userScroll(.fraction(0.3))] + (try hide(plain)))
        #expect(try violations(scenario, sticky, .roundTrip).isEmpty)
        let undisturbed = Scenario(start: scenario.start, actions: (try show(plain)) + (try hide(plain)))
        #expect(try violations(undisturbed, sticky, .roundTrip).count == 1)
    }

    @Test func reachabilityFailsWithoutAnInset() throws {
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try show(plain))
        let found = try violations(scenario, doNothing, .reachability)
        // At max offset 942 the visible bottom is 942 + 516 = 1458; the content ends at 1760.
        #expect(found.first?.message.hasPrefix("the content ends at 1760 but the lowest reachable visible bottom is 1458: 302 pt stay under the keyboard") == true)
        #expect(try violations(scenario, reference, .reachability).isEmpty)
    }

    @Test func floatingKeyboardCoversNothing() throws {
        let iPad = ScreenLayout(device: .iPad10, controller: .plainViewController(bottomAccessoryHeight: 0))
        let scenario = Scenario(start: StartScreen(layout: iPad, sections: fieldRows(60)),
                                actions: [.beginEditing(IndexPath(row: 25))] + (try show(iPad, .floating(origin: Point(x: 100, y: 700)))))
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing)
        #expect(outcome.violations.isEmpty)
    }

    @Test func noUIKitExceptionFailsOnABadIndexPathAndStopsTheRun() throws {
        let clumsy = descriptor("clumsy") {
            ClosureStrategy(onKeyboard: { _, scene in try scene.tableView.scrollToRow(at: IndexPath(row: 999), at: .top) })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try show(plain))
        let outcome = try ScenarioRunner.run(scenario, strategy: clumsy)
        let found = outcome.violations.filter { $0.invariant == .noUIKitException }
        #expect(found.first?.message == "the strategy raised: scrollToRow: row 999 is out of range (section 0 has 40 rows) (iPhone 15 portrait)")
        #expect(outcome.stepsRun == 2)
        #expect(try violations(scenario, reference, .noUIKitException).isEmpty)
    }

    @Test func brokenNonPromisesAreInformation() throws {
        let modest = descriptor("promises nothing", promises: [])
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try show(plain))
        let outcome = try ScenarioRunner.run(scenario, strategy: modest)
        #expect(!outcome.violations.isEmpty)
        #expect(outcome.firstBrokenPromise == nil)
    }

    @Test func everyInvariantHasAStatementAndAName() {
        #expect(Invariant.all.map(\.id) == Guarantee.allCases)
        for invariant in Invariant.all {
            #expect(!invariant.statement.isEmpty)
            #expect(Invariant.named(invariant.id).name == invariant.name)
        }
    }
}
