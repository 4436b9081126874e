import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Verification

/// The loop of one ``CellRun``: database entries first, then the case budget, each failure filed under
/// its ``CampaignSignature``, the first of each signature shrunk (up to ``CellRun/maxSignatures``
/// examples per cause) and filed under its shrunk ``CampaignCause``, the mechanism its run kept with a
/// trace shows: one finding per cause, headed by the example with the largest effect.
///
/// Shrinking keeps the kind of event where the invariant broke, so a shrink never slides from one
/// failure to another. Every undocumented UIKit option is drawn by a choice whose zero is the default,
/// so the shrinker turns off each option the failure does not need; the options the shrunk case still
/// sets are then replayed at their defaults (``OptionDependence``) and a finding that no longer breaks
/// without them is filed as conditional, named with them (``CampaignReport/Finding/condition``). A shrink stopped by the deadline or its budget keeps the smallest case that
/// failed (the shrinker only ever accepts failing cases), so the finding replays as a failure.
final class CampaignCellLoop {
    let cell: CellRun
    let descriptor: StrategyDescriptor
    let database: FailureDatabase?
    let started: ContinuousClock.Instant
    let deadline: ContinuousClock.Instant?
    let events: CellRun.Events
    let invariant: Invariant
    let generator: Gen<Scenario>
    let promised: Bool
    var result = CellRun.Result(casesRun: 0, labels: [:], findings: [], warnings: [])
    /// Finding index per signature seen.
    var signatures: [CampaignSignature: Int] = [:]
    /// Finding index per cause (``CampaignCause``) found.
    var causes: [CampaignCause: Int] = [:]
    /// Tokens of the shrunk cases already observed (``observeShrunk(token:violation:scenario:)``).
    var observedShrunk: Set<String> = []
    /// Per provisional cause (the cause of the failure before shrinking): the finding its latest
    /// shrink was filed under, and how many of its failures were shrunk.
    var provisionalCauses: [CampaignCause: (index: Int, shrunk: Int)] = [:]
    var cases = 0
    var runs = 0
    /// True while a failing case, already counted, is shrunk and run again: those runs are not cases.
    var rerunning = false

    /// Shrink budget per signature: property calls, and wall time when no deadline is nearer.
    static let maxShrinks = 1_000
    static let maxShrinkTime: Duration = .seconds(60)
    static let maxChoices = Limits.default.maxChoicesPerCase

    init(cell: CellRun, descriptor: StrategyDescriptor, database: FailureDatabase?, started: ContinuousClock.Instant,
         deadline: ContinuousClock.Instant?, events: CellRun.Events) {
        self.cell = cell
        self.descriptor = descriptor
        self.database = database
        self.started = started
        self.deadline = deadline
        self.events = events
        invariant = Invariant.named(cell.invariant)
        generator = descriptor.scenarios(maxActions: cell.maxActions)
        promised = descriptor.promises.contains(cell.invariant)
    }

    /// The outcome of one scenario run.
    enum Outcome {
        case rejected
        /// The model refused the scenario: a generator bug, never the strategy's.
        case invalid(String)
        case passed(Scenario)
        /// The invariant broke; the scenario as run (fitted to the strategy).
        case failed(Violation, Scenario)
    }

    var pastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// The database's entries, then fresh cases (``CaseLoop``) until the cell's budget is spent, the
    /// deadline passes or the generator's cases are mostly invalid (the health check); every failure is
    /// filed and the loop goes on.
    func run() {
        replayDatabase()
        var loop = CaseLoop(seed: cell.seed, limits: Limits(maxCases: cell.cases, maxChoicesPerCase: Self.maxChoices), deadline: deadline)
        let end = loop.run { testCase -> CaseLoop.Verdict in
            let began = ContinuousClock.now
            let outcome = execute(&testCase)
            if case .rejected = outcome { return .rejected }
            record(testCase, outcome, began: began, origin: "generated")
            return .valid
        }
        switch end {
        case .deadlinePassed: result.stoppedEarly = true
        case .unhealthy(let problem): result.warnings.append("\(problem); the cell stopped")
        case .budgetSpent, .stopped: break
        }
        result.casesRun = cases
    }

