import Foundation
@_spi(KeyboardScrollRunner) import UIKit

/// The check behind ``KeyboardScrollHost/runMainQueue(until:)``'s skipped passes: while an audit is
/// current, a turn that would skip its Auto Layout pass runs it anyway, and a pass that was not a no-op
/// (a view moved, or an input differed from what the last pass read) is recorded here. The claim the skip
/// rests on — after a quiet turn nothing can move until code runs or the scene changes — holds exactly
/// when an audited run records nothing. The same audit covers the passes UIKit's facade skips inside a
/// turn (`SkippedPassAudit`: a hierarchy whose inputs have not changed since a pass that moved
/// nothing), recorded without a time.
///
/// `KEYFUZZ_LAYOUT_AUDIT=1` audits every host that has no audit of its own and prints each record
/// to standard error (for a whole test run or campaign); a test makes its own with ``withAudit(_:)``.
@_spi(KeyboardScrollRunner)
public final class QuietTurnAudit: @unchecked Sendable {
    /// One pass that the skip would have lost.
    public struct Record: Sendable, CustomStringConvertible {
        /// A view's frame changed (else only the pass's inputs differed).
        public let moved: Bool
        /// The virtual time of the turn; nil for a pass skipped inside a turn.
        public let time: Double?

        public var description: String {
            "a skipped pass\(time.map { " at \($0) s" } ?? "") was not a no-op: " + (moved ? "a view moved" : "its inputs differed from the last pass's")
        }
    }

    private let lock = NSLock()
    private var stored: [Record] = []
    private var audited = 0
    private let printsRecords: Bool

    public init() { printsRecords = false }
    private init(printing: Bool) { printsRecords = printing }

    /// The passes recorded so far.
    public var records: [Record] { lock.withLock { stored } }
    /// How many skipped passes were run and checked.
    public var auditedPasses: Int { lock.withLock { audited } }

    func noteAudited() { lock.withLock { audited += 1 } }

    func record(moved: Bool, at time: Double?) {
        let record = Record(moved: moved, time: time)
        lock.withLock { stored.append(record) }
        if printsRecords { FileHandle.standardError.write(Data("KEYFUZZ_LAYOUT_AUDIT: \(record)\n".utf8)) }
    }

    @TaskLocal private static var scoped: QuietTurnAudit?
    @TaskLocal private static var suppressed = false
    private static let fromEnvironment: QuietTurnAudit? =
        ProcessInfo.processInfo.environment["KEYFUZZ_LAYOUT_AUDIT"].map { $0 != "0" && !$0.isEmpty } == true
        ? QuietTurnAudit(printing: true) : nil

    /// The audit in force: the task's own, else the environment's, else none.
    static var current: QuietTurnAudit? { scoped ?? (suppressed ? nil : fromEnvironment) }

    /// Runs `body` with this audit current for every host it drives, and for the passes skipped inside
    /// a turn.
    public func withAudit<T>(_ body: () throws -> T) rethrows -> T {
        let inner = SkippedPassAudit { [self] moved in record(moved: moved, at: nil) }
        return try inner.withAudit { try Self.$scoped.withValue(self) { try body() } }
    }

    /// Runs `body` with no audit from the environment (a test that watches a pass being skipped).
    public static func withoutEnvironmentAudit<T>(_ body: () throws -> T) rethrows -> T {
        try SkippedPassAudit.withoutEnvironmentAudit { try $suppressed.withValue(true) { try body() } }
    }
}
