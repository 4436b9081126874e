/// The loop over fresh cases that both drivers run — a property's run (`Property.run`) and a campaign's
/// cell: case n replays nothing and draws from the n-th value of the seed's SplitMix64 stream, until
/// `maxCases` valid cases ran, the deadline passed, the body stopped it, or the health check failed.
///
/// The health check: invalid cases (rejected by a filter or `assume`, or over the choice limit) number
/// at least `minInvalidForHealthCheck` and nine times the valid ones, or ten times the larger of
/// `maxCases` and `minInvalidForHealthCheck`. It is asked after each invalid case.
public struct CaseLoop {
    /// What the body made of one case.
    public enum Verdict: Sendable, Hashable {
        /// The case reached the property and the loop goes on.
        case valid
        /// The case reached the property and the loop stops (a property's first failure).
        case validAndStop
        /// A filter or `assume` rejected the case.
        case rejected
        /// The case overran the choice limit.
        case overrun
    }

    /// Why the loop ended.
    public enum End: Sendable, Hashable {
        /// `maxCases` valid cases ran.
        case budgetSpent
        /// The deadline passed first.
        case deadlinePassed
        /// The body stopped the loop.
        case stopped
        /// The health check failed.
        case unhealthy(HealthProblem)
    }

    public let seed: UInt64
    public let limits: Limits
    public let deadline: ContinuousClock.Instant?
    /// Cases drawn (valid and invalid).
    public private(set) var generated = 0
    public private(set) var valid = 0
    public private(set) var rejected = 0
    public private(set) var overrun = 0

    public init(seed: UInt64, limits: Limits, deadline: ContinuousClock.Instant?) {
        self.seed = seed
        self.limits = limits
        self.deadline = deadline
    }

    /// Runs fresh cases through `body` until one of the ends above.
    public mutating func run(_ body: (inout TestCase) -> Verdict) -> End {
        var seeds = SplitMix64(seed: seed)
        var testCase = TestCase(seed: 0, maxChoices: limits.maxChoicesPerCase)
        while valid < limits.maxCases {
            if let deadline, ContinuousClock.now >= deadline { return .deadlinePassed }
            testCase.reset(seed: seeds.next())
            generated += 1
            switch body(&testCase) {
            case .valid:
                valid += 1
            case .validAndStop:
                valid += 1
                return .stopped
            case .rejected:
                rejected += 1
                if let problem = healthProblem() { return .unhealthy(problem) }
            case .overrun:
                overrun += 1
                if let problem = healthProblem() { return .unhealthy(problem) }
            }
        }
        return .budgetSpent
    }

    /// The health check's verdict now: nil while the run is healthy.
    func healthProblem() -> HealthProblem? {
        let invalid = rejected + overrun
        let dominated = invalid >= limits.minInvalidForHealthCheck && invalid >= 9 * valid
        let exhausted = invalid >= 10 * Swift.max(limits.maxCases, limits.minInvalidForHealthCheck)
        guard dominated || exhausted else { return nil }
        return HealthProblem(reason: overrun > rejected ? .tooManyOverruns : .tooManyRejections, validCases: valid,
                             rejectedCases: rejected, overrunCases: overrun, maxChoicesPerCase: limits.maxChoicesPerCase)
    }
}
