import KeyboardStrategies
import ViewControllerHarness

/// Adopting the pinned chat: one line beside its source, with its doors.
extension ChatPinnedViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (chat: ChatPinnedViewController) in chat.receiveMessage() },
        .door("a long message received") { (chat: ChatPinnedViewController) in chat.receiveMessage(lines: 6) },
        .door("older messages loaded at the top") { (chat: ChatPinnedViewController) in chat.loadOlderMessages(5) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "chatPinnedController",
        summary: "chat: bottom inset = docked keyboard's overlap less UIKit's share; a list at the bottom (noted at rest) scrolled back to the bottom after keyboard changes, messages and rotation",
        source: "written here in the style of MessageKit and Stream Chat (Sources/ControllerCatalog)",
        promises: [.bottomPinning, .reachability, .noUIKitException], listKinds: [.chat], doors: doors) { app in ChatPinnedViewController(messages: app.count("messages", 0...60)) }
}
