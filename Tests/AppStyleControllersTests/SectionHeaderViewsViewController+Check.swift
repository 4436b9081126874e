import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SectionHeaderViewsViewController`` in one line beside its source.
extension SectionHeaderViewsViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "sectionHeaderViews", summary: "a grouped table of fields with Auto Layout header views and fixed-height footer views",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24: IQKeyboardManager's section views, P32)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { SectionHeaderViewsViewController() })
}
