import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``KeyboardGuideChatViewController`` in one line beside its source.
extension KeyboardGuideChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: KeyboardGuideChatViewController) in c.receive() },
    ]

    // Full promises again (the facade question of kf1:FAAAAAAAAAAAAAEAAQACAAABAwAAP9LEAQ settled, the same as
    // FilterBarViewController's): after a rotation the keyboard guide is the landscape keyboard's, not the
    // portrait keyboard's 380 pt, and the table is not solved to a negative height.
    static let check = ViewControllerStrategy.descriptor(
        id: "chatOnKeyboardGuide", summary: "a chat whose composer is pinned to the keyboard guide, the table above it, the reader at the bottom kept there",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.bottomPinning, .offsetBounds, .noUIKitException], listKinds: [.chat], doors: doors, make: { KeyboardGuideChatViewController() })
}
