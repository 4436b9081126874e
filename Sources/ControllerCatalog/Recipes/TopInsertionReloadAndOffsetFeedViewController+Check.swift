import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 003's reload-and-offset timeline: one descriptor line and its doors, newer posts fetched
/// through the app's own method, and fetches that also drop the oldest posts (counts drawn). Promises, scopes and the navigation bar are the hand transcription's
/// (`topInsertionReloadAndOffset`).
extension TopInsertionReloadAndOffsetFeedViewController {
    static let doors: [ViewControllerDoor] = [
        .door("a newer post fetched") { (feed: TopInsertionReloadAndOffsetFeedViewController) in feed.fetchNewerPosts(1) },
        .door("three newer posts fetched") { (feed: TopInsertionReloadAndOffsetFeedViewController) in feed.fetchNewerPosts(3) },
        // A fetch that adds and removes: 0 to 3 newer posts, 1 to 5 of the oldest gone.
        .door("newer posts fetched, oldest gone") { (feed: TopInsertionReloadAndOffsetFeedViewController, app) in
            feed.fetchNewerPosts(app.count("newer posts", 0...3), removingOldest: app.count("posts gone", 1...5))
        },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "topInsertionReloadAndOffsetController",
        summary: "Seed 003's updateTableViewAfterAdditionInNewArray as printed, in a timeline: oldArray.count - newArray.count (negative for an addition), reloadData, scrollToRow(count)",
        source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt), \"Inserting cells at the top … with no scrolling\"",
        promises: [.anchorStability, .noUIKitException], listKinds: [.readingList], tableOnly: true,
        promiseScopes: [.anchorStability: [.contentChange]], needsNavigationBar: true,
        doors: doors) { TopInsertionReloadAndOffsetFeedViewController() }
}
