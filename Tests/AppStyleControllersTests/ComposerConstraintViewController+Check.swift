import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ComposerConstraintViewController`` in one line beside its source.
extension ComposerConstraintViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: ComposerConstraintViewController) in c.receive("hello") },
        .door("long message received") { (c: ComposerConstraintViewController) in c.receive("a longer message", lines: 3) },
    ]

    // Narrowed (harness question, kf1:FwAAAAAAAAAAAAEGAAABAQC1BwEAAAAAADL20JQ; decided in POLICIES.md, item 9: the
    // controller is right, the checker is not yet able to see it): the table runs full height under the
    // opaque 56 pt composer, inset by what the composer covers, as chat apps lay it out. After a drag the
    // list rests 55.95 pt short of the app's bottom, its last message ending at 817.95 under the composer
    // (762–818), 24 of its 80 pt showing. The checker's visible region ends at the safe area (818), so it
    // calls the list "at the bottom" (its last row's bottom visible) and charges the app for not pinning it
    // when the keyboard comes; no user sees that row's bottom. `.bottomPinning` stays out until the harness
    // reports the app's own opaque views over the table's bottom and the visible region ends at them.
    static let check = ViewControllerStrategy.descriptor(
        id: "composerConstraintConstant", summary: "a chat composer whose bottom constraint's constant follows the keyboard (animated layoutIfNeeded), its frame read back for the table's inset",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], listKinds: [.chat], doors: doors, make: { ComposerConstraintViewController() })
}
