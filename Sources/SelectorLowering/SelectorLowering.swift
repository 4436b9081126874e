import Foundation

/// Lowers the Objective-C selector idioms of a Swift view controller to the block forms the Linux UIKit
/// module compiles, token by token, leaving every other character as it was:
///
/// - `NotificationCenter.default.addObserver(self, selector: #selector(f(_:)), name: N, object: O)` →
///   a block observer whose token is kept in `keyfuzzObservers`, calling `self?.f(note)` (or `f()`);
/// - `….removeObserver(self)` → every kept token removed; `….removeObserver(self, name: N, object: O)` →
///   the tokens kept for `N` removed;
/// - `perform(#selector(f), with: A, afterDelay: D)` → `DispatchQueue.main.asyncAfter(deadline: .now() + D)`
///   calling `self?.f(A)` (or `f()`);
/// - `@objc` attributes dropped; `import Foundation` dropped where `import UIKit` is present (UIKit
///   re-exports it; see Sources/UIKit/SPIKE.md);
/// - the stored property `keyfuzzObservers` added to the first class that needs it.
///
/// What it does not understand is left alone and reported in ``Result/unhandled``, so the compiler
/// names it.
public enum SelectorLowering {
    public struct Result: Equatable, Sendable {
        public var source: String
        /// Lines (1-based) with a selector the rewrite did not lower.
        public var unhandled: [Int]
    }

    public static func lower(_ source: String) -> Result {
        var text = source
        var needsStore = false
        text = rewriteCalls(in: text, marker: ".addObserver(") { receiver, args in
            guard let selector = args["selector"].flatMap(selectorName), let name = args["name"] else { return nil }
            needsStore = true
            let object = args["object"] ?? "nil"
            let call = selector.takesArgument ? "self?.\(selector.name)(note)" : "self?.\(selector.name)()"
            return "keyfuzzObservers.append((\(name), \(receiver).addObserver(forName: \(name), object: \(object), queue: nil) { [weak self] note in \(call) }))"
        }
        text = rewriteCalls(in: text, marker: ".removeObserver(") { receiver, args in
            // Only `removeObserver(self…)`: a token (block observers) is already the block form.
            guard args["0"] == nil else { return nil }
            needsStore = true
            if let name = args["name"] {
                return "keyfuzzObservers.removeAll { entry in guard entry.name == \(name) else { return false }; \(receiver).removeObserver(entry.token); return true }"
            }
            return "keyfuzzObservers.forEach { \(receiver).removeObserver($0.token) }; keyfuzzObservers.removeAll()"
        }
        text = rewriteCalls(in: text, marker: "perform(#selector(") { _, args in
            guard let selector = args["0"].flatMap(selectorName), let delay = args["afterDelay"] else { return nil }
            let argument = args["with"] ?? "nil"
            let call = selector.takesArgument ? "self?.\(selector.name)(\(argument))" : "self?.\(selector.name)()"
            return "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { [weak self] in \(call) }"
        }
        text = dropObjC(in: text)
        if text.contains("import UIKit") {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.trimmingCharacters(in: .whitespaces) != "import Foundation" }
                .joined(separator: "\n")
        }
        if needsStore { text = addStore(to: text) }
        let unhandled = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("#selector") }.map { $0.offset + 1 }
        return Result(source: text, unhandled: unhandled)
    }

    /// `#selector(Type.f(_:))` → (`f`, takes an argument).
    static func selectorName(_ expression: String) -> (name: String, takesArgument: Bool)? {
        var inner = expression.trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("#selector(") {
            inner = String(inner.dropFirst("#selector(".count).dropLast())
        }
        let takesArgument = inner.contains(":")
        var name = inner
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (name, takesArgument)
    }

    /// Finds each call whose text contains `marker`, splits its arguments by label (unlabelled ones by
    /// position: "0", "1", …; `self` first is skipped), and replaces the whole call (from its receiver's
    /// start) with what `replace` returns, or leaves it when that is nil.
    static func rewriteCalls(in text: String, marker: String,
                             _ replace: (_ receiver: String, _ args: [String: String]) -> String?) -> String {
        var chars = Array(text)
        let markerChars = Array(marker)
        var i = 0
        while i + markerChars.count <= chars.count {
            guard Array(chars[i..<(i + markerChars.count)]) == markerChars else { i += 1; continue }
            // The call's opening parenthesis is the first "(" in the marker.
            guard let open = (i..<(i + markerChars.count)).first(where: { chars[$0] == "(" }),
                  let close = matching(chars, open) else { i += 1; continue }
            // The receiver: back from the "." over identifier characters and dots.
            var start = i
            if chars[i] != ".", start >= 5, String(chars[(start - 5)..<start]) == "self." { start -= 5 }
            if chars[i] == "." {
                while start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber || chars[start - 1] == "_" || chars[start - 1] == "." {
                    start -= 1
                }
            }
            let receiver = String(chars[start..<i])
            let args = arguments(String(chars[(open + 1)..<close]))
            if let replacement = replace(receiver.isEmpty ? "self" : receiver, args) {
                chars.replaceSubrange(start...close, with: Array(replacement))
                i = start + replacement.count
            } else {
                i = close + 1
            }
        }
        return String(chars)
    }

    static func matching(_ chars: [Character], _ open: Int) -> Int? {
        var depth = 0
        var inString = false
        for j in open..<chars.count {
            let c = chars[j]
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }

    /// Top-level comma-separated arguments by label.
    static func arguments(_ list: String) -> [String: String] {
        var parts: [String] = []
        var depth = 0, current = ""
        for c in list {
            if c == "(" || c == "[" || c == "{" { depth += 1 }
            if c == ")" || c == "]" || c == "}" { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current); current = ""; continue }
            current.append(c)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        var result: [String: String] = [:]
        var position = 0
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed == "self" { continue }
            if let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("#"),
               trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                let label = String(trimmed[..<colon])
                result[label] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else {
                result[String(position)] = trimmed
                position += 1
            }
        }
        return result
    }

    /// Drops `@objc` attributes (with or without a name in parentheses).
    static func dropObjC(in text: String) -> String {
        var out = text
        while let range = out.range(of: "@objc") {
            var end = range.upperBound
            if end < out.endIndex, out[end] == "(", let close = out[end...].firstIndex(of: ")") { end = out.index(after: close) }
            while end < out.endIndex, out[end] == " " { end = out.index(after: end) }
            out.removeSubrange(range.lowerBound..<end)
        }
        return out
    }

    /// Adds the token store after the opening brace of the first class declaration.
    static func addStore(to text: String) -> String {
        guard let classRange = text.range(of: "class "), let brace = text[classRange.upperBound...].firstIndex(of: "{") else { return text }
        let store = "\n    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).\n"
            + "    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []\n"
        var out = text
        out.insert(contentsOf: store, at: out.index(after: brace))
        return out
    }
}
