/// The facade's deterministic text-metrics model, for the sizes of labels, fields and text views:
///
/// - every character (a `Character`, so an emoji counts once) advances 0.5 × the font's point size;
/// - a line is `font.lineHeight` (1.19 × the point size) tall;
/// - explicit line breaks (`\n`) start a new line; with a known width, a paragraph wraps after as many
///   whole characters as fit (at least one), without regard to word boundaries (approximated: UIKit
///   wraps at words, so a real label may need one line more);
/// - `numberOfLines` > 0 caps the lines (the rest is truncated), 0 means no limit;
/// - an empty text measures zero by zero.
///
/// Sizes are not rounded to pixels (iOS rounds a label's intrinsic size up to the pixel).
struct TextMetrics {
    let font: UIFont

    /// Width of one character.
    var advance: CGFloat { font.pointSize * 0.5 }

    /// The lines `text` occupies (character counts), wrapped at `width` when given (> 0).
    func lines(_ text: String, width: CGFloat?) -> [Int] {
        guard !text.isEmpty else { return [] }
        let perLine: Int? = width.flatMap { $0 > 0 ? Swift.max(1, Int(($0 / advance).rounded(.down))) : nil }
        var result: [Int] = []
        func add(_ count: Int) {
            guard let perLine, count > perLine else { result.append(count); return }
            var left = count
            while left > 0 {
                result.append(Swift.min(left, perLine))
                left -= perLine
            }
        }
        if let counts = Self.asciiParagraphLengths(text) {
            for count in counts { add(count) }
        } else {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) { add(paragraph.count) }
        }
        return result
    }

    /// The character counts of `text`'s paragraphs (split at `\n`) when it is ASCII without a carriage
    /// return: then every byte is one `Character`. Nil otherwise (a `\r\n` is one `Character`, and so is
    /// an emoji of several scalars), for the general split.
    private static func asciiParagraphLengths(_ text: String) -> [Int]? {
        var counts: [Int] = []
        var current = 0
        for byte in text.utf8 {
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == 0x0A {
                counts.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        counts.append(current)
        return counts
    }

    /// The size of `text` in at most `numberOfLines` lines (0: any), wrapped at `width` when given.
    func size(of text: String, numberOfLines: Int, width: CGFloat?) -> CGSize {
        var lines = lines(text, width: numberOfLines == 1 ? nil : width)
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        guard let longest = lines.max() else { return .zero }
        var w = CGFloat(longest) * advance
        // A single truncated line is as wide as the width it is cut to.
        if let width, width > 0, numberOfLines == 1 { w = Swift.min(w, width) }
        return CGSize(width: w, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The line (0-based) on which character `index` of `text` sits, wrapped at `width` (an index at the
    /// end of a line counts on that line; past the end, the last line).
    func line(ofCharacterAt index: Int, in text: String, width: CGFloat?) -> Int {
        var remaining = Swift.max(0, index)
        var base = 0
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let count = paragraph.count
            let lineCount = Swift.max(1, lines(String(paragraph), width: width).count)
            if remaining <= count {
                let perLine = lineCount > 1 ? lines(String(paragraph), width: width)[0] : Swift.max(1, count)
                return base + Swift.min(remaining / Swift.max(1, perLine), lineCount - 1)
            }
            remaining -= count + 1
            base += lineCount
        }
        return Swift.max(0, base - 1)
    }
}
