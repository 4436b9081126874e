import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SelfSizingReviewViewController`` in one line beside its source.
extension SelfSizingReviewViewController {
    // Keeps `.focusVisibility` (POLICIES.md item 10): the narrowing was the harness's reading (a self-sizing
    // row read at 44 pt, then its stack not arranged after the fit, then the field's frame offset by its
    // stack's origin), not this controller; `ShrunkFocusVisibilityTests` replays the shrunk scenarios.
    static let check = ViewControllerStrategy.descriptor(
        id: "selfSizingReviews", summary: "self-sizing review cells (label and reply field in a stack view on the margins)",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .focusVisibility, .noUIKitException], make: { SelfSizingReviewViewController() })
}
