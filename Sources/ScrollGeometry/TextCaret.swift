/// Where a focused text view's caret is, as UIKit places it for the selection (`UITextView`'s
/// `caretRect(for:)` of `selectedTextRange.end`) and keeps it visible while the user edits: a rect one
/// line tall inside the text view, 2 pt wide.
///
/// The model does not lay text out in lines; the caret is at the beginning of the document (the first
/// line, below the text container's 8 pt top inset) or at its end (the last line, at the bottom of the
/// text less that inset), which is where a tap past the text and typing leave it. The facade's
/// `UITextView.caretRect(for:)` and the checker's focus rect (``Scene/focusedCaret``) are both this one
/// function, so what the app scrolls to and what the checker asks to see are the same rect.
public struct TextCaret: Hashable, Sendable {
    /// The caret at the end of the text (`endOfDocument`) rather than its beginning.
    public var atEnd: Bool

    public init(atEnd: Bool) { self.atEnd = atEnd }

    /// One line of the default body font, as the facade's text views lay it out.
    public static let lineHeight = 20.0
    /// `UITextView.textContainerInset`'s default top and bottom.
    public static let containerInset = 8.0

    /// The caret's rect in the text view's own coordinates (origin at its top-left), for a text view
    /// `height` tall.
    public func rect(inTextViewOfHeight height: Double) -> Rect {
        let top = atEnd ? Swift.max(Self.containerInset, height - Self.containerInset - Self.lineHeight) : Self.containerInset
        return Rect(x: 5, y: top, width: 2, height: Swift.min(Self.lineHeight, height))
    }

    /// The caret's rect for a text view whose frame is `frame`, in the coordinates `frame` is given in.
    public func rect(in frame: Rect) -> Rect {
        let r = rect(inTextViewOfHeight: frame.height)
        return Rect(x: frame.minX + r.minX, y: frame.minY + r.minY, width: r.width, height: r.height)
    }
}
