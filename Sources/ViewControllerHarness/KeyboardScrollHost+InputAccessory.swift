@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// The input accessory of the app's first responder, whose height iOS adds to the keyboard it shows:
/// `UIResponder.inputAccessoryView` (or `inputAccessoryViewController`'s `inputView`) is drawn docked on
/// top of the keyboard while that responder is first responder, and the frames in the keyboard's
/// notifications (`keyboardFrameEndUserInfoKey`, `keyboardFrameBeginUserInfoKey`) cover keyboard and
/// accessory together (Apple, "Custom Views for Data Input": "the system … attaches the input accessory
/// view to the top of the input view"; the notifications' frames are the whole input area).
///
/// Noted in the scene after every callback (``Scene/inputAccessoryHeight``), for the runner to add to
/// the frames it posts of this app's keyboard.
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// Notes in ``scene`` the height of the first responder's input accessory: its frame's height, else
    /// its `intrinsicContentSize` height (a view sized by Auto Layout), else 0 — an accessory with no
    /// height adds nothing (what UIKit sizes such a view to is not modelled).
    public func noteInputAccessory() {
        var height = 0.0
        if adoptsControllerScreen, let responder = firstResponder, responder.isFirstResponder,
           let accessory = responder.inputAccessoryView ?? responder.inputAccessoryViewController?.inputView,
           !accessory.isHidden {
            let framed = Double(accessory.frame.height)
            let intrinsic = Double(accessory.intrinsicContentSize.height)
            height = framed > 0 ? framed : Swift.max(0, intrinsic)
        }
        // Set only when it differs, so an unchanged scene stays the same scene.
        if scene.inputAccessoryHeight != height { scene.inputAccessoryHeight = height }
    }
}
