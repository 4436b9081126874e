@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UITextPosition` / `UITextRange`: the caret's place in a text control's document (only its
/// beginning and end are modelled).
open class UITextPosition: NSObject {
    let atEnd: Bool
    init(atEnd: Bool) { self.atEnd = atEnd }
}

open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
    public var isEmpty: Bool { start.atEnd == end.atEnd }
}

/// What the scenario's text controls share: first-responder status through the model, and the caret.
protocol ScenarioTextControl: UIView {
    func systemBeginEditing(askFirst: Bool)
    func systemEndEditing()
}

extension ScenarioTextControl {
    /// Becomes first responder for the model (the runner has focused the row).
    func takeFocus() {
        guard let host else { return }
        if let other = host.firstResponder as? UIView, other !== self { other.firstResponderState = false }
        host.firstResponder = self
        firstResponderState = true
        if case let .control(id) = backing, host.scene.focusedRow != id { host.mutate { try $0.focus(id) } }
    }

    func dropFocus() {
        firstResponderState = false
        if let host, host.firstResponder === self {
            host.firstResponder = nil
            if host.scene.focusedRow != nil { host.mutate { try $0.focus(nil) } }
        }
    }
}

/// `UITextField`. Focus by the user comes from the runner (tap → `textFieldShouldBeginEditing`,
/// `textFieldDidBeginEditing`, then the keyboard's notifications, in iOS's order); the keyboard's
/// notifications always come from the scenario, never from `becomeFirstResponder()` itself. Beginning and
/// ending editing send the control events `.editingDidBegin` and `.editingDidEnd` to the field's actions,
/// after the delegate and the notification (UIKit sends them; the relative order is approximated).
open class UITextField: UIControl, ScenarioTextControl {
    open weak var delegate: (any UITextFieldDelegate)?
    open var text: String? = ""
    open var placeholder: String?
    /// `inputAccessoryView`: stored (the scenario's keyboard frames include any accessory).
    open var inputAccessoryView: UIView?

    /// `UITextField.textDidBeginEditingNotification` (posted with the field as object).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    open override var canBecomeFirstResponder: Bool { backing != .none }

    /// `becomeFirstResponder()`: a scenario control asks its delegate, then takes focus and says so.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        systemBeginEditing(askFirst: true)
        return isFirstResponder
    }

    /// `resignFirstResponder()`: `textFieldShouldEndEditing`, then `textFieldDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        systemEndEditing()
        return true
    }

    func systemBeginEditing(askFirst: Bool) {
        if askFirst, delegate?.textFieldShouldBeginEditing(self) == false { return }
        takeFocus()
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
    }

    func systemEndEditing() {
        guard isFirstResponder else { return }
        dropFocus()
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        sendActions(for: .editingDidEnd)
    }

    // MARK: UITextInput (the caret)

    public var beginningOfDocument: UITextPosition { UITextPosition(atEnd: false) }
    public var endOfDocument: UITextPosition { UITextPosition(atEnd: true) }
    public var selectedTextRange: UITextRange? {
        isFirstResponder ? UITextRange(start: endOfDocument, end: endOfDocument) : nil
    }

    /// `caretRect(for:)`: a single-line field's caret spans the field's height (2 pt wide), at its
    /// leading edge for the beginning and its trailing text edge otherwise (approximated: text widths are
    /// not modelled, so both are at the leading inset of 4 pt).
    open func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: 4, y: 0, width: 2, height: bounds.height)
    }
}

/// `UITextFieldDelegate`: optional methods with UIKit's defaults.
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
