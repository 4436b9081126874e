import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 000's `UITableViewController` chat: one descriptor line and its doors, the app's own
/// method, in the apps it ships in — conversations of 0 to 60 messages, so a chat shorter than the
/// screen (where the article's `scrolledToBottom` is always true) is drawn beside long ones. Promises and
/// their scopes are the hand transcription's (`bottomPinned`).
extension BottomPinnedChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (chat: BottomPinnedChatViewController) in chat.receive("hello") },
        .door("long message received") { (chat: BottomPinnedChatViewController) in chat.receive("a longer message", lines: 3) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "bottomPinnedController",
        summary: "Seed 000 in a UITableViewController chat: observer added in viewWillAppear, removed in viewDidDisappear; on will-change-frame at the bottom, offset -= keyboard y delta",
        source: "seed 000: Maintain UITableView scroll position with keyboard expansion (000_dfb453c1dfbdd645.txt)",
        promises: [.bottomPinning, .noUIKitException], listKinds: [.chat], controller: .tableViewController,
        promiseScopes: [.bottomPinning: [.keyboard, .focus, .navigation]], doors: doors) { app in
            // The conversations the app opens: a new one, a short one, one longer than the screen.
            BottomPinnedChatViewController(messages: app.count("messages", 0...60))
        }
}
