import Campaign
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Verification

/// A counterexample replayed step by step, for its pictures: the scenario as run against the strategy,
/// the settled scene after each step up to and including the step that broke, and the violation.
///
/// `Scene` is not `Codable`, so traces are never stored: they are rebuilt by replaying the token
/// (``FindingTraces``).
public struct FindingTrace: Sendable {
    public let strategy: String
    /// The invariant the trace is about (`nil`: the first promised break of any).
    public let invariant: Guarantee?
    /// The replay token.
    public let token: String
    /// The scenario as run (its start fitted to the strategy).
    public let scenario: Scenario
    /// The scene before step 0 (the screen built, before it appears).
    public let initial: Scene?
    /// The settled steps, ending ``stepsAfterBreak`` steps after the step that broke (or at the
    /// scenario's end; all steps when nothing broke on replay).
    public let steps: [ScenarioRunner.TraceStep]
    /// The violation the trace shows, or `nil` when the replay no longer breaks it (the model or the
    /// strategy changed since the report was written).
    public let violation: Violation?

    public init(strategy: String, invariant: Guarantee?, token: String, scenario: Scenario, initial: Scene?,
                steps: [ScenarioRunner.TraceStep], violation: Violation?) {
        self.strategy = strategy
        self.invariant = invariant
        self.token = token
        self.scenario = scenario
        self.initial = initial
        self.steps = steps
        self.violation = violation
    }

    /// The list kind the anchor and pinning are measured for.
    public var listKind: ListKind { scenario.start.listKind }

    /// How many settled steps a trace keeps after the step that broke, so a reader sees whether the
    /// strategy recovers (the next notification puts the field back) or the damage stays.
    public static let stepsAfterBreak = 2

    /// The settled scene before each step, in step order: ``initial`` for step 0, then each step's
    /// predecessor.
    public var scenesBefore: [Scene?] {
        [initial] + steps.dropLast().map { Optional($0.scene) }
    }
}

/// Rebuilding traces from tokens: decode the choices, rebuild the scenario with the generator the
/// campaign used (`ScenarioGen.scenario(maxActions:)`), run it with `keepTrace`.
public enum FindingTraces {
    /// Why a counterexample could not be replayed. The description is a sentence for a person.
    public enum ReplayError: Error, Sendable, CustomStringConvertible {
        case unknownStrategy(String, known: [String])
        case badToken(String, ReplayTokenError)
        case generator(String)
        case scenario(String)

        public var description: String {
            switch self {
            case let .unknownStrategy(id, known):
                "no strategy \"\(id)\"; known: " + known.joined(separator: ", ")
            case let .badToken(token, error): "cannot read the token \(token): \(error)"
            case let .generator(detail): "the token does not rebuild a scenario: \(detail)"
            case let .scenario(detail): "the scenario cannot run: \(detail)"
            }
        }
    }

    /// The trace of a report's finding, or `nil` when it cannot be replayed (a test strategy that the
    /// catalog does not hold, the token of a crash, a token from another generator version).
    public static func replay(_ finding: CampaignReport.Finding, maxActions: Int,
                              strategies: [StrategyDescriptor]) -> FindingTrace? {
        guard finding.kind == .violation else { return nil }
        return try? replay(token: finding.token, strategy: finding.strategy,
                           invariant: Guarantee(rawValue: finding.invariant), maxActions: maxActions, strategies: strategies)
    }

    /// Traces of every replayable finding in `report`, by finding id, the strategies looked up in
    /// `strategies` (a user's campaign program passes its own).
    public static func replayAll(_ report: CampaignReport, strategies: [StrategyDescriptor]) -> [String: FindingTrace] {
        var traces: [String: FindingTrace] = [:]
        for finding in report.findings {
            traces[finding.id] = replay(finding, maxActions: report.run.maxActions, strategies: strategies)
        }
        return traces
    }

    /// Replays `token` against the strategy `strategy` of `strategies` (what `keyfuzz explain` does).
    ///
    /// The trace ends at the first step where `invariant` broke (with `invariant == nil`: the first
    /// promised invariant that broke, else the first of any); when nothing breaks it holds every step.
    public static func replay(token: String, strategy id: String, invariant: Guarantee?,
                              maxActions: Int, strategies: [StrategyDescriptor]) throws(ReplayError) -> FindingTrace {
        guard let strategy = strategies.first(where: { $0.id == id }) else { throw .unknownStrategy(id, known: strategies.map(\.id)) }
        let choices: [UInt64]
        do { choices = try ReplayToken.decode(token) } catch { throw .badToken(token, error) }
        let scenario: Scenario
        do {
            scenario = try strategy.scenarios(maxActions: maxActions).value(replaying: choices)
        } catch {
            throw .generator("\(error)")
        }
        return try trace(scenario, strategy: strategy, invariant: invariant, token: token)
    }

    /// Runs `scenario` against `strategy` keeping every settled step, and cuts the trace
    /// ``FindingTrace/stepsAfterBreak`` steps after the step that broke `invariant`.
    public static func trace(_ scenario: Scenario, strategy: StrategyDescriptor, invariant: Guarantee?,
                             token: String) throws(ReplayError) -> FindingTrace {
        let outcome: ScenarioRunner.Outcome
        do {
            outcome = try ScenarioRunner.run(scenario, strategy: strategy, keepTrace: true)
        } catch {
            throw .scenario(error.description)
        }
        let violation: Violation?
        if let invariant {
            violation = outcome.violations.first { $0.invariant == invariant }
        } else {
            violation = outcome.firstBrokenPromise ?? outcome.violations.first
        }
        var steps = outcome.trace ?? []
        if let violation { steps = Array(steps.prefix { $0.step <= violation.step + FindingTrace.stepsAfterBreak }) }
        return FindingTrace(strategy: strategy.id, invariant: invariant ?? violation?.invariant, token: token,
                            scenario: outcome.scenario, initial: try? outcome.scenario.start.makeScene(),
                            steps: steps, violation: violation)
    }
}
