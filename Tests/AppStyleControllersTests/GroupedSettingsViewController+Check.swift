import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``GroupedSettingsViewController`` in one line beside its source.
extension GroupedSettingsViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "groupedSettings", summary: "a grouped settings table with titles, switches, a segmented control and profile fields",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { GroupedSettingsViewController() })
}
