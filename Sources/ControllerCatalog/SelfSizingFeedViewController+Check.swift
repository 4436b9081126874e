import KeyboardStrategies
import ViewControllerHarness

/// Adopting the self-sizing feed: one descriptor line and its doors, the controller's own methods, in the
/// feeds the app opens (0 to 60 posts, with or without a header above them).
extension SelfSizingFeedViewController {
    static let doors: [ViewControllerDoor] = [
        .door("newer posts loaded at the top") { (feed: SelfSizingFeedViewController) in feed.loadNewerPosts(3) },
        .door("older posts loaded at the bottom") { (feed: SelfSizingFeedViewController) in feed.loadOlderPosts(4) },
        .door("the second post edited") { (feed: SelfSizingFeedViewController) in feed.editPost(at: 1) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "selfSizingFeed",
        summary: "a feed of self-sizing cells (automaticDimension, estimatedRowHeight, labels in a stack on the content view's margins): newer posts at the top while the reader's post stays put",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in SelfSizingFeedViewController(posts: app.count("posts", 0...60), header: app.flag("header")) }

    /// The same feed with its deliberate bug: nothing keeps the reader's post in place.
    static let checkWithoutAnchoring = ViewControllerStrategy.descriptor(
        id: "selfSizingFeedWithoutAnchoring", summary: "the self-sizing feed telling its table and nothing else",
        source: "written here with a deliberate bug",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in SelfSizingFeedViewController(posts: app.count("posts", 0...60), header: app.flag("header"), keepsReaderInPlace: false) }
}
