import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``LoginStackViewController`` in one line beside its source.
extension LoginStackViewController {
    // Keeps `.focusVisibility` (POLICIES.md item 10): the narrowing was the harness's reading (the form read
    // once at the load-time layout, before a rotation or the opaque bar's smaller frame moved the centred
    // stack), not this controller; `ShrunkFocusVisibilityTests` replays the shrunk scenario.
    static let check = ViewControllerStrategy.descriptor(
        id: "loginCentredStack", summary: "a login stack centred in a scroll view (content/frame guides), UIAction sign-in",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .focusVisibility, .noUIKitException], make: { LoginStackViewController() })
}
