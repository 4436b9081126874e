import Campaign
import KeyboardStrategies
import ScrollGeometry
import Verification

/// Checks a report's findings against their own examples, replayed: one finding per mechanism, every
/// example of a finding of its mechanism, and each finding headed by its worst example.
///
/// The campaign files examples by the mechanism it measured when it shrank them; this reads the
/// report as a reader would and replays every token again, so it catches a report whose grouping or
/// headline disagrees with what the examples do today.
public enum MechanismAudit {
    /// Sentences naming each disagreement, empty when there is none:
    /// - two violation findings of one strategy and invariant with the same mover and act;
    /// - an example (the headline or one of `examples`) whose replay breaks the invariant by another
    ///   mechanism than its finding's `mechanism`;
    /// - an example whose replayed effect is larger (by more than the tolerance) than the headline's,
    ///   where both show the break under the default model.
    /// Examples that no longer replay (the strategy or the model changed) are skipped.
    public static func problems(_ report: CampaignReport, strategies: [StrategyDescriptor]) -> [String] {
        audit(report.findings, maxActions: report.run.maxActions, strategies: strategies).problems
    }

    /// ``problems(_:strategies:)`` for findings of a run whose scenarios had at most `maxActions` actions.
    public static func problems(_ findings: [CampaignReport.Finding], maxActions: Int,
                                strategies: [StrategyDescriptor]) -> [String] {
        audit(findings, maxActions: maxActions, strategies: strategies).problems
    }

    /// The problems, and how many examples were replayed and checked (an example that no longer replays
    /// is not checked), so that a caller can tell an audit that checked nothing from a clean one.
    public static func audit(_ findings: [CampaignReport.Finding], maxActions: Int,
                             strategies: [StrategyDescriptor]) -> (checked: Int, problems: [String]) {
        var problems: [String] = []
        var checked = 0
        var seen: [String: String] = [:]
        for finding in findings where finding.kind == .violation {
            if let mechanism = finding.mechanism {
                let key = "\(finding.strategy)/\(finding.invariant)/\(finding.promised) · \(mechanism)"
                if let other = seen[key] { problems.append("\(finding.id) and \(other) share \(key)") }
                seen[key] = finding.id
            }
            guard let invariant = Guarantee(rawValue: finding.invariant) else { continue }
            var headEffect: Double?
            for (index, example) in finding.allExamples.enumerated() {
                guard let trace = try? FindingTraces.replay(token: example.token, strategy: finding.strategy, invariant: invariant,
                                                           maxActions: finding.maxActions ?? maxActions, strategies: strategies),
                      let violation = trace.violation,
                      let measured = BreakMechanism.of(violation, trace: trace.steps, listKind: trace.listKind) else { continue }
                // The lifecycle's part, as the campaign names it when the bug needs it.
                let descriptor = strategies.first { $0.id == finding.strategy }
                let replayed = measured.after(descriptor.flatMap {
                    BreakMechanism.essentialLifecycle(of: violation, in: trace.scenario, strategy: $0, invariant: Invariant.named(invariant),
                                                      promised: finding.promised)
                })
                checked += 1
                if let mechanism = finding.mechanism, replayed.description != mechanism {
                    problems.append("\(finding.id): example \(example.token) replays as \"\(replayed.description)\", not \"\(mechanism)\"")
                }
                if index == 0 {
                    headEffect = replayed.effect
                } else if let head = headEffect, example.condition == nil || finding.isConditional,
                          replayed.effect > head + Invariant.tolerance {
                    problems.append("\(finding.id): example \(example.token) reaches \(Format.number(replayed.effect)) pt, more than its headline's \(Format.number(head)) pt")
                }
            }
        }
        return (checked, problems)
    }
}
