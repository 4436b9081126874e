/// A command line split into options (`--name value`, `--name=value`), flags (`--name`) and
/// positional arguments, checked against what a subcommand accepts.
struct Arguments {
    var options: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    /// Parses `words` for a subcommand that takes the options `valued` and the flags `flags`.
    /// Throws a one-line usage error for anything else.
    init(_ words: [String], valued: Set<String>, flags known: Set<String>) throws(UsageError) {
        var i = 0
        while i < words.count {
            let word = words[i]
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                var value: String?
                if let eq = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if valued.contains(name) {
                    if value == nil {
                        i += 1
                        guard i < words.count else { throw UsageError("option --\(name) needs a value") }
                        value = words[i]
                    }
                    options[name] = value
                } else if known.contains(name) {
                    guard value == nil else { throw UsageError("option --\(name) takes no value") }
                    flags.insert(name)
                } else {
                    throw UsageError("unknown option --\(name)")
                }
            } else if word.hasPrefix("-") && word.count > 1 && word != "-h" {
                throw UsageError("unknown option \(word)")
            } else if word == "-h" {
                flags.insert("help")
            } else {
                positional.append(word)
            }
            i += 1
        }
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
        }
        return value
    }
}

/// Bad usage or input: printed as one line and exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
