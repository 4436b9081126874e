import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``HeightsTableViewController`` in one line beside its source.
extension HeightsTableViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "recipeTableViewController", summary: "a UITableViewController subclass overriding heightForRowAt, relying on its own keyboard handling",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { HeightsTableViewController(style: .plain) })
}
