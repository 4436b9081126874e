import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``KeyboardGuideTableViewController`` in one line beside its source.
extension KeyboardGuideTableViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "tableOnKeyboardGuide", summary: "a form table whose bottom anchor is pinned to view.keyboardLayoutGuide.topAnchor",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { KeyboardGuideTableViewController() })
}
