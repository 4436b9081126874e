import KeyboardStrategies
import ViewControllerHarness

/// Adopting the chat on the keyboard layout guide: one line beside its source, with its doors.
extension GuideComposerChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (chat: GuideComposerChatViewController) in chat.receiveMessage() },
        .door("a long message received") { (chat: GuideComposerChatViewController) in chat.receiveMessage(lines: 5) },
        .door("older messages loaded at the top") { (chat: GuideComposerChatViewController) in chat.loadOlderMessages(4) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "guideComposerChat",
        summary: "chat whose composer (text field and Send) is pinned to view.keyboardLayoutGuide by Auto Layout, the table's bottom to the composer's top; the latest message kept in view",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.bottomPinning, .offsetBounds, .reachability, .noUIKitException], listKinds: [.chat], doors: doors) { app in GuideComposerChatViewController(messages: app.count("messages", 0...60)) }
}
