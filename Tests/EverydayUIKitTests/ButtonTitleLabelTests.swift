import Testing
import UIKit

/// A button's `titleLabel`, found missing by the public view controller measure
/// (Tests/PublicViewControllers.md): one label, a subview of the button, that keeps what the app sets on
/// it and shows the title for the button's current state.
@Suite("Button title label") @MainActor
struct ButtonTitleLabelTests {
    @Test func aButtonsTitleLabelIsOneSubviewShowingTheCurrentTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Good job", for: .normal)
        button.setTitle("Read to end", for: .disabled)
        button.titleLabel?.textColor = .white
        button.layoutIfNeeded()
        let label = button.titleLabel
        #expect(label != nil)
        #expect(label?.text == "Good job")
        #expect(label?.superview === button)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.titleLabel === label)
        #expect(button.titleLabel?.text == "Read to end")
        #expect(button.titleLabel?.textColor == .white)
    }
}
