import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 003's timeline: one descriptor line and its doors, newer posts through the app's own
/// method, in the apps it ships in (timelines with and without a header above their posts, below the
/// navigation bar or scrolling under it). Promises, scopes and the navigation bar its code force-unwraps are the hand transcription's
/// (`topInsertionAnchor`).
extension TopInsertionAnchorFeedViewController {
    static let doors: [ViewControllerDoor] = [
        .door("a newer post at the top") { (feed: TopInsertionAnchorFeedViewController) in feed.loadNewerPosts(1) },
        .door("three newer posts at the top") { (feed: TopInsertionAnchorFeedViewController) in feed.loadNewerPosts(3) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "topInsertionAnchorController",
        summary: "Seed 003's insert block as printed, in a timeline of self-sizing posts: top row below the nav bar, insert, scrollToRow(.top), subtract the distance",
        source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt)",
        promises: [.anchorStability, .noUIKitException], listKinds: [.readingList], tableOnly: true,
        promiseScopes: [.anchorStability: [.contentChange]], needsNavigationBar: true,
        doors: doors) { app in
            // The timelines the app opens, with or without a header above their 40 posts, below the bar
            // or under it.
            TopInsertionAnchorFeedViewController(header: app.flag("header"), underBar: app.flag("under the bar"))
        }
}
