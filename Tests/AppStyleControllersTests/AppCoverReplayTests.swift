import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// POLICIES.md item 9, replayed: ComposerConstraintViewController runs its table full height under an
/// opaque 56 pt composer and insets it by what the composer covers. The checker used to end the visible
/// region at the safe area (818), so after the user's drag left the last message under the composer it
/// called the list "at the bottom" and charged the app for not pinning it when the keyboard came. The
/// visible region now ends at the top of the app's own opaque views over the table's bottom, read from
/// the live view hierarchy, and the promise is kept.
@Suite("App-style controllers: the app's own opaque views hide rows")
struct AppCoverReplayTests {
    static let token = "kf1:FwAAAAAAAAAAAAEGAAABAQC1BwEAAAAAADL20JQ"

    /// `strategy` with every callback's reading of the app's views erased: the checker as it was before
    /// covers were read (the visible region ended at the safe area or the keyboard).
    struct CoverBlind: KeyboardStrategy {
        var base: any KeyboardStrategy

        private mutating func blind<T>(_ scene: inout Scene, _ body: (inout any KeyboardStrategy, inout Scene) throws -> T) rethrows -> T {
            defer { scene.appCoversInWindow = [] }
            return try body(&base, &scene)
        }

        mutating func viewDidAppear(in scene: inout Scene) throws { try blind(&scene) { try $0.viewDidAppear(in: &$1) } }
        mutating func viewWillDisappear(in scene: inout Scene) throws { try blind(&scene) { try $0.viewWillDisappear(in: &$1) } }
        mutating func viewWillAppear(in scene: inout Scene) throws { try blind(&scene) { try $0.viewWillAppear(in: &$1) } }
        mutating func viewDidDisappear(in scene: inout Scene) throws { try blind(&scene) { try $0.viewDidDisappear(in: &$1) } }
        mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool {
            try blind(&scene) { try $0.shouldBeginEditing(row: row, in: &$1) }
        }
        mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
            try blind(&scene) { try $0.keyboard(notification, in: &$1) }
        }
        mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws { try blind(&scene) { try $0.becameFirstResponder(row: row, in: &$1) } }
        mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws { try blind(&scene) { try $0.didBeginEditing(row: row, in: &$1) } }
        mutating func didEndEditing(in scene: inout Scene) throws { try blind(&scene) { try $0.didEndEditing(in: &$1) } }
        mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws { try blind(&scene) { try $0.perform(update, in: &$1) } }
        mutating func didRotate(in scene: inout Scene) throws { try blind(&scene) { try $0.didRotate(in: &$1) } }
        mutating func userDidScroll(in scene: inout Scene) throws { try blind(&scene) { try $0.userDidScroll(in: &$1) } }
        mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws { try blind(&scene) { try $0.userDrag(phase, in: &$1) } }
        mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws { try blind(&scene) { try $0.mainRunLoop(reached: time, in: &$1) } }
        func estimatedHeight(forRow row: RowID) -> Double? { base.estimatedHeight(forRow: row) }
        mutating func willDisplay(row: RowID, in scene: inout Scene) throws { try blind(&scene) { try $0.willDisplay(row: row, in: &$1) } }
        mutating func dataArrives(door: Int, in scene: inout Scene) throws { try blind(&scene) { try $0.dataArrives(door: door, in: &$1) } }
        mutating func returnKey(in scene: inout Scene) throws { try blind(&scene) { try $0.returnKey(in: &$1) } }
        mutating func typeLines(_ lines: Int, in scene: inout Scene) throws { try blind(&scene) { try $0.typeLines(lines, in: &$1) } }
        mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws { try blind(&scene) { try $0.tapOutsideControl(index, in: &$1) } }

