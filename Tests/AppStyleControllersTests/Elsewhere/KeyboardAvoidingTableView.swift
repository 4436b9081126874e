import UIKit

/// A drop-in table view that keeps itself clear of the keyboard, in the style of TPKeyboardAvoiding's
/// `TPKeyboardAvoidingTableView` (michaeltyson/TPKeyboardAvoiding, "a drop-in universal solution for
/// moving text fields out of the way of the keyboard"): the subclass registers for the keyboard's
/// notifications when it is made, so a screen that uses it has no keyboard code of its own.
///
/// - On will-change-frame (a docked keyboard: it reaches the bottom of the screen), the end frame (screen
///   coordinates) is converted into the table's own bounds, and what the keyboard covers of the bounds,
///   less what UIKit already adds to `adjustedContentInset`, is added to the bottom inset the table had
///   before the first show (saved once, as the library does); the offset is brought back inside a shorter
///   range and the first responder inside the table is scrolled into view.
/// - On will-hide (or a keyboard that stops being docked) the saved inset comes back and the offset is
///   brought inside the range it leaves.
/// - ``updateContentInsetForKeyboard()`` fits the inset to the last docked keyboard again, for a layout
///   change that comes without a notification (the screen calls it after its layout pass).
/// - When a text field inside the table begins editing (`UITextField.textDidBeginEditingNotification`,
///   as the library observes) while the keyboard is up, it is scrolled into view.
///
/// `comparesWithFrame` is the seeded bug: the keyboard, converted into the table's *bounds*, is compared
/// with the table's *frame* (its superview's coordinates): they differ by `contentOffset`, so a table
/// scrolled down is inset less than the keyboard covers.
final class KeyboardAvoidingTableView: UITableView {
    var comparesWithFrame = false
    private var priorBottomInset: CGFloat?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
    private var observers: [NSObjectProtocol] = []

    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
        observers.append(center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: .main) { [weak self] note in
            guard let self, self.priorBottomInset != nil, let field = note.object as? UIView, field.isDescendant(of: self) else { return }
            self.scrollRectToVisible(field.convert(field.bounds, to: self), animated: true)
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    private func keyboardWillChange(_ note: Notification) {
        guard let screen = window?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = note.name != UIResponder.keyboardWillHideNotification
            && end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        dockedKeyboard = docked ? end : nil
        updateContentInsetForKeyboard()
        if docked, let responder = firstResponder(in: self) {
            scrollRectToVisible(responder.convert(responder.bounds, to: self), animated: true)
        }
    }

    /// Fits the bottom inset to the last docked keyboard again — for the screen to call when its layout
    /// changed without a keyboard notification (an iPad window resized under the keyboard), as
    /// TPKeyboardAvoiding's `TPKeyboardAvoiding_updateContentInset` is called.
    func updateContentInsetForKeyboard() {
        guard let end = dockedKeyboard, let screen = window?.screen else {
            if let prior = priorBottomInset {
                contentInset.bottom = prior
                verticalScrollIndicatorInsets.bottom = prior
                priorBottomInset = nil
            }
            clampContentOffset()
            return
        }
        if priorBottomInset == nil { priorBottomInset = contentInset.bottom }
        let keyboard = convert(end, from: screen.coordinateSpace)
        // SEEDED BUG (comparesWithFrame): `frame` is in the superview's space, the keyboard in the bounds'.
        let edge = comparesWithFrame ? frame.maxY : bounds.maxY
        let covered = max(0, edge - keyboard.minY)
        let system = adjustedContentInset.bottom - contentInset.bottom
        let bottom = (priorBottomInset ?? 0) + max(0, covered - system)
        if contentInset.bottom != bottom {
            contentInset.bottom = bottom
            verticalScrollIndicatorInsets.bottom = bottom
        }
        clampContentOffset()
    }

    /// The first responder among the table's subviews (its cells' fields), if any.
    private func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for sub in view.subviews {
            if let found = firstResponder(in: sub) { return found }
        }
        return nil
    }
}
