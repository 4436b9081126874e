import KeyboardStrategies
import ScrollGeometry

/// Keeps every row reachable above the keyboard with a bottom content inset.
struct InsetForKeyboard: KeyboardStrategy {
    /// The bug to catch: counting this code's own inset as already covering the keyboard, so the next
    /// notification of the same keyboard (iOS posts willChangeFrame, then willShow) takes it away.
    var subtractsItsOwnInset = false
    /// What this strategy added to the app's own bottom inset.
    var added = 0.0
    /// The last will-notification: the keyboard's frame to fit the inset to again when the window changes
    /// under it.
    var lastNote: KeyboardNotification?

    /// `viewWillTransition(to:with:)`: an iPad window resized (Split View, Stage Manager) under a docked
    /// keyboard changes what it covers, and no keyboard notification need follow, so the inset is fitted
    /// again to the keyboard's last frame. After a rotation the frame is the old orientation's: the
    /// notifications iOS posts for the new one fit it.
    mutating func didRotate(in scene: inout Scene) throws {
        guard let note = lastNote, note.endFrame.width == scene.layout.screenBounds.width else { return }
        try keyboard(note, in: &scene)
    }

    mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        guard note.event.isWill else { return }
        lastNote = note
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
        let adjusted = scene.tableView.adjustedContentInset.bottom
        let covered = subtractsItsOwnInset ? adjusted : adjusted - added
        added = max(0, overlap - covered)
        inset.bottom = appOwn + added
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
