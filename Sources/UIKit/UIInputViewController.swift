/// `UIInputViewController`: a view controller whose view is a custom input view or input accessory view,
/// returned by a responder's `inputViewController` / `inputAccessoryViewController` (UIKit shows it while
/// that responder is first responder). Its `inputView` is its root view, a `UIInputView` of the
/// `.keyboard` style made by `loadView()` unless the app sets one.
///
/// Modelled as `inputAccessoryView` is: stored and read back, nothing drawn. iOS includes an input
/// accessory's height — whether it comes from `inputAccessoryView` or from this controller's view — in
/// the keyboard frames it posts, and so does the runner while the responder is first responder (a view
/// of 0 pt adds nothing). An input view (`inputViewController`) is not measured: the keyboard's frames
/// stay the system keyboard's. Keyboard-extension members
/// (`textDocumentProxy`, `dismissKeyboard()`, `advanceToNextInputMode()`) are not declared.
open class UIInputViewController: UIViewController {
    /// `loadView()`: a `UIInputView` of the `.keyboard` style, the screen's width and 0 pt tall (its
    /// content or the app's frame gives it a height).
    open override func loadView() {
        view = UIInputView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0), inputViewStyle: .keyboard)
    }

    /// `inputView`: the root view as a `UIInputView` (loading it); setting it replaces the root view, as
    /// UIKit's does.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }
}
