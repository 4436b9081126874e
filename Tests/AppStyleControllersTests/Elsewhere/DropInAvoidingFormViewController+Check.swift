import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``DropInAvoidingFormViewController`` in one line beside its source, and its twin.
extension DropInAvoidingFormViewController {
    static let source = "TPKeyboardAvoiding's TPKeyboardAvoidingTableView and its demo (github.com/michaeltyson/TPKeyboardAvoiding): a table subclass that avoids the keyboard by itself"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereDropInTableSubclass", summary: "a form on a UITableView subclass that observes the keyboard itself; no keyboard code in the controller",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { DropInAvoidingFormViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereDropInTableSubclassFrame", summary: "the same form, the subclass comparing the keyboard in its bounds with its frame",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { DropInAvoidingFormViewController(comparesWithFrame: true) })
}
