// UITextView members KeyboardScroll does not model (see STATUS.md).
extension UITextView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: TextKit layout; the text view's contentSize and caretRect(for:) come from the facade's text metrics")
    public var layoutManager: NSLayoutManager { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: TextKit storage; set text or attributedText")
    public var textStorage: NSTextStorage { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text positions other than beginningOfDocument and endOfDocument; use selectedRange")
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text ranges other than selectedTextRange; use selectedRange")
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text offsets; use selectedRange")
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text geometry other than caretRect(for:); use scrollRangeToVisible(_:)")
    public func firstRect(for range: UITextRange) -> CGRect { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: TextKit 2 layout (iOS 16); the text view's contentSize comes from the facade's text metrics")
    public var textLayoutManager: Any? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: marked text (no typing)")
    public var markedTextRange: UITextRange? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text in a range; read text")
    public func text(in range: UITextRange) -> String? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; set text")
    public func replace(_ range: UITextRange, withText text: String) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text positions at a point")
    public func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; the scenario does not type")
    public func insertText(_ text: String) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; the scenario does not type")
    public func deleteBackward() {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the input assistant bar (its height is part of the keyboard frames the scenario posts)")
    public var inputAssistantItem: Any { fatalError() }
}