    /// Replays the database's entries for this cell, each filed like a fresh case; those that pass are
    /// removed, in one write (``FailureDatabase/replayEntries(for:maxChoices:deadline:_:)``).
    func replayDatabase() {
        guard let database else { return }
        result.warnings += database.replayEntries(for: cell.propertyName, maxChoices: Self.maxChoices, deadline: deadline) { testCase, _ in
            let began = ContinuousClock.now
            let outcome = execute(&testCase)
            if case .rejected = outcome { return .passes }
            record(testCase, outcome, began: began, origin: "database")
            if case .failed = outcome { return .fails }
            return .passes
        }
    }

    /// Generates the case's scenario and runs it against the strategy, checking the cell's invariant.
    func execute(_ testCase: inout TestCase) -> Outcome {
        let scenario: Scenario
        do { scenario = try generator.generate(&testCase) } catch { return .rejected }
        events.willRun?(ReplayToken.encode(testCase.recordedChoices), rerunning ? cases : cases + 1)
        runs += 1
        defer { events.progress(cases, runs) }
        do {
            let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [invariant])
            // A promised cell counts only the breaks its promise covers (a scoped promise: outside its
            // triggers a break is information, which a cell for an unpromised invariant reports).
            let counted = promised ? outcome.violations.first(where: \.promised) : outcome.violations.first
            if let violation = counted { return .failed(violation, outcome.scenario) }
            return .passed(outcome.scenario)
        } catch {
            return .invalid(error.description)
        }
    }

    /// Counts a case that ran, its labels, its observation, and files its failure.
    func record(_ testCase: TestCase, _ outcome: Outcome, began: ContinuousClock.Instant, origin: String) {
        cases += 1
        for label in Set(testCase.recordedLabels) { result.labels[label, default: 0] += 1 }
        let seconds = CampaignClock.seconds(ContinuousClock.now - began)
        var observation = CampaignObservation(property: cell.propertyName, status: .passed, statusReason: "",
                                              representation: "", labels: testCase.recordedLabels,
                                              seconds: seconds, howGenerated: origin, token: nil)
        // The observation goes only to an observer (`--observability`): without one, the scenario is not
        // described (its text is long and the case is dropped anyway).
        switch outcome {
        case .rejected:
            return
        case let .invalid(message):
            let token = ReplayToken.encode(testCase.recordedChoices)
            result.warnings.append("generator produced an invalid scenario (\(token)): \(message)")
            observation.status = .gaveUp
            observation.statusReason = message
        case let .passed(scenario):
            if events.observed != nil {
                observation.representation = scenario.description
                observation.describe(scenario)
            }
        case let .failed(violation, scenario):
            observation.status = .failed
            observation.statusReason = violation.message
            if events.observed != nil {
                observation.representation = scenario.description
                observation.describe(scenario)
            }
            observation.token = ReplayToken.encode(testCase.recordedChoices)
            file(testCase, violation)
        }
        if let observed = events.observed {
            if observation.representation.isEmpty, let s = try? generator.value(replaying: testCase.recordedChoices) {
                observation.representation = s.description
                observation.describe(s)
            }
            observed(observation)
        }
    }

    /// Files a failing case: counted when its signature is known; otherwise shrunk, unless its
    /// provisional cause (its ``CampaignCause`` before shrinking) already has
    /// ``CellRun/maxSignatures`` shrunk examples, and filed under the shrunk case's ``CampaignCause``:
    /// a new cause is a new finding, a known one adds to that finding's counts. No cause is ever
    /// dropped because others filled the cell: the cap is on examples per cause.
    ///
    /// A lifecycle part the bug needs (``lifecycleHistory(_:_:)``) is part of the signature: a break that
    /// needs a keyboard move while the screen was away is not counted under one that does not.
    func file(_ testCase: TestCase, _ violation: Violation) {
        let event = CampaignSignature.event(of: violation.action)
        let scenario = try? generator.value(replaying: testCase.recordedChoices)
        let history = scenario.flatMap { lifecycleHistory(violation, $0) }
        let signature = CampaignSignature(strategy: cell.strategy, invariant: cell.invariant,
                                          event: event + (history.map { ", \($0)" } ?? ""), labels: testCase.recordedLabels)
        if let index = signatures[signature] {
            result.findings[index].timesHit += 1
            return
        }
        let provisional = cause(of: scenario, event: event)
        if let (index, shrunk) = provisionalCauses[provisional], shrunk >= cell.maxSignatures {
            // Enough examples of this cause: counted under its latest finding, not shrunk again.
            result.findings[index].timesHit += 1
            signatures[signature] = index
            return
        }
        rerunning = true
        defer { rerunning = false }
        if let shrinking = events.shrinking {
            let text = scenario?.description ?? ""
            shrinking(finding(choices: testCase.recordedChoices, violation: violation, scenario: text, shrinkCount: 0, signature: signature))
        }
        let shrunk = shrink(testCase, event: event, signature: signature, history: history)
        let shrinkCount = shrunk.improvements
        var finalViolation = violation
        var finalScenario = scenario
        var choices = testCase.recordedChoices
        if let ((violation, scenario), replay) = shrunk.confirmed {
            finalViolation = violation
            finalScenario = scenario
            choices = replay.recordedChoices
        } else {
            result.warnings.append("the strategy is not deterministic: the shrunk case of \(signature) passed when run again; reporting the original case")
            var original = TestCase(replaying: testCase.recordedChoices, maxChoices: Self.maxChoices)
            if case let .failed(again, scenario) = execute(&original) {
                finalViolation = again
                finalScenario = scenario
            }
        }
        let token = ReplayToken.encode(choices)
        observeShrunk(token: token, violation: finalViolation, scenario: finalScenario)
        // Whether the shrunk case breaks the promise only under non-default undocumented UIKit options:
        // replayed with them at their defaults (at most one run more than the options it sets).
        let dependence = finalScenario.map {
            OptionDependence.of($0, strategy: descriptor, invariant: cell.invariant, promisedOnly: promised)
        } ?? .unconditional
        // The shrunk case's mechanism, from one more run that keeps its trace.
        let mechanism = finalScenario.flatMap(mechanism(of:))
        let cause = mechanism.map { CampaignCause(strategy: cell.strategy, invariant: cell.invariant, mechanism: $0) }
            ?? CampaignCause(strategy: cell.strategy, invariant: cell.invariant, event: CampaignSignature.event(of: finalViolation.action))
        var finding = finding(choices: choices, violation: finalViolation, scenario: finalScenario?.description ?? "",
                              shrinkCount: shrinkCount, signature: signature)
        finding.cause = cause.description
        finding.mechanism = "\(cause.mover), on \(cause.act)"
        finding.effect = mechanism?.effect
        finding.scenarios = 1
        if let condition = dependence.condition {
            finding.condition = condition
            finding.undocumentedOptions = dependence.options.map(\.rawValue)
        }
        finding.casesToFind = cases
        finding.events = finalScenario.map(ScenarioRunner.eventCount(of:))
        if let index = causes[cause] ?? result.findings.firstIndex(where: { $0.token == token }) {
            // Another scenario (or the same one) of a known cause: its example joins the finding, which
            // the worst example heads (one the default model shows, once the cause has one).
            if result.findings[index].allExamples.contains(where: { $0.token == token }) {
                result.findings[index].timesHit += 1
            } else {
                finding.firstFoundSeconds = result.findings[index].firstFoundSeconds
                finding.casesToFind = result.findings[index].casesToFind
                result.findings[index].absorb(finding)
            }
            signatures[signature] = index
            provisionalCauses[provisional] = (index, (provisionalCauses[provisional]?.shrunk ?? 0) + 1)
            // The shrunk example is kept for the next run like the cause's first one: nothing is lost.
            save(choices, token: token)
            return
        }
        signatures[signature] = result.findings.count
        causes[cause] = result.findings.count
        provisionalCauses[provisional] = (result.findings.count, (provisionalCauses[provisional]?.shrunk ?? 0) + 1)
        result.findings.append(finding)
        events.finding(finding)
        save(choices, token: token)
    }

    /// The cause of `scenario`'s counted break (``mechanism(of:)``), or, when it cannot be replayed with
    /// its trace, the cause named by the event where it broke.
    func cause(of scenario: Scenario?, event: String) -> CampaignCause {
        if let mechanism = scenario.flatMap(mechanism(of:)) {
            return CampaignCause(strategy: cell.strategy, invariant: cell.invariant, mechanism: mechanism)
        }
        return CampaignCause(strategy: cell.strategy, invariant: cell.invariant, event: event)
    }

    /// The mechanism of `scenario`'s counted break (the cell's invariant, promised breaks only in a
    /// promised cell), from a run that keeps its trace; `nil` when it no longer breaks.
    /// The act carries the lifecycle's part when the bug needs it (``lifecycleHistory(_:_:)``).
    func mechanism(of scenario: Scenario) -> BreakMechanism? {
        guard let outcome = try? ScenarioRunner.run(scenario, strategy: descriptor, invariants: [invariant], keepTrace: true) else { return nil }
        let counted = promised ? outcome.violations.first(where: \.promised) : outcome.violations.first
        guard let violation = counted, let mechanism = BreakMechanism.of(violation, in: outcome) else { return nil }
        return mechanism.after(lifecycleHistory(violation, outcome.scenario))
    }

    /// Saves a shrunk failing case to the failure database, noting what could not be saved.
    func save(_ choices: [UInt64], token: String) {
        guard let database else { return }
        do {
            if let note = try database.save(choices, for: cell.propertyName) { result.warnings.append(note) }
        } catch {
            result.unsaved.append("\(token) (\(cell.propertyName)): \(error)")
        }
    }

    /// Observes a finding's shrunk case as a failed line of its own, `how_generated`
    /// "minimal failing example", with its token and message, once per shrunk scenario: the lines of
    /// the cases themselves carry the unshrunk tokens.
    func observeShrunk(token: String, violation: Violation, scenario: Scenario?) {
        guard let observed = events.observed, observedShrunk.insert(token).inserted else { return }
        var line = CampaignObservation(property: cell.propertyName, status: .failed, statusReason: violation.message,
                                       representation: scenario?.description ?? "", labels: [], seconds: 0,
                                       howGenerated: CampaignObservation.minimalFailingExample, token: token)
        if let scenario { line.describe(scenario) }
        observed(line)
    }

    /// The finding of a failing case of this cell.
    func finding(choices: [UInt64], violation: Violation, scenario: String, shrinkCount: Int,
                 signature: CampaignSignature) -> CampaignReport.Finding {
        let token = ReplayToken.encode(choices)
        return CampaignReport.Finding(
            id: CellRun.findingID(strategy: cell.strategy, invariant: cell.invariant, token: token),
            strategy: cell.strategy, invariant: cell.invariant.rawValue, promised: promised, kind: .violation,
            statement: invariant.statement, message: violation.message, scenario: scenario,
            step: violation.step, token: token, shrinkCount: shrinkCount,
            firstFoundSeconds: CampaignClock.seconds(ContinuousClock.now - started), timesHit: 1,
            signature: signature.description)
    }

    /// Shrinks a failing case to the smallest one that still breaks the invariant at the same kind of
    /// event, within the shrink budget and the deadline, and runs it once more (``FailureShrink``). A
    /// smaller failing case is reported through ``CellRun/Events/shrinking`` at most four times a second,
    /// so a run stopped mid-shrink keeps it. `history` is the lifecycle's part the original break needs (a
    /// keyboard move while the screen was away, a cancelled pop; ``lifecycleHistory(_:_:)``): a smaller
    /// case without it shows another bug.
    func shrink(_ testCase: TestCase, event: String, signature: CampaignSignature,
                history: String?) -> FailureShrink<(violation: Violation, scenario: Scenario)> {
        var time = Self.maxShrinkTime
        if let deadline { time = max(.milliseconds(200), min(time, deadline - ContinuousClock.now)) }
        let limits = Limits(maxShrinks: Self.maxShrinks, maxShrinkTime: time)
        let initial = ShrinkCandidate(recordedBy: testCase)
        var smallest = testCase.recordedChoices
        var lastSent = ContinuousClock.now
        var improvements = 0
        return FailureShrink(shrinking: initial, limits: limits, maxChoices: Self.maxChoices) { attempt in
            guard case let .failed(violation, scenario) = self.execute(&attempt),
                  CampaignSignature.event(of: violation.action) == event,
                  history == nil || self.lifecycleHistory(violation, scenario) == history else { return nil }
            let choices = attempt.recordedChoices
            if let shrinking = self.events.shrinking, Shortlex.isSimpler(choices, than: smallest) {
                smallest = choices
                improvements += 1
                if ContinuousClock.now - lastSent > .milliseconds(250) {
                    lastSent = .now
                    shrinking(self.finding(choices: choices, violation: violation, scenario: scenario.description,
                                           shrinkCount: improvements, signature: signature))
                }
            }
            return (violation, scenario)
        }
    }
}

extension CampaignCellLoop {
    /// ``BreakMechanism/essentialLifecycle(of:in:strategy:invariant:promised:)`` for this cell.
    func lifecycleHistory(_ violation: Violation, _ scenario: Scenario) -> String? {
        BreakMechanism.essentialLifecycle(of: violation, in: scenario, strategy: descriptor, invariant: invariant, promised: promised)
    }
}

/// Durations as seconds.
enum CampaignClock {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
