import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SelfSizingReviewViewController`` in one line beside its source.
extension SelfSizingReviewViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "selfSizingReviews", summary: "self-sizing review cells (label and reply field in a stack view on the margins)",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { SelfSizingReviewViewController() })
}
