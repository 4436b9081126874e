import Testing
import UIKit

/// Input view controllers (P29 of Tests/PublicViewControllers.md): a responder's overriding
/// `inputAccessoryViewController` is what UIKit reads, and a `UIInputViewController`'s `inputView` is its
/// root view. Written as apps write them (these compile against Apple's UIKit unchanged).
@Suite("Input view controllers") @MainActor
struct InputViewControllerTests {
    /// An accessory bar as apps make one: a `UIInputView` subclass overriding `init(frame:inputViewStyle:)`.
    final class ComposerBar: UIInputView {
        let textView = UITextView()

        override init(frame: CGRect, inputViewStyle: UIInputView.Style) {
            super.init(frame: frame, inputViewStyle: inputViewStyle)
            addSubview(textView)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A table controller that shows a composer above the keyboard through an input view controller.
    final class ComposerTableViewController: UITableViewController {
        let bar = ComposerBar(frame: CGRect(x: 0, y: 0, width: 393, height: 50), inputViewStyle: .default)
        let accessoryController = UIInputViewController()
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryViewController: UIInputViewController? {
            accessoryController.inputView = bar
            return accessoryController
        }
    }

    @Test func aResponderOverridingInputAccessoryViewControllerIsRead() throws {
        let controller = ComposerTableViewController(style: .plain)
        let responder: UIResponder = controller
        let accessory = try #require(responder.inputAccessoryViewController)
        #expect(accessory === controller.accessoryController)
        #expect(accessory.inputView === controller.bar)
        #expect(accessory.view === controller.bar, "the input view is the controller's root view")
        #expect(accessory.inputView?.frame.height == 50)
        #expect(controller.bar.inputViewStyle == .default && controller.bar.textView.superview === controller.bar)
        #expect(responder.inputViewController == nil)
        #expect(controller.canBecomeFirstResponder)
    }

    @Test func theDefaultsAreNone() {
        let responder = UIResponder()
        #expect(responder.inputAccessoryViewController == nil)
        #expect(responder.inputViewController == nil)
        #expect(UITextField().inputAccessoryViewController == nil)
    }

    @Test func anInputViewControllersViewIsAnInputView() {
        let controller = UIInputViewController()
        #expect(controller.inputView != nil)
        #expect(controller.inputView === controller.view)
        let keyboardStyled = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 216), inputViewStyle: .keyboard)
        #expect(keyboardStyled.inputViewStyle == .keyboard && !keyboardStyled.allowsSelfSizing)
        controller.inputView = keyboardStyled
        #expect(controller.view === keyboardStyled)
    }
}
