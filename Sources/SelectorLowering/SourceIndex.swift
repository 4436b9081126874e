/// The structure of a tokenized Swift file that the rewrite needs: matching brackets, call arguments,
/// method declarations with their parameters and attributes, and type bodies. Indices are token indices
/// into `tokens`; "significant" tokens are those that are not trivia (whitespace, newlines, comments).
final class SourceIndex {
    let tokens: [SwiftToken]
    /// For each bracket token, the index of its partner.
    private(set) var partner: [Int: Int] = [:]
    private(set) var methods: [MethodDeclaration] = []
    private(set) var types: [TypeDeclaration] = []

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "override", "final", "static", "class",
        "dynamic", "mutating", "nonmutating", "nonisolated", "required", "convenience", "lazy", "weak", "unowned",
        "optional", "indirect", "isolated", "consuming", "borrowing", "distributed",
    ]

    init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
        matchBrackets()
        indexTypes()
        indexMethods()
    }

    // MARK: Navigation

    func isSignificant(_ i: Int) -> Bool { !tokens[i].isTrivia }

    func nextSignificant(after i: Int) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if isSignificant(j) { return j }
            j += 1
        }
        return nil
    }

    func previousSignificant(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 {
            if isSignificant(j) { return j }
            j -= 1
        }
        return nil
    }

    func text(_ i: Int) -> String { tokens[i].text }

    func isPunctuation(_ i: Int?, _ text: String) -> Bool {
        guard let i else { return false }
        return (tokens[i].kind == .punctuation || tokens[i].kind == .operator) && tokens[i].text == text
    }

    func isIdentifier(_ i: Int?, _ text: String? = nil) -> Bool {
        guard let i, tokens[i].kind == .identifier else { return false }
        return text.map { tokens[i].text == $0 } ?? true
    }

    /// The source text of tokens `lo...hi`, as written.
    func source(_ lo: Int, _ hi: Int) -> String {
        guard lo <= hi else { return "" }
        return tokens[lo...hi].map(\.text).joined()
    }

    /// The significant tokens strictly between `lo` and `hi`.
    func significant(between lo: Int, and hi: Int) -> [Int] {
        guard lo + 1 < hi else { return [] }
        return (lo + 1..<hi).filter(isSignificant)
    }

    private func matchBrackets() {
        var stack: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punctuation {
            switch tokens[i].text {
            case "(", "[", "{": stack.append(i)
            case ")", "]", "}":
                if let open = stack.popLast() {
                    partner[open] = i
                    partner[i] = open
                }
            default: break
            }
        }
    }

    // MARK: Calls

    struct Argument {
        /// The label, or nil for an unlabelled argument.
        var label: String?
        /// The value's first and last significant tokens.
        var first: Int
        var last: Int
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level commas.
    func arguments(open: Int) -> [Argument]? {
        guard let close = partner[open] else { return nil }
        var result: [Argument] = []
        var pieces: [[Int]] = [[]]
        var j = open + 1
        while j < close {
            if isSignificant(j) {
                if tokens[j].kind == .punctuation, ["(", "[", "{"].contains(tokens[j].text), let end = partner[j] {
                    pieces[pieces.count - 1].append(j)
                    pieces[pieces.count - 1].append(end)
                    j = end + 1
                    continue
                }
                if isPunctuation(j, ",") {
                    pieces.append([])
                } else {
                    pieces[pieces.count - 1].append(j)
                }
            }
            j += 1
        }
        if pieces.count == 1, pieces[0].isEmpty { return [] }
        for piece in pieces {
            guard let head = piece.first, let tail = piece.last else { return nil }
            if piece.count >= 3, tokens[head].kind == .identifier, isPunctuation(piece[1], ":") {
                result.append(Argument(label: tokens[head].text, first: piece[2], last: tail))
            } else {
                result.append(Argument(label: nil, first: head, last: tail))
            }
        }
        return result
    }

    /// The first token of the postfix expression that ends at `end` (`NotificationCenter.default`,
    /// `self.view`, `items[0].button`, `makeButton()`).
    func expressionStart(endingAt end: Int) -> Int {
        var j = end
        while true {
            var start = j
            if tokens[j].kind == .punctuation, [")", "]"].contains(tokens[j].text), let open = partner[j] {
                start = open
                if let before = previousSignificant(before: open), before == open - 1,
                   [.identifier, .punctuation].contains(tokens[before].kind), tokens[before].text != "(", tokens[before].text != ",",
                   tokens[before].text != "[", tokens[before].text != "{" {
                    // A call or subscript: its callee is part of the expression.
                    j = before
                    continue
                }
            } else if tokens[j].kind == .operator, ["?", "!"].contains(tokens[j].text), let before = previousSignificant(before: j) {
                j = before
                continue
            }
            guard let dot = previousSignificant(before: start), isPunctuation(dot, "."),
                  let before = previousSignificant(before: dot) else { return start }
            j = before
        }
    }

    /// The line's indentation (its leading spaces and tabs) for the line holding token `i`.
    func indentation(ofLineHolding i: Int) -> String {
        let first = firstToken(ofLineHolding: i)
        return tokens[first].kind == .whitespace ? tokens[first].text : ""
    }

    func firstToken(ofLineHolding i: Int) -> Int {
        var j = i
        while j > 0, tokens[j - 1].kind != .newline { j -= 1 }
        return j
    }

    func lastToken(ofLineHolding i: Int) -> Int {
        var j = i
        while j + 1 < tokens.count, tokens[j + 1].kind != .newline { j += 1 }
        return j
    }

    // MARK: Declarations

    struct TypeDeclaration {
        var keyword: String
        var name: String
        var keywordIndex: Int
        var open: Int
        var close: Int
    }

    struct Parameter {
        /// The argument label (`_` when there is none).
        var label: String
        /// The declared type, as written.
        var type: String
        /// Whether it has a default value (a call may leave it out).
        var hasDefault = false
    }

    struct MethodDeclaration {
        var name: String
        var funcIndex: Int
        /// The first attribute or modifier, or `func` itself.
        var start: Int
        var parameters: [Parameter]
        /// Attribute tokens before `func`, each with the last token of its arguments (itself when none).
        var attributes: [(at: Int, end: Int)]
        /// The name of the type (or extended type) it is declared in.
        var typeName: String?
    }

    private func indexTypes() {
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
        for i in tokens.indices where tokens[i].kind == .identifier && keywords.contains(tokens[i].text) {
            guard let nameIndex = nextSignificant(after: i), tokens[nameIndex].kind == .identifier,
                  !["func", "var", "let", "subscript", "init", "deinit", "typealias", "case"].contains(tokens[nameIndex].text),
                  !SourceIndex.modifiers.contains(tokens[nameIndex].text) || tokens[i].text == "extension" else { continue }
            // The body is the first `{` after the name (past generics, inheritance and where clauses).
            var j = nameIndex
            var open: Int?
            while let next = nextSignificant(after: j) {
                if isPunctuation(next, "{") { open = next; break }
                if isPunctuation(next, ";") || isPunctuation(next, "}") || isPunctuation(next, "=") { break }
                j = next
            }
            guard let open, let close = partner[open] else { continue }
            types.append(TypeDeclaration(keyword: tokens[i].text, name: tokens[nameIndex].text, keywordIndex: i, open: open, close: close))
        }
    }

    /// The innermost type declaration whose body holds token `i`.
    func enclosingType(of i: Int) -> TypeDeclaration? {
        types.filter { $0.open < i && i < $0.close }.max { $0.open < $1.open }
    }

    /// The class named `name` declared in this file.
    func classDeclaration(named name: String) -> TypeDeclaration? {
        types.first { $0.keyword == "class" && $0.name == name }
    }

    private func indexMethods() {
        for i in tokens.indices where isIdentifier(i, "func") {
            guard let nameIndex = nextSignificant(after: i), tokens[nameIndex].kind == .identifier else { continue }
            var open = nextSignificant(after: nameIndex)
            if isPunctuation(open, "<") || (open.map { tokens[$0].text.hasPrefix("<") } ?? false) {
                // Generic parameters: skip to the parameter list.
                while let o = open, !isPunctuation(o, "(") { open = nextSignificant(after: o) }
            }
            guard let open, isPunctuation(open, "("), let arguments = parameters(open: open) else { continue }
            var attributes: [(at: Int, end: Int)] = []
            var start = i
            var j = previousSignificant(before: i)
            while let k = j {
                if tokens[k].kind == .attribute {
                    attributes.append((k, k)); start = k; j = previousSignificant(before: k)
                } else if tokens[k].kind == .identifier, SourceIndex.modifiers.contains(tokens[k].text) {
                    start = k; j = previousSignificant(before: k)
                } else if isPunctuation(k, ")"), let o = partner[k], let before = previousSignificant(before: o) {
                    if tokens[before].kind == .attribute {
                        attributes.append((before, k)); start = before; j = previousSignificant(before: before)
                    } else if tokens[before].kind == .identifier, SourceIndex.modifiers.contains(tokens[before].text) {
                        start = before; j = previousSignificant(before: before)
                    } else {
                        break
                    }
                } else {
                    break
                }
            }
            let owner = enclosingType(of: i)
            methods.append(MethodDeclaration(name: tokens[nameIndex].text, funcIndex: i, start: start, parameters: arguments,
                                             attributes: attributes.reversed(), typeName: owner?.name))
        }
    }

    /// The parameters of a declaration whose list opens at `open`.
    private func parameters(open: Int) -> [Parameter]? {
        guard let pieces = arguments(open: open) else { return nil }
        var result: [Parameter] = []
        for piece in pieces {
            // `arguments` reads `label: Type` as a labelled argument; `label name: Type` is two names.
            var names: [String] = []
            var typeStart: Int
            if let label = piece.label {
                names = [label]
                typeStart = piece.first
            } else {
                var j = piece.first
                while j <= piece.last, tokens[j].kind == .identifier || !isSignificant(j) {
                    if isSignificant(j) { names.append(tokens[j].text) }
                    j += 1
                }
                guard j <= piece.last, isPunctuation(j, ":") else { return nil }
                typeStart = j + 1
            }
            guard let firstName = names.first else { return nil }
            // The type runs to a top-level `=` (a default value) or the piece's end.
            var typeEnd = piece.last
            var hasDefault = false
            var j = typeStart
            while j <= piece.last {
                if tokens[j].kind == .punctuation, ["(", "[", "{"].contains(tokens[j].text), let end = partner[j] { j = end + 1; continue }
                if tokens[j].kind == .operator, tokens[j].text == "=" { typeEnd = j - 1; hasDefault = true; break }
                j += 1
            }
            var type = source(typeStart, typeEnd).trimmingWhitespace
            for prefix in ["inout ", "@escaping ", "__owned ", "borrowing ", "consuming "] where type.hasPrefix(prefix) {
                type = String(type.dropFirst(prefix.count)).trimmingWhitespace
            }
            result.append(Parameter(label: firstName, type: type, hasDefault: hasDefault))
        }
        return result
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}
