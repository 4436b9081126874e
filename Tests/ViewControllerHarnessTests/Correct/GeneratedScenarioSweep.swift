import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Foundation
import Verification

/// Runs a strategy over the generator's scenarios for seeds `1...cases` (the same generator and seeds as
/// `InsetPatternPropertyTests`), stopping each at its first broken promise, and sorts every broken
/// promise into the caller's named classes. What no class names is kept with its seed and replay token.
struct GeneratedScenarioSweep<Explanation: Hashable & CaseIterable & RawRepresentable> where Explanation.RawValue == String {
    /// How many scenarios a sweep runs: 1,000 in `swift test`, more with `CORRECT_VC_CASES=n`.
    static var cases: Int {
        ProcessInfo.processInfo.environment["CORRECT_VC_CASES"].flatMap(Int.init).map { max(1, $0) } ?? 1_000
    }

    var scenariosRun = 0
    var clean = 0
    var counts: [Explanation: Int] = [:]
    var unexplained: [String] = []
    /// How many of the scenarios run had each kind of action (after fitting), so a sweep that never
    /// exercised what a strategy promises shows it.
    var withAction: [String: Int] = [:]

    /// Sweeps `strategy`; `explain` names the class of an outcome with a broken promise (its trace kept
    /// when `keepTrace`; a sweep that names no class runs faster without).
    init(_ strategy: StrategyDescriptor, cases: Int = Self.cases, keepTrace: Bool = false,
         explain: (ScenarioRunner.Outcome) -> Explanation? = { _ in nil }) throws {
        for seed in 1...UInt64(cases) {
            let (scenario, choices) = try ScenarioGen.scenario().sample(seed: seed)
            let outcome = try ScenarioRunner.run(scenario, strategy: strategy, keepTrace: keepTrace, stopAtFirstBrokenPromise: true)
            scenariosRun += 1
            for label in Set(outcome.scenario.actions.map(Self.label)) { withAction[label, default: 0] += 1 }
            guard let broken = outcome.firstBrokenPromise else { clean += 1; continue }
            if let why = explain(outcome) {
                counts[why, default: 0] += 1
            } else {
                unexplained.append("seed \(seed), token \(ReplayToken.encode(choices)): \(broken)\n  \(outcome.scenario)")
            }
        }
    }

    /// The kind of an action, for the coverage counts.
    static func label(_ action: Action) -> String {
        switch action {
        case .keyboard: return "keyboard notification"
        case .beginEditing: return "focus"
        case .endEditing: return "end editing"
        case .update, .door: return "content change"
        case .userScroll: return "user scroll"
        case .drag: return "drag"
        case .rotate: return "rotation"
        case .resizeWindow: return "window resize"
        case .viewDidAppear, .viewWillDisappear, .interactivePopCancelled: return "appearance"
        }
    }

    /// The counts, one line per class, for the test's output.
    func summary(_ name: String) -> String {
        var lines = ["\(name) on \(scenariosRun) generated scenarios: \(clean) clean, \(unexplained.count) unexplained"]
        lines.append("  scenarios with: " + withAction.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for why in Explanation.allCases { lines.append("  \(counts[why] ?? 0) \(why.rawValue)") }
        return lines.joined(separator: "\n")
    }

    /// The first few unexplained broken promises, for a failure message.
    var unexplainedReport: String {
        "\(unexplained.count) unexplained broken promises:\n\(unexplained.prefix(5).joined(separator: "\n"))"
    }
}

/// No class: a strategy expected to keep every promise on every generated scenario.
enum NoExplanation: String, CaseIterable {
    case none = "(no named class: every broken promise is a failure)"
}
