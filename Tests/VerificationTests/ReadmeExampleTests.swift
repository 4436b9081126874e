import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification

// The example of README.md § "Check your own strategy", kept compiling and passing here.

/// Keeps every row reachable above the keyboard with a bottom inset.
struct InsetForKeyboard: KeyboardStrategy {
    mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        // What the keyboard, tab bar and home indicator hide at the bottom, less what UIKit already insets.
        let hidden = scene.tableFrameInWindow.maxY - scene.visibleRegionInWindow.maxY
        let table = scene.tableView
        var inset = table.contentInset
        inset.bottom = max(0, hidden - (table.adjustedContentInset.bottom - table.contentInset.bottom))
        try scene.tableView.setContentInset(inset)
    }
}

let insetForKeyboard = StrategyDescriptor(
    id: "insetForKeyboard", summary: "bottom inset = what the keyboard hides", source: "README",
    promises: [.reachability, .noUIKitException], make: { _ in InsetForKeyboard() })

@Test func readmeExampleStrategyKeepsWhatItPromises() {
    let report = check("insetForKeyboard keeps its promises", ScenarioGen.scenario(), profile: .ci) { scenario in
        try StrategyCheck.body(insetForKeyboard)(scenario)
    }
    #expect(report?.casesPassed == 1000)
}
