import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Applies a scenario to a strategy step by step, the way UIKit would drive a view controller, and
/// checks the invariants on the settled state after each step.
///
/// For each action the runner lets the system act first (the keyboard's new frame, a
/// `UITableViewController`'s own adjustment, first responder, rotation, the user's scroll), then calls
/// the strategy's callback, then lays the table out (`layoutIfNeeded`) and checks. The screen appearing
/// is step 0. A strategy that throws ends the scenario, as an exception would end the app.
public enum ScenarioRunner {
    /// One settled step, kept when a trace is asked for.
    public struct TraceStep: Sendable {
        public let step: Int
        public let action: Action
        public let scene: Scene
        public let violations: [Violation]
        /// True when the screen settled after this step and the invariants were judged; false in the
        /// middle of a run-loop turn or of a keyboard animation (``RunLoopClock``).
        public var judged: Bool = true
        /// The screen after this step's callbacks and before the main queue ran at the end of its turn,
        /// when the app's work deferred to the main queue (`asyncAfter`, a delayed perform, an
        /// animation's completion) then changed the geometry; `nil` otherwise. It tells the app's moves
        /// in the callback from those of its deferred work (``StepMotion``).
        public var beforeMainQueue: Scene? = nil
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// The scenario as run (its start fitted to the strategy).
        public let scenario: Scenario
        /// Every violation, in step order (several invariants may break at one step).
        public let violations: [Violation]
        /// Steps run, counting the appearance (so actions run + 1 unless the run stopped early).
        public let stepsRun: Int
        /// The settled states, when asked for.
        public let trace: [TraceStep]?
        /// What the app's doors drew when they opened (``Scene/lastDoorParameters``), by step: "step 3:
        /// posts = 3".
        public var doorDraws: [String] = []

        /// The first violation of a promised invariant.
        public var firstBrokenPromise: Violation? { violations.first { $0.promised } }
    }

    /// A scenario the model refuses: a generator bug, not a strategy's failure.
    public struct ScenarioError: Error, CustomStringConvertible {
        public let step: Int
        public let underlying: String
        public var description: String { "the scenario is invalid for the model at step \(step): \(underlying)" }
    }

    /// Runs `scenario`, its start fitted to the strategy (``StrategyDescriptor/fit(_:)``), against a
    /// fresh strategy from `strategy`.
    ///
    /// Each action is delivered as iOS delivers it: the system's part first, then the app's callback,
    /// then the table's layout pass. Invariants are judged only where the screen renders a settled state
    /// (``RunLoopClock``): at the end of a run-loop turn with no keyboard animation in flight. Callbacks
    /// iOS delivers together (a focus change and the will-notifications it posts; willChangeFrame and
    /// willShow) and everything during a keyboard animation are judged together, at its end. The main
    /// queue runs at the start of every turn (what fell due since, so that `DispatchTime.now()` reads
    /// the event's time) and at its end, up to just before the next event
    /// (``RunLoopClock/mainQueueHorizon(after:next:)``, ``KeyboardStrategy/mainRunLoop(reached:in:)``).
    ///
    /// - Parameters:
    ///   - invariants: the invariants to check (all by default).
    ///   - keepTrace: keep every state after an action (for replay and pictures; costs a copy per step).
    ///   - stopAtFirstBrokenPromise: stop as soon as a promised invariant breaks (what a property wants).
    public static func run(_ scenario: Scenario, strategy: StrategyDescriptor,
                           invariants: [Invariant] = Invariant.all, keepTrace: Bool = false,
                           stopAtFirstBrokenPromise: Bool = false) throws(ScenarioError) -> Outcome {
        var run = try ScenarioRun(scenario, strategy: strategy, invariants: invariants, keepTrace: keepTrace)
        var index = 0
        while index < run.steps.count, try run.step(index, stopAtFirstBrokenPromise: stopAtFirstBrokenPromise) {
            index += 1
        }
        run.judgeHideStillPending()
        return run.outcome
    }

    /// How many events `scenario`'s actions make: settled states a person sees (``RunLoopClock``).
    public static func eventCount(of scenario: Scenario) -> Int { RunLoopClock.eventCount(scenario.actions) }

    /// What became of a text view's tap that iOS handles before the will-notifications it posts.
    enum EarlyTap: Equatable {
        /// The text view became first responder; its `textViewDidBeginEditing` is still to come.
        case focused(RowID)
        /// `textViewShouldBeginEditing` returned false.
        case refused
        /// The row had no cell on screen: the tap landed on nothing.
        case missed
    }

