/// A failing case taken to the smallest case that still fails, and that case run once more: the one way
/// both drivers — a property's run (`Property.run`) and a campaign's cell — shrink a failure and tell a
/// property that is not deterministic (its smallest case passes when run again).
///
/// `run` replays a case and returns its failure, or nil when the case passes, is rejected or is not the
/// failure being shrunk (a driver that keeps the kind of failure says so here). The shrinker accepts
/// only cases `run` fails, so ``best`` is always a case that failed once; ``confirmed`` is what running
/// it again gave.
public struct FailureShrink<Failure> {
    /// The smallest failing case the shrinker kept (the original when none was smaller).
    public let best: ShrinkCandidate
    /// Why shrinking stopped: a fixed point, or a budget (calls, time) ran out.
    public let stopReason: ShrinkStopReason
    /// Times the case got smaller.
    public let improvements: Int
    /// Property runs spent shrinking.
    public let calls: Int
    /// ``best`` run once more: its failure and the case as it recorded itself; nil when it passed then
    /// (the property is not deterministic, and the driver reports the original case).
    public let confirmed: (failure: Failure, testCase: TestCase)?

    /// Shrinks `initial` with `run` within `limits`, then runs the smallest case once more.
    ///
    /// - Parameters:
    ///   - maxChoices: the choice limit of every replayed case.
    ///   - decodingChoiceTypes: whether the shrinker learns what each choice encodes from the cases it
    ///     runs (`ChoiceType`), so its passes lower signed values towards zero and move amounts between
    ///     choices in decoded units; false shrinks on the plain choices (the initial candidate's types, if
    ///     it has any, are kept).
    public init(shrinking initial: ShrinkCandidate, limits: Limits, maxChoices: Int, decodingChoiceTypes: Bool = true,
                run: @escaping (inout TestCase) -> Failure?) {
        var shrinker = Shrinker(initial: initial, limits: limits) { attempt in
            var attemptCase = TestCase(replaying: attempt, maxChoices: maxChoices)
            guard run(&attemptCase) != nil else { return nil }
            return decodingChoiceTypes ? ShrinkCandidate(recordedBy: attemptCase)
                : ShrinkCandidate(choices: attemptCase.recordedChoices, spans: attemptCase.recordedSpans)
        }
        stopReason = shrinker.shrink()
        best = shrinker.best
        improvements = shrinker.improvements
        calls = shrinker.calls
        var again = TestCase(replaying: best.choices, maxChoices: maxChoices)
        confirmed = run(&again).map { ($0, again) }
    }
}
