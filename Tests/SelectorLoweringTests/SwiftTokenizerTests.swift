import SelectorLowering
import Testing

/// The tokenizer gives the file back character for character and tells code from comments and strings.
@Suite("Swift tokenizer")
struct SwiftTokenizerTests {
    static func kinds(_ source: String) -> [(SwiftToken.Kind, String)] {
        SwiftTokenizer.tokenize(source).filter { !$0.isTrivia || $0.kind == .lineComment || $0.kind == .blockComment }
            .filter { $0.kind != .whitespace && $0.kind != .newline }.map { ($0.kind, $0.text) }
    }

    @Test(arguments: [
        "let a = \"x\" // #selector(f)\n",
        "/* outer /* inner #selector(f) */ still */ f()",
        "let s = #\"a \"quoted\" \\(not) #selector(f)\"#",
        "let s = ##\"a \"# still\"##",
        "let m = \"\"\"\n  line \"one\" #selector(f)\n  \\(value(\"nested ) string\"))\n  \"\"\"\nnext()",
        "let i = \"\\(a.map { \"(\\($0))\" }.joined(separator: \")\")) #selector(f)\"",
        "/// doc #selector(f)\nfunc f() {}",
        "x?.y!.z ..< w ... v",
        "let é = `class` + $0 + 0x1F + 1.5e3",
    ])
    func joiningTheTokensGivesTheSourceBack(source: String) {
        #expect(SwiftTokenizer.tokenize(source).map(\.text).joined() == source)
        // No `#selector` token: every one of these mentions sits in a comment or a string.
        #expect(!SwiftTokenizer.tokenize(source).contains { $0.kind == .pound && $0.text == "#selector" })
    }

    @Test func stringsWithInterpolationsAreOneToken() {
        let tokens = Self.kinds("f(\"a \\(g(\"b)\")) c\", #selector(h))")
        #expect(tokens.map(\.1) == ["f", "(", "\"a \\(g(\"b)\")) c\"", ",", "#selector", "(", "h", ")", ")"])
        #expect(tokens[2].0 == .string)
        #expect(tokens[4].0 == .pound)
    }

    @Test func nestedBlockCommentsEndAtTheirOwnClose() {
        let tokens = Self.kinds("/* a /* b */ c */ code")
        #expect(tokens.map(\.0) == [.blockComment, .identifier])
    }

    @Test func linesCountAcrossMultiLineTokens() {
        let tokens = SwiftTokenizer.tokenize("/*\n\n*/ a\n\"\"\"\nx\n\"\"\" b")
        #expect(tokens.first { $0.text == "a" }?.line == 3)
        #expect(tokens.first { $0.text == "b" }?.line == 6)
    }

    @Test func attributesAndPoundDirectivesAreSingleTokens() {
        let tokens = Self.kinds("@objc(name:) func f() { #if os(iOS) #endif }")
        #expect(tokens.prefix(2).map(\.0) == [.attribute, .punctuation])
        #expect(tokens.contains { $0.0 == .pound && $0.1 == "#if" })
    }
}
