import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``LoginStackViewController`` in one line beside its source.
extension LoginStackViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "loginCentredStack", summary: "a login stack centred in a scroll view (content/frame guides), UIAction sign-in",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { LoginStackViewController() })
}
