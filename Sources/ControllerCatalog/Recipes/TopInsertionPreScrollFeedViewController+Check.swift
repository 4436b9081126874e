import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 003's pre-scrolling timeline: one descriptor line and the first recipe's doors. Promises,
/// scopes (insertions and the return to the screen) and the navigation bar are the hand transcription's
/// (`topInsertionPreScroll`).
extension TopInsertionPreScrollFeedViewController {
    static let preScrollCheck = ViewControllerStrategy.descriptor(
        id: "topInsertionPreScrollController",
        summary: "Seed 003's pre-scroll on viewDidAppear as printed, with the insert block, in a timeline of self-sizing posts",
        source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt), \"Pre-Scrolling a Table to a specific cell at load\"",
        promises: [.anchorStability, .noUIKitException], listKinds: [.readingList], tableOnly: true,
        promiseScopes: [.anchorStability: [.contentChange, .navigation]], needsNavigationBar: true,
        doors: TopInsertionAnchorFeedViewController.doors) { app in
            TopInsertionPreScrollFeedViewController(header: app.flag("header"), underBar: app.flag("under the bar"))
        }
}
