import Campaign
@_spi(Checker) import ScrollGeometry
import Verification

/// How far one step moved the list on screen, and who moved it: UIKit (the system's part of the
/// action: the keyboard's new frame and a `UITableViewController`'s own adjustment, first responder,
/// rotation, the user's scroll) or the strategy (its callback, with the update it applies, and the
/// layout after it).
///
/// Derived from a trace, not recorded by the runner: the system's part is recomputed by applying
/// ``ScenarioRunner/applyingSystem(_:to:step:)`` to the settled scene before the step and laying it out;
/// the strategy's part is the rest. Measured on one point of the content, in **screen points (y down)**:
/// the reader's anchor before the step (``AnchorRecord``) — its top for a reading list, its bottom
/// for a chat, the content's end when a chat rests at its bottom.
struct StepMotion: Equatable {
    /// What was followed: "row 3 (top)", "the last row (bottom)".
    let tracked: String
    /// The tracked point's screen y before the step, after UIKit's part, and after the strategy's;
    /// `nil` once the row is gone (deleted).
    let before: Double
    let afterSystem: Double?
    let after: Double?
    /// Who acts for the system in this step: "UIKit", or "the user's scroll".
    let systemName: String

    /// Moves smaller than this are not reported (the invariants' tolerance).
    static let tolerance = Invariant.tolerance

    var systemMove: Double? { afterSystem.map { $0 - before } }
    var strategyMove: Double? {
        guard let afterSystem, let after else { return nil }
        return after - afterSystem
    }
    var total: Double? { after.map { $0 - before } }

    /// Measures `step` from `previous`, the settled scene before it; `nil` when no row was visible or
    /// the system's part cannot be replayed.
    static func measure(_ step: ScenarioRunner.TraceStep, previous: Scene, listKind: ListKind) -> StepMotion? {
        guard let anchor = AnchorRecord.pick(in: previous, kind: listKind, tolerance: Invariant.tolerance),
              let first = anchor.candidates.first else { return nil }
        var system = previous
        do { try ScenarioRunner.applyingSystem(step.action, to: &system, step: step.step) } catch { return nil }
        system.layoutIfNeeded()
        let point = TrackedPoint(target: first.target, listKind: listKind)
        guard let before = point.screenY(in: previous) else { return nil }
        let name: String
        switch step.action {
        case .userScroll, .drag(.ended): name = "the user's scroll"
        case .drag: name = "the user's finger"
        default: name = "UIKit"
        }
        return StepMotion(tracked: point.name(in: previous), before: before, afterSystem: point.screenY(in: system),
                          after: point.screenY(in: step.scene), systemName: name)
    }

    /// "the list moved 270 pt down on screen (row 3's top y 59 → 329): by the strategy", or `nil`
    /// when it stayed within the tolerance.
    var sentence: String? {
        guard let total, let after else {
            return "\(tracked) left the table (deleted): the list's move is not measured"
        }
        let parts = [(systemName, systemMove ?? 0), ("the strategy", strategyMove ?? 0)]
            .filter { abs($0.1) > Self.tolerance }
        guard abs(total) > Self.tolerance || !parts.isEmpty else { return nil }
        let who = parts.map { "\(Self.distance($0.1)) by \($0.0)" }.joined(separator: ", then ")
        let head = abs(total) > Self.tolerance ? "the list moved \(Self.distance(total)) on screen"
            : "the list moved and came back"
        return "\(head) (\(tracked) y \(Format.number(before)) → \(Format.number(after))): \(who)"
    }

    /// A short form for a picture's caption: "moved 270 pt down: the strategy".
    var caption: String? {
        guard let total else { return "\(tracked) deleted" }
        let parts = [(systemName, systemMove ?? 0), ("strategy", strategyMove ?? 0)]
            .filter { abs($0.1) > Self.tolerance }
        guard !parts.isEmpty else { return nil }
        return "list moved \(Self.distance(total)): " + parts.map { "\($0.0) \(Self.distance($0.1))" }.joined(separator: ", ")
    }

    /// "270 pt down", "12 pt up" (screen y grows downward).
    static func distance(_ dy: Double) -> String {
        abs(dy) <= tolerance ? "0 pt" : "\(Format.number(abs(dy))) pt \(dy > 0 ? "down" : "up")"
    }
}

/// The point of the content ``StepMotion`` follows.
struct TrackedPoint {
    let target: AnchorRecord.Target
    let listKind: ListKind

    /// Its screen y in `scene`, or `nil` when the row is gone.
    func screenY(in scene: Scene) -> Double? {
        let table = scene.tableView
        let rect: Rect
        switch target {
        case let .row(id):
            guard let ip = table.indexPath(of: id) else { return nil }
            rect = table.rectForRow(at: ip)
        case .contentEnd:
            guard let last = table.lastIndexPath else { return nil }
            rect = table.rectForRow(at: last)
        }
        let y = listKind == .chat ? rect.maxY : rect.minY
        return PictureGeometry(scene: scene).contentYToScreen(y)
    }

    func name(in scene: Scene) -> String {
        let edge = listKind == .chat ? "bottom" : "top"
        switch target {
        case let .row(id):
            return "\(scene.tableView.indexPath(of: id).map(\.description) ?? "\(id)")'s \(edge)"
        case .contentEnd:
            return "the last row's bottom"
        }
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
    if let trace {
        for (step, motion) in zip(trace.steps, trace.motions) {
            if let sentence = motion?.sentence { motionByStep[step.step] = sentence }
        }
    }
    return steps.enumerated().map { step, text in
        var line = step == 0 ? "start: \(text) — the screen appears" : text
        if let motion = motionByStep[step] { line += " — \(motion)" }
        return line
    }
}
