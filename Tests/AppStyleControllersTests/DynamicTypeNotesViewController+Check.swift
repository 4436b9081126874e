import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``DynamicTypeNotesViewController`` in one line beside its source.
extension DynamicTypeNotesViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "notesDynamicType", summary: "notes with Dynamic Type fonts and UIFontMetrics-scaled rows set in viewDidLoad",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { DynamicTypeNotesViewController() })
}
