import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``ComposerConstraintViewController`` in one line beside its source.
extension ComposerConstraintViewController {
    static let doors: [ViewControllerDoor] = [
        .door("message received") { (c: ComposerConstraintViewController) in c.receive("hello") },
        .door("long message received") { (c: ComposerConstraintViewController) in c.receive("a longer message", lines: 3) },
    ]

    // Narrowed (harness question, reported to the lead with token kf1:FwAAAAAAAAAAAAEGAAABAQC1BwEAAAAAADL20JQ):
    // the table runs full height under the composer, which the bottom inset covers, as chat apps lay it
    // out; the checker's visible area ends at the safe area (or the keyboard), not at the composer, so it
    // calls "at the bottom" an offset where the last message is still under the composer (56 pt short of
    // the app's bottom) and asks the list to stay there. `.bottomPinning` is left out until the checker
    // counts an app's own bottom inset (an overlay it covers) out of the visible area.
    static let check = ViewControllerStrategy.descriptor(
        id: "composerConstraintConstant", summary: "a chat composer whose bottom constraint's constant follows the keyboard (animated layoutIfNeeded), its frame read back for the table's inset",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], listKinds: [.chat], doors: doors, make: { ComposerConstraintViewController() })
}