    /// The text view tapped in the turn that the will-notification `steps[index]` starts, when the
    /// scenario lists its tap after the turn's will-notifications (where `textViewDidBeginEditing`
    /// comes). On iOS the text view is already first responder when those notifications arrive
    /// (`textViewShouldBeginEditing` and `becomeFirstResponder` come first; only the did-callback comes
    /// after, Craig Grummitt, "Keyboards, text views and first responders", 2016), so a handler that
    /// asks for the first responder, and a `UITableViewController` scrolling to it, see the text view.
    static func textViewTap(after index: Int, in steps: [Action], scene: Scene) -> (index: Int, path: IndexPath, row: RowID)? {
        guard case let .keyboard(note) = steps[index], note.event.isWill else { return nil }
        var next = index + 1
        while next < steps.count, RunLoopClock.sameTurn(steps[next - 1], steps[next]) {
            if case let .beginEditing(path) = steps[next] {
                guard case .keyboard = steps[next - 1], let row = scene.tableView.row(at: path),
                      row.control?.kind == .textView else { return nil }
                return (next, path, row.id)
            }
            next += 1
        }
        return nil
    }

    /// The system's part of a text view's tap and the delegate's answer, before the will-notifications:
    /// `textViewShouldBeginEditing`, then the text view becomes first responder (the app hears
    /// ``KeyboardStrategy/becameFirstResponder(row:in:)``, no delegate call).
    static func focusBeforeNotifications(_ path: IndexPath, row: RowID, app: inout any KeyboardStrategy,
                                         scene: inout Scene) throws -> EarlyTap {
        // As for any tap: only a row with a cell on screen can be tapped.
        guard scene.tableView.indexPathsForVisibleRows.contains(path) else { return .missed }
        guard try app.shouldBeginEditing(row: row, in: &scene) else { return .refused }
        try scene.focus(row)
        try app.becameFirstResponder(row: row, in: &scene)
        return .focused(row)
    }

    /// The system's part of a drag's move (``Scene/dragContent(by:)``) and how far it moved the content
    /// the reader is anchored to, in offset terms (positive: the content went up): the finger's
    /// movement, plus whatever UIKit's own layout of the rows the move revealed did (rows coming into
    /// view at their true heights instead of their estimates move what is below them). Anchor stability
    /// owes this move and no other while the finger is down.
    static func fingerMove(_ dy: Double, in scene: inout Scene, anchor: AnchorRecord?, kind: ListKind) throws -> Double {
        func edge(_ scene: Scene) -> Double? {
            guard let (_, _, rect) = anchor?.survivor(in: scene.tableView) else { return nil }
            return scene.tableView.contentOffset.y - (kind == .readingList ? rect.minY : rect.maxY)
        }
        let before = edge(scene)
        let moved = try scene.dragContent(by: dy)
        guard let before, let after = edge(scene) else { return moved }
        return after - before
    }

    /// The system's part of an action: what UIKit does before the app's code runs. Returns false when
    /// the action does not happen at all (a focus on a control that has no cell), so the app hears
    /// nothing of it.
    @discardableResult
    static func applySystem(_ action: Action, to scene: inout Scene, step: Int) throws(ScenarioError) -> Bool {
        do {
            switch action {
            case let .keyboard(note):
                try scene.receiveKeyboard(note)
            case let .beginEditing(path):
                guard let row = scene.tableView.row(at: path) else {
                    // On a view controller's own screen whose data arrived through its doors, the rows
                    // the generator saw may have moved: a tap where there is no control lands on nothing.
                    if scene.readFromController { return false }
                    throw ScenarioError(step: step, underlying: "no row at \(path) to focus")
                }
                if scene.readFromController, row.control == nil { return false }
                // A control becomes first responder only while its cell is in the window: UITableView
                // keeps cells for the rows in its bounds (`indexPathsForVisibleRows`) and no others, and
                // `becomeFirstResponder` fails for a view outside a window. A tap on a row far off
                // screen lands on nothing.
                guard scene.tableView.indexPathsForVisibleRows.contains(path) else { return false }
                _ = row  // focused in `deliver`, after the app's `textFieldShouldBeginEditing` allows it
            case .endEditing:
                try scene.focus(nil)
            case let .userScroll(target):
                try scene.scrollAsUser(to: target)
            case let .drag(phase):
                try scene.drag(phase)
            case .rotate:
                try scene.rotate()
            case let .resizeWindow(frame):
                try scene.resizeWindow(to: frame)
            case .update, .viewDidAppear, .viewWillDisappear, .interactivePopCancelled, .door, .typeLines, .animatedScroll:
                break
            case .tapOutsideControl:
                // Only a view controller's own screen has controls outside its table (the host finds them).
                return scene.readFromController
            case .returnKey:
                // Pressed in the focused text field; with none focused there is no return key to press.
                guard let row = scene.focusedRow, let ip = scene.tableView.indexPath(of: row),
                      scene.tableView.row(at: ip)?.control?.kind == .textField else { return false }
            }
            return true
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(step: step, underlying: "\(error)")
        }
    }

