import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SceneScreenFormViewController`` in one line beside its source.
extension SceneScreenFormViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "billingSceneScreen", summary: "a billing form reading view.window?.windowScene?.screen for the keyboard's overlap",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { SceneScreenFormViewController() })
}
