import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// The lost bugs in forms the generated searches of `RecipeControllerLostBugTests` do not reach or the
/// checker does not flag, on hand-written scenarios over the recipes' own screens (the catalogue's
/// controllers, view-controller mode): each pins the acts (or the observers) that show the bug.
@Suite("Recipes: the lost bugs on hand-written scenarios")
struct RecipeHandBuiltFindingTests {
    /// The world: an iPhone 15 in portrait, no bars.
    static let layout = ScreenLayout(device: .iPhone15, orientation: .portrait)

    /// The screen `descriptor`'s controller builds in the world.
    static func start(_ descriptor: StrategyDescriptor) throws -> StartScreen {
        let start = descriptor.fit(StartScreen(layout: layout, sections: [[]]))
        #expect(start.readFromController, "\(descriptor.id)")
        return start
    }

    /// The will/did notifications of a show (`show` true) or a hide of the docked keyboard.
    static func keyboard(show: Bool, on layout: ScreenLayout) throws -> [Action] {
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        let (begin, end) = show ? (hidden, docked) : (docked, hidden)
        return [.keyboard(try KeyboardNotification(.willChangeFrame, begin: begin, end: end)),
                .keyboard(try KeyboardNotification(show ? .willShow : .willHide, begin: begin, end: end)),
                .keyboard(try KeyboardNotification(.didChangeFrame, begin: begin, end: end)),
                .keyboard(try KeyboardNotification(show ? .didShow : .didHide, begin: begin, end: end))]
    }

    static func pair(_ id: String) throws -> RecipePair {
        try #require(RecipePair.named(id))
    }

    /// Seed 001 in 1 event: a field below the keyboard's top is tapped and the keyboard shows. The view
    /// controller's scroll is delayed 0.5 s from the tap (1.0 s), so it runs at 1.5 s: after did-show
    /// (1.25 s) has resized the view, and before anything else happens. It scrolls the row into the
    /// resized table, as the article intends — the screen judged after did-show is the one after the
    /// delayed scroll, since nothing happens on a device between them.
    ///
    /// This test pinned the opposite while the runner told the main queue the time only at the end of a
    /// turn: `DispatchTime.now()` at the tap read the previous turn's end, the delay ran before the
    /// resize, and the field stayed below the shrunken table — a runner artefact, not the article's bug.
    @Test func delayedScrollRunsAfterTheResizeOnTheMainQueuesClock() throws {
        let pair = try Self.pair("frameResizeDidShowController")
        let start = try Self.start(pair.viewController)
        #expect(start.sections.first?[16].height == 44)
        #expect(start.sections.first?[16].control?.kind == .textField)
        let scenario = Scenario(start: start,
                                actions: [.beginEditing(IndexPath(row: 16))] + (try Self.keyboard(show: true, on: Self.layout)))
        #expect(ScenarioRunner.eventCount(of: scenario) == 1)
        let vc = try #require(try ScenarioRunner.run(scenario, strategy: pair.viewController, keepTrace: true).trace?.last?.scene)
        let hand = try #require(try ScenarioRunner.run(scenario, strategy: pair.hand, keepTrace: true).trace?.last?.scene)
        func shown(_ scene: Scene) throws -> Bool {
            let field = try #require(scene.focusedControlFrame)
            let bounds = scene.tableView.bounds
            return field.minY >= bounds.minY && field.maxY <= bounds.maxY
        }
        #expect(vc.tableView.frame.height == hand.tableView.frame.height, "both resized the view to the keyboard's top")
        #expect(try shown(vc), "the delayed scroll should show the field: \(String(describing: vc.focusedControlFrame)) in \(vc.tableView.bounds)")
        #expect(try shown(hand))
        // Without its delayed scroll the view controller leaves the field below the resized table: the
        // scroll is what shows it.
        #expect(vc.tableView.contentOffset.y > 0)
    }

