import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SelfSizingReviewViewController`` in one line beside its source.
extension SelfSizingReviewViewController {
    // Narrowed (harness question, reported to the lead with token kf1:IQAAAAAAAAAAAAEAAAAAAQAAAAABAAMAAQMBAgEBAAIAACLrYW8):
    // a self-sizing row is read at UIKit's default 44 pt (DataSourceReading: `automaticDimension` →
    // `defaultRowHeight`), not from its cell's constraints, so the reply field (at ~72 pt in its cell) lies
    // outside its 44 pt row and focus visibility is measured against the wrong row. `.focusVisibility` is
    // left out until self-sizing rows are read from their constraints.
    static let check = ViewControllerStrategy.descriptor(
        id: "selfSizingReviews", summary: "self-sizing review cells (label and reply field in a stack view on the margins)",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { SelfSizingReviewViewController() })
}
