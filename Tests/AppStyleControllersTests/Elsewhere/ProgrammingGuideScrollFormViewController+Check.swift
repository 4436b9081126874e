import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ProgrammingGuideScrollFormViewController`` in one line beside its source, and its twin.
extension ProgrammingGuideScrollFormViewController {
    static let source = "Apple, Text Programming Guide for iOS, \"Managing the Keyboard\" → \"Moving Content That Is Located Under the Keyboard\" "
        + "(developer.apple.com/library/archive/documentation/StringsTextFonts/Conceptual/TextAndWebiPhoneOS/KeyboardManagement/KeyboardManagement.html)"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereProgrammingGuideForm", summary: "a hand-laid-out scroll-view form: inset = keyboard height on will-show, zero on will-hide, scrollRectToVisible of the active field",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { ProgrammingGuideScrollFormViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereProgrammingGuideFormOffsetPastEnd", summary: "the same form, the hide handler as the guide lists it (no clamp)",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { ProgrammingGuideScrollFormViewController(keepsOffsetPastTheEnd: true) })
}
