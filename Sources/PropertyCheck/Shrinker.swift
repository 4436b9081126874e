/// The recorded choices and spans of a failing case: what the shrinker holds and improves.
public struct ShrinkCandidate: Sendable, Hashable {
    public var choices: [UInt64]
    public var spans: [Span]

    public init(choices: [UInt64], spans: [Span]) {
        self.choices = choices
        self.spans = spans
    }
}

/// Shrinks a failing choice sequence to a minimal one, in shortlex order.
///
/// Contract:
/// - `best` is always a failing sequence, and only ever gets simpler (`Shortlex`), so shrinking
///   terminates.
/// - The passes (`Shrinker.passes`, in order) each make one sweep over the current best and then
///   return; `shrink()` repeats the whole list until a sweep of every pass changes nothing (a fixed
///   point), or a budget (`maxShrinks` property calls, `maxShrinkTime`) runs out.
/// - A pass re-reads `best` after every attempt, so it survives a target that shrinks under it.
/// - Every attempted sequence is cached; an attempt already tried, or not simpler than `best`, costs
///   no property call.
/// - The result depends only on the passes and the property, not on how the failure was found, as
///   long as the passes reach the same fixed point (they do for the behaviours in the tests).
public struct Shrinker {
    /// Runs the property on a choice sequence; returns the recorded case if it failed.
    public typealias Predicate = ([UInt64]) -> ShrinkCandidate?

    /// The simplest failing case found so far.
    public private(set) var best: ShrinkCandidate
    /// Property calls made so far.
    public private(set) var calls = 0
    /// Successful shrinks (times `best` got simpler).
    public private(set) var improvements = 0

    let maxCalls: Int
    let deadline: ContinuousClock.Instant?
    var tried: Set<[UInt64]> = []
    let predicate: Predicate

    /// Creates a shrinker starting from the failing case `initial`.
    public init(initial: ShrinkCandidate, limits: Limits, predicate: @escaping Predicate) {
        best = initial
        maxCalls = limits.maxShrinks
        deadline = limits.maxShrinkTime.map { ContinuousClock.now + $0 }
        self.predicate = predicate
    }

    /// Runs the passes to a fixed point or until a budget runs out; returns why it stopped.
    public mutating func shrink() -> ShrinkStopReason {
        do {
            var previous: [UInt64]
            repeat {
                previous = best.choices
                for pass in Shrinker.passes {
                    try pass.run(&self)
                }
            } while best.choices != previous
            return .fixedPoint
        } catch let exhausted as ShrinkBudgetExhausted {
            return exhausted.reason
        } catch {
            return .fixedPoint
        }
    }

    /// Tries `attempt`; returns true if it failed and its recorded choices are simpler than `best`,
    /// in which case `best` is now that case.
    /// - Throws: `ShrinkBudgetExhausted` when a budget runs out.
    mutating func consider(_ attempt: [UInt64]) throws -> Bool {
        guard Shortlex.isSimpler(attempt, than: best.choices) else { return false }
        guard tried.insert(attempt).inserted else { return false }
        guard calls < maxCalls else { throw ShrinkBudgetExhausted(reason: .maxShrinksReached) }
        if let deadline, ContinuousClock.now >= deadline {
            throw ShrinkBudgetExhausted(reason: .timeLimitReached)
        }
        calls += 1
        guard let result = predicate(attempt), Shortlex.isSimpler(result.choices, than: best.choices) else {
            return false
        }
        best = result
        improvements += 1
        return true
    }

    /// `best.choices` with the choice at `index` replaced by `value`, tried; false if out of range.
    mutating func replacing(_ index: Int, with value: UInt64) throws -> Bool {
        guard index < best.choices.count else { return false }
        var attempt = best.choices
        attempt[index] = value
        return try consider(attempt)
    }
}

/// Thrown inside the shrinker when `maxShrinks` or `maxShrinkTime` is used up.
struct ShrinkBudgetExhausted: Error {
    let reason: ShrinkStopReason
}

/// One named shrink pass: a single sweep over the current best that returns when done.
struct ShrinkPass: Sendable {
    let name: String
    let run: @Sendable (inout Shrinker) throws -> Void
}
