/// `UITextView` (a scroll view in UIKit; its own scrolling is not modelled: it shows its whole text).
/// Focus comes from the runner; on iOS the text view is already first responder when the keyboard's
/// willChangeFrame arrives, but `textViewDidBeginEditing` comes *after* the will-notifications (Craig
/// Grummitt, "Keyboards, text views and first responders", 2016) — the runner orders the calls.
open class UITextView: UIView, ScenarioTextControl {
    open weak var delegate: (any UITextViewDelegate)?
    open var text: String! = ""
    open var inputAccessoryView: UIView?

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    open override var canBecomeFirstResponder: Bool { backing != .none }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        systemBeginEditing(askFirst: true)
        return isFirstResponder
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if delegate?.textViewShouldEndEditing(self) == false { return false }
        systemEndEditing()
        return true
    }

    func systemBeginEditing(askFirst: Bool) {
        if askFirst, delegate?.textViewShouldBeginEditing(self) == false { return }
        takeFocus()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func systemEndEditing() {
        guard isFirstResponder else { return }
        dropFocus()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(atEnd: false) }
    public var endOfDocument: UITextPosition { UITextPosition(atEnd: true) }
    public var selectedTextRange: UITextRange? {
        isFirstResponder ? UITextRange(start: endOfDocument, end: endOfDocument) : nil
    }

    /// `caretRect(for:)`: the caret of the first line (8 pt text container inset, a 20 pt line) for the
    /// beginning; for the end, the last line at the bottom of the text (the view's height less the
    /// inset). Approximated: line breaking is not modelled.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let lineHeight: CGFloat = 20, inset: CGFloat = 8
        let top = position.atEnd ? Swift.max(inset, bounds.height - inset - lineHeight) : inset
        return CGRect(x: 5, y: top, width: 2, height: Swift.min(lineHeight, bounds.height))
    }
}

/// `UITextViewDelegate`: optional methods with UIKit's defaults.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}
