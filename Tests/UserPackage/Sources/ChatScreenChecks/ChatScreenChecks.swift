import ChatScreen
import KeyboardStrategies
import ViewControllerHarness

/// The view controller as a strategy, in one line: what it promises, its door for data that arrives (its
/// own method), and how to make it. The screen is the one it builds; the checks draw the world around it.
public let chatScreen = ViewControllerStrategy.descriptor(
    id: "chatScreen", summary: "ChatViewController: bottom inset = what the keyboard hides", source: "ChatApp",
    promises: [.reachability, .noUIKitException],
    doors: [.door("a message arrives") { (chat: ChatViewController) in chat.receive("Hello") }]) { ChatViewController() }

/// The same view controller with the bug, which `swift test` and `chat-keyfuzz` must catch.
public let chatScreenBroken = ViewControllerStrategy.descriptor(
    id: "chatScreenBroken", summary: "ChatViewController, minus its own inset by mistake", source: "ChatApp",
    promises: [.reachability, .noUIKitException],
    doors: [.door("a message arrives") { (chat: ChatViewController) in chat.receive("Hello") }]) {
        ChatViewController(subtractsItsOwnInset: true)
    }
