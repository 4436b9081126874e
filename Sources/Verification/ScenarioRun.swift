import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// One run of a scenario against a strategy: the screen, the app's code, and what the runner keeps
/// between settled states. ``ScenarioRunner/run(_:strategy:invariants:keepTrace:stopAtFirstBrokenPromise:)``
/// takes it through the actions one at a time (``step(_:stopAtFirstBrokenPromise:)``), each in the phases iOS
/// goes through: the turn's start (the app's animated scroll, the main queue), what the system does
/// before the app hears of the act (a text view's early focus, the keyboard's gate, UIKit's own part),
/// the app's callbacks and the table's layout, the turn's end, and the judgement of a settled state.
struct ScenarioRun {
    /// One action as it goes through the phases.
    struct Step {
        let index: Int
        /// The action; the keyboard gate may rewrite a notification's frames (its accessory).
        var action: Action
        /// The app's error, when its code threw (the app crashed): the step is judged by "no UIKit
        /// exception" and the run ends.
        var thrown: String?
        /// The keyboard gate held the notification back (no responder of the app takes the keyboard).
        var heldBack = false
        /// The action took effect (a tap on a control with no cell does not).
        var happens = false
        /// The screen before the main queue ran at the end of this step's turn, when a trace is kept and
        /// the app's deferred work changed the geometry (``ScenarioRunner/TraceStep/beforeMainQueue``).
        var beforeMainQueue: Scene?
    }

    /// What the app's code and UIKit's moves did since the last settled state, for the invariants that
    /// ask who moved the offset (``StepContext``).
    struct MovesSinceSettled {
        /// Whether the app's code set the offset or the insets.
        var appMovedOffsetOrInsets = false
        /// Whether the app's code set the offset itself.
        var appMovedOffset = false
        /// How far the user's finger moved the content.
        var fingerTranslation = 0.0
        /// Where the app's animated scroll came to rest (UIKit's move).
        var scrollRestedAt: Double?
    }

    let strategy: StrategyDescriptor
    let invariants: [Invariant]
    let kind: ListKind
    let tolerance = Invariant.tolerance
    /// The scenario as run: its start fitted to the strategy.
    let scenario: Scenario
    var scene: Scene
    var app: any KeyboardStrategy
    var tracker = InvariantTracker()
    var clock = RunLoopClock()
    /// The actions as run: the screen appearing, then the scenario's, with the keyboard's notifications
    /// the system posts in answer to what the app did with an act of the user's (the return key) put in
    /// after it.
    var steps: [Action]
    /// Whether each action run so far took effect.
    var happened: [Bool] = []
    var violations: [Violation] = []
    var trace: [ScenarioRunner.TraceStep]?
    /// What the app's doors drew when they opened, by step.
    var doorDraws: [String] = []
    var stepsRun = 0
    /// The last settled state, as the invariants compare against it.
    var settledBefore: StepContext.Before
    /// The first action after the last settled state.
    var turnStart = 0
    /// Whether the offset was in range when the app's code last returned having changed the offset or
    /// the insets, before the table's own layout pass (a callback that left both alone does not make
    /// the app answer for a range the table's layout moved since).
    var offsetValidWhenAppReturned = true
    var moves = MovesSinceSettled()
    /// Text views tapped in a turn whose will-notifications came first, by the index of the tap:
    /// focused when their turn began (``ScenarioRunner/textViewTap(after:in:scene:)``).
    var earlyTaps: [Int: ScenarioRunner.EarlyTap] = [:]
    /// Whether a pushed screen covers this one: a `viewWillDisappear` (a completed push) and no
    /// `viewDidAppear` since.
    var offScreen = false
    /// This app's keyboard shows only for one of its responders (``KeyboardFocusGate``).
    var keyboardGate = KeyboardFocusGate()
    /// Its frames include its first responder's input accessory (``InputAccessoryFrames``).
    var accessoryFrames = InputAccessoryFrames()
    /// The run ended before its last action (the app threw, or a promise broke and the caller asked to
    /// stop there).
    var stopped = false

