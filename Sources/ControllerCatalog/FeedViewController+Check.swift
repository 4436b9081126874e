import KeyboardStrategies
import ViewControllerHarness

/// Adopting the feed: one descriptor line and its doors, the controller's own methods, in the feeds the
/// app opens (0 to 60 posts, with or without a header above them).
extension FeedViewController {
    static let doors: [ViewControllerDoor] = [
        .door("newer posts loaded at the top") { (feed: FeedViewController) in feed.loadNewerPosts(3) },
        .door("older posts loaded at the bottom") { (feed: FeedViewController) in feed.loadOlderPosts(5) },
        .door("the third post edited") { (feed: FeedViewController) in feed.editPost(at: 2) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "feed", summary: "a feed whose newer posts arrive at the top while the reader's post stays put",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in FeedViewController(posts: app.count("posts", 0...60), header: app.flag("header")) }

    /// The same feed with its deliberate bug: nothing keeps the reader's post in place.
    static let checkWithoutAnchoring = ViewControllerStrategy.descriptor(
        id: "feedWithoutAnchoring", summary: "the feed telling its table and nothing else",
        source: "written here with a deliberate bug",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in FeedViewController(posts: app.count("posts", 0...60), header: app.flag("header"), keepsReaderInPlace: false) }

    /// The same feed fed through a `UITableViewDiffableDataSource`.
    static let checkDiffable = ViewControllerStrategy.descriptor(
        id: "feedDiffable", summary: "the feed applying diffable snapshots to its table (UITableViewDiffableDataSource)",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in FeedViewController(posts: app.count("posts", 0...60), header: app.flag("header"), diffable: true) }
}
