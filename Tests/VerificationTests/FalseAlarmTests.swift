import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// The false-alarm classes of the "Sound verdicts" issue, each on its minimal scenario: the old false
/// alarm is gone, and a deliberately broken variant of the same scenario is still caught.
@Suite("False alarms that are gone, and the real bugs next to them")
struct FalseAlarmTests {
    let plain = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 0))

    /// iOS's show group for a text field: the focus callback, willChangeFrame + willShow in one turn,
    /// then didChangeFrame + didShow when the animation has run.
    func showGroup(_ layout: ScreenLayout, focusing row: Int?) throws -> [Action] {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let focus: [Action] = row.map { [.beginEditing(IndexPath(row: $0))] } ?? []
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return focus + (try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end)) })
    }

    /// Apple's "Managing the Keyboard" sample: on willShow only, bottom inset = the keyboard's overlap
    /// with the table, then scroll the focused field into view. `broken` forgets the scroll.
    static func willShowOnly(broken: Bool) -> StrategyDescriptor {
        descriptor(broken ? "willShow only, no scroll" : "willShow only") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                let table = scene.tableFrameInWindow
                var inset = scene.tableView.contentInset
                inset.bottom = Swift.max(0, table.maxY - keyboard.minY) - scene.tableView.scrollView.safeAreaInsets.bottom
                try scene.tableView.setContentInset(inset)
                if !broken, let control = scene.focusedControlFrame { try scene.tableView.scrollRectToVisible(control) }
            })
        }
    }

    // Class 1: judged between callbacks iOS delivers together.
    @Test func codeThatHandlesOnlyWillShowIsNotFlaggedAtWillChangeFrame() throws {
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: try showGroup(plain, focusing: 14))
        let correct = try ScenarioRunner.run(scenario, strategy: Self.willShowOnly(broken: false))
        #expect(correct.violations.filter { $0.invariant == .focusVisibility || $0.invariant == .reachability }.isEmpty)
        let broken = try violations(scenario, Self.willShowOnly(broken: true), .focusVisibility)
        #expect(broken.count == 1)
        // Judged once, where the screen settles: after didShow (step 5), never at willChangeFrame.
        #expect(broken.first?.step == 5)
    }

    // Class 1: a mid-animation state is not a finding; the end of the animation is.
    @Test func aStrategyThatActsAtDidShowIsJudgedAtTheEndOfTheAnimation() throws {
        let atDidShow = descriptor("scrolls at didShow") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .didShow else { return }
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                try scene.tableView.setContentInset(EdgeInsets(bottom: scene.tableFrameInWindow.maxY - keyboard.minY - 34))
                if let control = scene.focusedControlFrame { try scene.tableView.scrollRectToVisible(control) }
            })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: try showGroup(plain, focusing: 14))
        #expect(try violations(scenario, atDidShow, .focusVisibility).isEmpty)
        // Without the didShow (the animation cut short by the end of the scenario) the field stays
        // covered at the settled end: still caught.
        let cut = Scenario(start: scenario.start, actions: Array(scenario.actions.dropLast()))
        #expect(try violations(cut, atDidShow, .focusVisibility).count == 1)
    }

    // Class 4: a will-hide whose end frame keeps an accessory's height means the keyboard is gone.
    @Test func aHideThatKeepsAnAccessoryHeightIsAHide() throws {
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: plain.device, plain.orientation)
        let accessory = Rect(x: 0, y: 852 - 44, width: 393, height: 44)
        let hideEvents: [KeyboardEvent] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        let hide = try hideEvents.map { Action.keyboard(try KeyboardNotification($0, begin: docked, end: accessory)) }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)),
                                actions: (try showGroup(plain, focusing: 3)) + [.endEditing] + hide)
        // An inset that comes off on willHide is what a correct app does: nothing is left owed.
        let restoring = descriptor("inset on and off") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentInset(EdgeInsets(bottom: 302)) }
                if note.event == .willHide { try scene.tableView.setContentInset(.zero) }
            })
        }
        let outcome = try ScenarioRunner.run(scenario, strategy: restoring)
        #expect(outcome.violations.filter { $0.step > 5 }.isEmpty, "\(outcome.violations)")
        // Keeping the inset after the hide is still a broken round trip.
        let sticky = descriptor("inset stays") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentInset(EdgeInsets(bottom: 302)) }
            })
        }
        #expect(try violations(scenario, sticky, .roundTrip).count == 1)
    }

    // Class 5: a docked keyboard that does not overlap the list creates no obligation.
    @Test func aKeyboardThatDoesNotOverlapTheTableOwesNothing() throws {
        // The table ends at 452, above the keyboard's top at 516.
        let short = ScreenLayout(device: .iPhone15, controller: .plainViewController(bottomAccessoryHeight: 400))
        let scenario = Scenario(start: StartScreen(layout: short, sections: fieldRows(40)),
                                actions: try showGroup(short, focusing: 8))
        #expect(try ScenarioRunner.run(scenario, strategy: doNothing).violations.isEmpty)
        // Full height, the same do-nothing code leaves row 14's field under the keyboard.
        let full = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try showGroup(plain, focusing: 14))
        #expect(try violations(full, doNothing, .focusVisibility).count == 1)
    }

    // Class 6: a declared margin, and showing the whole cell, are not anchor violations.
    @Test func aFocusMarginIsNotAnAnchorViolation() throws {
        func margin(_ points: Double, declared: Double) -> StrategyDescriptor {
            StrategyDescriptor(id: "margin \(points)", summary: "", source: "test", promises: [.anchorStability],
                               focusMargin: declared, make: { _ in
                ClosureStrategy(onKeyboard: { note, scene in
                    guard note.event == .willShow, let control = scene.focusedControlFrame else { return }
                    try scene.tableView.setContentInset(EdgeInsets(bottom: 302))
                    // The field's bottom `points` above the keyboard's top (window 516).
                    let y = control.maxY + points - 516
                    try scene.tableView.setContentOffset(Point(x: 0, y: y))
                })
            })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try showGroup(plain, focusing: 14))
        // A keyboard step with no focus change in it: focus first, in a turn of its own.
        let later = Scenario(start: scenario.start, actions: [scenario.actions[0], .userScroll(.top)] + Array(scenario.actions.dropFirst()))
        #expect(try violations(later, margin(10, declared: 10), .anchorStability).isEmpty)
        // Undeclared, the same ten points are a jump; thirty points past a declared ten are too.
        #expect(try violations(later, margin(10, declared: 0), .anchorStability).count == 1)
        #expect(try violations(later, margin(40, declared: 10), .anchorStability).count == 1)
    }

    // Class 7: a repeated notification is compared with the offset as it was, not clamped.
    @Test func aRepeatedNotificationComparesTheRawOffset() throws {
        let once = descriptor("out of range once") {
            ClosureStrategy(onKeyboard: { note, scene in
                // Past the end of a 3-row list, once: offset bounds' to report, not the round trip's.
                guard note.event == .willShow, scene.tableView.contentOffset.y < 500 else { return }
                try scene.tableView.setContentOffset(Point(x: 0, y: 500))
            })
        }
        let shown = try showGroup(plain, focusing: nil)
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(3)), actions: shown + shown.suffix(4))
        #expect(try violations(scenario, once, .roundTrip).isEmpty)
        let creeping = descriptor("creeps on every willShow") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 4))
            })
        }
        #expect(try violations(scenario, creeping, .roundTrip).count == 1)
    }

    // Class 7: the step where the strategy threw is judged by "no UIKit exception" alone.
    @Test func aCrashStepIsJudgedByTheExceptionAlone() throws {
        let wild = descriptor("scrolls wild, then crashes") {
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                try scene.tableView.setContentOffset(Point(x: 0, y: 9999))
                try scene.tableView.scrollToRow(at: IndexPath(row: 999), at: .top)
            })
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: fieldRows(40)), actions: try showGroup(plain, focusing: 14))
        let outcome = try ScenarioRunner.run(scenario, strategy: wild)
        #expect(outcome.violations.map(\.invariant) == [.noUIKitException])
    }

    // Class 6: a text view taller than the visible region is edited at its caret, not at its top.
    @Test func aTallTextViewShowingSomeOfItselfIsInView() throws {
        // Row 2 is a 900 pt text view row (the control 888 pt): taller than the 457 pt left above the
        // keyboard (516 − 59).
        let rows = [RowSpec(height: 44, control: Control(.textField)), RowSpec(height: 44, control: Control(.textField)),
                    RowSpec(height: 900, control: Control(.textView))] + Array(repeating: RowSpec(height: 44), count: 10)
        func scrolling(to position: @escaping @Sendable (Rect) -> Double) -> StrategyDescriptor {
            descriptor("scrolls the text view") {
                ClosureStrategy(onKeyboard: { note, scene in
                    guard note.event == .willShow, let field = scene.focusedControlFrame else { return }
                    try scene.tableView.setContentInset(EdgeInsets(bottom: 302))
                    try scene.tableView.setContentOffset(Point(x: 0, y: position(field)))
                })
            }
        }
        let scenario = Scenario(start: StartScreen(layout: plain, sections: [rows]), actions: try showGroup(plain, focusing: 2))
        // The caret at the end of the text: the text view's last 100 pt shown above the keyboard (516).
        #expect(try violations(scenario, scrolling { $0.maxY - 416 }, .focusVisibility).isEmpty)
        // Its top shown, as before: still fine.
        #expect(try violations(scenario, scrolling { $0.minY - 59 }, .focusVisibility).isEmpty)
        // Scrolled past it altogether: the text view is out of view, a failure.
        #expect(try violations(scenario, scrolling { $0.maxY + 10 - 59 }, .focusVisibility).count == 1)
    }

    // Class 6: a control taller than the region it was shown in keeps the by-its-top standard while the
    // keyboard only moves away (the region growing past its height does not raise the bar).
    @Test func aTallFieldShownByItsTopStaysShownAsTheKeyboardMovesDown() throws {
        // Row 0's text field is 189 pt tall (window 65…254 at rest); the keyboard's top at 209 leaves a
        // 150 pt region, then moves down to 250 (a 191 pt region) with the user's finger.
        let rows = [[RowSpec(height: 201, control: Control(.textField))] + Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 20)]
        let begin = Rect(x: 0, y: 852, width: 393, height: 643)
        let high = Rect(x: 0, y: 209, width: 393, height: 643), low = Rect(x: 0, y: 250, width: 393, height: 602)
        let showEvents: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        let show = try showEvents.map { Action.keyboard(try KeyboardNotification($0, begin: begin, end: high)) }
        let drag = Action.keyboard(try KeyboardNotification(.willChangeFrame, begin: high, end: low, duration: 0))
        let scenario = Scenario(start: StartScreen(layout: plain, sections: rows), actions: [.beginEditing(IndexPath(row: 0))] + show + [drag])
        #expect(try violations(scenario, doNothing, .focusVisibility).isEmpty)
        // Scrolling the field out of view as the keyboard moves is still caught.
        let away = descriptor("scrolls away") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.endFrame == low { try scene.tableView.setContentOffset(Point(x: 0, y: 400)) }
            })
        }
        #expect(try violations(scenario, away, .focusVisibility).count == 1)
    }

    // Class 2: the system's acts charged to the strategy. A rotation while another screen covers this
    // one, with rows re-measured from their estimates under the "no clamp" option, leaves the offset
    // past the end; the app's viewWillAppear/viewDidAppear touched nothing, so nothing is charged.
    @Test func anOffsetUIKitLeftOutOfRangeIsNotChargedToAnAppThatDidNotTouchIt() throws {
        let layout = ScreenLayout(orientation: .landscape, controller: .tableViewController)
        var start = StartScreen(layout: layout, listKind: .chat, sections: fieldRows(20), estimatedRowHeight: 53,
                                behavior: UndocumentedBehavior(clampsOffsetAfterUpdates: false), initialScroll: .bottom)
        start.behavior.tableControllerKeyboard = .adjustedInset
        let scenario = Scenario(start: start, actions: [.viewWillDisappear, .rotate, .viewDidAppear])
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing, keepTrace: true)
        // The premise: the offset really is past the end when the view comes back.
        let last = try #require(outcome.trace?.last)
        #expect(!last.scene.tableView.scrollView.isOffsetValid(tolerance: Invariant.tolerance))
        #expect(outcome.violations.filter { $0.invariant == .offsetBounds }.isEmpty)
        // An app that itself scrolls past the end when the view appears is still caught.
        let pastEnd = descriptor("scrolls past the end on appear") {
            ClosureStrategy(onAppear: { scene in
                let max = scene.tableView.validOffsetRange.upperBound
                try scene.tableView.setContentOffset(Point(x: 0, y: max + 30))
            })
        }
        #expect(try violations(scenario, pastEnd, .offsetBounds).count >= 1)
    }

    // Class 2: a row showing by less than the tolerance is not the reader's anchor, and a table header
    // showing at the visible top may be kept still instead of the first row (scroll anchoring keeps the
    // first visible box). Rows inserted under the header appear in view; nothing a reader held moves.
    @Test func rowsInsertedUnderAVisibleHeaderMayAppearInView() throws {
        let layout = ScreenLayout(orientation: .landscape, controller: .tableViewController)
        var start = StartScreen(layout: layout, sections: fieldRows(20), tableHeaderHeight: 307,
                                contentInsetAdjustmentBehavior: .never,
                                behavior: UndocumentedBehavior(tableControllerKeyboard: .shrinkFrame,
                                                               tableControllerScrollsToFirstResponder: false),
                                initialScroll: .fraction(0.151))
        start.appInsetsFollowSafeArea = true
        let insert = Action.update(.insert(at: [IndexPath(row: 0)], rows: [RowSpec(height: 44, control: Control(.textField))]))
        let scenario = Scenario(start: start, actions: [insert])
        #expect(try violations(scenario, doNothing, .anchorStability).isEmpty)
        #expect(try violations(scenario, TableControllerAnchoringStrategy.descriptor, .anchorStability).isEmpty)
        // A jump of 100 pt on the same insertion keeps neither the header nor a row: still caught.
        let jumps = descriptor("jumps on insert") {
            ClosureStrategy(onUpdate: { update, scene in
                try scene.tableView.apply(update)
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 100))
            })
        }
        #expect(try violations(scenario, jumps, .anchorStability).count == 1)
        // With no header, the same insertion above the first visible row must keep that row: a strategy
        // that leaves the offset alone is caught.
        var bare = start
        bare.tableHeaderHeight = 0
        #expect(try violations(Scenario(start: bare, actions: [insert]), doNothing, .anchorStability).count == 1)
    }

    // The anchor is a row a person can see: more than the tolerance of it shows.
    @Test func aSliverThinnerThanTheToleranceIsNotAnAnchor() throws {
        let layout = ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0))
        // Rows start below a header that fills all but 0.2 pt of the visible region.
        var scene = try StartScreen(layout: layout, sections: fieldRows(20), tableHeaderHeight: 0).makeScene()
        let area = VisibleArea(scene)
        let header = area.bottom - 0.2
        scene = try StartScreen(layout: layout, sections: fieldRows(20), tableHeaderHeight: header).makeScene()
        #expect(AnchorRecord.pick(in: scene, kind: .readingList, tolerance: Invariant.tolerance) == nil)
        let wider = try StartScreen(layout: layout, sections: fieldRows(20), tableHeaderHeight: header - 2).makeScene()
        #expect(AnchorRecord.pick(in: wider, kind: .readingList, tolerance: Invariant.tolerance) != nil)
    }

    // A row 0.3 pt of which shows at the visible top is too thin to be the anchor, but an app that counts
    // it (it is in indexPathsForVisibleRows) and keeps it still while a row is inserted below it is not a
    // jump a person sees; moving neither is still caught.
    @Test func keepingASliverAtTheTopStillIsAcceptedInsteadOfTheAnchor() throws {
        let layout = ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0))
        // Row 5 (220…264) shows 0.3 pt under the visible top at 264 − 0.3.
        let top = try StartScreen(layout: layout, sections: fieldRows(40)).makeScene()
        let offset = 264 - 0.3 - VisibleArea(top).topFromFrame
        var start = StartScreen(layout: layout, sections: fieldRows(40))
        start.initialScroll = .fraction((offset - top.tableView.validOffsetRange.lowerBound)
                                        / (top.tableView.validOffsetRange.upperBound - top.tableView.validOffsetRange.lowerBound))
        let record = try #require(AnchorRecord.pick(in: try start.makeScene(), kind: .readingList, tolerance: Invariant.tolerance))
        #expect(record.sliver != nil)
        let insert = Action.update(.insert(at: [IndexPath(row: 6)], rows: [RowSpec(height: 44, control: Control(.textField))]))
        let scenario = Scenario(start: start, actions: [insert])
        // Keeping row 5 still means leaving the offset alone: the inserted row pushes the anchor (row 6) down.
        #expect(try violations(scenario, doNothing, .anchorStability).isEmpty)
        let jumps = descriptor("jumps on insert") {
            ClosureStrategy(onUpdate: { update, scene in
                try scene.tableView.apply(update)
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 20))
            })
        }
        #expect(try violations(scenario, jumps, .anchorStability).count == 1)
    }

    // A show that comes in steps (a first frame of this app's keyboard short of the screen's bottom, then
    // the docked frame) starts from a keyboard-free screen: the round trip back to it is owed and accepted.
    @Test func aSteppedShowStillOwesAndAllowsTheRoundTrip() throws {
        let layout = ScreenLayout(device: .iPad10, controller: .tableViewController)
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let short = Rect(x: docked.minX, y: docked.minY - 20, width: docked.width, height: docked.height - 20)
        let first = try [KeyboardEvent.willChangeFrame, .didChangeFrame].map { Action.keyboard(try KeyboardNotification($0, begin: hidden, end: short)) }
        let second = try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
            Action.keyboard(try KeyboardNotification($0, begin: $0 == .willShow || $0 == .didShow ? hidden : short, end: docked))
        }
        let away = try [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].map { Action.keyboard(try KeyboardNotification($0, begin: docked, end: hidden)) }
        // 20 rows repeating five of 44 pt and one of 201 pt: row 11 (201 pt, at 617…818) is scrolled
        // into view by the controller when the keyboard docks.
        let rows = [(0..<20).map { RowSpec(height: $0 % 6 == 5 ? 201 : 44, control: Control(.textField)) }]
        let scenario = Scenario(start: StartScreen(layout: layout, sections: rows),
                                actions: [.beginEditing(IndexPath(row: 11))] + first + second + [.endEditing] + away)
        // The reference puts the list back where it was before the keyboard: not an anchor violation.
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
        #expect(try violations(scenario, reference, .roundTrip).isEmpty)
    }

    // Class 2: deleting the row a reader held. UITableView's deleteRows with the offset left alone closes
    // the gap from below (the next row takes the deleted row's place); keeping the next row where it was
    // closes it from above. Both show a row leaving; a jump is something else.
    @Test func deletingTheAnchorRowMayCloseTheGapFromEitherSide() throws {
        let start = StartScreen(layout: plain, sections: fieldRows(40), initialScroll: .fraction(0.3))
        let scene = try start.makeScene()
        let anchor = try #require(AnchorRecord.pick(in: scene, kind: .readingList, tolerance: Invariant.tolerance))
        guard case let .row(id) = anchor.candidates[0].target else { Issue.record("no row anchor"); return }
        let path = try #require(scene.tableView.indexPath(of: id))
        let scenario = Scenario(start: start, actions: [.update(.delete([path]))])
        // The offset left alone: the next row takes the deleted row's place.
        #expect(try violations(scenario, doNothing, .anchorStability).isEmpty)
        // The next row kept where it was: the rows above move down by the deleted height.
        let keepsNext = descriptor("keeps the next row") {
            ClosureStrategy(onUpdate: { update, scene in
                try scene.tableView.apply(update)
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y - 44))
            })
        }
        #expect(try violations(scenario, keepsNext, .anchorStability).isEmpty)
        // Half way between, or a jump, keeps neither: caught.
        for shift in [-22.0, 60] {
            let jumps = descriptor("moves \(shift)") {
                ClosureStrategy(onUpdate: { update, scene in
                    try scene.tableView.apply(update)
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + shift))
                })
            }
            #expect(try violations(scenario, jumps, .anchorStability).count == 1)
        }
    }

    // Class 2: the round trip's baseline. A show that starts while another app's keyboard is on screen
    // (it covers nothing of this app) has no keyboard-free screen before it: an app that answered the
    // other keyboard with an inset and takes it off at the end is not held to that inset.
    @Test func aShowOverAnotherAppsKeyboardOwesNoRestoreToThatKeyboardsInset() throws {
        let pad = ScreenLayout(device: .iPad10, controller: .plainViewController(bottomAccessoryHeight: 0))
        let other = try keyboardPair(pad, from: .hidden(predictive: true), to: .docked(predictive: true), isLocal: false)
        let own = try keyboardPair(pad, from: .docked(predictive: true), to: .docked(predictive: false))
        let away = try hide(pad, .docked(predictive: false))
        // Inset = the keyboard's overlap, for any keyboard; off on willHide.
        let naive = descriptor("inset for any keyboard") {
            ClosureStrategy(onKeyboard: { note, scene in
                switch note.event {
                case .willShow:
                    let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                    try scene.tableView.setContentInset(EdgeInsets(bottom: Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)))
                case .willHide: try scene.tableView.setContentInset(EdgeInsets())
                default: break
                }
            })
        }
        let start = StartScreen(layout: pad, sections: fieldRows(40))
        let overOther = Scenario(start: start, actions: [.beginEditing(IndexPath(row: 2))] + other + own + away)
        #expect(try violations(overOther, naive, .roundTrip).isEmpty)
        // The same app, shown from no keyboard and left with an inset on hide, is still caught.
        let keeps = descriptor("keeps the inset") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow { try scene.tableView.setContentInset(EdgeInsets(bottom: 300)) }
            })
        }
        let plainShow = Scenario(start: start, actions: [.beginEditing(IndexPath(row: 2))] + (try show(pad)) + away)
        #expect(try violations(plainShow, keeps, .roundTrip).count == 1)
    }

    // Class 2: UITableViewController's own scroll to its first responder, on a keyboard change after the
    // reader scrolled the field away, is UIKit's act: an app that leaves the list there is not charged.
    @Test func aTableControllersOwnScrollToTheFieldIsNotChargedToTheApp() throws {
        let layout = ScreenLayout(device: .iPhone15, controller: .tableViewController)
        // The hide iOS 26 posts with the input accessory's height still in the end frame: willChangeFrame
        // (the controller adjusts and scrolls to the field), then willHide in the same turn.
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let bar = Rect(x: 0, y: 852 - 78, width: 393, height: 78)
        let events: [KeyboardEvent] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        let change = try events.map { Action.keyboard(try KeyboardNotification($0, begin: docked, end: bar)) }
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(20)),
                                actions: [.beginEditing(IndexPath(row: 0))] + (try show(layout)) + [.userScroll(.bottom)] + change)
        let outcome = try ScenarioRunner.run(scenario, strategy: doNothing, keepTrace: true)
        // The premise: the controller did scroll back to row 0's field on the change.
        let last = try #require(outcome.trace?.last)
        #expect(last.scene.systemFirstResponderScrolls == 2 || last.scene.systemFirstResponderScrolls == 1)
        #expect(last.scene.tableView.contentOffset.y < 0)
        #expect(outcome.violations.filter { $0.invariant == .anchorStability }.isEmpty)
        // An app that moves the list on top of UIKit's scroll is still judged, and caught.
        let pushes = descriptor("moves the list on a keyboard change") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willHide {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 100))
                }
            })
        }
        #expect(try violations(scenario, pushes, .anchorStability).count == 1)
    }

    // A repeated notification over a table of which nothing can be seen (a Stage Manager window whose
    // navigation bar and the keyboard cover all of it) changes nothing a person sees: not judged. The
    // same strategy on a screen with its table in view is caught.
    @Test func aRepeatOverATableNothingOfWhichShowsIsNotJudged() throws {
        let nudges = descriptor("nudges its inset on every willShow") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willShow {
                    var inset = scene.tableView.contentInset
                    inset.bottom += 1
                    try scene.tableView.setContentInset(inset)
                }
            })
        }
        func scenario(_ layout: ScreenLayout) throws -> Scenario {
            let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
            let show = try keyboardPair(layout, from: .hidden(predictive: true), to: .docked(predictive: true))
            let again = [Action.keyboard(try KeyboardNotification(.willShow, begin: docked, end: docked)),
                         .keyboard(try KeyboardNotification(.didShow, begin: docked, end: docked))]
            return Scenario(start: StartScreen(layout: layout, sections: fieldRows(20)), actions: show + again)
        }
        let window = Rect(x: 0, y: 321, width: 472, height: 328)
        let hiddenTable = ScreenLayout(device: .iPad10, orientation: .landscape, windowFrame: window, navigationBar: .largeTitle,
                                       controller: .plainViewController(bottomAccessoryHeight: 0))
        #expect(try violations(try scenario(hiddenTable), nudges, .roundTrip).isEmpty)
        let inView = ScreenLayout(device: .iPad10, orientation: .landscape, controller: .plainViewController(bottomAccessoryHeight: 0))
        #expect(try violations(try scenario(inView), nudges, .roundTrip).count == 1)
    }

    // The other side of the same baseline: an app that goes back on hide to the offset it had before its
    // own keyboard (another app's keyboard was already up) is not charged for the move, though no round
    // trip was owed.
    @Test func goingBackAfterAShowOverAnotherAppsKeyboardIsAccepted() throws {
        let layout = ScreenLayout(device: .iPad10, controller: .tableViewController)
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        let other = try events.map { Action.keyboard(try KeyboardNotification($0, begin: hidden, end: docked, isLocal: false)) }
        let own = try events.map { Action.keyboard(try KeyboardNotification($0, begin: docked, end: docked)) }
        let away = try [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].map {
            Action.keyboard(try KeyboardNotification($0, begin: docked, end: hidden))
        }
        // Row 4's field (782…826) sits just under the docked keyboard's top: the controller scrolls it up 1 pt.
        let rows = [(0..<20).map { RowSpec(height: $0 % 6 == 0 ? 650 : 44, control: Control(.textField)) }]
        let scenario = Scenario(start: StartScreen(layout: layout, sections: rows),
                                actions: other + [.beginEditing(IndexPath(row: 4))] + own + [.endEditing] + away)
        #expect(try violations(scenario, reference, .anchorStability).isEmpty)
        #expect(try violations(scenario, reference, .roundTrip).isEmpty)
    }

    // A repeated change-frame note after which a UITableViewController scrolls its covered first
    // responder into view on its own: the offset moved by UIKit's act; an app that moves it is caught.
    @Test func aTableControllersOwnScrollOnARepeatIsNotChargedToTheApp() throws {
        let layout = ScreenLayout(device: .iPhone15, controller: .tableViewController)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let lower = Rect(x: 0, y: 560, width: 393, height: 292)
        let change = try [KeyboardEvent.willChangeFrame, .didChangeFrame].map { Action.keyboard(try KeyboardNotification($0, begin: docked, end: lower)) }
        let repeated = try [KeyboardEvent.willChangeFrame, .didChangeFrame].map { Action.keyboard(try KeyboardNotification($0, begin: lower, end: lower)) }
        // Row 11's field is scrolled under the keyboard by the user, then the keyboard changes and repeats.
        let scenario = Scenario(start: StartScreen(layout: layout, sections: fieldRows(20)),
                                actions: [.beginEditing(IndexPath(row: 11))] + (try show(layout)) + [.userScroll(.top)] + change + repeated)
        // The reference keeps its reader's row on the change (undoing the controller's scroll) and leaves
        // the controller's second scroll, on the repeat, alone.
        let outcome = try ScenarioRunner.run(scenario, strategy: reference, keepTrace: true)
        #expect(outcome.trace?.last?.scene.systemFirstResponderScrolls ?? 0 > 1)
        #expect(outcome.violations.filter { $0.invariant == .roundTrip }.isEmpty)
        let nudges = descriptor("nudges on the repeat") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .willChangeFrame, note.beginFrame == note.endFrame {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 30))
                }
            })
        }
        #expect(try violations(scenario, nudges, .roundTrip).count == 1)
    }

    // Anchor stability over a table of which nothing can be seen (a Stage Manager window whose navigation
    // bar and keyboard cover all of it): nothing seen moves, so nothing is judged; the same move on a
    // screen with its table in view is caught.
    @Test func nothingIsJudgedMovedWhereNothingOfTheTableShows() throws {
        let jumps = descriptor("moves the list on every didShow") {
            ClosureStrategy(onKeyboard: { note, scene in
                if note.event == .didShow {
                    try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 30))
                }
            })
        }
        func scenario(_ layout: ScreenLayout) throws -> Scenario {
            Scenario(start: StartScreen(layout: layout, sections: fieldRows(40)),
                     actions: try keyboardPair(layout, from: .hidden(predictive: true), to: .docked(predictive: true)))
        }
        let window = Rect(x: 0, y: 321, width: 472, height: 328)
        let hiddenTable = ScreenLayout(device: .iPad10, orientation: .landscape, windowFrame: window, navigationBar: .largeTitle,
                                       controller: .plainViewController(bottomAccessoryHeight: 0))
        #expect(try violations(try scenario(hiddenTable), jumps, .anchorStability).isEmpty)
        let inView = ScreenLayout(device: .iPad10, orientation: .landscape, controller: .plainViewController(bottomAccessoryHeight: 0))
        #expect(try violations(try scenario(inView), jumps, .anchorStability).count == 1)
    }
}

