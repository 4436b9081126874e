import KeyboardStrategies
import ScrollGeometry

/// Keeps every row reachable above the keyboard with a bottom content inset.
struct InsetForKeyboard: KeyboardStrategy {
    /// The bug to catch: subtracting the whole adjusted inset, this code's own inset included, so the
    /// next notification of the same keyboard (iOS posts willChangeFrame, then willShow) takes it away.
    var subtractsItsOwnInset = false

    mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        // What the keyboard, tab bar and home indicator hide at the bottom, less what UIKit already insets.
        let hidden = scene.tableFrameInWindow.maxY - scene.visibleRegionInWindow.maxY
        let table = scene.tableView
        let insetByUIKit = subtractsItsOwnInset
            ? table.adjustedContentInset.bottom
            : table.adjustedContentInset.bottom - table.contentInset.bottom
        var inset = table.contentInset
        inset.bottom = max(0, hidden - insetByUIKit)
        try scene.tableView.setContentInset(inset)
    }
}

public let insetForKeyboard = StrategyDescriptor(
    id: "insetForKeyboard", summary: "bottom inset = what the keyboard hides", source: "ChatApp",
    promises: [.reachability, .noUIKitException], make: { _ in InsetForKeyboard() })

/// The same code with the bug, which `swift test` and `chat-keyfuzz` must catch.
public let insetForKeyboardBroken = StrategyDescriptor(
    id: "insetForKeyboardBroken", summary: "bottom inset, minus its own inset by mistake", source: "ChatApp",
    promises: [.reachability, .noUIKitException], make: { _ in InsetForKeyboard(subtractsItsOwnInset: true) })