    /// The screen `scenario`'s start builds, fitted to `strategy`, and a fresh app from it.
    init(_ scenario: Scenario, strategy: StrategyDescriptor, invariants: [Invariant], keepTrace: Bool) throws(ScenarioRunner.ScenarioError) {
        self.scenario = Scenario(start: strategy.fit(scenario.start), actions: scenario.actions)
        do { scene = try self.scenario.start.makeScene() } catch {
            throw ScenarioRunner.ScenarioError(step: 0, underlying: "\(error)")
        }
        self.strategy = strategy
        self.invariants = invariants
        kind = self.scenario.start.listKind
        app = strategy.make(kind)
        trace = keepTrace ? [] : nil
        steps = [.viewDidAppear] + scenario.actions
        tracker.anchor = AnchorRecord.pick(in: scene, kind: kind, tolerance: Invariant.tolerance)
        settledBefore = StepContext.Before(scene, tolerance: Invariant.tolerance)
    }

    /// What the run found.
    var outcome: ScenarioRunner.Outcome {
        var outcome = ScenarioRunner.Outcome(scenario: Scenario(start: scenario.start, actions: Array(steps.dropFirst())),
                                             violations: violations, stepsRun: stepsRun, trace: trace)
        outcome.doorDraws = doorDraws
        return outcome
    }

    // MARK: One action

    /// Runs `steps[index]` through its phases; false when the run ends here (the app threw, or a promise
    /// broke and `stopAtFirstBrokenPromise` asks to stop).
    mutating func step(_ index: Int, stopAtFirstBrokenPromise: Bool) throws(ScenarioRunner.ScenarioError) -> Bool {
        var step = Step(index: index, action: steps[index])
        clock.advance(to: step.action, after: index > 0 ? steps[index - 1] : nil)
        followScrollAnimation(&step)
        runMainQueueAtTurnStart(&step)
        focusEarlyTextViewTap(&step)
        passKeyboardGate(&step)
        try applySystemPart(&step)
        reenterWindowOnReturn(&step)
        deliverToApp(&step)
        let turnEnds = endTurn(&step)
        let settled = step.thrown != nil || (turnEnds && !clock.isAnimating) || index + 1 == steps.count
        let found = settled ? judge(step) : []
        violations += found
        record(step, found: found, judged: settled)
        if step.thrown != nil || (stopAtFirstBrokenPromise && found.contains(where: \.promised)) {
            stopped = true
            return false
        }
        if settled { moveOnFromSettledState(through: index) }
        return true
    }

    /// The screen's offset and insets, to tell what a piece of the app's code changed.
    func geometry() -> (Point, EdgeInsets) {
        (scene.tableView.scrollView.contentOffset, scene.tableView.scrollView.contentInset)
    }

    /// Notes what the app's code just changed, given the geometry before it ran; true when it changed
    /// the offset or the insets.
    @discardableResult
    mutating func noteAppChanges(since before: (Point, EdgeInsets)) -> Bool {
        let now = geometry()
        if now.0 != before.0 { moves.appMovedOffset = true }
        guard now != before else { return false }
        moves.appMovedOffsetOrInsets = true
        return true
    }

    /// Whether `action` at `index` starts a run-loop turn of its own.
    func startsTurn(_ index: Int) -> Bool {
        index == 0 || !RunLoopClock.sameTurn(steps[index - 1], steps[index])
    }

    /// The app's animated scroll in flight: the frame its display link shows at this event's time. The
    /// frames since the last turn called the app's `scrollViewDidScroll`, so it hears where the scroll
    /// has got to (as ``KeyboardStrategy/userDidScroll(in:)``) before the event.
    mutating func followScrollAnimation(_ step: inout Step) {
        guard scene.isScrollAnimating else { return }
        scene.advanceScrollAnimation(to: clock.now)
        if step.index > 0, startsTurn(step.index), step.thrown == nil {
            let beforeFrame = geometry()
            do { try app.userDidScroll(in: &scene) } catch { step.thrown = "\(error)" }
            noteAppChanges(since: beforeFrame)
        }
        if case let .keyboard(note) = step.action, note.event.isWill, tracker.beforeShow == nil,
           scene.obscuringKeyboardFrameInWindow == nil {
            tracker.offsetWhenShowInterruptedScroll = scene.tableView.contentOffset.y
        }
    }

    /// A new turn: the main queue runs what fell due by now, and `DispatchTime.now()` in the callbacks
    /// that follow reads this event's time.
    mutating func runMainQueueAtTurnStart(_ step: inout Step) {
        guard step.index > 0, startsTurn(step.index) else { return }
        let beforeQueue = geometry()
        do { try app.mainRunLoop(reached: clock.now, in: &scene) } catch { step.thrown = "\(error)" }
        noteAppChanges(since: beforeQueue)
    }

