import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 000's plain view controller chat: one descriptor line and its door. Promises and their
/// scopes are the hand transcription's (`bottomPinnedFrameInset`).
extension BottomPinnedFrameInsetChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (chat: BottomPinnedFrameInsetChatViewController) in chat.receive("hello") },
        .door("long message received") { (chat: BottomPinnedFrameInsetChatViewController) in chat.receive("a longer message", lines: 3) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "bottomPinnedFrameInsetController",
        summary: "Seed 000's plain view controller variant in a chat: tableView.frame = CGRectInset(frame, 0, keyboard height), then the offset move; observer lifetime as the article's",
        source: "seed 000: Maintain UITableView scroll position with keyboard expansion (000_dfb453c1dfbdd645.txt), UIViewController snippet",
        promises: [.bottomPinning, .reachability, .noUIKitException], listKinds: [.chat], controller: .plainViewController,
        tableOnly: true, promiseScopes: [.bottomPinning: [.keyboard, .focus, .navigation]], doors: doors) { BottomPinnedFrameInsetChatViewController() }
}
