import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ChangeFrameOnlyTableViewController`` in one line beside its source, and its twin.
extension ChangeFrameOnlyTableViewController {
    static let source = "Apple, UIResponder.keyboardWillChangeFrameNotification (developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification); "
        + "Paul Hudson, \"How to adjust a UIScrollView to fit the keyboard\" (hackingwithswift.com/example-code/uikit/how-to-adjust-a-uiscrollview-to-fit-the-keyboard)"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereChangeFrameOnly", summary: "one will-change-frame observer: end frame into the view, inset = intersection less the safe area, animated",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { ChangeFrameOnlyTableViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereChangeFrameOnlyBeginFrame", summary: "the same table, reading the keyboard's begin frame",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { ChangeFrameOnlyTableViewController(readsBeginFrame: true) })
}
