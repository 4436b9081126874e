import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``AnimatedCurveFormViewController`` in one line beside its source.
extension AnimatedCurveFormViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "bookingAnimatedCurve", summary: "an inset-grouped form animating its inset with the keyboard's curve (UIView.AnimationCurve switch)",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { AnimatedCurveFormViewController() })
}
