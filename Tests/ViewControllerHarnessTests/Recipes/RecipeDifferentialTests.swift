import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

/// Each recipe's view controller and its hand transcription run on the same generated scenarios; their
/// screens are compared step by step (content offset, content inset, the table's and the root view's
/// frames, whether the app crashed). Every difference must be explained by a named
/// ``RecipeDivergence``; one that is not fails the test, which prints it.
///
/// Case count: the brief's 10,000 scenarios per recipe cost about 6 ms per run in a debug build (the
/// runner's own cost, the hand transcription as much as the view controller), so 10,000 × 8 recipes × 2
/// runs is minutes, not seconds. `swift test` runs the first ``defaultCount`` seeds and prints that
/// count; `RECIPE_DIFFERENTIAL_CASES=10000 swift test --filter RecipeDifferentialTests` runs the full
/// set (the same seeds, so the default run is its prefix); 10,000 took 706 s for the eight recipes here.
///
/// Legacy path (scenario-built screens, `ScenarioDriven`): the only place the top-insertion divergences
/// show, since on a controller's own screen seed 003's data arrives only through doors, which the hand
/// transcriptions do not have. The same comparison on the controllers' own screens is
/// `RecipeControllerDifferentialTests`.
@Suite("Recipes: view controller against hand transcription")
struct RecipeDifferentialTests {
    static let defaultCount = 300
    static let count = ProcessInfo.processInfo.environment["RECIPE_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? defaultCount

    /// The scenarios every recipe runs: seeds 1…count of `ScenarioGen.scenario()`, the generator
    /// `ReferencePropertyTests` uses.
    static let scenarios: [Scenario] = (1...UInt64(count)).map { try! ScenarioGen.scenario().sample(seed: $0).0 }

    /// `RECIPE_DIFFERENTIAL_ONLY=id,id` (hand transcription ids) runs those recipes only.
    static let only = ProcessInfo.processInfo.environment["RECIPE_DIFFERENTIAL_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }

    @Test(arguments: RecipeViewControllers.pairs)
    func everyDifferenceIsANamedDivergence(_ pair: RecipeViewControllers.Pair) throws {
        if let only = Self.only, !only.contains(pair.hand.id) { return }
        var counts: [RecipeDivergence: Int] = [:]
        var unexplained: [RecipeDifferential.Difference] = []
        var same = 0
        for scenario in Self.scenarios {
            guard let difference = try RecipeDifferential.compare(pair, on: scenario) else { same += 1; continue }
            if let reason = RecipeDivergence.explain(difference, handID: pair.hand.id) {
                counts[reason, default: 0] += 1
            } else {
                unexplained.append(difference)
            }
        }
        var lines = ["\(pair.viewController.id) vs \(pair.hand.id) on \(Self.scenarios.count) scenarios: \(same) identical at every step"]
        for reason in RecipeDivergence.allCases where reason.recipes.contains(pair.hand.id) {
            lines.append("  \(counts[reason] ?? 0) \(reason): \(reason.rawValue)")
        }
        lines.append("  \(unexplained.count) unexplained")
        print(lines.joined(separator: "\n"))
        #expect(same + counts.values.reduce(0, +) + unexplained.count == Self.scenarios.count)
        if let first = unexplained.first {
            Issue.record("\(unexplained.count) unexplained differences; the first:\n\(first)")
        }
    }
}