    /// A text view tapped in the turn this will-notification starts becomes first responder before the
    /// notification (``ScenarioRunner/textViewTap(after:in:scene:)``).
    mutating func focusEarlyTextViewTap(_ step: inout Step) {
        guard step.thrown == nil, let tap = ScenarioRunner.textViewTap(after: step.index, in: steps, scene: scene),
              earlyTaps[tap.index] == nil else { return }
        let beforeTap = geometry()
        do {
            earlyTaps[tap.index] = try ScenarioRunner.focusBeforeNotifications(tap.path, row: tap.row, app: &app, scene: &scene)
        } catch {
            earlyTaps[tap.index] = .refused
            step.thrown = "\(error)"
        }
        noteAppChanges(since: beforeTap)
    }

    /// A show of this app's keyboard with none of its responders first responder is not posted, nor
    /// what follows of that keyboard until a responder takes it (then it comes from below); a posted
    /// notification carries the first responder's input accessory in its frames.
    mutating func passKeyboardGate(_ step: inout Step) {
        guard step.thrown == nil, case let .keyboard(note) = step.action else { return }
        switch keyboardGate.pass(note, in: scene, newTurn: startsTurn(step.index)) {
        case let .post(gated):
            let posted = accessoryFrames.posting(gated, in: scene)
            if posted != note {
                step.action = .keyboard(posted)
                steps[step.index] = step.action
            }
        case let .hold(finishing):
            step.heldBack = true
            insertSteps(finishing.map { Action.keyboard($0) }, after: step.index)
        }
    }

    /// UIKit's part of the action, before the app's code runs (``ScenarioRunner/applySystem(_:to:step:)``),
    /// the finger's move of a drag, or the app's own animated scroll beginning; whether it happened.
    mutating func applySystemPart(_ step: inout Step) throws(ScenarioRunner.ScenarioError) {
        switch earlyTaps[step.index] {
        case _ where step.thrown != nil || step.heldBack: step.happens = false
        case nil:
            if case .drag(.began) = step.action { scene.stopScrollAnimation() }
            if case let .drag(.moved(dy)) = step.action {
                step.happens = true
                do {
                    moves.fingerTranslation += try ScenarioRunner.fingerMove(dy, in: &scene, anchor: tracker.anchor, kind: kind)
                } catch {
                    throw ScenarioRunner.ScenarioError(step: step.index, underlying: "\(error)")
                }
            } else if case let .animatedScroll(scroll) = step.action {
                // The app's own call: a bad index path raises in the app, as in UIKit.
                step.happens = true
                do { try scene.beginAnimatedScroll(scroll.call, at: clock.now) } catch { step.thrown = "\(error)" }
            } else {
                step.happens = try ScenarioRunner.applySystem(step.action, to: &scene, step: step.index)
            }
        case .missed?: step.happens = false
        case .focused?, .refused?: step.happens = true
        }
        happened.append(step.happens)
    }

    /// The pop back to this screen: the table re-enters the window and lays out before the app hears
    /// viewWillAppear (UIKit's act, not the app's), asking the app's estimatedHeightForRowAt again when
    /// it counts its estimates again.
    mutating func reenterWindowOnReturn(_ step: inout Step) {
        guard step.happens, offScreen, step.action == .viewDidAppear, step.thrown == nil else { return }
        let asked = app
        if scene.readFromController { scene.setInWindow(true) }
        do {
            if try scene.tableView.reenterWindow(estimate: { asked.estimatedHeight(forRow: $0) }) { scene.layoutIfNeeded() }
        } catch {
            step.thrown = "\(error)"
        }
    }

