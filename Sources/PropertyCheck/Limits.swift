/// The named budgets of a run. Every run ends with a `StopReason` naming the one it reached.
public struct Limits: Sendable, Hashable {
    /// Valid cases to run (cases that reached the property body) before declaring the property passed.
    public var maxCases: Int
    /// Choices one case may draw; the next draw overruns and the case is discarded.
    public var maxChoicesPerCase: Int
    /// Property calls the shrinker may make for one failure.
    public var maxShrinks: Int
    /// Wall time for generating cases; nil means no time limit.
    public var maxTime: Duration?
    /// Wall time for shrinking one failure; nil means no time limit.
    public var maxShrinkTime: Duration?
    /// Invalid cases (rejected or overrun) tolerated before the health check may fail the run.
    /// The run fails its health check once at least this many cases were invalid and invalid cases
    /// outnumber valid ones nine to one.
    public var minInvalidForHealthCheck: Int

    /// Creates limits; every argument has the default used by the `dev` profile.
    public init(
        maxCases: Int = 100,
        maxChoicesPerCase: Int = 8192,
        maxShrinks: Int = 10_000,
        maxTime: Duration? = nil,
        maxShrinkTime: Duration? = .seconds(60),
        minInvalidForHealthCheck: Int = 50
    ) {
        self.maxCases = maxCases
        self.maxChoicesPerCase = maxChoicesPerCase
        self.maxShrinks = maxShrinks
        self.maxTime = maxTime
        self.maxShrinkTime = maxShrinkTime
        self.minInvalidForHealthCheck = minInvalidForHealthCheck
    }

    /// The defaults.
    public static let `default` = Limits()
}

/// Why a run stopped.
public enum StopReason: Sendable, Hashable, CustomStringConvertible {
    /// `maxCases` valid cases passed.
    case maxCasesReached
    /// `maxTime` elapsed before `maxCases` cases ran; every case that ran passed.
    case timeLimitReached
    /// A case failed; the failure was shrunk and is in the report.
    case failureFound
    /// Filters or `assume` rejected too many cases (health check failed).
    case tooManyRejections
    /// Too many cases overran `maxChoicesPerCase` (health check failed).
    case tooManyOverruns
    /// A replay token (`KEYFUZZ_REPLAY`) was replayed and the property passed on it.
    case replayPassed

    public var description: String {
        switch self {
        case .maxCasesReached: "ran the maximum number of cases (maxCases)"
        case .timeLimitReached: "reached the wall-time limit (maxTime)"
        case .failureFound: "found a failing case"
        case .tooManyRejections: "too many cases were rejected by filters or assume (health check)"
        case .tooManyOverruns: "too many cases overran the choice limit (maxChoicesPerCase, health check)"
        case .replayPassed: "replayed the given token and the property passed"
        }
    }
}

/// Why shrinking stopped.
public enum ShrinkStopReason: Sendable, Hashable, CustomStringConvertible {
    /// No pass made progress: the counterexample is minimal for the passes.
    case fixedPoint
    /// The shrinker used `maxShrinks` property calls.
    case maxShrinksReached
    /// The shrinker used `maxShrinkTime`.
    case timeLimitReached

    public var description: String {
        switch self {
        case .fixedPoint: "no shrink pass could simplify it further"
        case .maxShrinksReached: "stopped at the shrink budget (maxShrinks); it may not be minimal"
        case .timeLimitReached: "stopped at the shrink time limit (maxShrinkTime); it may not be minimal"
        }
    }
}
