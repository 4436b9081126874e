import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``LoginStackViewController`` in one line beside its source.
extension LoginStackViewController {
    // Narrowed (harness question, reported to the lead with token kf1:EQAAAAAAAAAAAAEDAQAAAAAAQIHpHQ):
    // a scroll-view form is read once (FormReading, before the model owns the scroll view); this form's
    // content follows the frame (the stack centred in a content as tall as the frame), so after a rotation
    // to landscape the app's fields move but the checker still measures the portrait blocks (the email
    // field's block ending at 347.67 in a 393 pt window) and reports it under the keyboard.
    // `.focusVisibility` is left out until a form is re-read after the layout passes that move its fields.
    static let check = ViewControllerStrategy.descriptor(
        id: "loginCentredStack", summary: "a login stack centred in a scroll view (content/frame guides), UIAction sign-in",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { LoginStackViewController() })
}
