import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry

/// A strategy's promises as a property for the engine: every scenario the generator makes, run against
/// the strategy, breaks none of the promised invariants.
public enum StrategyCheck {
    /// The error a property body throws for a broken promise: the violation, and the scenario as run.
    public struct BrokenPromise: Error, CustomStringConvertible {
        public let strategy: String
        public let violation: Violation
        public let scenario: Scenario
        /// What the app's doors drew as the scenario ran (``ScenarioRunner/Outcome/doorDraws``).
        public var doorDraws: [String] = []

        /// The non-default UIKit options in force in the scenario (``UndocumentedBehavior/nonDefaultOptions``).
        /// The shrinker turns off every option the failure does not need (each is drawn by a choice whose
        /// zero is the default), so a minimal counterexample's options are the ones it depends on, as far
        /// as the shrink got; ``StrategyCheck/dependence(of:strategy:)`` confirms it by replay.
        public var options: [UndocumentedOption] { scenario.start.behavior.nonDefaultOptions }

        /// The break, and, when the scenario sets non-default UIKit options, a line naming each with its
        /// source: a failure that may need undocumented UIKit behaviour is still a failure of the
        /// property, and says so.
        public var description: String {
            var broke = "\(strategy) broke \(Invariant.named(violation.invariant).name): \(violation.description)"
            if !doorDraws.isEmpty { broke += "\n  data drawn by the app's doors: " + doorDraws.joined(separator: "; ") }
            guard !options.isEmpty else { return broke }
            return broke + "\n  under undocumented UIKit behaviour: " + options.map(\.citation).joined(separator: "; ")
        }
    }

    /// The error a property body throws for a strategy whose adoption line cannot run as written
    /// (``StrategyDescriptor/adoptionProblem``: a view controller promising anchor stability or bottom
    /// pinning without its list kind). Thrown for every scenario, before any runs: no verdict is drawn
    /// on a screen judged as a kind it may not be.
    public struct AdoptionError: Error, CustomStringConvertible {
        public let strategy: String
        public let problem: String
        public var description: String { "cannot check \(strategy) as adopted: \(problem)" }
    }

    /// Which of `failure`'s options the break needs, by replaying its scenario with them at their
    /// defaults (``OptionDependence``): for a test that wants to tell a conditional verdict from one the
    /// default model shows. `strategy` is the descriptor the property ran.
    public static func dependence(of failure: BrokenPromise, strategy: StrategyDescriptor) -> OptionDependence {
        OptionDependence.of(failure.scenario, strategy: strategy, invariant: failure.violation.invariant,
                            promisedOnly: failure.violation.promised)
    }

    /// The property body under the campaign's default policy for conditional verdicts (POLICIES item 20):
    /// a broken promise that breaks only under a non-default undocumented UIKit option — replayed with
    /// UIKit's default behaviour the promise holds (``dependence(of:strategy:)``) — is not a failure of
    /// the property; `noted` hears each, with the options it needs, so a test can count and print them.
    /// Any other break throws as ``body(_:invariants:promisedOnly:)`` does. For the long checks of
    /// correct controllers, which answer the nightly question a campaign answers (`keyfuzz run`'s
    /// default, `--conditional-findings pass`).
    public static func bodyPassingConditional(_ strategy: StrategyDescriptor,
                                              noted: @escaping (BrokenPromise, OptionDependence) -> Void) -> (Scenario) throws -> Void {
        let plain = body(strategy)
        return { scenario in
            do {
                try plain(scenario)
            } catch let broken as BrokenPromise {
                let needs = dependence(of: broken, strategy: strategy)
                guard needs.isConditional else { throw broken }
                noted(broken, needs)
            }
        }
    }

    /// The property body: runs `scenario` against `strategy` and throws ``BrokenPromise`` at the first
    /// promised invariant among `invariants` that breaks. A scenario the model refuses is a generator
    /// bug and is thrown as such.
    ///
    /// With `promisedOnly` false, a broken invariant the strategy did not promise throws too: what a
    /// campaign uses to fill the information cells of its matrix.
    public static func body(_ strategy: StrategyDescriptor, invariants: [Invariant] = Invariant.all,
                            promisedOnly: Bool = true) -> @Sendable (Scenario) throws -> Void
    {
        return { scenario in
            if let problem = strategy.adoptionProblem { throw AdoptionError(strategy: strategy.id, problem: problem) }
            let outcome = try ScenarioRunner.run(scenario, strategy: strategy, invariants: invariants,
                                                 stopAtFirstBrokenPromise: promisedOnly)
            let broken = promisedOnly ? outcome.firstBrokenPromise : outcome.violations.first
            if let broken {
                var failure = BrokenPromise(strategy: strategy.id, violation: broken, scenario: outcome.scenario)
                failure.doorDraws = outcome.doorDraws
                throw failure
            }
        }
    }
}
