/// Builds the text a failed run reports: pure, so it can be tested and sent anywhere.
public enum FailureMessage {
    /// The message for `report`, or nil if the property held.
    ///
    /// It states the minimal counterexample, what the property threw, the original counterexample,
    /// the shrink count, the seed and the replay token, and says how to replay it.
    public static func text<Value>(for report: RunReport<Value>) -> String? {
        var lines: [String] = []
        let seed = "0x" + String(report.seed, radix: 16)
        if let failure = report.failure {
            lines.append("Property \"\(report.propertyName)\" failed\(origin(failure.origin)).")
            lines.append("Minimal counterexample: \(failure.minimalDescription)")
            lines.append("Error: \(failure.message)")
            lines.append("Original counterexample: \(failure.originalDescription)")
            if failure.originalMessage != failure.message { lines.append("Original error: \(failure.originalMessage)") }
            lines.append("Shrunk \(failure.shrinkCount) times in \(failure.shrinkCalls) property calls; \(failure.shrinkStopReason).")
            lines.append("Seed: \(seed) (\(report.casesGenerated) cases generated, \(report.casesPassed) passed).")
            lines.append("Replay token: \(failure.token)")
            lines.append("To replay just this case: \(CheckEnvironment.replayVariable)=\(failure.token) swift test --filter <this test>")
            lines.append("To rerun the whole run: \(CheckEnvironment.seedVariable)=\(seed) swift test --filter <this test>")
        } else if let health = report.health {
            lines.append("Property \"\(report.propertyName)\" could not be tested: \(health)")
            lines.append("Seed: \(seed).")
        } else {
            return nil
        }
        for warning in report.warnings { lines.append("Warning: \(warning)") }
        if !report.statistics.counts.isEmpty { lines.append("Labels:\n\(report.statistics)") }
        return lines.joined(separator: "\n")
    }

    /// For a run that held: its warnings (corrupt database lines) and label counts, or nil if it has
    /// neither. Printed, not recorded as an issue.
    public static func passingSummary<Value>(for report: RunReport<Value>) -> String? {
        guard report.passed, !report.warnings.isEmpty || !report.statistics.counts.isEmpty else { return nil }
        var lines = ["Property \"\(report.propertyName)\" held for \(report.casesPassed) cases (\(report.stopReason))."]
        for warning in report.warnings { lines.append("Warning: \(warning)") }
        if !report.statistics.counts.isEmpty { lines.append("Labels:\n\(report.statistics)") }
        return lines.joined(separator: "\n")
    }

    static func origin(_ origin: FailureOrigin) -> String {
        switch origin {
        case .generated: ""
        case .database: " on a case replayed from the failure database"
        case .replay: " on the replayed token"
        }
    }
}
