import Foundation

/// The check behind skipped Auto Layout passes (``LayoutSettlement``): while an audit is current, a
/// pass that would be skipped runs anyway, and one that was not a no-op (a view moved, or an input
/// differed from what the last pass read) is recorded. A setter that changes what a pass reads without
/// saying so (``UIView/layoutInputsChanged()``) shows up here.
///
/// `KEYFUZZ_LAYOUT_AUDIT=1` audits every pass outside a scoped audit and prints each record to
/// standard error; the harness's `QuietTurnAudit` scopes one for a test.
@_spi(KeyboardScrollRunner)
public struct SkippedPassAudit: Sendable {
    /// Records one skipped pass that was not a no-op; `moved`: a view's frame changed.
    public let record: @Sendable (_ moved: Bool) -> Void

    public init(record: @escaping @Sendable (_ moved: Bool) -> Void) { self.record = record }

    @TaskLocal private static var scoped: SkippedPassAudit?
    @TaskLocal private static var suppressed = false
    private static let fromEnvironment: SkippedPassAudit? =
        ProcessInfo.processInfo.environment["KEYFUZZ_LAYOUT_AUDIT"].map { $0 != "0" && !$0.isEmpty } == true
        ? SkippedPassAudit { moved in
            let what = moved ? "a view moved" : "its inputs differed from the last pass's"
            FileHandle.standardError.write(Data("KEYFUZZ_LAYOUT_AUDIT: a skipped layout pass was not a no-op: \(what)\n".utf8))
        } : nil

    /// The audit in force: the task's own, else the environment's, else none.
    static var current: SkippedPassAudit? { scoped ?? (suppressed ? nil : fromEnvironment) }

    /// Runs `body` with this audit current.
    public func withAudit<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$scoped.withValue(self) { try body() }
    }

    /// Runs `body` with no audit from the environment (a test that watches passes being skipped).
    public static func withoutEnvironmentAudit<T>(_ body: () throws -> T) rethrows -> T {
        try $suppressed.withValue(true) { try body() }
    }
}
