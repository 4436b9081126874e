import Campaign
@_spi(Checker) import ScrollGeometry
import Verification

extension StepMotion {
    /// "the list moved 270 pt down on screen (row 3's top y 59 → 329): 200 pt down by UIKit (a
    /// UITableViewController's own …), then 70 pt down by the app's code in textFieldDidBeginEditing(_:)",
    /// or `nil` when it stayed within the tolerance.
    var sentence: String? {
        guard let total, let after else {
            return "\(tracked) left the table (deleted): the list's move is not measured"
        }
        let parts = parts
        guard abs(total) > Self.tolerance || !parts.isEmpty else { return nil }
        let who = parts.map { "\(Self.distance($0.dy)) by \($0.who)" }.joined(separator: ", then ")
        let head = abs(total) > Self.tolerance ? "the list moved \(Self.distance(total)) on screen"
            : "the list moved and came back"
        return "\(head) (\(tracked) y \(Format.number(before)) → \(Format.number(after))): \(who)"
    }

    /// A short form for a picture's caption: "list moved 270 pt down: UIKit 200 pt down, app 70 pt down".
    var caption: String? {
        guard let total else { return "\(tracked) deleted" }
        let parts = parts
        guard !parts.isEmpty else { return nil }
        return "list moved \(Self.distance(total)): " + parts.map { "\($0.short) \(Self.distance($0.dy))" }.joined(separator: ", ")
    }

    /// "270 pt down", "12 pt up" (screen y grows downward).
    static func distance(_ dy: Double) -> String {
        abs(dy) <= tolerance ? "0 pt" : "\(Format.number(abs(dy))) pt \(dy > 0 ? "down" : "up")"
    }
}

extension FindingTrace {
    /// How far each kept step moved the list and who moved it, in step order (`nil`: not measured).
    var motions: [StepMotion?] {
        zip(steps, scenesBefore).map { step, previous in
            previous.flatMap { StepMotion.measure(step, previous: $0, listKind: listKind) }
        }
    }
}

extension CampaignReport.Finding {
    /// The scenario's steps as a person reads them: step 0 says the screen appears; with a trace, each
    /// replayed step says how far the list moved and who moved it (``StepMotion``).
    func readableSteps(trace: FindingTrace?) -> [String] {
        readableScenarioSteps(scenarioSteps, trace: trace)
    }
}

/// `steps` (the start first) with "— the screen appears" on step 0 and, for steps `trace` replayed, the
/// list's motion.
func readableScenarioSteps(_ steps: [String], trace: FindingTrace?) -> [String] {
    var motionByStep: [Int: String] = [:]
    var drawnByStep: [Int: String] = [:]
    if let trace {
        for (step, motion) in zip(trace.steps, trace.motions) {
            if let sentence = motion?.sentence { motionByStep[step.step] = sentence }
            if case .door = step.action, !step.scene.lastDoorParameters.isEmpty {
                drawnByStep[step.step] = step.scene.lastDoorParameters.joined(separator: ", ")
            }
        }
    }
    return steps.enumerated().map { step, text in
        var line = step == 0 ? "start: \(text) — the screen appears" : text
        if let drawn = drawnByStep[step] { line += " (\(drawn))" }
        if let motion = motionByStep[step] { line += " — \(motion)" }
        return line
    }
}