    /// Seed 001's delayed scroll against the keyboard's cold start: the app's first show comes late after
    /// the tap (here 0.3 s, ``KeyboardNotification/delayAfterFocus``), so the article's 0.5 s block runs
    /// during the show's animation, before did-show has resized the view: it scrolls row 17 into the
    /// full-height table (33 pt, to clear the home indicator), and did-show then shortens the view to the
    /// keyboard's top with the field below it, clipped. The same tap with a loaded keyboard keeps the
    /// promise (``delayedScrollRunsAfterTheResizeOnTheMainQueuesClock()``). The report names the delayed
    /// block, not the observer of the notification whose turn it ran after.
    @Test func delayedScrollBeforeALateDidShowLeavesTheFieldUnderTheKeyboard() throws {
        let pair = try Self.pair("frameResizeDidShowController")
        let start = try Self.start(pair.viewController)
        #expect(start.sections.first?[17].control?.kind == .textField)
        func show(late delay: Double) throws -> [Action] {
            try Self.keyboard(show: true, on: Self.layout).enumerated().map { index, action in
                guard index == 0, case let .keyboard(n) = action else { return action }
                return .keyboard(try KeyboardNotification(n.event, begin: n.beginFrame, end: n.endFrame, delayAfterFocus: delay))
            }
        }
        let cold = Scenario(start: start, actions: [.beginEditing(IndexPath(row: 17))] + (try show(late: 0.3)))
        // The tap is an event of its own (the field focused, no keyboard yet), the show another.
        #expect(ScenarioRunner.eventCount(of: cold) == 2)
        let outcome = try ScenarioRunner.run(cold, strategy: pair.viewController, keepTrace: true)
        let broken = try #require(outcome.violations.first { $0.invariant == .focusVisibility && $0.promised })
        #expect(broken.step == 5, "at did-show: \(broken)")
        #expect(broken.message.contains("> keyboard top"), "\(broken.message)")
        let trace = try #require(outcome.trace)
        #expect(trace.contains { $0.beforeMainQueue != nil }, "the delayed block moved the list after a callback's turn")
        // Who moved the list in the turns before: the block, not a will-show observer the app does not have.
        let moved = try ScenarioRunner.run(cold, strategy: pair.viewController, invariants: [Invariant.named(.anchorStability)], keepTrace: true)
        let jump = try #require(moved.violations.first)
        let mechanism = try #require(BreakMechanism.of(jump, in: moved))
        #expect(mechanism.mover.hasPrefix("the app's work deferred to the main queue"), "\(mechanism)")
        // The hand transcription scrolls at the end of did-show and keeps the promise on the same acts.
        let hand = try ScenarioRunner.run(cold, strategy: pair.hand)
        #expect(!hand.violations.contains { $0.invariant == .focusVisibility && $0.promised }, "\(hand.violations)")
        // A loaded keyboard (no cold start): the block runs after did-show and shows the field.
        let warm = try ScenarioRunner.run(Scenario(start: start, actions: [.beginEditing(IndexPath(row: 17))] + (try show(late: 0))),
                                          strategy: pair.viewController)
        #expect(!warm.violations.contains { $0.invariant == .focusVisibility && $0.promised }, "\(warm.violations)")
    }

    /// The user leaves a chat resting at its bottom, uses the keyboard on the pushed screen and goes back
    /// with it up; it hides as the chat appears (``RunLoopClock``). The acts of seed 000's observer
    /// absent while away, with no keyboard of this screen's own.
    static func backWithPushedScreenKeyboard() throws -> [Action] {
        let hidden = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        func note(_ event: KeyboardEvent, _ begin: Rect, _ end: Rect) throws -> Action {
            .keyboard(try KeyboardNotification(event, begin: begin, end: end, forAnotherScreen: true))
        }
        return [.viewWillDisappear,
                try note(.willChangeFrame, hidden, docked), try note(.willShow, hidden, docked),
                try note(.didChangeFrame, hidden, docked), try note(.didShow, hidden, docked),
                .viewDidAppear,
                try note(.willChangeFrame, docked, hidden), try note(.willHide, docked, hidden),
                try note(.didChangeFrame, docked, hidden), try note(.didHide, docked, hidden)]
    }

    /// Seed 000's observer, added in `viewWillAppear` and removed in `viewDidDisappear`, is absent while
    /// the pushed screen's keyboard comes up; back on screen the recipe hears its hide, a keyboard change
    /// of +336 pt whose show it never heard, and moves the offset 336 pt up from the bottom: the chat the
    /// user left at its bottom comes back with its last 336 pt under the visible bottom. Whether a
    /// `UITableViewController` follows the keyboard while away (an undocumented option) does not matter.
    @Test(arguments: [true, false])
    func observerAbsentWhileAwayMovesTheChatOffItsBottom(controllerFollowsWhileAway: Bool) throws {
        let pair = try Self.pair("bottomPinnedController")
        var world = StartScreen(layout: Self.layout, sections: [[]])
        world.appChoices = [40]
        var start = pair.viewController.fit(world)
        #expect(start.appParameters == ["messages = 40"])
        start.behavior.tableControllerFollowsKeyboardWhileAway = controllerFollowsWhileAway
        let scenario = Scenario(start: start, actions: try Self.backWithPushedScreenKeyboard())
        // The leaving, the pushed screen's show, the return with the hide.
        #expect(ScenarioRunner.eventCount(of: scenario) == 3)
        let outcome = try ScenarioRunner.run(scenario, strategy: pair.viewController)
        let broken = try #require(outcome.violations.first { $0.invariant == .bottomPinning && $0.promised }, "\(outcome.violations)")
        #expect(broken.message.contains("at the bottom when the screen left"), "\(broken.message)")
        #expect(broken.message.contains("336 pt below the visible bottom"), "\(broken.message)")
    }

