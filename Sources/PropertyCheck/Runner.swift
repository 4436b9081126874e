/// Runs one property: replay, database, generation, shrinking. See `Property.run`.
struct Runner<Value> {
    let property: Property<Value>
    let configuration: RunConfiguration
    let body: (Value) throws -> Void
    var report: RunReport<Value>

    init(property: Property<Value>, configuration: RunConfiguration, body: @escaping (Value) throws -> Void) {
        self.property = property
        self.configuration = configuration
        self.body = body
        report = RunReport(propertyName: property.name, seed: configuration.seed)
    }

    var limits: Limits { configuration.limits }

    mutating func run() -> RunReport<Value> {
        if let replay = configuration.replay {
            runReplay(replay)
        } else if !replayDatabase() {
            generate()
        }
        return report
    }

    /// Runs one case: generation, then the body.
    func execute(_ testCase: inout TestCase) -> CaseOutcome<Value> {
        let value: Value
        do {
            value = try property.generator.generate(&testCase)
        } catch GenerationStop.overrun {
            return .overrun
        } catch {
            return .rejected
        }
        do {
            try body(value)
            return .passed
        } catch GenerationStop.rejected {
            return .rejected
        } catch let failure as PropertyFailure {
            return .failed(value, failure.message)
        } catch {
            return .failed(value, String(describing: error))
        }
    }

    mutating func runReplay(_ choices: [UInt64]) {
        var testCase = TestCase(replaying: choices, maxChoices: limits.maxChoicesPerCase)
        report.casesGenerated += 1
        switch execute(&testCase) {
        case .passed:
            report.casesPassed += 1
            report.statistics.record(testCase.labels)
            report.stopReason = .replayPassed
        case .failed(let value, let message):
            report.statistics.record(testCase.labels)
            let candidate = ShrinkCandidate(recordedBy: testCase)
            report.failure = failure(minimal: candidate, value: value, message: message, original: value,
                                     originalMessage: message, shrink: nil, origin: .replay)
            report.stopReason = .failureFound
        case .rejected, .overrun:
            report.warnings.append("the replayed case was rejected by a filter, assume or the choice limit; the property was not run on it")
            report.stopReason = .replayPassed
        }
    }

    /// Replays the database's entries (``FailureDatabase/replayEntries(for:maxChoices:deadline:_:)``);
    /// returns true if one failed (and is now the report's failure).
    mutating func replayDatabase() -> Bool {
        guard let database = configuration.database else { return false }
        var failed = false
        report.warnings += database.replayEntries(for: property.name, maxChoices: limits.maxChoicesPerCase) { testCase, entry in
            report.casesGenerated += 1
            guard case .failed(let value, let message) = execute(&testCase) else { return .passes }
            report.statistics.record(testCase.labels)
            fail(testCase, value: value, message: message, origin: .database, replacing: entry)
            failed = true
            return .failsAndStop
        }
        return failed
    }

    /// Fresh cases (``CaseLoop``) until `maxCases` pass, the first failure (shrunk and reported), the
    /// time limit or a failed health check.
    mutating func generate() {
        var loop = CaseLoop(seed: configuration.seed, limits: limits, deadline: limits.maxTime.map { ContinuousClock.now + $0 })
        let end = loop.run { testCase -> CaseLoop.Verdict in
            report.casesGenerated += 1
            switch execute(&testCase) {
            case .passed:
                report.casesPassed += 1
                report.statistics.record(testCase.labels)
                return .valid
            case .failed(let value, let message):
                report.statistics.record(testCase.labels)
                fail(testCase, value: value, message: message, origin: .generated, replacing: nil)
                return .validAndStop
            case .rejected:
                report.casesRejected += 1
                return .rejected
            case .overrun:
                report.casesOverrun += 1
                return .overrun
            }
        }
        switch end {
        case .budgetSpent: report.stopReason = .maxCasesReached
        case .deadlinePassed: report.stopReason = .timeLimitReached
        case .stopped: break
        case .unhealthy(let problem):
            report.stopReason = problem.reason
            report.health = problem
        }
    }

    /// Shrinks a failing case, records it in the report and the database.
    mutating func fail(_ testCase: TestCase, value: Value, message: String, origin: FailureOrigin, replacing entry: [UInt64]?) {
        let initial = ShrinkCandidate(recordedBy: testCase)
        let runner = self
        let shrink = FailureShrink(shrinking: initial, limits: limits, maxChoices: limits.maxChoicesPerCase) { attempt -> (Value, String)? in
            guard case .failed(let value, let message) = runner.execute(&attempt) else { return nil }
            return (value, message)
        }
        var minimal = initial
        var minimalValue = value
        var minimalMessage = message
        if let (shrunk, _) = shrink.confirmed {
            minimal = shrink.best
            (minimalValue, minimalMessage) = shrunk
        } else {
            report.warnings.append("the property is flaky: the shrunk case passed when run again; reporting the original case")
        }
        report.failure = failure(minimal: minimal, value: minimalValue, message: minimalMessage, original: value,
                                 originalMessage: message, shrink: shrink, origin: origin)
        report.stopReason = .failureFound
        guard let database = configuration.database else { return }
        do {
            if let entry, entry != minimal.choices { try database.remove(entry, for: property.name) }
            if let note = try database.save(minimal.choices, for: property.name) { report.warnings.append(note) }
        } catch {
            report.warnings.append("could not save the failure to the database at \(database.directory.path): \(error)")
        }
    }

    func failure(minimal: ShrinkCandidate, value: Value, message: String, original: Value, originalMessage: String,
                 shrink: FailureShrink<(Value, String)>?, origin: FailureOrigin) -> Failure<Value> {
        Failure(minimal: value, original: original,
                minimalDescription: String(describing: value), originalDescription: String(describing: original),
                minimalChoices: minimal.choices, message: message, originalMessage: originalMessage,
                shrinkCount: shrink?.improvements ?? 0, shrinkCalls: shrink?.calls ?? 0,
                shrinkStopReason: shrink?.stopReason ?? .fixedPoint, seed: configuration.seed,
                token: ReplayToken.encode(minimal.choices), origin: origin)
    }
}
