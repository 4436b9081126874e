@_spi(KeyboardScrollRunner) import UIKit
import Testing

/// `StoredSelectorViewController` is `keyfuzz import`'s output for selectors kept in a property and in a
/// constant and passed on by name: here it compiles against the UIKit module, its lowered observer hears
/// the keyboard, and its lowered target–action runs on a tap.
@Suite("Lowered stored selectors")
struct StoredSelectorFixtureTests {
    @Test func theStoredSelectorsCallsAreLoweredAndRun() {
        let controller = StoredSelectorViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.log == ["will show"])
        controller.button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["will show", "tapped"])
    }
}
