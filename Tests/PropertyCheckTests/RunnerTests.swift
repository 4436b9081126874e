import PropertyCheck
import Testing

@Suite struct Runs {
    @Test(arguments: Array<UInt64>(1...10))
    func sameSeedGivesTheSameRun(seed: UInt64) {
        let gen = Gen.array(of: Gen.int(in: 0...1_000_000), length: 0...10)
        func values() -> [[Int]] {
            var seen: [[Int]] = []
            _ = Property("same", gen).run(RunConfiguration(seed: seed, limits: Limits(maxCases: 50))) { seen.append($0) }
            return seen
        }
        #expect(values() == values())
    }

    @Test func passingRunStopsAtMaxCases() {
        let report = Property("pass", Gen.int(in: 0...9)).run(RunConfiguration(seed: 3, limits: Limits(maxCases: 250))) { _ in }
        #expect(report.passed)
        #expect(report.casesPassed == 250)
        #expect(report.stopReason == .maxCasesReached)
    }

    @Test func labelCountsCountEachLabelOncePerCase() {
        let gen = Gen.int(in: 0...9).classified { $0 % 2 == 0 ? "even" : "odd" }.labelled("drawn").labelled("drawn")
        var even = 0
        let report = Property("labels", gen).run(RunConfiguration(seed: 5, limits: Limits(maxCases: 300))) { value in
            if value % 2 == 0 { even += 1 }
        }
        #expect(report.statistics.validCases == 300)
        #expect(report.statistics.counts["drawn"] == 300)
        #expect(report.statistics.counts["even"] == even)
        #expect(report.statistics.counts["odd"] == 300 - even)
    }

    @Test func filterThatRejectsAlmostEverythingFailsTheHealthCheck() throws {
        let gen = Gen.int(in: 0...1_000_000).filter { $0 == 123_457 }
        let report = Property("too picky", gen).run(RunConfiguration(seed: 1)) { _ in }
        #expect(!report.passed)
        #expect(report.stopReason == .tooManyRejections)
        let health = try #require(report.health)
        #expect(health.description.contains("rejected by filters or assume"))
    }

    @Test func casesOverrunningTheChoiceLimitFailTheHealthCheck() throws {
        let gen = Gen.array(of: Gen.int(in: 0...9), length: 50...60)
        let report = Property("too big", gen).run(RunConfiguration(seed: 1, limits: Limits(maxChoicesPerCase: 20))) { _ in }
        #expect(report.stopReason == .tooManyOverruns)
        #expect(try #require(report.health).description.contains("maxChoicesPerCase = 20"))
    }

    @Test func replayRunsOnlyTheGivenCase() throws {
        let gen = Gen.array(of: Gen.int(in: 0...100), length: 0...10)
        let choices = try gen.sample(seed: 77).choices
        let expected = try gen.value(replaying: choices)
        var seen: [[Int]] = []
        let report = Property("replay", gen).run(RunConfiguration(seed: 1, replay: choices)) { seen.append($0) }
        #expect(seen == [expected])
        #expect(report.stopReason == .replayPassed)
    }

    @Test func timeLimitStopsGeneration() {
        let report = Property("slow", Gen.int(in: 0...9))
            .run(RunConfiguration(seed: 1, limits: Limits(maxCases: .max, maxTime: .milliseconds(20)))) { _ in }
        #expect(report.stopReason == .timeLimitReached)
        #expect(report.passed)
    }

    @Test func shrinkBudgetIsNamedWhenItRunsOut() throws {
        let gen = Gen.array(of: Gen.int(in: 0...10_000), length: 0...50)
        let report = Property("budget", gen).run(RunConfiguration(seed: 2, limits: Limits(maxShrinks: 3))) { values in
            try expect(values.reduce(0, +) <= 1000)
        }
        let failure = try #require(report.failure)
        #expect(failure.shrinkStopReason == .maxShrinksReached)
        #expect(failure.shrinkCalls == 3)
    }
}

@Suite struct Messages {
    @Test func passingRunWithLabelsSummarisesTheCounts() throws {
        let report = Property("labelled", Gen.bool.classified { $0 ? "yes" : "no" })
            .run(RunConfiguration(seed: 1, limits: Limits(maxCases: 100))) { _ in }
        let summary = try #require(FailureMessage.passingSummary(for: report))
        #expect(summary.contains("held for 100 cases"))
        #expect(summary.contains("yes: \(report.statistics.counts["yes"] ?? -1)"))
        #expect(FailureMessage.text(for: report) == nil)
    }

    @Test func healthProblemMessageSaysWhatToDo() throws {
        let report = Property("picky", Gen.int(in: 0...1000).filter { $0 == 999 }).run(RunConfiguration(seed: 1)) { _ in }
        let text = try #require(FailureMessage.text(for: report))
        #expect(text.contains("could not be tested"))
        #expect(text.contains("Loosen the filter"))
    }
}