    /// `tableView(_:willDisplay:forRowAt:)` for each row the layout passes sized since the last call
    /// (``TableView/collectDisplayedRows()``), in order: after the runner's own layout passes, and before
    /// each action reaches the app (for rows the app's own `layoutIfNeeded` sized).
    static func tellDisplayedRows(to app: inout any KeyboardStrategy, in scene: inout Scene) throws {
        let shown = scene.tableView.collectDisplayedRows()
        if !shown.isEmpty { try app.willDisplay(rows: shown, in: &scene) }
    }

    /// The app's part of an action: the callbacks UIKit makes, in its order (`viewWillAppear` before
    /// `viewDidAppear`; `viewWillDisappear` then `viewDidDisappear` for a completed push;
    /// `viewWillDisappear`, `viewWillAppear`, `viewDidAppear` for a cancelled interactive pop;
    /// `textFieldShouldBeginEditing`, the control becoming first responder if it allows, then
    /// `textFieldDidBeginEditing`).
    static func deliver(_ action: Action, to app: inout any KeyboardStrategy, in scene: inout Scene) throws {
        switch action {
        case let .keyboard(note): try app.keyboard(note, in: &scene)
        case let .beginEditing(path):
            // textFieldShouldBeginEditing, becomeFirstResponder, textFieldDidBeginEditing.
            guard let row = scene.tableView.row(at: path)?.id, try app.shouldBeginEditing(row: row, in: &scene) else { return }
            try scene.focus(row)
            try app.didBeginEditing(row: row, in: &scene)
        case .endEditing: try app.didEndEditing(in: &scene)
        case let .update(update): try app.perform(update, in: &scene)
        case let .door(index, _): try app.dataArrives(door: index, in: &scene)
        case .returnKey: try app.returnKey(in: &scene)
        case let .typeLines(lines):
            guard let row = scene.focusedRow, let ip = scene.tableView.indexPath(of: row),
                  scene.tableView.row(at: ip)?.control?.kind == .textView else { return }
            try app.typeLines(lines, in: &scene)
        case let .tapOutsideControl(index): try app.tapOutsideControl(index, in: &scene)
        case .userScroll: try app.userDidScroll(in: &scene)
        case let .drag(phase): try app.userDrag(phase, in: &scene)
        case .rotate, .resizeWindow: try app.didRotate(in: &scene)
        case .animatedScroll:
            // The app's own call, made by the runner for it (``Scene/beginAnimatedScroll(_:at:)``).
            break
        case .viewDidAppear:
            try app.viewWillAppear(in: &scene)
            try app.viewDidAppear(in: &scene)
        case .viewWillDisappear:
            // A push that completes: viewWillDisappear, the transition, viewDidDisappear.
            try app.viewWillDisappear(in: &scene)
            try app.viewDidDisappear(in: &scene)
        case .interactivePopCancelled:
            // The swipe back begins (viewWillDisappear) and is let go: the transition is cancelled and
            // the screen appears again, with no viewDidDisappear in between.
            try app.viewWillDisappear(in: &scene)
            try app.viewWillAppear(in: &scene)
            try app.viewDidAppear(in: &scene)
        }
    }
}

