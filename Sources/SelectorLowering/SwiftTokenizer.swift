/// A Swift tokenizer for `keyfuzz import`: it splits a source file into tokens whose texts, joined, give
/// the file back character for character, so a rewrite can replace a few tokens and keep every other
/// character as it was.
///
/// It knows what decides where code is: comments (line, doc, block, nested block), string literals
/// (plain, multi-line `"""`, raw `#"…"#` with any number of `#`, interpolations `\(…)` with nested
/// parentheses, strings and comments inside), identifiers (plain, backticked, `$0`), keywords (as
/// identifiers), attributes (`@objc`), pound directives (`#selector`, `#if`), numbers, and punctuation
/// (each bracket, `,` `:` `;` `.` alone; other operator characters as one run). Regex literals are not
/// recognised (`/` is an operator); a `"` inside one would be read as a string.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case whitespace, newline, lineComment, blockComment, string
        case identifier, attribute, pound, number, punctuation, `operator`, other
    }

    public var kind: Kind
    public var text: String
    /// The 1-based line where the token starts.
    public var line: Int

    /// Whitespace, newlines and comments: what the grammar skips.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }
}

public enum SwiftTokenizer {
    public static func tokenize(_ source: String) -> [SwiftToken] {
        var lexer = Lexer(Array(source.unicodeScalars))
        return lexer.run()
    }
}

private struct Lexer {
    let s: [Unicode.Scalar]
    var i = 0
    var line = 1
    var tokens: [SwiftToken] = []

    init(_ scalars: [Unicode.Scalar]) { s = scalars }

