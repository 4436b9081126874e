import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``PaymentTraitsViewController`` in one line beside its source.
extension PaymentTraitsViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "paymentTraitsInViewDidLoad", summary: "a payment form whose fields, traits and fonts are made in viewDidLoad and handed to cells",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { PaymentTraitsViewController() })
}