extension FalseAlarmTests {
    // Class 3: a text view is first responder when the will-notifications its tap posts arrive; only
    // `textViewDidBeginEditing` comes after them. Apple's sample, which scrolls the first responder
    // into view at willShow, found no first responder there before.
    @Test func aTextViewIsFirstResponderWhenItsWillNotificationsArrive() throws {
        let rows = [Array(repeating: RowSpec(height: 44, control: Control(.textView)), count: 40)]
        let notes = try showGroup(plain, focusing: nil)
        // iOS's order for a text view: willChangeFrame, willShow, textViewDidBeginEditing, then the
        // did-notifications.
        let actions = Array(notes[..<2]) + [.beginEditing(IndexPath(row: 14))] + Array(notes[2...])
        let scenario = Scenario(start: StartScreen(layout: plain, sections: rows), actions: actions)
        let correct = try ScenarioRunner.run(scenario, strategy: Self.willShowOnly(broken: false), keepTrace: true)
        #expect(correct.violations.filter { $0.invariant == .focusVisibility }.isEmpty)
        // The text view is first responder from the first will-notification on.
        #expect(correct.trace?.map { $0.scene.focusedRow != nil } == [false, true, true, true, true, true])
        let broken = try violations(scenario, Self.willShowOnly(broken: true), .focusVisibility)
        #expect(broken.count == 1)
        #expect(broken.first?.step == 5)
    }
}