extension InvariantTracker {
    /// Moves the tracker past a settled state: `actions` took the screen from `before` to `after`.
    mutating func advance(over actions: ArraySlice<Action>, before: StepContext.Before, after: Scene, kind: ListKind,
                          tolerance: Double) {
        let wasUp = before.keyboardObscures
        let isUp = after.obscuringKeyboardFrameInWindow != nil
        var keyboard = before.keyboardFrame
        var hiding = before.keyboardIsHiding
        var sawKeyboard = false, sawOther = false, sawFocus = false, sawDidHide = false, sawInterruptedHide = false
        // A willHide whose didHide has not come (the change-frame notes around it change nothing).
        var hideInFlight = hidePending
        // The keyboard is up (not already hiding) and its round trip owed as the screen leaves.
        let owedWhenLeaving = beforeShow != nil && roundTripOwed && !disturbedSinceShow && wasUp && !hidePending
        var away = !onScreen
        for action in actions {
            switch action {
            case .viewWillDisappear where owedWhenLeaving && onScreen:
                awayRoundTrip = beforeShow
                keyboardMovedWhileAway = false
            case .rotate, .resizeWindow, .viewDidAppear:
                awayRoundTrip = nil
            case .keyboard where away:
                keyboardMovedWhileAway = true
            default:
                break
            }
            if action == .viewWillDisappear { away = true }
            if action == .viewDidAppear { away = false }
            switch action {
            case let .keyboard(note):
                sawKeyboard = true
                if note.event == .willShow, hideInFlight { sawInterruptedHide = true }
                if note.event == .willHide { hideInFlight = true }
                if note.event == .willShow || note.event == .didHide { hideInFlight = false }
                notesSeen += 1
                lastNoteOfKind[note.event] = notesSeen
                lastEndFrame[note.event] = note.endFrame
                if note.event.isWill, note.endFrame != keyboard || (note.event == .willHide) != hiding {
                    keyboard = note.endFrame
                    lastMovingNote = notesSeen
                }
                if note.event.isWill { hiding = note.event == .willHide }
                if note.event == .didHide { sawDidHide = true }
            case .beginEditing, .endEditing, .returnKey, .tapOutsideControl:
                sawFocus = true
            case .userScroll, .drag, .update, .rotate, .resizeWindow, .viewWillDisappear, .viewDidAppear, .interactivePopCancelled, .door,
                 .typeLines, .animatedScroll:
                sawOther = true
                if action == .viewWillDisappear { onScreen = false }
                if action == .viewDidAppear { onScreen = true }
            }
        }
        if before.keyboardIsLocal != after.keyboardIsLocal { lastMovingNote = notesSeen }
        // A hide that was waiting for its completion is over once anything else has happened.
        if hidePending && (sawOther || sawDidHide) {
            beforeShow = nil
            hidePending = false
        }
        if sawOther && beforeShow != nil { disturbedSinceShow = true }
        if !wasUp && isUp {
            // The round trip returns to the screen as it was with no keyboard on it. A keyboard that was
            // already on screen without obscuring (another app's, floating) may have had the app's answer
            // in the insets; that state is no baseline, and this show owes no round trip (going back to
            // it is still accepted where the offset is judged).
            if beforeShow == nil {
                beforeShow = before.snapshot
                roundTripOwed = !before.keyboardOnScreen
                disturbedSinceShow = sawOther
                systemScrollsAtShow = before.systemFirstResponderScrolls
                episodeHadInterruptedHide = false
            }
            hidePending = false
        } else if wasUp && !isUp && beforeShow != nil {
            if sawDidHide || sawOther {
                beforeShow = nil
                hidePending = false
            } else {
                hidePending = true
            }
        }
        if !isUp && beforeShow != nil && !hidePending { beforeShow = nil }
        if sawInterruptedHide && beforeShow != nil && isUp { episodeHadInterruptedHide = true }
        if beforeShow == nil && !isUp { offsetWhenShowInterruptedScroll = nil }
        if sawKeyboard {
            otherActionSinceKeyboard = sawOther
            focusChangedSinceKeyboard = sawFocus
        } else {
            if sawOther { otherActionSinceKeyboard = true }
            if sawFocus { focusChangedSinceKeyboard = true }
        }
        if !onScreen, actions.contains(.viewWillDisappear) {
            anchorWhenLeft = anchor
            chatAtBottomWhenLeft = kind == .chat && Invariant.restsAtBottom(before, tolerance: tolerance)
        } else if onScreen {
            anchorWhenLeft = nil
            chatAtBottomWhenLeft = false
        }
        anchor = AnchorRecord.pick(in: after, kind: kind, tolerance: tolerance)
    }
}
