import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// `RecipeDifferentialTests` on the recipes' own screens: each catalogue recipe and its hand
/// transcription run on the scenarios of the controller's own screen (the hand transcription on the
/// screen read from the controller), compared step by step. Scenarios with a door act are left out: data
/// arriving through the app's own method is nothing to the hand transcription, so they cannot be compared;
/// seeds are drawn until ``count`` scenarios without one are compared (at most ten times as many seeds).
/// Every difference must be a named ``RecipeDivergence``. For seed 003, whose subject is data arriving,
/// the scenarios left have no data change and the two run alike.
///
/// `RECIPE_CONTROLLER_DIFFERENTIAL_CASES` sets the count (default 200).
@Suite("Recipes as view controllers: against the hand transcriptions on their own screens")
struct RecipeControllerDifferentialTests {
    static let count = ProcessInfo.processInfo.environment["RECIPE_CONTROLLER_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? 200

    @Test(arguments: ControllerCatalog.recipes.map(\.id))
    func differencesOnTheControllersScreen(_ id: String) throws {
        let pair = try #require(RecipePair.named(id))
        let handID = pair.hand.id
        let generator = pair.viewController.scenarios()
        var counts: [RecipeDivergence: Int] = [:]
        var unexplained: [RecipeDifferential.Difference] = []
        var same = 0, withDoors = 0, compared = 0
        for seed in 1...UInt64(10 * Self.count) where compared < Self.count {
            let scenario = try generator.sample(seed: seed).0
            if scenario.actions.contains(where: { if case .door = $0 { true } else { false } }) { withDoors += 1; continue }
            compared += 1
            guard let difference = try RecipeDifferential.compare(pair, on: scenario) else { same += 1; continue }
            if let reason = RecipeDivergence.explain(difference, handID: handID) {
                counts[reason, default: 0] += 1
            } else {
                unexplained.append(difference)
            }
        }
        var lines = ["DIFF \(id) vs \(handID) on \(compared) scenarios (\(withDoors) with doors left out): \(same) identical at every step"]
        for reason in RecipeDivergence.allCases where reason.recipes.contains(handID) {
            lines.append("  \(counts[reason] ?? 0) \(reason)")
        }
        lines.append("  \(unexplained.count) unexplained")
        if let first = unexplained.first { lines.append("  first unexplained: \(first)") }
        print(lines.joined(separator: "\n"))
        #expect(compared == Self.count, "only \(compared) scenarios without doors")
        #expect(same + counts.values.reduce(0, +) + unexplained.count == compared)
        if let first = unexplained.first {
            Issue.record("\(unexplained.count) unexplained differences; the first:\n\(first)")
        }
    }
}
