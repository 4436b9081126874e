import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``FilterBarViewController`` in one line beside its source.
extension FilterBarViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "filterBarOnKeyboardGuide", summary: "a filter bar pinned to view.keyboardLayoutGuide.topAnchor, the list's bottom on the bar",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { FilterBarViewController() })
}