    /// The app's callbacks for the action (``ScenarioRunner/deliver(_:to:in:)``), then what follows
    /// them in the same turn: the keyboard's notifications after a return key, the view leaving or
    /// re-entering the window, and the table's layout pass with the rows it displays told to the app.
    mutating func deliverToApp(_ step: inout Step) {
        let beforeApp = geometry()
        let focusBeforeApp = scene.focusedRow
        do {
            // Rows sized since the last layout pass the runner made: by the app's own layout passes, or
            // by the table re-entering the window (the screen's first rows reach the app once it has
            // appeared, after step 0).
            if step.index > 0, step.thrown == nil { try ScenarioRunner.tellDisplayedRows(to: &app, in: &scene) }
            switch earlyTaps[step.index] {
            case _ where !step.happens || step.thrown != nil: break
            case nil: try ScenarioRunner.deliver(step.action, to: &app, in: &scene)
            case let .focused(row)?: try app.didBeginEditing(row: row, in: &scene)
            case .refused?, .missed?: break
            }
        } catch {
            step.thrown = "\(error)"
        }
        let appChangedGeometry = noteAppChanges(since: beforeApp)
        if step.happens, step.thrown == nil, step.action == .returnKey {
            insertSteps(ScenarioRunner.keyboardAfterReturnKey(focusBefore: focusBeforeApp, scene: scene), after: step.index)
        }
        if step.happens, step.action == .viewWillDisappear {
            // The push completed: on a view controller's own screen the view has left the window, and
            // with it the table's safe area (``Scene/setInWindow(_:)``; its host did so at
            // viewDidDisappear, and a hand transcription run on the same screen follows it here). On the
            // generator's own screens the model-level strategies keep the model's view in the window.
            offScreen = true
            if scene.readFromController { scene.setInWindow(false) }
        }
        if step.happens, step.action == .viewDidAppear { offScreen = false }
        if appChangedGeometry { offsetValidWhenAppReturned = scene.tableView.scrollView.isOffsetValid(tolerance: tolerance) }
        scene.layoutIfNeeded()
        if step.thrown == nil {
            do { try ScenarioRunner.tellDisplayedRows(to: &app, in: &scene) } catch { step.thrown = "\(error)" }
        }
        stepsRun += 1
    }

    /// At the end of a turn the main queue runs up to just before the next event
    /// (``RunLoopClock/mainQueueHorizon(after:next:)``) and the app's animated scroll comes to rest when
    /// it ends before that event; returns whether the turn ends with this action.
    mutating func endTurn(_ step: inout Step) -> Bool {
        let index = step.index
        let last = index + 1 == steps.count
        let turnEnds = last || !RunLoopClock.sameTurn(step.action, steps[index + 1])
        guard turnEnds, step.thrown == nil else { return turnEnds }
        do {
            let scrollRests = (clock.scrollEnd != nil || scene.isScrollAnimating)
                && (last || !scene.isScrollAnimating || clock.scrollEnds(before: steps[index + 1], after: step.action))
            if last { clock.runAnimationToEnd() }
            let beforeQueue = geometry()
            let sceneBeforeQueue = trace == nil ? nil : scene
            let next = last ? nil : steps[index + 1]
            do {
                defer { noteAppChanges(since: beforeQueue) }
                try app.mainRunLoop(reached: clock.mainQueueHorizon(after: step.action, next: next), in: &scene)
            }
            if geometry() != beforeQueue {
                offsetValidWhenAppReturned = scene.tableView.scrollView.isOffsetValid(tolerance: tolerance)
            }
            if let sceneBeforeQueue, geometry() != beforeQueue || scene.tableFrameInWindow != sceneBeforeQueue.tableFrameInWindow {
                step.beforeMainQueue = sceneBeforeQueue
            }
            if scrollRests { try bringScrollToRest() }
            scene.layoutIfNeeded()
            try ScenarioRunner.tellDisplayedRows(to: &app, in: &scene)
        } catch {
            step.thrown = "\(error)"
        }
        return turnEnds
    }

    /// The app's animated scroll comes to rest before the next event (or the scenario ends): UIKit's
    /// move, after the app's deferred work (an approximation: work due before the scroll's end sees it
    /// at rest). The screen is judged where it rests, and the app hears it come to rest
    /// (`scrollViewDidEndScrollingAnimation`, heard as ``KeyboardStrategy/userDidScroll(in:)``); what
    /// the app then leaves is its own.
    mutating func bringScrollToRest() throws {
        let inFlight = scene.isScrollAnimating
        scene.finishScrollAnimation()
        clock.scrollCameToRest()
        if inFlight { moves.scrollRestedAt = scene.tableView.contentOffset.y }
        scene.layoutIfNeeded()
        try ScenarioRunner.tellDisplayedRows(to: &app, in: &scene)
        guard inFlight else { return }
        let beforeApp = geometry()
        try app.userDidScroll(in: &scene)
        if noteAppChanges(since: beforeApp) {
            offsetValidWhenAppReturned = scene.tableView.scrollView.isOffsetValid(tolerance: tolerance)
        }
    }

    // MARK: Settled states

    /// The actions since the last settled state that took effect.
    func settledGroup(through index: Int) -> ArraySlice<Action> {
        ArraySlice((turnStart...index).filter { happened[$0] }.map { steps[$0] })
    }

