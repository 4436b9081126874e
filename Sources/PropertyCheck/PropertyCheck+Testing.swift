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
/// - Parameters:
///   - recordIssue: where the message goes; Swift Testing's `Issue.record` unless a test injects
///     another recorder.
/// - Returns: the run's report, or nil if the environment's configuration was invalid.
@discardableResult
public func check<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    profile: Profile? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation,
    recordIssue: (String, SourceLocation) -> Void = recordWithSwiftTesting,
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
    // A case that takes the process down (a trap in the code under test) still leaves the seed behind.
    var index = 0
    let report = CrashReport.guarding(property: name, seed: resolved.configuration.seed, seedVariable: CheckEnvironment.seedVariable) {
        Property(name, generator).run(resolved.configuration) { value in
            index += 1
            CrashReport.note(case: index) { "\(value)" }
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

/// Records `message` as a Swift Testing issue at `sourceLocation`.
public func recordWithSwiftTesting(_ message: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
