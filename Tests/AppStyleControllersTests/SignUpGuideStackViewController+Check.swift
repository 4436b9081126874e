import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SignUpGuideStackViewController`` in one line beside its source.
extension SignUpGuideStackViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "signUpStackOnKeyboardGuide", summary: "a sign-up stack form in a scroll view whose bottom is pinned to the keyboard guide",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { SignUpGuideStackViewController() })
}
