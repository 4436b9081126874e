import PropertyCheck
import Testing

/// `FailureShrink`, the shrinking and the run once more that a property's run and a campaign's cell share.
@Suite("Failure shrink")
struct FailureShrinkTests {
    /// Runs `value >= 1000` on `Gen.int(in: 0...100_000)` as a property would: the failure is the value.
    static func atLeastAThousand(_ testCase: inout TestCase) -> Int? {
        guard let value = try? Gen.int(in: 0...100_000).generate(&testCase), value >= 1000 else { return nil }
        return value
    }

    /// A failing case recorded from a seed whose value fails.
    static func failingCase() throws -> TestCase {
        for seed in UInt64(1)... {
            var testCase = TestCase(seed: seed, maxChoices: 100)
            if let value = Self.atLeastAThousand(&testCase), value > 5000 { return testCase }
        }
        throw CancellationError()
    }

    @Test func aDeterministicFailureShrinksToItsBoundaryAndIsConfirmed() throws {
        let original = try Self.failingCase()
        for decoding in [true, false] {
            let shrink = FailureShrink(shrinking: ShrinkCandidate(recordedBy: original), limits: Limits(),
                                       maxChoices: 100, decodingChoiceTypes: decoding, run: Self.atLeastAThousand)
            let confirmed = try #require(shrink.confirmed)
            #expect(confirmed.failure == 1000)
            #expect(confirmed.testCase.recordedChoices == shrink.best.choices)
            #expect(shrink.improvements > 0)
            #expect(shrink.calls >= shrink.improvements)
        }
    }

    @Test func aFailureThatPassesWhenRunAgainIsNotConfirmed() throws {
        let original = try Self.failingCase()
        // Fails only the first time it runs a case: every attempt while shrinking is a new case, and the
        // smallest, run once more, passes.
        var seen: Set<[UInt64]> = []
        let shrink = FailureShrink(shrinking: ShrinkCandidate(recordedBy: original), limits: Limits(),
                                   maxChoices: 100) { testCase -> Int? in
            let value = Self.atLeastAThousand(&testCase)
            return seen.insert(testCase.recordedChoices).inserted ? value : nil
        }
        #expect(shrink.improvements > 0)
        #expect(seen.contains(shrink.best.choices))
        #expect(shrink.confirmed == nil)
    }

    @Test func aFlakyPropertyReportsItsOriginalCaseWithAWarning() throws {
        // The property fails only the first time it sees a value: every replay passes.
        var seen: Set<Int> = []
        let report = Property("flaky", Gen.int(in: 0...100_000)).run(RunConfiguration(seed: 3, limits: Limits(maxCases: 100))) { value in
            if value > 50_000, seen.insert(value).inserted { throw PropertyFailure("first sight of \(value)") }
        }
        let failure = try #require(report.failure)
        #expect(failure.minimal == failure.original)
        #expect(failure.minimal > 50_000)
        #expect(report.warnings.contains { $0.contains("flaky") })
    }
}

/// `CaseLoop`, the loop over fresh cases that a property's run and a campaign's cell share.
@Suite("Case loop")
struct CaseLoopTests {
    @Test func aHealthyLoopRunsItsBudgetOfValidCases() {
        var loop = CaseLoop(seed: 7, limits: Limits(maxCases: 40), deadline: nil)
        var seen: [UInt64] = []
        let end = loop.run { testCase in
            let value = (try? testCase.draw(upTo: 1_000_000)) ?? 0
            seen.append(value)
            return value % 4 == 0 ? .rejected : .valid
        }
        #expect(end == .budgetSpent)
        #expect(loop.valid == 40)
        #expect(loop.generated == 40 + loop.rejected)
        #expect(loop.rejected > 0)
        // Case n draws from the n-th value of the seed's stream: the same seed, the same cases.
        var again = CaseLoop(seed: 7, limits: Limits(maxCases: 40), deadline: nil)
        var repeated: [UInt64] = []
        _ = again.run { testCase in
            let value = (try? testCase.draw(upTo: 1_000_000)) ?? 0
            repeated.append(value)
            return value % 4 == 0 ? .rejected : .valid
        }
        #expect(repeated == seen)
    }

    @Test func mostlyInvalidCasesFailTheHealthCheck() throws {
        var loop = CaseLoop(seed: 1, limits: Limits(maxCases: 100, minInvalidForHealthCheck: 50), deadline: nil)
        var calls = 0
        let end = loop.run { _ in
            calls += 1
            return calls % 20 == 0 ? .valid : .overrun
        }
        guard case let .unhealthy(problem) = end else { Issue.record("ended \(end)"); return }
        #expect(problem.reason == .tooManyOverruns)
        // The check is asked after each invalid case: it fails at the first where invalid cases are at
        // least 50 and nine times the valid ones.
        #expect(problem.overrunCases >= 50 && problem.overrunCases >= 9 * problem.validCases)
        #expect(problem.overrunCases - 1 < 50 || problem.overrunCases - 1 < 9 * problem.validCases)
    }

    @Test func theBodyStopsTheLoopAndAPastDeadlineRunsNothing() {
        var loop = CaseLoop(seed: 3, limits: Limits(maxCases: 100), deadline: nil)
        var calls = 0
        #expect(loop.run { _ in calls += 1; return calls == 5 ? .validAndStop : .valid } == .stopped)
        #expect(loop.valid == 5)
        var late = CaseLoop(seed: 3, limits: Limits(maxCases: 100), deadline: .now - .seconds(1))
        #expect(late.run { _ in .valid } == .deadlinePassed)
        #expect(late.generated == 0)
    }
}
