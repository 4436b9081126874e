import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``EditPostActionViewController`` in one line beside its source.
extension EditPostActionViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "editPostUIActions", summary: "an inset-grouped post editor with UIAction Save and Done buttons, fields in cells",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { EditPostActionViewController() })
}
