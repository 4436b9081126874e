import Testing

/// Runs a suite's tests in a task of high priority, so that a test waiting on the keyfuzz binary
/// (``KeyfuzzBinary/run(_:environment:in:)``) resumes as soon as the binary exits.
///
/// The binary's tests spend most of their time waiting on another process, and free their thread while
/// they wait. At the test run's default priority, the resumption queued behind every test not yet started:
/// with two threads busy with in-process properties, the first test of each serialized suite waited about
/// fifty seconds for a binary that had exited in one, and the suites' waiting (timeouts, signals) then
/// ran at the end of the test run with the other core idle. At high priority a resumption runs first,
/// and the waiting overlaps the properties' work.
struct PromptResumption: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        withUnsafeCurrentTask { $0?.escalatePriority(to: .high) }
        try await function()
    }
}

extension Trait where Self == PromptResumption {
    /// See ``PromptResumption``.
    static var promptResumption: Self { PromptResumption() }
}
