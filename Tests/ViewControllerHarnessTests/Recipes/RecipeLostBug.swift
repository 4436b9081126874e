import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// The bugs the hand transcriptions lost (``RecipeDivergence``): a scenario where the recipe's view
/// controller breaks a promise of its recipe, the hand transcription keeps that promise, and the first
/// difference between their screens is the named divergence — so the finding is the article's code as
/// written, through that divergence.
enum RecipeLostBug {
    struct Expectation: CustomStringConvertible, Sendable {
        /// The catalogue recipe (``RecipePair/named(_:)``).
        let id: String
        let divergence: RecipeDivergence
        /// The most events (settled states; a tap and the show it starts is one) the shrunk scenario may have.
        let maxEvents: Int
        /// The invariants searched (all by default).
        var invariants: [Invariant] = Invariant.all
        var description: String { "\(id) through \(divergence)" }
    }

    /// A broken promise of the view controller that its hand transcription keeps.
    struct ViewControllerOnlyFailure: Error, CustomStringConvertible {
        let violation: Violation
        var description: String { "broke \(Invariant.named(violation.invariant).name) (the hand transcription keeps it): \(violation)" }
    }

    /// The property: no scenario where the view controller breaks a promise its hand transcription keeps
    /// through `expected`'s divergence.
    static func body(_ pair: RecipePair, _ expected: Expectation) -> @Sendable (Scenario) throws -> Void {
        { scenario in
            let vc: ScenarioRunner.Outcome
            do {
                vc = try ScenarioRunner.run(scenario, strategy: pair.viewController, invariants: expected.invariants,
                                            stopAtFirstBrokenPromise: true)
            } catch {
                return  // a scenario the harness cannot run is not judged here (RecipeControllerScreenTests counts them)
            }
            guard let broken = vc.firstBrokenPromise else { return }
            let hand = try ScenarioRunner.run(scenario, strategy: pair.hand, invariants: expected.invariants)
            if hand.violations.contains(where: { $0.promised && $0.invariant == broken.invariant }) { return }
            guard let difference = try RecipeDifferential.compare(pair, on: scenario),
                  RecipeDivergence.explain(difference, handID: pair.hand.id) == expected.divergence else { return }
            throw ViewControllerOnlyFailure(violation: broken)
        }
    }
}
