@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// The text fields and text views a view controller placed outside its table or scroll view (a chat's
/// composer pinned to `view.keyboardLayoutGuide`, a search or filter field above a list): found by
/// walking the controller's views, read by name for the generator (``StartScreen/outsideControls``),
/// tapped by the runner (``Action/tapOutsideControl(_:)``), and, while one is first responder, its
/// frame in window coordinates noted in the scene after every callback (``Scene/outsideFocus``), so the
/// checker judges the frame the app's last layout pass gave it.
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// The controller's text controls outside its table or scroll view, in the order the views are
    /// walked (each view's subviews back to front, depth first). The scroll view's own content (its
    /// cells, a header's search field) is not outside it; a view controller whose view is the table has
    /// none.
    func outsideControls() -> [UIView] {
        guard let root = rootViewController?.viewIfLoaded, root !== scrollView else { return [] }
        var found: [UIView] = []
        func walk(_ view: UIView) {
            for sub in view.subviews {
                if sub === scrollView || sub is UITableViewCell || sub is UICollectionViewCell { continue }
                if sub is UITextField || sub is UITextView {
                    found.append(sub)
                    continue
                }
                walk(sub)
            }
        }
        walk(root)
        return found
    }

    /// The controller's name for each control outside its table: a field's placeholder, else the
    /// control's `accessibilityLabel`, else "text field" or "text view".
    public func outsideControlNames() -> [String] {
        outsideControls().map { view in
            if let field = view as? UITextField, let placeholder = field.placeholder, !placeholder.isEmpty { return placeholder }
            if let label = view.accessibilityLabel, !label.isEmpty { return label }
            return view is UITextView ? "text view" : "text field"
        }
    }

    /// The user taps the control outside the table numbered `index` (``outsideControls()``), as UIKit
    /// handles a tap on a text control: `…ShouldBeginEditing` (false: nothing happens), the control that
    /// was first responder ends editing (`…DidEndEditing`), this one becomes first responder and its
    /// delegate hears `…DidBeginEditing`. A control hidden or out of the window cannot be tapped.
    public func tapOutsideControl(_ index: Int) {
        let controls = outsideControls()
        guard controls.indices.contains(index), let control = controls[index] as? any ScenarioTextControl,
              control.window != nil, !control.isHidden, !control.isFirstResponder else { return }
        run {
            if let field = control as? UITextField, field.delegate?.textFieldShouldBeginEditing(field) == false { return }
            if let text = control as? UITextView, text.textDelegate?.textViewShouldBeginEditing(text) == false { return }
            if control.host == nil { control.host = self }
            control.endOtherControlsEditing()
            control.systemBeginEditing(askFirst: false)
        }
    }

    /// Notes in ``scene`` the control outside the table that is first responder, with its frame in
    /// window coordinates now, or clears it when none is.
    public func noteOutsideFocus() {
        guard adoptsControllerScreen, let responder = firstResponder as? UIView, responder.window != nil,
              responder.backing == .none,
              let index = outsideControls().firstIndex(where: { $0 === responder }) else {
            if scene.outsideFocus != nil { scene.outsideFocus = nil }
            return
        }
        let frame = responder.convert(responder.bounds, to: nil).model
        // What the user types into: a text view's caret, a text field's line of text (POLICIES, "a
        // control no scroll can move is in view when its text is").
        var focusRect = frame
        if let textView = responder as? UITextView, let end = textView.selectedTextRange?.end {
            focusRect = responder.convert(textView.keptCaretRect(at: end), to: nil).model
        } else if let field = responder as? UITextField, let end = field.selectedTextRange?.end {
            focusRect = responder.convert(field.caretRect(for: end), to: nil).model
        }
        let focus = OutsideFocus(index: index, frameInWindow: frame, isTextView: responder is UITextView, focusRectInWindow: focusRect)
        // Set only when it differs, so an unchanged scene stays the same scene (``runMainQueue(until:)``).
        if scene.outsideFocus != focus { scene.outsideFocus = focus }
    }
}
