import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ContactDetailsViewController`` in one line beside its source.
extension ContactDetailsViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "contactContentConfigurations", summary: "a grouped contact screen: content-configuration rows and field rows under section titles",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { ContactDetailsViewController() })
}
