import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``FilterBarViewController`` in one line beside its source.
extension FilterBarViewController {
    // Narrowed (facade question, reported to the lead with token kf1:GQAAAAAAAAAAAAEAAAAAAQACAAABAAEDAAANnMs1):
    // after a rotation to landscape, before the landscape keyboard frames are posted, the keyboard guide
    // still has the portrait keyboard's 346 pt, the bar's top is at -5 and the table's solved height -5;
    // the facade raises "sizes must not be negative" where iOS lays the frame out (Auto Layout can solve
    // negative sizes). `.noUIKitException` is left out until that is settled.
    static let check = ViewControllerStrategy.descriptor(
        id: "filterBarOnKeyboardGuide", summary: "a filter bar pinned to view.keyboardLayoutGuide.topAnchor, the list's bottom on the bar",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds], make: { FilterBarViewController() })
}
