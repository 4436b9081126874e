import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SegmentedOrderViewController`` in one line beside its source.
extension SegmentedOrderViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "orderSegmentedHeader", summary: "a segmented control (UIAction) in the table header over quantity fields",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { SegmentedOrderViewController() })
}