    func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }

    mutating func run() -> [SwiftToken] {
        while i < s.count { lexToken() }
        return tokens
    }

    mutating func emit(_ kind: SwiftToken.Kind, from start: Int, startLine: Int) {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[start..<i])
        tokens.append(SwiftToken(kind: kind, text: String(text), line: startLine))
    }

    static func isIdentifierHead(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic || (c.value > 0x7F && !c.properties.isWhitespace && !isOperatorChar(c))
    }

    static func isIdentifierBody(_ c: Unicode.Scalar) -> Bool {
        isIdentifierHead(c) || ("0"..."9").contains(c) || c.properties.generalCategory == .nonspacingMark
    }

    static func isOperatorChar(_ c: Unicode.Scalar) -> Bool {
        "/=-+!*%<>&|^~?".unicodeScalars.contains(c)
    }

    /// Counts the `#`s at `k` (a raw string's delimiter).
    func hashes(at k: Int) -> Int {
        var n = 0
        while at(k + n) == "#" { n += 1 }
        return n
    }

    mutating func lexToken() {
        let start = i, startLine = line
        let c = s[i]
        switch c {
        case "\n":
            i += 1; line += 1
            emit(.newline, from: start, startLine: startLine)
        case "\r":
            i += 1
            if at(i) == "\n" { i += 1 }
            line += 1
            emit(.newline, from: start, startLine: startLine)
        case " ", "\t":
            while let d = at(i), d == " " || d == "\t" { i += 1 }
            emit(.whitespace, from: start, startLine: startLine)
        case "/" where at(i + 1) == "/":
            while let d = at(i), d != "\n", d != "\r" { i += 1 }
            emit(.lineComment, from: start, startLine: startLine)
        case "/" where at(i + 1) == "*":
            skipBlockComment()
            emit(.blockComment, from: start, startLine: startLine)
        case "\"":
            skipString(hashCount: 0)
            emit(.string, from: start, startLine: startLine)
        case "#":
            let n = hashes(at: i)
            if at(i + n) == "\"" {
                i += n
                skipString(hashCount: n)
                emit(.string, from: start, startLine: startLine)
            } else if let d = at(i + 1), Self.isIdentifierHead(d) {
                i += 1
                while let d = at(i), Self.isIdentifierBody(d) { i += 1 }
                emit(.pound, from: start, startLine: startLine)
            } else {
                i += 1
                emit(.punctuation, from: start, startLine: startLine)
            }
        case "@":
            i += 1
            while let d = at(i), Self.isIdentifierBody(d) { i += 1 }
            emit(.attribute, from: start, startLine: startLine)
        case "`":
            i += 1
            while let d = at(i), d != "`", d != "\n" { i += 1 }
            if at(i) == "`" { i += 1 }
            emit(.identifier, from: start, startLine: startLine)
        case "$":
            i += 1
            while let d = at(i), Self.isIdentifierBody(d) { i += 1 }
            emit(.identifier, from: start, startLine: startLine)
        case "(", ")", "[", "]", "{", "}", ",", ":", ";", ".":
            // `...` and `..<` are operators.
            if c == ".", at(i + 1) == "." {
                while let d = at(i), d == "." || Self.isOperatorChar(d) { i += 1 }
                emit(.operator, from: start, startLine: startLine)
            } else {
                i += 1
                emit(.punctuation, from: start, startLine: startLine)
            }
        case "0"..."9":
            while let d = at(i), Self.isIdentifierBody(d) || d == "." && (at(i + 1).map { ("0"..."9").contains($0) } ?? false) { i += 1 }
            emit(.number, from: start, startLine: startLine)
        default:
            if Self.isOperatorChar(c) {
                while let d = at(i), Self.isOperatorChar(d) {
                    // A comment starts a new token even right after an operator.
                    if d == "/", at(i + 1) == "/" || at(i + 1) == "*", i > start { break }
                    i += 1
                }
                emit(.operator, from: start, startLine: startLine)
            } else if Self.isIdentifierHead(c) {
                while let d = at(i), Self.isIdentifierBody(d) { i += 1 }
                emit(.identifier, from: start, startLine: startLine)
            } else {
                i += 1
                emit(.other, from: start, startLine: startLine)
            }
        }
    }

    /// From `/*` past its matching `*/` (block comments nest in Swift).
    mutating func skipBlockComment() {
        var depth = 0
        while i < s.count {
            if s[i] == "/", at(i + 1) == "*" { depth += 1; i += 2; continue }
            if s[i] == "*", at(i + 1) == "/" {
                depth -= 1; i += 2
                if depth == 0 { return }
                continue
            }
            if s[i] == "\n" { line += 1 }
            i += 1
        }
    }

    /// From the opening quote (after any `#`s) past the closing quote and its `#`s.
    mutating func skipString(hashCount n: Int) {
        let multiline = at(i) == "\"" && at(i + 1) == "\"" && at(i + 2) == "\""
        i += multiline ? 3 : 1
        while i < s.count {
            let c = s[i]
            if c == "\\", hashes(at: i + 1) >= n {
                i += 1 + n
                if at(i) == "(" {
                    skipInterpolation()
                } else if i < s.count {
                    if s[i] == "\n" { line += 1 }
                    i += 1
                }
                continue
            }
            if c == "\"" {
                if multiline {
                    if at(i + 1) == "\"", at(i + 2) == "\"", hashes(at: i + 3) >= n { i += 3 + n; return }
                } else if hashes(at: i + 1) >= n {
                    i += 1 + n; return
                }
                i += 1
                continue
            }
            if c == "\n" {
                // A single-line string ends at the line's end (unterminated: the compiler's error).
                if !multiline { return }
                line += 1
            }
            i += 1
        }
    }

    /// From the `(` of an interpolation past its matching `)`, lexing what is inside as code (strings and
    /// comments nest), with the tokens discarded.
    mutating func skipInterpolation() {
        var depth = 0
        let saved = tokens.count
        while i < s.count {
            let c = s[i]
            if c == "(" { depth += 1; i += 1; continue }
            if c == ")" {
                depth -= 1; i += 1
                if depth == 0 { break }
                continue
            }
            lexToken()
        }
        tokens.removeSubrange(saved...)
    }
}
