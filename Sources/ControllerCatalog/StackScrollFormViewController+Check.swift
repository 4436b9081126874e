import KeyboardStrategies
import ViewControllerHarness

/// Adopting the stack-view form in a scroll view: one line beside its source. A form's data does not
/// arrive from elsewhere, so it declares no doors.
extension StackScrollFormViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "stackScrollForm",
        summary: "UIScrollView form of a UIStackView pinned to contentLayoutGuide/frameLayoutGuide: bottom inset = docked keyboard's cover less UIKit's share, refitted after layout, least scroll to the field, offset restored on hide",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.focusVisibility, .offsetBounds, .roundTrip, .reachability, .noUIKitException], listKinds: [.readingList]) { StackScrollFormViewController() }
}
