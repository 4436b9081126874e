import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``FilterBarViewController`` in one line beside its source.
extension FilterBarViewController {
    // Full promises again (the facade question of kf1:GQAAAAAAAAAAAAEAAAAAAQACAAABAAEDAAANnMs1 settled): after a
    // rotation with the keyboard up, the keyboard guide is the new orientation's keyboard even before its
    // notifications (Scene.keyboardFrameInOrientation; KeyboardGuideConstraintTests
    // .afterARotationTheGuideIsTheNewOrientationsKeyboardBeforeItsNotifications), so the table is not solved
    // to a negative height under the portrait keyboard's 346 pt.
    static let check = ViewControllerStrategy.descriptor(
        id: "filterBarOnKeyboardGuide", summary: "a filter bar pinned to view.keyboardLayoutGuide.topAnchor, the list's bottom on the bar",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { FilterBarViewController() })
}