        /// `descriptor` with its strategies made cover-blind.
        static func descriptor(_ descriptor: StrategyDescriptor) -> StrategyDescriptor {
            let make = descriptor.make
            var blind = StrategyDescriptor(id: descriptor.id, summary: descriptor.summary, source: descriptor.source,
                                           promises: descriptor.promises, listKinds: descriptor.listKinds,
                                           controller: descriptor.controller, tableOnly: descriptor.tableOnly,
                                           promiseScopes: descriptor.promiseScopes, focusMargin: descriptor.focusMargin,
                                           needsNavigationBar: descriptor.needsNavigationBar,
                                           make: { CoverBlind(base: make($0)) })
            blind.readsScreen = descriptor.readsScreen
            blind.acceptsContentChanges = descriptor.acceptsContentChanges
            blind.doors = descriptor.doors
            return blind
        }
    }

    @Test func aListWhoseLastMessageIsUnderTheComposerIsNotAtTheBottom() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("composerConstraintConstant", Self.token)
        #expect(descriptor.promises.contains(.bottomPinning))
        #expect(scenario.start.readFromController)

        // Before: blind to the composer, the checker charges bottom pinning.
        let blind = try ScenarioRunner.run(scenario, strategy: CoverBlind.descriptor(descriptor), keepTrace: true)
        let charged = blind.violations.filter { $0.promised && $0.invariant == .bottomPinning }
        #expect(!charged.isEmpty, "the cover-blind checker no longer charges this scenario: \(blind.violations)")

        // After: the composer ends the visible region, and every promise is kept.
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations)")

        // The settled state before the charged step: the list rests short of the app's bottom, its last
        // message ending under the composer (762–818), which the visible region now stops above.
        let step = try #require(charged.first?.step)
        let before = try #require(outcome.trace?.last { $0.step < step && $0.judged }?.scene)
        let blindBefore = try #require(blind.trace?.last { $0.step < step && $0.judged }?.scene)
        let last = try #require(before.tableView.lastIndexPath)
        let end = before.convert(before.tableView.rectForRow(at: last), from: .scrollView, to: .window).maxY
        #expect(abs(end - 817.95) < 0.01, "the last message ends at \(end)")
        #expect(before.appCoverTopInWindow == 762)
        #expect(before.coveringAppViews.map(\.frameInWindow) == [Rect(x: 0, y: 762, width: 393, height: 56)])
        #expect(before.visibleRegionInWindow.maxY == 762, "the region ends at the composer's top")
        #expect(blindBefore.visibleRegionInWindow.maxY == 818, "blind: at the safe area, so the last message counted as seen")
    }

    /// Found at case 2,189 of 5,000 once the composer counted (kf1:FQAEAAAAAAAAAAEABQABAgKABQEAAADeeFFd, an
    /// iPad): the controller moved its composer to mid-screen for another app's keyboard, which covers
    /// nothing of this window (`keyboardIsLocalUserInfoKey` false); the reader scrolled so the last message
    /// ended at the screen's visible bottom, below the composer, and when that keyboard went the composer
    /// dropped back over it ("bottom pinning broken at step 9 … 56.32 pt below the visible bottom"). The
    /// cover-blind checker could not see the composer and passed it. The controller's fix: only this app's
    /// keyboard moves the composer.
    @Test func anotherAppsKeyboardLeavesTheComposerWhereItIs() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("composerConstraintConstant", "kf1:FQAEAAAAAAAAAAEABQABAgKABQEAAADeeFFd")
        #expect(scenario.actions.contains { if case let .keyboard(note) = $0 { !note.isLocal } else { false } })
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations)")
        let trace = try #require(outcome.trace)
        let bottom = try #require(trace.first?.scene.appCoverTopInWindow)
        for step in trace where step.judged {
            #expect(step.scene.appCoverTopInWindow == bottom, "step \(step.step): the composer moved to \(String(describing: step.scene.appCoverTopInWindow))")
        }
    }

    /// Found at case 12,595 of 20,000 with the promise back (kf1:HQAEAAIADwDWAwEBAAAAAQAAAAABBQAHAAIAAQEAAPnawqQ,
    /// an iPad form sheet in a window resized with the keyboard up and no notification, as iPadOS may do),
    /// charged by the cover-blind checker as well, so not the covers' doing: the controller left its
    /// composer where the old overlap put it, 42 pt above the bottom with the last message showing below
    /// it ("bottom pinning broken at step 6 … 30 pt below the visible bottom"). The controller's fix: a
    /// window resized on the same screen moves the composer to the keyboard's new overlap (none here), so
    /// the composer sits on the bottom and the message behind it is not "at the bottom".
    @Test func aResizedWindowMovesTheComposerToTheNewOverlap() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("composerConstraintConstant", "kf1:HQAEAAIADwDWAwEBAAAAAQAAAAABBQAHAAIAAQEAAPnawqQ")
        #expect(scenario.actions.contains { if case .resizeWindow = $0 { true } else { false } })
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations)")
        let resized = try #require(outcome.trace?.first { if case .resizeWindow = $0.action { true } else { false } }?.scene)
        let composer = try #require(resized.coveringAppViews.first?.frameInWindow)
        #expect(abs(composer.maxY - resized.tableFrameInWindow.maxY) < 0.01, "the composer on the bottom: \(composer), table \(resized.tableFrameInWindow)")
    }

    /// Found at case 15,888 of 20,000 after that fix (kf1:FgAAAAACOQAAAAAAAAEKAAEDAAEDAACDT3gn, a popover
    /// rotated twice with the keyboard up; an iPhone's page sheet since POLICIES 27), charged by the cover-blind checker as well: back in portrait,
    /// before the keyboard's notifications, the composer stood where the landscape overlap put it, mid-way
    /// up the popover, with the last message showing below it; the next keyboard left that message
    /// 162 pt under the composer. The controller's fix: on a rotation the composer moves to where the
    /// keyboard, the same height above the new screen's bottom, leaves it.
    @Test func aRotationMovesTheComposerWithTheKeyboardItShows() throws {
        let (descriptor, scenario) = try ShrunkFocusVisibilityTests.replay("composerConstraintConstant", "kf1:FgAAAAACOQAAAAAAAAEKAAEDAAEDAACDT3gn")
        #expect(scenario.actions.filter { $0 == .rotate }.count == 2)
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.violations.filter(\.promised).isEmpty, "\(outcome.violations)")
        let rotated = try #require(outcome.trace?.last { $0.action == .rotate }?.scene)
        let composer = try #require(rotated.coveringAppViews.first?.frameInWindow)
        // On the keyboard's top where the keyboard covers the list's bottom, else on the list's bottom. (The
        // finding's popover is a page sheet since POLICIES 27: on an iPhone in portrait the keyboard
        // reaches the sheet, where it stopped short of the drawn popover.)
        let keyboardTop = rotated.obscuringKeyboardFrameInWindow?.minY ?? .infinity
        let expected = Swift.min(rotated.tableFrameInWindow.maxY, keyboardTop)
        #expect(abs(composer.maxY - expected) < 0.01, "the composer at \(composer), table \(rotated.tableFrameInWindow), keyboard top \(keyboardTop)")
    }
}
