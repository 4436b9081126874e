import KeyboardStrategies
import ViewControllerHarness

/// Adopting the MessageKit-shaped chat: one line beside its source, with its doors.
extension MessagesCollectionChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (chat: MessagesCollectionChatViewController) in chat.receiveMessage() },
        .door("a long message received") { (chat: MessagesCollectionChatViewController, app) in chat.receiveMessage(lines: app.count("lines", 1...8)) },
        .door("older messages loaded at the top") { (chat: MessagesCollectionChatViewController, app) in chat.loadOlderMessages(app.count("older messages", 1...20)) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "messagesCollectionChat",
        summary: "chat on a flow-layout collection view, a section per message (MessageKit's shape), its composer pinned to view.keyboardLayoutGuide; the latest message kept in view",
        source: "written here in the style of MessageKit (Sources/ControllerCatalog)",
        promises: [.bottomPinning, .offsetBounds, .reachability, .noUIKitException], listKinds: [.chat], doors: doors) { app in
            MessagesCollectionChatViewController(messages: app.count("messages", 0...60))
        }

    /// The same chat following the latest message only when one arrives, not as the keyboard resizes it.
    static let checkWithoutFollowingOnLayout = ViewControllerStrategy.descriptor(
        id: "messagesCollectionChatNoLayoutFollow",
        summary: "the collection chat scrolling to its end only when a message arrives",
        source: "written here with a deliberate bug",
        promises: [.bottomPinning, .offsetBounds, .reachability, .noUIKitException], listKinds: [.chat], doors: doors) { app in
            MessagesCollectionChatViewController(messages: app.count("messages", 0...60), followsOnLayout: false)
        }
}
