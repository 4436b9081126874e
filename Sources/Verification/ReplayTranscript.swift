import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// The step-by-step text `keyfuzz replay` prints: for each step the action, the model's state after it
/// and, where the screen settled, every invariant's verdict.
public enum ReplayTranscript {
    public static func text(_ outcome: ScenarioRunner.Outcome, strategy: StrategyDescriptor) -> String {
        var lines = ["strategy: \(strategy.id) — \(strategy.summary)",
                     "promises: \(strategy.promises.sorted().map { Invariant.named($0).name }.joined(separator: ", "))",
                     "start: \(outcome.scenario.start)"]
        for step in outcome.trace ?? [] {
            let t = step.scene.tableView
            let kb = step.scene.obscuringKeyboardFrameInWindow.map { "keyboard top \(Format.number($0.minY)) (window)" } ?? "no keyboard covering"
            lines.append("")
            lines.append("step \(step.step): \(step.action)")
            if case .door = step.action, !step.scene.lastDoorParameters.isEmpty {
                lines.append("  the door drew: " + step.scene.lastDoorParameters.joined(separator: ", "))
            }
            lines.append("  contentOffset.y \(Format.number(t.contentOffset.y)) in \(Format.number(t.validOffsetRange.lowerBound))...\(Format.number(t.validOffsetRange.upperBound)), contentSize.height \(Format.number(t.contentSize.height)), contentInset \(t.contentInset), frame \(t.frame), \(kb)")
            guard step.judged else {
                lines.append("  not judged: the screen has not settled (the same run-loop turn, or a keyboard animation, goes on)")
                continue
            }
            for invariant in Invariant.all {
                if let v = step.violations.first(where: { $0.invariant == invariant.id }) {
                    lines.append("  ✗ \(invariant.name)\(v.promised ? " (promised)" : ""): \(v.message)")
                } else {
                    lines.append("  ✓ \(invariant.name)")
                }
            }
        }
        let broken = outcome.violations.filter(\.promised)
        lines.append("")
        lines.append(broken.isEmpty ? "no promised invariant broke" : "\(broken.count) promised invariant check(s) broke; first at step \(broken[0].step)")
        return lines.joined(separator: "\n")
    }
}
