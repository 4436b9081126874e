import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``CheckoutTableViewController`` in one line beside its source.
extension CheckoutTableViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "checkoutTableViewController", summary: "a grouped UITableViewController checkout with titled sections of fields",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { CheckoutTableViewController() })
}
