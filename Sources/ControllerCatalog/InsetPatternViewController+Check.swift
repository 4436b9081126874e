import KeyboardStrategies
import ViewControllerHarness

/// Adopting Apple's inset pattern: one line beside its source, with its doors.
extension InsetPatternViewController {
    static let doors: [ViewControllerDoor] = [
        .door("a field added at the end") { (form: InsetPatternViewController) in form.addField() },
        .door("the second row removed") { (form: InsetPatternViewController) in form.removeRow(at: 1) },
    ]

    /// The pattern is about the keyboard: what content changes do to the focused field or the offset is
    /// not its claim, nor an iPad window resized with no keyboard notification after it (the pattern
    /// hears only notifications; see InsetPatternStrategy).
    static let check = ViewControllerStrategy.descriptor(
        id: "insetPatternController",
        summary: "Apple's Managing the Keyboard pattern as a UIViewController: inset = keyboard overlap less UIKit's own, least scroll to the field, restore on hide",
        source: "Apple, Text Programming Guide for iOS, \"Managing the Keyboard\"; written here as apps write it (Sources/ControllerCatalog)",
        promises: [.focusVisibility, .offsetBounds, .roundTrip, .reachability, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.focusVisibility: [.keyboard, .focus], .offsetBounds: [.keyboard, .focus],
                        .reachability: [.keyboard, .focus, .contentChange, .userScroll, .navigation]],
        doors: doors) { InsetPatternViewController() }
}
