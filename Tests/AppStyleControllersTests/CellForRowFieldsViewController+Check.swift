import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``CellForRowFieldsViewController`` in one line beside its source.
extension CellForRowFieldsViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "surveyFieldsInCellForRow", summary: "a survey whose text fields are made in cellForRowAt (found by tag on reuse)",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { CellForRowFieldsViewController() })
}