    /// The correct chats on the same acts: back at the bottom once the pushed screen's keyboard has gone.
    @Test(arguments: ["referenceChatController", "chatPinnedController", "guideComposerChat", "messagesCollectionChat"])
    func correctChatsComeBackAtTheirBottom(id: String) throws {
        let descriptor = try #require(ControllerCatalog.all.first { $0.id == id })
        var world = StartScreen(layout: Self.layout, sections: [[]])
        world.listKind = .chat
        let start = descriptor.fit(world)
        let scrolled = Scenario(start: start, actions: [.userScroll(.bottom)] + (try Self.backWithPushedScreenKeyboard()))
        let outcome = try ScenarioRunner.run(scrolled, strategy: descriptor, invariants: [Invariant.named(.bottomPinning)])
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
    }

    /// Seed 002 in 4 events: the keyboard is up, the view disappears before the keyboard hides (UIKit
    /// does this on a push), and comes back. The view controller's `keyboardWillHide:` returned at its
    /// `!self.view.window` guard, so the keyboard's bottom inset is still on the scroll view with no
    /// keyboard on screen; the hand transcription (no guard) removed it.
    @Test func windowGuardKeepsTheKeyboardInsetAfterAHideWhileAway() throws {
        let pair = try Self.pair("insetAndScrollFocusedController")
        let start = try Self.start(pair.viewController)
        #expect(start.sections.first?[8].control?.kind == .textField)
        let actions: [Action] = [.beginEditing(IndexPath(row: 8))] + (try Self.keyboard(show: true, on: Self.layout))
            + [.viewWillDisappear, .endEditing] + (try Self.keyboard(show: false, on: Self.layout)) + [.viewDidAppear]
        let scenario = Scenario(start: start, actions: actions)
        #expect(ScenarioRunner.eventCount(of: scenario) == 4)
        let vc = try ScenarioRunner.run(scenario, strategy: pair.viewController, keepTrace: true)
        let hand = try ScenarioRunner.run(scenario, strategy: pair.hand, keepTrace: true)
        let vcInset = try #require(vc.trace?.last?.scene.tableView.contentInset)
        let handInset = try #require(hand.trace?.last?.scene.tableView.contentInset)
        #expect(vcInset.bottom > 100, "the keyboard's inset should have stayed: \(vcInset)")
        #expect(handInset.bottom == 0)
        let difference = try #require(try RecipeDifferential.compare(pair, on: scenario))
        #expect(RecipeDivergence.explain(difference, handID: pair.hand.id) == .windowGuard)
        print("insetAndScrollFocusedController, 4 events: \(vc.scenario) — back on screen with contentInset \(vcInset) (hand: \(handInset)); violations: \(vc.violations)")
    }

    /// Seed 000, the other lifetime bug, at the level of the adapter: a disappearance that is cancelled
    /// (an interactive pop the user abandons: `viewWillDisappear`, then `viewWillAppear` again, no
    /// `viewDidDisappear`) leaves two observers registered, and one keyboard change moves the offset twice
    /// — where the hand transcription moves it once. (`RecipeControllerLostBugTests` finds the same
    /// through the runner's `.interactivePopCancelled`.)
    @Test func observerRegisteredTwiceMovesTheOffsetTwice() throws {
        let layout = Self.layout
        let start = try Self.start(BottomPinnedChatViewController.check)
        #expect(start.listKind == .chat && start.initialScroll == .bottom && start.layout.controller == .tableViewController)
        var vcScene = try start.makeScene()
        var handScene = vcScene
        var vc = ViewControllerStrategy(make: { BottomPinnedChatViewController() })
        var hand = BottomPinned()
        try vc.viewWillAppear(in: &vcScene)
        try vc.viewDidAppear(in: &vcScene)
        try vc.viewWillDisappear(in: &vcScene)   // the pop begins …
        try vc.viewWillAppear(in: &vcScene)      // … and is cancelled
        try vc.viewDidAppear(in: &vcScene)
        #expect(vc.host?.observerCount == 2)

        let show = try #require(try Self.keyboard(show: true, on: layout).first)
        guard case let .keyboard(note) = show else { Issue.record("not a keyboard action"); return }
        let before = vcScene.tableView.contentOffset.y
        try vcScene.receiveKeyboard(note)
        try vc.keyboard(note, in: &vcScene)
        try handScene.receiveKeyboard(note)
        try hand.keyboard(note, in: &handScene)
        let delta = note.endFrame.minY - note.beginFrame.minY
        #expect(handScene.tableView.contentOffset.y == before - delta)
        #expect(vcScene.tableView.contentOffset.y == before - 2 * delta,
                "offset \(vcScene.tableView.contentOffset.y), expected \(before - 2 * delta) (moved twice)")
        print("bottomPinnedController, cancelled disappearance: 2 observers; one will-change-frame (Δy \(delta)) moved the offset from \(before) to \(vcScene.tableView.contentOffset.y) (hand transcription: \(handScene.tableView.contentOffset.y))")
    }
}
