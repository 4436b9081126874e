import KeyboardStrategies
import ViewControllerHarness

/// Adopting the profile form: one line beside its source, in the same target, so the controller stays
/// `internal` and its members `private`.
extension ProfileFormViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "profileForm", summary: "a profile form in a table: inset by the docked keyboard's overlap, the edited field scrolled into view",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], listKinds: [.readingList]) { ProfileFormViewController() }

    /// The same form with its deliberate bug (the keyboard's begin frame read instead of its end frame).
    static let checkReadingBeginFrame = ViewControllerStrategy.descriptor(
        id: "profileFormBeginFrame", summary: "the profile form reading keyboardFrameBeginUserInfoKey",
        source: "written here with a deliberate bug",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], listKinds: [.readingList]) { ProfileFormViewController(readsBeginFrame: true) }
}
