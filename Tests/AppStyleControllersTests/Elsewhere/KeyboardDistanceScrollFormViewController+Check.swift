import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``KeyboardDistanceScrollFormViewController`` in one line beside its source, and its twin. It
/// keeps the field `keyboardDistance` (10 pt) above the keyboard: its `focusMargin`.
extension KeyboardDistanceScrollFormViewController {
    static let source = "IQKeyboardManager's scroll-view demo and its keyboardDistance (github.com/hackiftekhar/IQKeyboardManager, README \"keyboardDistance\"), the behaviour written into the screen"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereKeyboardDistance", summary: "a scroll-view form: the field moved 10 pt above the docked keyboard by the least move, the inset raised to allow it",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        focusMargin: Double(keyboardDistance), make: { KeyboardDistanceScrollFormViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereKeyboardDistanceNoInset", summary: "the same form, the move made without raising the inset",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        focusMargin: Double(keyboardDistance), make: { KeyboardDistanceScrollFormViewController(raisesNoInset: true) })
}
