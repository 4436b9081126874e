import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// `caretRect(for:)` of a text view the app builds itself is in the text view's own coordinates — its
/// content's, for a scrolling editor — on the line holding the position, as UIKit's: so an editor that
/// insets itself for the keyboard and calls `scrollRangeToVisible(selectedRange)` (the tutorials'
/// `adjustForKeyboard`) shows its end caret above the keyboard, and the end of a long text is far down
/// the content, not at the view's bottom edge.
@Suite("Text view caret rect") @MainActor
struct TextViewCaretRectTests {
    static func editor(lines: Int) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
        textView.font = .systemFont(ofSize: 17)
        textView.text = (1...lines).map { "line \($0)" }.joined(separator: "\n")
        return textView
    }

    @Test func theEndCaretIsOnTheTextsLastLineInContentCoordinates() throws {
        let textView = Self.editor(lines: 60)
        let lineHeight = try #require(textView.font).lineHeight
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(end.minY == 8 + 59 * lineHeight)
        #expect(end.height == lineHeight)
        #expect(end.minY > textView.bounds.height, "the end of a long text is below the view's bounds until it scrolls")
        #expect(textView.caretRect(for: textView.beginningOfDocument).minY == 8)
        let short = Self.editor(lines: 2)
        #expect(short.caretRect(for: short.endOfDocument).minY == 8 + lineHeight, "a short text's end is its second line, not the view's bottom")
    }

    @Test func scrollingTheSelectionIntoViewShowsTheCaretAboveAnInsetForTheKeyboard() {
        let textView = Self.editor(lines: 60)
        textView.contentInset.bottom = 336
        textView.scrollRangeToVisible(textView.selectedRange)
        let caret = textView.caretRect(for: textView.endOfDocument)
        let visibleBottom = textView.contentOffset.y + textView.bounds.height - textView.contentInset.bottom
        #expect(caret.maxY <= visibleBottom + 0.001)
        #expect(caret.minY >= textView.contentOffset.y)
    }
}

/// Where the checker reads an edited text view's caret (`UITextView.keptCaretRect(at:)`): a scrolling
/// editor keeps its insertion point inside its bounds less its content insets, so the end of a long text
/// the app never scrolled to is read at that area's nearest edge — above an inset made for the keyboard,
/// at the view's own bottom without one.
@Suite("Kept caret of an edited text view") @MainActor
struct KeptCaretTests {
    @Test func aCaretBeyondTheVisibleAreaIsReadAtItsEdgeAboveTheInset() throws {
        let textView = TextViewCaretRectTests.editor(lines: 60)
        let lineHeight = try #require(textView.font).lineHeight
        let bare = textView.keptCaretRect(at: textView.endOfDocument)
        #expect(abs(bare.maxY - 700) < 0.001, "no inset: the caret is read at the view's own bottom")
        textView.contentInset.bottom = 336
        let inset = textView.keptCaretRect(at: textView.endOfDocument)
        #expect(abs(inset.maxY - (700 - 336)) < 0.001)
        #expect(inset.height == lineHeight)
        let start = textView.keptCaretRect(at: textView.beginningOfDocument)
        #expect(start.minY == 8, "a caret inside the area stays where it is")
        textView.isScrollEnabled = false
        #expect(textView.keptCaretRect(at: textView.endOfDocument).minY == 8 + 59 * lineHeight)
    }
}
