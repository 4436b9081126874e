import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
import Verification

// The example of README.md § "Check your own strategy", kept compiling and passing here.

/// Keeps every row reachable above the keyboard with a bottom inset.
struct InsetForKeyboard: KeyboardStrategy {
    mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        let table = scene.tableView
        let alreadyCovered = table.adjustedContentInset.bottom - table.contentInset.bottom
        var inset = table.contentInset
        inset.bottom = max(0, scene.keyboardOverlapOfTable - alreadyCovered)
        try scene.tableView.setContentInset(inset)
    }
}

let insetForKeyboard = StrategyDescriptor(
    id: "insetForKeyboard", summary: "bottom inset = keyboard overlap", source: "README",
    promises: [.reachability, .noUIKitException], make: { _ in InsetForKeyboard() })

@Test func readmeExampleStrategyKeepsWhatItPromises() {
    let report = check("insetForKeyboard keeps its promises", ScenarioGen.scenario(), profile: .dev) { scenario in
        try StrategyCheck.body(insetForKeyboard)(scenario)
    }
    #expect(report?.casesPassed == 100)
}
