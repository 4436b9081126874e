import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``FilterBarViewController`` in one line beside its source.
extension FilterBarViewController {
    // Full promises again (the facade question of kf1:GQAAAAAAAAAAAAEAAAAAAQACAAABAAEDAAANnMs1 settled): after a
    // rotation with the keyboard up, the keyboard guide is the new orientation's keyboard even before its
    // notifications (Scene.keyboardFrameInOrientation; KeyboardGuideConstraintTests
    // .afterARotationTheGuideIsTheNewOrientationsKeyboardBeforeItsNotifications), so the table is not solved
    // to a negative height under the portrait keyboard's 346 pt; and a table Auto Layout squeezes below zero
    // (a short landscape popover: KeyboardGuideConstraintTests.aTableSqueezedToANegativeHeightIsEmptyNotAnException)
    // is an empty table, as UIKit sets it, not an exception. 1000 cases clean (POLICIES.md, item 8).
    static let check = ViewControllerStrategy.descriptor(
        id: "filterBarOnKeyboardGuide", summary: "a filter bar pinned to view.keyboardLayoutGuide.topAnchor, the list's bottom on the bar",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { FilterBarViewController() })
}
