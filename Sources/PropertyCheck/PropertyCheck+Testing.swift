import Foundation
import Testing

/// Checks a property inside an ordinary `@Test`; a failure records exactly one issue.
///
///     @Test func sumStaysSmall() {
///         check("sum stays small", .array(of: .int(in: 0...100))) { values in
///             try expect(values.reduce(0, +) <= 5000, "sum too large")
///         }
///     }
///
/// The profile (`dev` by default, `ci` when `CI=true`) sets the case count; the environment variables
/// in `CheckEnvironment` override it. When the property fails, or the run fails its health check, or an
/// environment variable is invalid, one issue is recorded at `sourceLocation` (the caller's) with the
/// text from `FailureMessage`: the minimal and original counterexamples, the shrink count, the seed
/// and the replay token, and how to replay it. Shrinking runs the body many times but records nothing.
/// If the body takes the whole process down, ``CrashReport`` writes the property, the seed and the case
/// to standard error first.
///
/// A run with a time budget (the `nightly` profile: minutes per property) says its seed when it starts
/// and how far it got every five seconds, through `log` (standard error by default), as `keyfuzz run`
/// does: a CI timeout that kills it leaves the seed to rerun it with.
///
/// - Parameters:
///   - recordIssue: where the message goes; Swift Testing's `Issue.record` unless a test injects
///     another recorder.
///   - log: where a long run's start line and progress lines go.
///   - progressInterval: how often a long run says how far it got (five seconds).
/// - Returns: the run's report, or nil if the environment's configuration was invalid.
@discardableResult
public func check<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    profile: Profile? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation,
    recordIssue: (String, SourceLocation) -> Void = recordWithSwiftTesting,
    log: (String) -> Void = writeToStandardError,
    progressInterval: Duration = .seconds(5),
    _ body: (Value) throws -> Void
) -> RunReport<Value>? {
    let resolved: (configuration: RunConfiguration, profile: Profile)
    do {
        resolved = try CheckEnvironment.configuration(for: name, profile: profile, environment: environment) {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }
    } catch {
        recordIssue("Property \"\(name)\" was not run: \(error)", sourceLocation)
        return nil
    }
    // A long run says its seed first, and then how far it got every `progressInterval`.
    let configuration = resolved.configuration
    var progress: (next: ContinuousClock.Instant, started: ContinuousClock.Instant)?
    if configuration.replay == nil, let budget = configuration.limits.maxTime {
        let seed = "0x" + String(configuration.seed, radix: 16)
        let seconds = budget.components.seconds
        log("property \"\(name)\": seed \(seed), profile \(resolved.profile.name): up to \(configuration.limits.maxCases) cases or \(seconds) s; rerun with \(CheckEnvironment.seedVariable)=\(seed) \(CheckEnvironment.profileVariable)=\(resolved.profile.name)")
        progress = (ContinuousClock.now + progressInterval, ContinuousClock.now)
    }
    // A case that takes the process down (a trap in the code under test) still leaves the seed behind.
    var index = 0
    let report = CrashReport.guarding(property: name, seed: resolved.configuration.seed, seedVariable: CheckEnvironment.seedVariable) {
        Property(name, generator).run(resolved.configuration) { value in
            index += 1
            CrashReport.note(case: index) { "\(value)" }
            if let (next, started) = progress, ContinuousClock.now >= next {
                let elapsed = (ContinuousClock.now - started).components.seconds
                log("property \"\(name)\": \(index) runs (cases and shrink attempts) in \(elapsed) s, seed 0x\(String(configuration.seed, radix: 16))")
                progress = (ContinuousClock.now + progressInterval, started)
            }
            try body(value)
        }
    }
    if let message = FailureMessage.text(for: report) {
        recordIssue(message, sourceLocation)
    } else if let summary = FailureMessage.passingSummary(for: report) {
        print(summary)
    }
    return report
}

/// Writes `line` and a newline to standard error.
public func writeToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Records `message` as a Swift Testing issue at `sourceLocation`.
public func recordWithSwiftTesting(_ message: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
