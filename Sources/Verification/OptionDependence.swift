import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Which undocumented UIKit options (``UndocumentedOption``) a failing scenario needs to fail, found by
/// replaying it with the options put back to their defaults.
///
/// Invariant: a failure is conditional on an option only if a replay with that option at its default
/// no longer breaks the promise. So:
/// - a scenario that sets no option, or that still breaks with every option at its default, is
///   unconditional (``options`` empty): the default model breaks the promise;
/// - otherwise ``options`` are the options whose reset alone clears the failure (it needs each of them);
///   when no single reset clears it but resetting them all does, it needs at least one of the options
///   set, and ``anyOf`` says so.
///
/// A replay the model refuses counts as still breaking: a verdict is never made conditional on a replay
/// that did not run.
public struct OptionDependence: Sendable, Equatable {
    /// The options the failure needs, in ``UndocumentedOption`` order; empty when it needs none.
    public var options: [UndocumentedOption]
    /// True when the failure needs at least one of ``options`` rather than each of them.
    public var anyOf: Bool

    public init(options: [UndocumentedOption], anyOf: Bool = false) {
        self.options = options.sorted()
        self.anyOf = anyOf && options.count > 1
    }

    /// A failure the default model shows.
    public static let unconditional = OptionDependence(options: [])

    /// True when the failure breaks the promise only under non-default options.
    public var isConditional: Bool { !options.isEmpty }

    /// "only if UIKit re-estimates rows on return (openradar 19988438, …)", or `nil` when unconditional.
    public var condition: String? { isConditional ? UndocumentedOption.condition(options, anyOf: anyOf) : nil }

    /// The dependence of `scenario`'s failure: `breaks` replays a scenario and says whether it still
    /// breaks the promise. Runs `breaks` at most once more than the number of options `scenario` sets,
    /// and not at all when it sets none.
    public static func of(_ scenario: Scenario, breaks: (Scenario) -> Bool) -> OptionDependence {
        let set = scenario.start.behavior.nonDefaultOptions
        guard !set.isEmpty else { return .unconditional }
        func without(_ options: [UndocumentedOption]) -> Scenario {
            var replay = scenario
            for option in options { option.reset(&replay.start.behavior) }
            return replay
        }
        if breaks(without(set)) { return .unconditional }
        if set.count == 1 { return OptionDependence(options: set) }
        let needed = set.filter { !breaks(without([$0])) }
        return needed.isEmpty ? OptionDependence(options: set, anyOf: true) : OptionDependence(options: needed)
    }

    /// The dependence of a failure of `strategy` on `invariant`: a replay breaks the promise when the
    /// invariant breaks and, with `promisedOnly`, the break is one the strategy promised (what a promised
    /// cell counts); a replay the model refuses counts as breaking.
    public static func of(_ scenario: Scenario, strategy: StrategyDescriptor, invariant: Guarantee,
                          promisedOnly: Bool = true) -> OptionDependence {
        of(scenario) { replay in
            guard let outcome = try? ScenarioRunner.run(replay, strategy: strategy, invariants: [Invariant.named(invariant)])
            else { return true }
            return outcome.violations.contains { $0.invariant == invariant && ($0.promised || !promisedOnly) }
        }
    }
}
