import KeyboardStrategies
import ScrollGeometry

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
    /// - Parameters:
    ///   - invariants: the invariants to check (all by default).
    ///   - keepTrace: keep every settled state (for replay and pictures; costs a copy per step).
    ///   - stopAtFirstBrokenPromise: stop as soon as a promised invariant breaks (what a property wants).
    public static func run(_ scenario: Scenario, strategy: StrategyDescriptor,
                           invariants: [Invariant] = Invariant.all, keepTrace: Bool = false,
                           stopAtFirstBrokenPromise: Bool = false) throws(ScenarioError) -> Outcome {
        let scenario = Scenario(start: strategy.fit(scenario.start), actions: scenario.actions)
        var scene: Scene
        do { scene = try scenario.start.makeScene() } catch {
            throw ScenarioError(step: 0, underlying: "\(error)")
        }
        var app = strategy.make(scenario.start.listKind)
        let kind = scenario.start.listKind
        var tracker = InvariantTracker()
        var violations: [Violation] = []
        var trace: [TraceStep]? = keepTrace ? [] : nil
        let tolerance = Invariant.tolerance

        let steps: [Action] = [.viewDidAppear] + scenario.actions
        tracker.anchor = AnchorRecord.pick(in: scene, kind: kind, tolerance: tolerance)
        var stepsRun = 0
        for (index, action) in steps.enumerated() {
            let before = StepContext.Before(scene, tolerance: tolerance)
            var thrown: String?
            try applySystem(action, to: &scene, step: index)
            do {
                try deliver(action, to: &app, in: &scene)
            } catch {
                thrown = "\(error)"
            }
            scene.layoutIfNeeded()
            stepsRun += 1

            var found: [Violation] = []
            if tracker.onScreen || action == .viewDidAppear || thrown != nil {
                let context = StepContext(step: index, action: action, before: before, after: scene, listKind: kind,
                                          tracker: tracker, tolerance: tolerance, thrown: thrown)
                for invariant in invariants {
                    if let message = invariant.check(context) {
                        found.append(Violation(invariant: invariant.id, step: index, action: action, message: message,
                                               promised: strategy.promises.contains(invariant.id)))
                    }
                }
            }
            violations += found
            trace?.append(TraceStep(step: index, action: action, scene: scene, violations: found))
            if thrown != nil { break }
            if stopAtFirstBrokenPromise && found.contains(where: \.promised) { break }
            tracker.advance(after: action, before: before, after: scene, kind: kind, tolerance: tolerance)
        }
        // A hide still waiting for its completion at the end of the scenario completes now.
        if stepsRun == steps.count, tracker.hidePending, !tracker.disturbedSinceShow, let last = steps.last,
           invariants.contains(where: { $0.id == .roundTrip }) {
            let context = StepContext(step: steps.count, action: .viewWillDisappear,
                                      before: StepContext.Before(scene, tolerance: tolerance), after: scene,
                                      listKind: kind, tracker: tracker, tolerance: tolerance, thrown: nil)
            if tracker.onScreen, let message = Invariant.roundTrip.check(context) {
                violations.append(Violation(invariant: .roundTrip, step: steps.count - 1, action: last, message: message,
                                            promised: strategy.promises.contains(.roundTrip)))
            }
        }
        return Outcome(scenario: scenario, violations: violations, stepsRun: stepsRun, trace: trace)
    }

    /// The system's part of an action: what UIKit does before the app's code runs.
    static func applySystem(_ action: Action, to scene: inout Scene, step: Int) throws(ScenarioError) {
        do {
            switch action {
            case let .keyboard(note):
                try scene.receiveKeyboard(note)
            case let .beginEditing(path):
                guard let row = scene.tableView.row(at: path) else {
                    throw ScenarioError(step: step, underlying: "no row at \(path) to focus")
                }
                try scene.focus(row.id)
            case .endEditing:
                try scene.focus(nil)
            case let .userScroll(target):
                try scene.scrollAsUser(to: target)
            case .rotate:
                try scene.rotate()
            case .update, .viewDidAppear, .viewWillDisappear:
                break
            }
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(step: step, underlying: "\(error)")
        }
    }

    /// The app's part of an action: the callback UIKit makes.
    static func deliver(_ action: Action, to app: inout any KeyboardStrategy, in scene: inout Scene) throws {
        switch action {
        case let .keyboard(note): try app.keyboard(note, in: &scene)
        case .beginEditing:
            if let row = scene.focusedRow { try app.didBeginEditing(row: row, in: &scene) }
        case .endEditing: try app.didEndEditing(in: &scene)
        case let .update(update): try app.perform(update, in: &scene)
        case .userScroll: try app.userDidScroll(in: &scene)
        case .rotate: try app.didRotate(in: &scene)
        case .viewDidAppear: try app.viewDidAppear(in: &scene)
        case .viewWillDisappear: try app.viewWillDisappear(in: &scene)
        }
    }
}

extension InvariantTracker {
    /// Moves the tracker past a checked step.
    mutating func advance(after action: Action, before: StepContext.Before, after: Scene, kind: ListKind, tolerance: Double) {
        switch action {
        case let .keyboard(note):
            let wasUp = before.keyboardObscures
            let isUp = after.obscuringKeyboardFrameInWindow != nil
            if !wasUp && isUp {
                if beforeShow == nil {
                    beforeShow = before.snapshot
                    disturbedSinceShow = false
                }
                hidePending = false
            } else if wasUp && !isUp && beforeShow != nil {
                hidePending = true
            }
            if hidePending && note.event == .didHide {
                beforeShow = nil
                hidePending = false
            }
            if !isUp && beforeShow != nil && !hidePending { beforeShow = nil }
            lastEndFrame[note.event] = note.endFrame
            notesSeen += 1
            lastNoteOfKind[note.event] = notesSeen
            if before.keyboardFrame != after.keyboardFrame || before.keyboardIsLocal != after.keyboardIsLocal {
                lastMovingNote = notesSeen
            }
            otherActionSinceKeyboard = false
            focusChangedSinceKeyboard = false
        case .beginEditing, .endEditing:
            focusChangedSinceKeyboard = true
        case .userScroll, .update, .rotate, .viewWillDisappear, .viewDidAppear:
            otherActionSinceKeyboard = true
            if hidePending {
                beforeShow = nil
                hidePending = false
            }
            if beforeShow != nil { disturbedSinceShow = true }
            if action == .viewWillDisappear { onScreen = false }
            if action == .viewDidAppear { onScreen = true }
        }
        anchor = AnchorRecord.pick(in: after, kind: kind, tolerance: tolerance)
    }
}
