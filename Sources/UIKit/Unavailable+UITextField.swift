// UITextField members KeyboardScroll does not model (see STATUS.md). The text is not typed by the
// scenario, so positions inside it are not modelled beyond the document's beginning and end.
extension UITextField {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: text positions other than beginningOfDocument and endOfDocument")
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text ranges other than selectedTextRange")
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text offsets")
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text geometry other than caretRect(for:)")
    public func firstRect(for range: UITextRange) -> CGRect { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; the scenario does not type")
    public func insertText(_ text: String) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; the scenario does not type")
    public func deleteBackward() {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: background images (nothing is drawn)")
    public var background: UIImage? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the input assistant bar (its height is part of the keyboard frames the scenario posts)")
    public var inputAssistantItem: Any { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: background images (nothing is drawn)")
    public var disabledBackground: UIImage? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: marked text (no typing)")
    public var markedTextRange: UITextRange? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text in a range; read text")
    public func text(in range: UITextRange) -> String? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: typing; set text")
    public func replace(_ range: UITextRange, withText text: String) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: text positions at a point")
    public func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: password rules")
    public var passwordRules: Any? { get { fatalError() } set {} }
}
