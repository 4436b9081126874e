@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UITextPosition` / `UITextRange`: the caret's place in a text control's document (only its
/// beginning and end are modelled).
open class UITextPosition: NSObject {
    package let atEnd: Bool
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
package protocol ScenarioTextControl: UIView {
    func systemBeginEditing(askFirst: Bool)
    func systemEndEditing()
}

extension ScenarioTextControl {
    /// Becomes first responder for the model (the runner has focused the row).
    package func takeFocus() {
        guard let host else { return }
        if let other = host.firstResponder as? UIView, other !== self { other.firstResponderState = false }
        host.firstResponder = self
        firstResponderState = true
        switch backing {
        case let .control(id), let .formControl(id):
            if host.scene.focusedRow != id { host.mutate { try $0.focus(id) } }
        default: break
        }
    }

    /// An app's `becomeFirstResponder()` on this control while another is first responder: the other
    /// ends editing first (its `…DidEndEditing`), as UIKit does when the focus moves.
    package func endOtherControlsEditing() {
        if let current = host?.firstResponder as? any ScenarioTextControl, current !== self { current.systemEndEditing() }
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
///
/// Its size (``textIntrinsicSize``, see ``TextMetrics``): height `(font.lineHeight + padding).rounded()`
/// with a padding of 14 pt for `.roundedRect` (34 pt with the 17 pt body font, what iOS shows), 10 pt for
/// `.line` and `.bezel`, 0 for `.none`; width the text's (the placeholder's when the text is empty) plus
/// 7 pt each side for `.roundedRect` (5 for `.line`/`.bezel`) plus the left and right views shown
/// always. Approximated; the text input traits and appearance are stored.
open class UITextField: UIControl, ScenarioTextControl, UITextInputTraits {
    open weak var delegate: (any UITextFieldDelegate)?
    open var text: String? = "" {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `attributedText`, `attributedPlaceholder`: stored (their strings are not the measured text).
    open var attributedText: NSAttributedString?
    open var attributedPlaceholder: NSAttributedString?
    /// `inputAccessoryView`: stored (the accessory's height is added to the keyboard's frames while this field is first responder).
    open override var inputAccessoryView: UIView? {
        get { storedAccessoryView }
        set { storedAccessoryView = newValue }
    }
    /// `inputView`: stored (the keyboard's frames come from the scenario).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedAccessoryView: UIView?
    private var storedInputView: UIView?

    // MARK: Appearance (stored; font and border style size the field)

    /// `font` (UIKit's default: the 17 pt system font).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    /// `borderStyle` (default `.none`, as a field made in code).
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    /// `defaultTextAttributes`, `typingAttributes`, `clearsOnInsertion`, `allowsEditingTextAttributes`:
    /// stored.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearsOnInsertion = false
    open var allowsEditingTextAttributes = false
    open var leftView: UIView? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var leftViewMode: ViewMode = .never {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var rightView: UIView? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var rightViewMode: ViewMode = .never {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `isEditing`: whether the field is first responder.
    open var isEditing: Bool { isFirstResponder }

    // MARK: UITextInputTraits (stored)

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType! = nil
    open var enablesReturnKeyAutomatically = false
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The field's intrinsic size (see the type's note); the lead routes `intrinsicContentSize` here.
    var textIntrinsicSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let metrics = TextMetrics(font: font)
        let vertical: CGFloat, horizontal: CGFloat
        switch borderStyle {
        case .roundedRect: vertical = 14; horizontal = 7
        case .line, .bezel: vertical = 10; horizontal = 5
        case .none: vertical = 0; horizontal = 0
        }
        var width = CGFloat(shown.count) * metrics.advance + 2 * horizontal
        if leftViewMode == .always, let leftView { width += leftView.frame.width }
        if rightViewMode == .always, let rightView { width += rightView.frame.width }
        return CGSize(width: width, height: (font.lineHeight + vertical).rounded())
    }

    override var facadeIntrinsicSize: CGSize? { textIntrinsicSize }

    /// `UITextField.textDidChangeNotification`: declared; never posted (typing is not modelled).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    // MARK: Drawing rectangles (override points; approximated from the border style's padding)

    /// The horizontal padding of the border style (7 pt rounded rect, 5 pt line or bezel, 0 none).
    var borderPadding: CGFloat {
        switch borderStyle {
        case .roundedRect: return 7
        case .line, .bezel: return 5
        case .none: return 0
        }
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// `borderRect(forBounds:)`: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// `leftViewRect(forBounds:)` / `rightViewRect(forBounds:)`: the view's size at the edge, centred
    /// vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// `clearButtonRect(forBounds:)`: 19 pt square, 7 pt from the trailing edge (approximated).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 26, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// `textRect(forBounds:)`: the bounds less the border's padding and the left and right views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderPadding, dy: 0)
        if shows(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= Swift.max(0, left - rect.minX)
            rect.origin.x = Swift.max(rect.minX, left)
        }
        if shows(rightViewMode), rightView != nil { rect.size.width = Swift.max(0, Swift.min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX) }
        return rect
    }

    /// `drawText(in:)`, `drawPlaceholder(in:)`: override points, never called (nothing is drawn).
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    /// `editingRect(forBounds:)` and `placeholderRect(forBounds:)`: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// `UITextField.textDidBeginEditingNotification` (posted with the field as object).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    open override var canBecomeFirstResponder: Bool { backing != .none }

    /// `becomeFirstResponder()`: a scenario control asks its delegate, then takes focus and says so.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        endOtherControlsEditing()
        systemBeginEditing(askFirst: false)
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

    package func systemBeginEditing(askFirst: Bool) {
        if askFirst, delegate?.textFieldShouldBeginEditing(self) == false { return }
        takeFocus()
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
    }

    package func systemEndEditing() {
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

    /// `caretRect(for:)`: a single-line field's caret is one line of its font tall (`lineHeight`, at most
    /// the field's height), centred vertically as UIKit centres a field's text, 2 pt wide, at its leading
    /// edge for the beginning and its trailing text edge otherwise (approximated: text widths are not
    /// modelled, so both are at the leading inset of 4 pt).
    open func caretRect(for position: UITextPosition) -> CGRect {
        let line = min(bounds.height, (font ?? .systemFont(ofSize: 17)).lineHeight)
        return CGRect(x: 4, y: (bounds.height - line) / 2, width: 2, height: line)
    }
}

/// `UITextFieldDelegate`: optional methods with UIKit's defaults.
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
