@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// The caret of the text view focused in the table, as the facade's `UITextView` places it for its
/// selection (`caretRect(for: selectedTextRange.end)`), noted in the scene after every callback
/// (``Scene/focusedCaret``): UIKit keeps that caret visible, not every line of the text view, so it is
/// what the checker's focus rect is.
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// Notes in ``scene`` the caret of the focused row's text view, or clears it when a text field or
    /// nothing in the table is focused.
    public func noteFocusedCaret() {
        var caret: TextCaret?
        if adoptsControllerScreen, let row = scene.focusedRow, let textView = controls[row] as? UITextView,
           textView.isFirstResponder, let end = textView.selectedTextRange?.end {
            caret = TextCaret(atEnd: end.atEnd)
        }
        // Set only when it differs, so an unchanged scene stays the same scene (``runMainQueue(until:)``).
        if scene.focusedCaret != caret { scene.focusedCaret = caret }
    }
}
