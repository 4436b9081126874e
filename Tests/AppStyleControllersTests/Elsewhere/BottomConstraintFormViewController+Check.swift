import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``BottomConstraintFormViewController`` in one line beside its source, and its twin.
extension BottomConstraintFormViewController {
    static let source = "Stack Overflow, \"Move view with keyboard using Swift\" (stackoverflow.com/questions/26070242): the bottom constraint's constant "
        + "animated with the keyboard's duration and UIView.AnimationOptions(rawValue: curve << 16)"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereBottomConstraint", summary: "a form table whose bottom constraint's constant follows the docked keyboard, animated with its curve",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { BottomConstraintFormViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereBottomConstraintMinusSafeArea", summary: "the same form, the safe area subtracted from a constraint to the view's bottom",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { BottomConstraintFormViewController(subtractsSafeArea: true) })
}
