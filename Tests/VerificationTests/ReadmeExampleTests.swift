import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
import Verification

// The example of README.md § "Check your own strategy", kept compiling and passing here. The file imports
// the model without the checker's SPI, as a user's code does.

/// Keeps every row reachable above the keyboard with a bottom inset.
struct InsetForKeyboard: KeyboardStrategy {
    /// What this strategy added to the app's own bottom inset.
    var added = 0.0

    mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        guard note.event.isWill else { return }
        // The frame comes in screen coordinates; only a docked keyboard of this app covers anything.
        let screen = scene.layout.screenBounds, end = note.endFrame
        let docked = note.isLocal && note.event != .willHide && end.height > 0
            && end.maxY >= screen.maxY && end.width >= screen.width
        let keyboard = scene.convert(end, from: .screen, to: .window)
        let table = scene.tableFrameInWindow
        let overlap = docked ? max(0, table.maxY - max(keyboard.minY, table.minY)) : 0
        // Add what the bottom inset (the app's own, and what UIKit adds) does not already cover.
        var inset = scene.tableView.contentInset
        let appOwn = inset.bottom - added
        let uikit = scene.tableView.adjustedContentInset.bottom - inset.bottom
        added = max(0, overlap - uikit - appOwn)
        inset.bottom = appOwn + added
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
