@_spiOnly import ScrollGeometry

/// `UITextView`: a `UIScrollView`, as in UIKit. Its `contentInset`, `contentOffset`,
/// `scrollIndicatorInsets` and `scrollRangeToVisible(_:)` are the scroll view's, held by the text view
/// itself (a text view of the scenario's row takes its frame from the model, but its own scrolling is
/// local: the model does not scroll inside a row's control). Its `contentSize` is its text's, by
/// ``TextMetrics``: lines × `font.lineHeight` plus `textContainerInset` (top and bottom, 8 pt by default),
/// text wrapped at the width less the insets and the line fragment padding each side (5 pt). With
/// `isScrollEnabled` false it has an intrinsic size that grows with its text (``textIntrinsicSize``).
///
/// Focus comes from the runner; on iOS the text view is already first responder when the keyboard's
/// willChangeFrame arrives, but `textViewDidBeginEditing` comes *after* the will-notifications (Craig
/// Grummitt, "Keyboards, text views and first responders", 2016) — the runner orders the calls.
open class UITextView: UIScrollView, ScenarioTextControl, UITextInputTraits {
    /// `text`; setting it puts the selection at its end (as UIKit does).
    open var text: String! = "" {
        didSet {
            selectedRange = NSRange(location: (text ?? "").utf16.count, length: 0)
            invalidateIntrinsicContentSize()
        }
    }
    /// `attributedText`: stored; setting it sets `text` to its string.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    /// `inputAccessoryView`, `inputView`: stored (the accessory's height is added to the keyboard's frames while this view is first responder).
    open override var inputAccessoryView: UIView? {
        get { storedAccessoryView }
        set { storedAccessoryView = newValue }
    }
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedAccessoryView: UIView?
    private var storedInputView: UIView?

