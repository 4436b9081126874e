import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ComposerConstraintViewController`` in one line beside its source.
extension ComposerConstraintViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: ComposerConstraintViewController) in c.receive("hello") },
        .door("long message received") { (c: ComposerConstraintViewController) in c.receive("a longer message", lines: 3) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "composerConstraintConstant", summary: "a chat composer whose bottom constraint's constant follows the keyboard (animated layoutIfNeeded), its frame read back for the table's inset",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.bottomPinning, .offsetBounds, .noUIKitException], listKinds: [.chat], doors: doors, make: { ComposerConstraintViewController() })
}
