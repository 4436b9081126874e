@testable import ControllerCatalog
import KeyboardStrategies

extension ControllerCatalog {
    /// The catalogue's controllers with one deliberate bug each (each twin is declared beside its
    /// controller), for the suite's own tests: every bug must be found on its named invariant.
    static let seededBugs: [StrategyDescriptor] = [
        ProfileFormViewController.checkReadingBeginFrame, FeedViewController.checkWithoutAnchoring,
        SelfSizingFeedViewController.checkWithoutAnchoring,
        AccountListFormViewController.checkScrollingOnlyOnBeginEditing, TimelineCollectionViewController.checkWithoutAnchoring,
        MessagesCollectionChatViewController.checkWithoutFollowingOnLayout,
    ]
}
