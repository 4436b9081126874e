import KeyboardStrategies
import ViewControllerHarness

/// Adopting the timeline on a collection view: one line beside its source, with its doors, in the
/// timelines the app opens (0 to 60 posts, with or without a banner above them).
extension TimelineCollectionViewController {
    static let doors: [ViewControllerDoor] = [
        .door("newer posts loaded at the top") { (timeline: TimelineCollectionViewController, app) in
            timeline.loadNewerPosts(app.count("newer posts", 1...8))
        },
        .door("older posts loaded at the bottom") { (timeline: TimelineCollectionViewController) in timeline.loadOlderPosts(5) },
        .door("a post edited") { (timeline: TimelineCollectionViewController, app) in timeline.editPost(at: app.count("edited post", 0...12)) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "timelineCollection",
        summary: "a timeline on a flow-layout collection view fed diffable snapshots: newer posts arrive at the top while the reader's post stays put",
        source: "written here in the style of diffable-data-source timelines (Sources/ControllerCatalog)",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in
            TimelineCollectionViewController(posts: app.count("posts", 0...60), banner: app.flag("banner"))
        }

    /// The same timeline with its deliberate bug: the snapshot applied and nothing else.
    static let checkWithoutAnchoring = ViewControllerStrategy.descriptor(
        id: "timelineCollectionWithoutAnchoring", summary: "the collection timeline applying its snapshots and nothing else",
        source: "written here with a deliberate bug",
        promises: [.anchorStability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { app in
            TimelineCollectionViewController(posts: app.count("posts", 0...60), banner: app.flag("banner"), keepsReaderInPlace: false)
        }
}