    /// The invariants' verdicts on the settled state after `steps[turnStart...step.index]`. A step where
    /// the app crashed is judged by "no UIKit exception" alone, and so is a state whose view has left
    /// the window (a push completed): nobody sees it, and its table has no safe area there
    /// (``Scene/setInWindow(_:)``), which is UIKit's doing, not the app's.
    func judge(_ step: Step) -> [Violation] {
        let group = settledGroup(through: step.index)
        guard tracker.onScreen || group.contains(.viewDidAppear) || step.thrown != nil else { return [] }
        var context = StepContext(step: step.index, action: step.action, actions: group, before: settledBefore, after: scene,
                                  listKind: kind, tracker: tracker, tolerance: tolerance, thrown: step.thrown)
        context.focusMargin = strategy.focusMargin
        context.offsetValidWhenAppReturned = offsetValidWhenAppReturned
        context.appMovedOffsetOrInsets = moves.appMovedOffsetOrInsets
        context.appMovedOffset = moves.appMovedOffset
        context.fingerTranslation = moves.fingerTranslation
        context.scrollRestedAt = moves.scrollRestedAt
        let seen = step.thrown == nil && scene.isInWindow
        var found: [Violation] = []
        for invariant in invariants where seen || invariant.id == .noUIKitException {
            if let message = invariant.check(context) {
                found.append(Violation(invariant: invariant.id, step: step.index, action: step.action, message: message,
                                       promised: strategy.promises(invariant.id, for: context.trigger)))
            }
        }
        return found
    }

    /// Keeps the step in the trace (when asked for) and what the app's doors drew.
    mutating func record(_ step: Step, found: [Violation], judged: Bool) {
        trace?.append(ScenarioRunner.TraceStep(step: step.index, action: step.action, scene: scene, violations: found, judged: judged,
                                               beforeMainQueue: step.beforeMainQueue))
        if case .door = step.action, !scene.lastDoorParameters.isEmpty {
            doorDraws.append("step \(step.index): " + scene.lastDoorParameters.joined(separator: ", "))
            scene.lastDoorParameters = []
        }
    }

    /// The settled state just judged becomes the one the next is compared with: the tracker moves past
    /// it and what the app moved since the last one is forgotten.
    mutating func moveOnFromSettledState(through index: Int) {
        // Typing that changed no row (an app whose rows do not grow with their text) happened to nothing
        // on screen: it does not disturb a keyboard's round trip.
        var group = settledGroup(through: index)
        if scene.appUpdates.isEmpty { group = group.filter { if case .typeLines = $0 { false } else { true } } }
        // The app's own content changes belong to the settled state just judged.
        scene.appUpdates = []
        tracker.advance(over: group, before: settledBefore, after: scene, kind: kind, tolerance: tolerance)
        settledBefore = StepContext.Before(scene, tolerance: tolerance)
        turnStart = index + 1
        moves = MovesSinceSettled()
    }

    /// A hide still waiting for its completion at the end of the scenario completes now: the round trip
    /// is judged on the last state.
    mutating func judgeHideStillPending() {
        guard !stopped, tracker.hidePending, !tracker.disturbedSinceShow, let last = steps.last,
              invariants.contains(where: { $0.id == .roundTrip }) else { return }
        let context = StepContext(step: steps.count, action: .viewWillDisappear, actions: [.viewWillDisappear][...],
                                  before: settledBefore, after: scene,
                                  listKind: kind, tracker: tracker, tolerance: tolerance, thrown: nil)
        if tracker.onScreen, let message = Invariant.roundTrip.check(context) {
            violations.append(Violation(invariant: .roundTrip, step: steps.count - 1, action: last, message: message,
                                        promised: strategy.promises(.roundTrip, for: [.keyboard])))
        }
    }

    /// Puts `inserted` in after `steps[index]` (what the system posts in answer to what happened: the
    /// keyboard's notifications after a return key, a hide the keyboard gate finishes), keeping the
    /// early text-view taps of later steps keyed by where those steps now are.
    mutating func insertSteps(_ inserted: [Action], after index: Int) {
        guard !inserted.isEmpty else { return }
        steps.insert(contentsOf: inserted, at: index + 1)
        earlyTaps = Dictionary(uniqueKeysWithValues: earlyTaps.map { ($0.key > index ? $0.key + inserted.count : $0.key, $0.value) })
    }
}
