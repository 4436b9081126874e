import Testing
import UIKit

/// Fonts hold on iOS (Apple's Dynamic Type table); label, field and text view sizes pin the facade's
/// text metrics (0.5 em a character, lines of 1.19 em: on iOS glyphs have their real widths).
@Suite("Text and fonts") @MainActor
struct TextAndFontTests {
    /// Apple's table at the default category (Large).
    @Test func preferredFontsHaveTheHIGSizesAtLarge() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                   (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
                                                   (.caption2, 11)]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == size)
        }
    }

    /// The table's extremes: body is 14 at Extra Small and 53 at AX5; caption2 never goes below 11.
    @Test func preferredFontsScaleWithTheContentSizeCategory() {
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: xs).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
        // A custom font scales as its text style: body at xxxL is 23 / 17 of Large.
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), compatibleWith: xxxl)
        #expect(close(scaled.pointSize, 23))
    }

    @Test func systemFontsKeepTheirSize() {
        #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
        // The facade's names for the system fonts (on iOS: ".SFUI-Semibold" and the like, private names).
        #expect(UIFont.systemFont(ofSize: 15).fontName.hasPrefix(".SF"))
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName != UIFont.systemFont(ofSize: 15).fontName)
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
        #expect(UIFont.systemFont(ofSize: 10).lineHeight > 10)
    }

    /// `text` and `attributedText` are one text (UIKit's `UILabel` documents each as replacing the other):
    /// a text set reads back as an attributed string of it, an attributed string set as its string.
    @Test func textAndAttributedTextAreOneText() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.text = "Posted"
        #expect(label.attributedText?.string == "Posted")
        label.attributedText = NSAttributedString(string: "Edited")
        #expect(label.text == "Edited")
        #expect(label.attributedText?.string == "Edited")
        label.text = "Again"
        #expect(label.attributedText?.string == "Again")
        label.text = nil
        #expect(label.attributedText == nil)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    /// One line of 12 characters at 10 pt: 60 × 11.9. Wrapped at 25 pt (5 characters a line): 3 lines.
    /// Capped by `numberOfLines` 2. An empty label measures zero.
    @Test func labelSizesFollowTheTextMetrics() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "Hello, world"
        let oneLine = label.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(close(oneLine.width, 60) && close(oneLine.height, 11.9))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 25, height: CGFloat.greatestFiniteMagnitude))
        #expect(close(wrapped.width, 25) && close(wrapped.height, 35.7))
        label.numberOfLines = 2
        #expect(close(label.sizeThatFits(CGSize(width: 25, height: 1000)).height, 23.8))
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
        label.text = "Hi"
        label.sizeToFit()
        #expect(close(label.frame.size.width, 10) && close(label.frame.size.height, 11.9))
    }

    /// Lines count characters whatever the text is made of: plain ASCII, an accented letter and an emoji of
    /// several scalars (one character each), `\r\n` (one character, not a break), and empty paragraphs,
    /// a trailing line break included. At 10 pt: 5 pt a character, 11.9 pt a line.
    @Test func linesCountCharactersAndBreaksWhateverTheText() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        func size(_ text: String) -> CGSize {
            label.text = text
            return label.sizeThatFits(.zero)
        }
        let ascii = size("ab\n\ncdef\n")
        #expect(close(ascii.width, 20) && close(ascii.height, 4 * 11.9), "four paragraphs, the longest of four characters")
        let accents = size("é👍🏽x")
        #expect(close(accents.width, 15) && close(accents.height, 11.9))
        let crlf = size("a\r\nb")
        #expect(close(crlf.width, 15) && close(crlf.height, 11.9), "\\r\\n is one character and no line break")
        let mixed = size("👍🏽\n\nabc")
        #expect(close(mixed.width, 15) && close(mixed.height, 3 * 11.9))
        label.numberOfLines = 0
        label.text = "abcdefghij\nab"
        let wrapped = label.sizeThatFits(CGSize(width: 20, height: 1000))
        #expect(close(wrapped.width, 20) && close(wrapped.height, 4 * 11.9), "ten characters wrap into three lines of four, then one")
    }

    /// A non-scrolling text view grows with its text: one more line, one line height taller.
    @Test func aTextViewsFittingHeightGrowsWithItsLines() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        textView.font = .systemFont(ofSize: 10)
        textView.isScrollEnabled = false
        textView.text = "one"
        let one = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        textView.text = "one\ntwo\nthree"
        let three = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(three > one)
        #expect(close(three - one, 2 * textView.font!.lineHeight))
        // The facade's rule: lines × line height + the container's insets (8 + 8).
        #expect(close(one, 11.9 + 16))
    }

    /// A rounded-rect field with the 17 pt body font is 34 pt tall, as on iOS.
    @Test func aRoundedRectFieldIs34PointsTall() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "x"
        field.sizeToFit()
        #expect(field.frame.height == 34)
    }

    /// Text input traits and appearance are stored as set.
    @Test func textInputTraitsAreStored() {
        let field = UITextField()
        field.keyboardType = .numberPad
        field.returnKeyType = .search
        field.isSecureTextEntry = true
        field.autocapitalizationType = .words
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .oneTimeCode
        field.enablesReturnKeyAutomatically = true
        field.borderStyle = .bezel
        field.clearButtonMode = .always
        field.textAlignment = .right
        field.adjustsFontForContentSizeCategory = true
        #expect(field.keyboardType == .numberPad && field.returnKeyType == .search && field.isSecureTextEntry)
        #expect(field.autocapitalizationType == .words && field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(field.textContentType == .oneTimeCode && field.enablesReturnKeyAutomatically)
        #expect(field.borderStyle == .bezel && field.clearButtonMode == .always && field.textAlignment == .right)
        let textView = UITextView()
        textView.keyboardType = .twitter
        textView.isEditable = false
        textView.textContainerInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(textView.keyboardType == .twitter && !textView.isEditable && textView.textContainerInset.right == 4)
        let accessory = UIView()
        field.inputAccessoryView = accessory
        field.inputView = nil
        #expect(field.inputAccessoryView === accessory && field.inputView == nil)
    }
}
