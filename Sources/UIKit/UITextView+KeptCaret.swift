import Foundation

@_spi(KeyboardScrollRunner)
extension UITextView {
    /// Where UIKit keeps the caret at `position` while the text view is edited: a scrolling text view
    /// scrolls itself so the insertion point shows inside its bounds less its adjusted content insets
    /// (what typing and `scrollRangeToVisible(_:)` do, the least scroll), so a caret beyond that area — the
    /// end of a long text in an editor that did not scroll to it — is at the area's nearest edge: above an
    /// inset the app made for the keyboard, at the view's own bottom when it made none. A caret inside the
    /// area, and a text view that does not scroll, are where `caretRect(for:)` puts them. Text view
    /// coordinates.
    public func keptCaretRect(at position: UITextPosition) -> CGRect {
        var caret = caretRect(for: position)
        guard isScrollEnabled else { return caret }
        let insets = adjustedContentInset
        let top = bounds.minY + insets.top
        let bottom = bounds.maxY - insets.bottom
        guard bottom - top >= caret.height else { return caret }
        if caret.maxY > bottom { caret.origin.y = bottom - caret.height }
        if caret.minY < top { caret.origin.y = top }
        return caret
    }
}
