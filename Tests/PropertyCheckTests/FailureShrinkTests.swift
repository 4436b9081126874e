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
