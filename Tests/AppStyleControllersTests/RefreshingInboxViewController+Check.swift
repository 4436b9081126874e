import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``RefreshingInboxViewController`` in one line beside its source.
extension RefreshingInboxViewController {
    static let doors: [ViewControllerDoor] = [
        .door("pull to refresh") { (c: RefreshingInboxViewController) in c.refresh() },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "inboxRefreshControl", summary: "an inbox whose UIRefreshControl (a UIAction) loads newer mail at the top, the reader's message kept in place",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList], promiseScopes: [.anchorStability: [.contentChange]], doors: doors, make: { RefreshingInboxViewController() })
}
