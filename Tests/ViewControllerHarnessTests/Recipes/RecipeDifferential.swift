import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// Runs a recipe's view controller and its hand transcription on one scenario and finds the first step
/// where their screens differ: content offset, content inset, the table's frame, the root view's frame,
/// or whether the app crashed (an exception thrown from its code at that step).
enum RecipeDifferential {
    /// What is compared at a step.
    struct Snapshot: Equatable, CustomStringConvertible {
        var offset: Point
        var inset: EdgeInsets
        var tableFrame: Rect
        var rootFrame: Rect
        var crashed: Bool

        init(_ scene: Scene, crashed: Bool) {
            offset = scene.tableView.contentOffset
            inset = scene.tableView.contentInset
            tableFrame = scene.tableView.frame
            rootFrame = scene.rootViewFrame
            self.crashed = crashed
        }

        /// Equal within `tolerance` points.
        func matches(_ other: Snapshot, tolerance: Double = 1e-6) -> Bool {
            func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= tolerance }
            let a = [offset.x, offset.y, inset.top, inset.left, inset.bottom, inset.right,
                     tableFrame.minX, tableFrame.minY, tableFrame.width, tableFrame.height,
                     rootFrame.minX, rootFrame.minY, rootFrame.width, rootFrame.height]
            let b = [other.offset.x, other.offset.y, other.inset.top, other.inset.left, other.inset.bottom, other.inset.right,
                     other.tableFrame.minX, other.tableFrame.minY, other.tableFrame.width, other.tableFrame.height,
                     other.rootFrame.minX, other.rootFrame.minY, other.rootFrame.width, other.rootFrame.height]
            // Two apps that crashed at the same step are equal: what their code did after the exception
            // (the hand transcription stops at the throw, the facade records it and lets the caller's
            // next line run) is not a screen anyone sees.
            if crashed && other.crashed { return true }
            return crashed == other.crashed && zip(a, b).allSatisfy { close($0, $1) }
        }

        var description: String {
            "offset \(offset), inset \(inset), table \(tableFrame), root \(rootFrame)\(crashed ? ", CRASHED" : "")"
        }
    }

    /// The first step where the two runs differ.
    struct Difference: CustomStringConvertible {
        let scenario: Scenario
        let step: Int
        let hand: Snapshot?
        let viewController: Snapshot?
        let handTrace: [ScenarioRunner.TraceStep]
        let viewControllerTrace: [ScenarioRunner.TraceStep]
        let handCrashStep: Int?
        let viewControllerCrashStep: Int?
        /// Why the model refused the scenario for the view controller, when it did.
        var viewControllerRefused: String? = nil

        /// The actions up to and including the differing step (step 0 is the appearance).
        var actionsThroughStep: ArraySlice<Action> { ([Action.viewDidAppear] + scenario.actions).prefix(step + 1) }

        var description: String {
            let steps = actionsThroughStep.enumerated().map { "    \($0.offset): \($0.element)" }.joined(separator: "\n")
            return """
                first difference at step \(step) (\(actionsThroughStep.last.map { "\($0)" } ?? "-")):
                  hand: \(hand.map { "\($0)" } ?? "stopped")
                  vc:   \(viewController.map { "\($0)" } ?? "stopped (\(viewControllerRefused ?? "crashed"))")
                  \(scenario.start)
                \(steps)
                """
        }
    }

    /// Runs both on `scenario` (the hand transcription on `handScenario` when given: the same acts with
    /// each door replaced by the update the app made there, ``handScenario(for:)``); nil when every step
    /// matches. A scenario the model refuses for the view controller only is a difference at the step the
    /// model refused.
    static func compare(_ pair: RecipePair, on scenario: Scenario, handScenario: Scenario? = nil) throws -> Difference? {
        let hand = try ScenarioRunner.run(handScenario ?? scenario, strategy: pair.hand, keepTrace: true)
        let handTrace = hand.trace ?? []
        let handCrash = hand.violations.first { $0.invariant == .noUIKitException }?.step
        let vc: ScenarioRunner.Outcome
        do {
            vc = try ScenarioRunner.run(scenario, strategy: pair.viewController, keepTrace: true)
        } catch {
            let step = min(error.step, handTrace.count - 1)
            return Difference(scenario: hand.scenario, step: step, hand: Snapshot(handTrace[step].scene, crashed: handCrash == step),
                              viewController: nil, handTrace: handTrace, viewControllerTrace: [], handCrashStep: handCrash,
                              viewControllerCrashStep: nil, viewControllerRefused: error.underlying)
        }
        let vcTrace = vc.trace ?? []
        let vcCrash = vc.violations.first { $0.invariant == .noUIKitException }?.step
        for step in 0..<max(handTrace.count, vcTrace.count) {
            let h = step < handTrace.count ? Snapshot(handTrace[step].scene, crashed: handCrash == step) : nil
            let v = step < vcTrace.count ? Snapshot(vcTrace[step].scene, crashed: vcCrash == step) : nil
            if let h, let v, h.matches(v) { continue }
            return Difference(scenario: hand.scenario, step: step, hand: h, viewController: v, handTrace: handTrace,
                              viewControllerTrace: vcTrace, handCrashStep: handCrash, viewControllerCrashStep: vcCrash)
        }
        return nil
    }

    /// `scenario` as the hand transcription can run it: each door act replaced by the one row update the
    /// app made through it (`Scene.appUpdates` at that step of the controller's run: what its own method
    /// told the table). Nil when a door made no update or several, or the run stopped before it: such a
    /// change has no single counterpart in the transcription's protocol.
    static func handScenario(for scenario: Scenario, on pair: RecipePair) throws -> Scenario? {
        let trace = try ScenarioRunner.run(scenario, strategy: pair.viewController, keepTrace: true).trace ?? []
        var actions = scenario.actions
        for (i, action) in scenario.actions.enumerated() {
            guard case .door = action else { continue }
            let step = i + 1  // step 0 is the appearance
            guard step < trace.count, trace[step].scene.appUpdates.count == 1 else { return nil }
            actions[i] = .update(trace[step].scene.appUpdates[0])
        }
        return Scenario(start: scenario.start, actions: actions)
    }
}