    /// `font`: nil until set (UIKit draws such a text view at 12 pt; the metrics use 12 pt then).
    open var font: UIFont? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory = false
    /// `isEditable`, `isSelectable`: stored (a non-editable text view of the scenario still takes the
    /// focus the runner gives it).
    open var isEditable = true
    open var isSelectable = true
    /// `textContainerInset` (UIKit's default: 8 pt top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `selectedRange` (UTF-16 units, as `NSRange`): stored; set to the end when the text is set.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// `textContainer`: its `lineFragmentPadding` (5 pt) and `maximumNumberOfLines` enter the metrics.
    public let textContainer = NSTextContainer()
    /// `dataDetectorTypes`, `linkTextAttributes`, `typingAttributes`: stored.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `allowsEditingTextAttributes`, `clearsOnInsertion`: stored.
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    /// `usesStandardTextScaling`, `isFindInteractionEnabled`: stored.
    open var usesStandardTextScaling = false
    open var isFindInteractionEnabled = false

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

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.textView = self
    }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.textView = self
    }

    /// The delegate as a `UITextViewDelegate` (UIKit's `delegate` property of a text view has that
    /// type; here it is the scroll view's, which `UITextViewDelegate` refines).
    package var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Text geometry

    var metrics: TextMetrics { TextMetrics(font: font ?? .systemFont(ofSize: 12)) }

    /// The lines' wrapping width for a text view `width` wide (nil when unknown).
    func wrappingWidth(_ width: CGFloat) -> CGFloat? {
        let w = width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        return w > 0 ? w : nil
    }

    /// Height of the text at `width`: at least one line, plus the container's top and bottom insets.
    func textHeight(width: CGFloat?) -> CGFloat {
        var lines = Swift.max(1, metrics.lines(text ?? "", width: width.flatMap(wrappingWidth)).count)
        if textContainer.maximumNumberOfLines > 0 { lines = Swift.min(lines, textContainer.maximumNumberOfLines) }
        return CGFloat(lines) * metrics.font.lineHeight + textContainerInset.top + textContainerInset.bottom
    }

    /// `contentSize`: the text's (the bounds' width, the text's height); a set is ignored, as the text
    /// view lays out its own content.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: textHeight(width: bounds.width > 0 ? bounds.width : nil)) }
        set {}
    }

    /// The intrinsic size: none (−1 × −1, `UIView.noIntrinsicMetric`) while scrolling is enabled; else the
    /// text's size — wrapped at the bounds' width when it has one — plus the insets and line fragment
    /// padding (`textContainer.lineFragmentPadding`, 5 pt, each side). The lead routes `intrinsicContentSize` here.
    var textIntrinsicSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: -1, height: -1) }
        let width = bounds.width > 0 ? bounds.width : nil
        let lines = metrics.lines(text ?? "", width: width.flatMap(wrappingWidth))
        let textWidth = CGFloat(lines.max() ?? 0) * metrics.advance
        return CGSize(width: textWidth + 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right, height: textHeight(width: width))
    }

    override var facadeIntrinsicSize: CGSize? { isScrollEnabled ? nil : textIntrinsicSize }

    override func facadeFittingSize(width: CGFloat?) -> CGSize? {
        guard !isScrollEnabled else { return nil }
        let lines = metrics.lines(text ?? "", width: width.flatMap(wrappingWidth))
        let textWidth = CGFloat(lines.max() ?? 0) * metrics.advance
        return CGSize(width: textWidth + 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right, height: textHeight(width: width))
    }

    /// `sizeThatFits(_:)`: the text's size wrapped at `size.width` (when > 0), whether or not scrolling
    /// is enabled (what a self-sizing text view asks for).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = metrics.lines(text ?? "", width: size.width > 0 ? wrappingWidth(size.width) : nil)
        let textWidth = CGFloat(lines.max() ?? 0) * metrics.advance
        return CGSize(width: textWidth + 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right,
                      height: textHeight(width: size.width > 0 ? size.width : nil))
    }

    /// `scrollRangeToVisible(_:)`: the line holding the range's start is scrolled into view (the least
    /// move, clamped as `scrollRectToVisible`), when scrolling is enabled.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard isScrollEnabled else { return }
        let rect = CGRect(x: 0, y: lineTop(ofCharacterAt: range.location), width: bounds.width, height: metrics.font.lineHeight)
        scrollRectToVisible(rect, animated: false)
    }

    /// The top of the line holding the character at `index` (``TextMetrics``, wrapped at the bounds' width),
    /// in the text view's content coordinates.
    func lineTop(ofCharacterAt index: Int) -> CGFloat {
        let width = bounds.width > 0 ? bounds.width : nil
        let line = metrics.line(ofCharacterAt: index, in: text ?? "", width: width.flatMap(wrappingWidth))
        return textContainerInset.top + CGFloat(line) * metrics.font.lineHeight
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { backing != .none }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if textDelegate?.textViewShouldBeginEditing(self) == false { return false }
        endOtherControlsEditing()
        systemBeginEditing(askFirst: false)
        return isFirstResponder
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if textDelegate?.textViewShouldEndEditing(self) == false { return false }
        systemEndEditing()
        return true
    }

    package func systemBeginEditing(askFirst: Bool) {
        if askFirst, textDelegate?.textViewShouldBeginEditing(self) == false { return }
        takeFocus()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    package func systemEndEditing() {
        guard isFirstResponder else { return }
        dropFocus()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: UITextInput (the caret)

    public var beginningOfDocument: UITextPosition { UITextPosition(atEnd: false) }
    public var endOfDocument: UITextPosition { UITextPosition(atEnd: true) }
    public var selectedTextRange: UITextRange? {
        isFirstResponder ? UITextRange(start: endOfDocument, end: endOfDocument) : nil
    }

    /// `caretRect(for:)`, in the text view's own coordinates — for a scrolling text view its content's,
    /// as UIKit's (`scrollRectToVisible` of it shows the caret):
    /// - a text view of the app's own (not a row of the scenario's list): the line holding the position
    ///   (``TextMetrics``: the first line for the beginning, the text's last for the end), below the text
    ///   container's top inset, one line tall — so the end of a long text in a scrolling editor is far
    ///   down its content, where `scrollRangeToVisible(selectedRange)` brings it into view;
    /// - a row's text view, whose frame is the model's: the first line (8 pt text container inset, a 20 pt
    ///   line) for the beginning, the last line at the bottom of the view for the end (``TextCaret``, the
    ///   caret the checker reads for the row).
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard backing == .none else {
            let r = TextCaret(atEnd: position.atEnd).rect(inTextViewOfHeight: Double(bounds.height))
            return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        }
        let top = position.atEnd ? lineTop(ofCharacterAt: (text ?? "").count) : textContainerInset.top
        return CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: top, width: 2, height: metrics.font.lineHeight)
    }
}

/// `UITextViewDelegate`: optional methods with UIKit's defaults.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}
