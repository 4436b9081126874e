/// Everything a run found out, for the Swift Testing integration, `keyfuzz` reports and other modules.
public struct RunReport<Value> {
    /// The property's name.
    public var propertyName: String
    /// The seed the run drew its cases from (`KEYFUZZ_SEED` reproduces the run).
    public var seed: UInt64
    /// Cases generated, valid or not (database and replay cases included).
    public var casesGenerated = 0
    /// Cases that reached the property and passed.
    public var casesPassed = 0
    /// Cases rejected by a filter or `assume`.
    public var casesRejected = 0
    /// Cases that overran `maxChoicesPerCase`.
    public var casesOverrun = 0
    /// Why the run stopped.
    public var stopReason: StopReason = .maxCasesReached
    /// Label counts over the valid cases.
    public var statistics = Statistics()
    /// The shrunk failure, if a case failed.
    public var failure: Failure<Value>?
    /// The health problem, if the run could not test enough cases.
    public var health: HealthProblem?
    /// Things the run skipped or could not do (corrupt database lines, a database that could not be
    /// written), in order.
    public var warnings: [String] = []

    /// Whether the property held: no failure and no health problem.
    public var passed: Bool { failure == nil && health == nil }
}

extension RunReport: Sendable where Value: Sendable {}

/// Where a failure came from.
public enum FailureOrigin: Sendable, Hashable {
    /// A freshly generated case.
    case generated
    /// An entry of the failure database, replayed before new cases.
    case database
    /// The replay token the run was asked to replay.
    case replay
}

/// A failing case, shrunk: the minimal counterexample and how it was found.
public struct Failure<Value> {
    /// The minimal counterexample.
    public var minimal: Value
    /// The counterexample as first found, before shrinking.
    public var original: Value
    /// `minimal` as text (`String(describing:)`).
    public var minimalDescription: String
    /// `original` as text.
    public var originalDescription: String
    /// The minimal case's choices.
    public var minimalChoices: [UInt64]
    /// What the property threw on the minimal case.
    public var message: String
    /// What the property threw on the original case.
    public var originalMessage: String
    /// Successful shrinks (times the counterexample got simpler).
    public var shrinkCount: Int
    /// Property calls the shrinker made.
    public var shrinkCalls: Int
    /// Why shrinking stopped.
    public var shrinkStopReason: ShrinkStopReason
    /// The run's seed.
    public var seed: UInt64
    /// The replay token of the minimal case.
    public var token: String
    /// Where the failing case came from.
    public var origin: FailureOrigin
}

extension Failure: Sendable where Value: Sendable {}
