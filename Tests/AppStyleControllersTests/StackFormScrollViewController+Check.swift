import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``StackFormScrollViewController`` in one line beside its source.
extension StackFormScrollViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "stackFormInScrollView", summary: "a stack-view form in a scroll view (content/frame layout guides), inset by the docked keyboard's overlap",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], make: { StackFormScrollViewController() })
}
