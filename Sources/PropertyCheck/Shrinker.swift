/// The recorded choices and spans of a failing case: what the shrinker holds and improves.
public struct ShrinkCandidate: Sendable, Hashable {
    public var choices: [UInt64]
    public var spans: [Span]
    /// What each choice encodes (see `ChoiceType`); empty when unknown, as for a generated case.
    var types: [ChoiceType]

    public init(choices: [UInt64], spans: [Span]) {
        self.choices = choices
        self.spans = spans
        self.types = []
    }

    /// The choices, spans and choice types `testCase` recorded.
    public init(recordedBy testCase: TestCase) {
        choices = testCase.choices
        spans = testCase.spans
        types = testCase.types
    }
}

/// Shrinks a failing choice sequence to a minimal one, in shortlex order.
///
/// Read top-down: `shrink()` is the whole algorithm, `consider(_:)` the only place a property runs;
/// the passes live in `Shrinker+Deletion.swift` (fewer choices) and `Shrinker+Values.swift` (smaller
/// choices), on top of the views of `Shrinker+Choices.swift`.
///
/// Contract:
/// - `best` is always a failing sequence, and only ever gets simpler (`Shortlex`), so shrinking
///   terminates.
/// - Each pass (`Shrinker.passes`) is a named method with a one-line contract that makes one sweep over
///   the current best and returns. `shrink()` repeats sweeps until one in which no pass made progress
///   (a fixed point), or until a budget (`maxShrinks` property calls, `maxShrinkTime`) runs out.
/// - Adaptive order: the passes that made progress in a sweep run first in the next one (in their
///   written order); a pass that finished a sweep without progress on exactly the current best is not
///   run again until `best` changes.
/// - A pass re-reads `best` after every attempt, so it survives a target that shrinks under it.
/// - Every attempted sequence is cached; an attempt already tried, or not simpler than `best`, costs
///   no property call.
/// - Passes see values, not raw encodings: a signed draw is lowered towards 0 keeping its sign and
///   moved between choices in decoded units (`ChoiceType`), a double by `DoubleEncoding`'s order.
public struct Shrinker {
    /// Runs the property on a choice sequence; returns the recorded case if it failed.
    public typealias Predicate = ([UInt64]) -> ShrinkCandidate?

    /// The simplest failing case found so far.
    public private(set) var best: ShrinkCandidate
    /// Property calls made so far.
    public private(set) var calls = 0
    /// Successful shrinks (times `best` got simpler).
    public private(set) var improvements = 0
    /// Property calls and improvements per pass, by pass name, for tuning and benchmarks.
    public private(set) var passStatistics: [String: (calls: Int, improvements: Int)] = [:]

    let maxCalls: Int
    let deadline: ContinuousClock.Instant?
    var tried: Set<ArraySlice<UInt64>> = []
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
            try learnChoiceTypes()
            var order = Array(Shrinker.passes.indices)
            var finishedOn: [[UInt64]?] = Array(repeating: nil, count: order.count)
            while true {
                var progressed: [Int] = []
                var idle: [Int] = []
                for pass in order {
                    guard finishedOn[pass] != best.choices else { idle.append(pass); continue }
                    let before = best.choices
                    let callsBefore = calls
                    let improvementsBefore = improvements
                    try run(pass)
                    let name = Shrinker.passes[pass].name
                    let statistics = passStatistics[name] ?? (0, 0)
                    passStatistics[name] = (statistics.calls + calls - callsBefore,
                                            statistics.improvements + improvements - improvementsBefore)
                    if best.choices == before {
                        finishedOn[pass] = before
                        idle.append(pass)
                    } else {
                        progressed.append(pass)
                    }
                }
                if progressed.isEmpty { return .fixedPoint }
                order = progressed.sorted() + idle.sorted()
            }
        } catch let exhausted as ShrinkBudgetExhausted {
            return exhausted.reason
        } catch {
            return .fixedPoint
        }
    }

    /// Runs one pass, keeping `passStatistics` even when the budget runs out inside it.
    private mutating func run(_ pass: Int) throws {
        try Shrinker.passes[pass].run(&self)
    }

    /// Replays `best` once if it does not know its choice types (a generated case records none), so
    /// the passes can decode its choices. Costs one property call; a case that no longer fails (a
    /// flaky property) is kept as it is and shrunk as plain choices.
    mutating func learnChoiceTypes() throws {
        guard best.types.count != best.choices.count else { return }
        tried.insert(Shrinker.withoutTrailingZeros(best.choices))
        try spendCall()
        guard let replayed = predicate(best.choices), replayed.types.count == replayed.choices.count,
              !Shortlex.isSimpler(best.choices, than: replayed.choices) else { return }
        if replayed.choices != best.choices { improvements += 1 }
        best = replayed
    }

    /// Tries `attempt`; returns true if it failed and its recorded choices are simpler than `best`,
    /// in which case `best` is now that case.
    /// - Throws: `ShrinkBudgetExhausted` when a budget runs out.
    ///
    /// A replay reads 0 past the end of its choices, so trailing zeros change nothing: an attempt is
    /// cached without them, and one that equals `best` but for trailing zeros is not run.
    mutating func consider(_ attempt: [UInt64]) throws -> Bool {
        guard Shortlex.isSimpler(attempt, than: best.choices) else { return false }
        let key = Shrinker.withoutTrailingZeros(attempt)
        guard key != Shrinker.withoutTrailingZeros(best.choices), tried.insert(key).inserted else { return false }
        try spendCall()
        guard let result = predicate(attempt), Shortlex.isSimpler(result.choices, than: best.choices) else {
            return false
        }
        best = result
        improvements += 1
        return true
    }

    /// `choices` without its trailing zeros: the sequence a replay treats as the same.
    static func withoutTrailingZeros(_ choices: [UInt64]) -> ArraySlice<UInt64> {
        choices[..<((choices.lastIndex { $0 != 0 } ?? -1) + 1)]
    }

    /// Counts one property call, or throws if a budget is used up.
    private mutating func spendCall() throws {
        guard calls < maxCalls else { throw ShrinkBudgetExhausted(reason: .maxShrinksReached) }
        if let deadline, ContinuousClock.now >= deadline {
            throw ShrinkBudgetExhausted(reason: .timeLimitReached)
        }
        calls += 1
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

extension Shrinker {
    /// The passes in their written order (cheap, large reductions first); `shrink()` runs those that
    /// made progress in the last sweep first.
    static let passes: [ShrinkPass] = [
        ShrinkPass(name: "deleteElementBlocks") { try $0.deleteElementBlocks() },
        ShrinkPass(name: "deleteSpans") { try $0.deleteSpans() },
        ShrinkPass(name: "replaceSpansByChildren") { try $0.replaceSpansByChildren() },
        ShrinkPass(name: "deleteChunks") { try $0.deleteChunks() },
        ShrinkPass(name: "zeroSpans") { try $0.zeroSpans() },
        ShrinkPass(name: "minimizeIntegers") { try $0.minimizeIntegers() },
        ShrinkPass(name: "minimizeDoubles") { try $0.minimizeDoubles() },
        ShrinkPass(name: "lowerDuplicates") { try $0.lowerDuplicates() },
        ShrinkPass(name: "lowerPairsTogether") { try $0.lowerPairsTogether() },
        ShrinkPass(name: "redistributePairs") { try $0.redistributePairs() },
        ShrinkPass(name: "sortSiblings") { try $0.sortSiblings() },
    ]
}
