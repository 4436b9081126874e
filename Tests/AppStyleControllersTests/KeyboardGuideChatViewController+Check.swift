import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``KeyboardGuideChatViewController`` in one line beside its source.
extension KeyboardGuideChatViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: KeyboardGuideChatViewController) in c.receive() },
    ]

    // Narrowed (facade question, the same as FilterBarViewController's; token kf1:FAAAAAAAAAAAAAEAAQACAAABAwAAP9LEAQ):
    // after a rotation to landscape, before the landscape keyboard frames are posted, the keyboard guide
    // keeps the portrait keyboard's 380 pt, the composer's top lands at -43 and the table's solved height
    // is -43; the facade raises "sizes must not be negative" where iOS lays the frame out.
    // `.noUIKitException` is left out until that is settled.
    static let check = ViewControllerStrategy.descriptor(
        id: "chatOnKeyboardGuide", summary: "a chat whose composer is pinned to the keyboard guide, the table above it, the reader at the bottom kept there",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.bottomPinning, .offsetBounds], listKinds: [.chat], doors: doors, make: { KeyboardGuideChatViewController() })
}
