import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``OrderSummaryContainerViewController`` in one line beside its source, and its twin.
extension OrderSummaryContainerViewController {
    static let source = "Apple, \"Creating a custom container view controller\" (developer.apple.com/documentation/uikit/view_controllers/creating_a_custom_container_view_controller): "
        + "addChild, addSubview, didMove(toParent:); the child handles the keyboard"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereContainerChildList", summary: "an embedded child list controller above an order-total card; the child insets its own table for the keyboard",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { OrderSummaryContainerViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereContainerChildListUnconverted", summary: "the same container, the child comparing the keyboard's screen frame with its table's frame unconverted",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { OrderSummaryContainerViewController(measuresWithoutConverting: true) })
}
