/// What a `#selector(…)` expression names: `f`, `self.f`, `Type.f`, `f(_:)`, `f(notification:)`,
/// `Type.f(_:with:)`, optionally in parentheses. `getter:`/`setter:` selectors and anything else are not
/// understood (nil).
struct SelectorReference: Equatable {
    /// `self`, a type name, or nil.
    var qualifier: String?
    var name: String
    /// The argument labels (`_` for none) when the selector spells them; nil for a bare name.
    var labels: [String]?

    /// The spelling, for reports: `f(_:with:)`.
    var spelling: String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// Parses the significant tokens between `#selector(` and its `)`.
    init?(_ texts: [String]) {
        var t = texts[...]
        while t.first == "(", t.last == ")" { t = t.dropFirst().dropLast() }
        guard let first = t.first, SelectorReference.isName(first), first != "getter", first != "setter" || t.dropFirst().first != ":" else {
            return nil
        }
        var path: [String] = [first]
        t = t.dropFirst()
        while t.first == ".", let next = t.dropFirst().first, SelectorReference.isName(next) {
            path.append(next)
            t = t.dropFirst(2)
        }
        if t.first == "(" {
            guard t.last == ")" else { return nil }
            var inner = t.dropFirst().dropLast()
            var labels: [String] = []
            while let label = inner.first {
                guard SelectorReference.isName(label), inner.dropFirst().first == ":" else { return nil }
                labels.append(label)
                inner = inner.dropFirst(2)
            }
            self.labels = labels
        } else {
            guard t.isEmpty else { return nil }
            self.labels = nil
        }
        name = path.removeLast()
        guard path.count <= 1 else { return nil }
        qualifier = path.first
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }
}
