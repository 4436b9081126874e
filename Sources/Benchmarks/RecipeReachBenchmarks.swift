import ControllerCatalog
import Foundation
import KeyboardStrategies
import PropertyCheck
import Verification

/// Reach: for each recipe and each invariant it promises, how many scenarios the generator draws before
/// the first one that breaks the promise, at three fixed seeds (21, 22, 23, used as the property's own
/// seed), out of a campaign cell's 300. A regression in what the generator reaches shows here as a larger
/// number, or as "—" (not within 300), before it shows as a finding lost.
///
/// Each cell runs the promise's property as a campaign cell does (`StrategyCheck.body` for that one
/// invariant) with the same budget and no shrinking: the figure is the generator's, not the shrinker's.
enum RecipeReachBenchmarks {
    static let seeds: [UInt64] = [21, 22, 23]
    static let budget = 300

    static var group: BenchmarkGroup { BenchmarkGroup(name: "reach") {
        var found = 0, cells = 0
        for recipe in ControllerCatalog.recipes {
            for invariant in Invariant.all where recipe.promises.contains(invariant.id) {
                cells += 1
                let firsts = seeds.map { seed in casesToFirstFailure(recipe, invariant, seed: seed) }
                if firsts.contains(where: { $0 != nil }) { found += 1 }
                let text = firsts.map { $0.map(String.init) ?? "—" }.joined(separator: ", ")
                print("\(recipe.id) × \(invariant.name): scenarios to the first failure at seeds 21, 22, 23: \(text) (of \(budget))")
            }
        }
        print("reach: \(found) of \(cells) promised recipe cells break within \(budget) scenarios at one of the seeds at least")
    } }

    /// The number of the first scenario (1-based) whose run breaks `invariant`, or `nil` within the budget.
    static func casesToFirstFailure(_ recipe: StrategyDescriptor, _ invariant: Invariant, seed: UInt64) -> Int? {
        let body = StrategyCheck.body(recipe, invariants: [invariant])
        let report = Property("reach", recipe.scenarios())
            .run(RunConfiguration(seed: seed, limits: Limits(maxCases: budget, maxShrinks: 0))) { try body($0) }
        return report.failure == nil ? nil : report.casesGenerated
    }
}
