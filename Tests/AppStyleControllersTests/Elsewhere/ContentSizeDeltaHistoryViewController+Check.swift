import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ContentSizeDeltaHistoryViewController`` in one line beside its source, and its twin. Its data
/// arrives through its own methods: newer activity at the top, older at the bottom.
extension ContentSizeDeltaHistoryViewController {
    static let source = "Stack Overflow, \"Keep UITableView static when inserting rows at the top\" (stackoverflow.com/questions/4279730), "
        + "the answer that adds the contentSize delta to the offset after reloadData"

    static let doors: [ViewControllerDoor] = [
        .door("newer activity at the top") { (c: ContentSizeDeltaHistoryViewController) in c.loadNewer() },
        .door("older activity at the bottom") { (c: ContentSizeDeltaHistoryViewController) in c.loadOlder() },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereContentSizeDelta", summary: "newer rows at the top: reloadData, layoutIfNeeded, offset += contentSize delta (exact heights, no estimates)",
        source: source, promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors, make: { ContentSizeDeltaHistoryViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereContentSizeDeltaRowHeight", summary: "the same list, the delta taken as rows added × rowHeight",
        source: source, promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors, make: { ContentSizeDeltaHistoryViewController(multipliesRowHeight: true) })
}
