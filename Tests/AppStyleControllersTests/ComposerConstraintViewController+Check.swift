import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ComposerConstraintViewController`` in one line beside its source.
extension ComposerConstraintViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: ComposerConstraintViewController) in c.receive("hello") },
        .door("long message received") { (c: ComposerConstraintViewController) in c.receive("a longer message", lines: 3) },
    ]

    // Full promises again (POLICIES.md, item 9): the table runs full height under the opaque 56 pt composer,
    // inset by what the composer covers, as chat apps lay it out. The harness now reads the app's own opaque
    // views in front of the table and the visible region ends at the composer's top, so a list whose last
    // message is under the composer is not "at the bottom" (kf1:FwAAAAAAAAAAAAEGAAABAQC1BwEAAAAAADL20JQ,
    // AppCoverReplayTests).
    static let check = ViewControllerStrategy.descriptor(
        id: "composerConstraintConstant", summary: "a chat composer whose bottom constraint's constant follows the keyboard (animated layoutIfNeeded), its frame read back for the table's inset",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.bottomPinning, .offsetBounds, .noUIKitException], listKinds: [.chat], doors: doors, make: { ComposerConstraintViewController() })
}
