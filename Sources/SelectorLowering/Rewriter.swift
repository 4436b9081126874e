/// One run of ``SelectorLowering/lower(_:)``: finds each `#selector`, decides its lowered form from the
/// call it is an argument of and the declaration of the method it names, and collects the edits (token
/// ranges replaced by text) that ``output()`` applies.
final class Rewriter {
    typealias Note = SelectorLowering.Note

    struct Edit {
        /// Tokens `lo..<hi` are replaced by `text` (`lo == hi`: inserted before token `lo`).
        var lo: Int
        var hi: Int
        var text: String
    }

    /// How a method is named by the file's selectors.
    enum Use: Equatable {
        case lowered
        /// Named by a selector kept for iOS inside `#if canImport(ObjectiveC)`.
        case conditional
        case leftInPlace(line: Int)
    }

    /// A gesture recognizer's lowering, applied once the other edits are known (it wraps whole lines).
    struct PendingGesture {
        var selector: Int
        var lo: Int
        var hi: Int
        var lowered: String
        var method: SourceIndex.MethodDeclaration
        var description: String
    }

    let index: SourceIndex
    var tokens: [SwiftToken] { index.tokens }
    private(set) var edits: [Edit] = []
    private(set) var changes: [Note] = []
    private(set) var unhandled: [Note] = []
    private var uses: [Int: [Use]] = [:]
    /// The `{` of each class that gets the observer token store.
    private var storeClasses: Set<Int> = []
    private var selfObserversLowered = false
    /// Tokens compiled only where the Objective-C runtime exists (`#if canImport(ObjectiveC)`, `#if os(iOS)`…).
    private var appleOnly: [ClosedRange<Int>] = []

    init(_ source: String) {
        index = SourceIndex(SwiftTokenizer.tokenize(source))
    }

    func run() {
        findAppleOnlyRegions()
        var gestures: [PendingGesture] = []
        let stored = lowerStoredSelectors(gestures: &gestures)
        for i in tokens.indices where !isAppleOnly(i) && !stored.contains(i) {
            if tokens[i].kind == .pound, tokens[i].text == "#selector" {
                lowerSelector(at: i, gestures: &gestures)
            } else if tokens[i].kind == .identifier, ["Selector", "NSSelectorFromString"].contains(tokens[i].text),
                      let open = index.nextSignificant(after: i), open == i + 1, index.isPunctuation(open, "(") {
                if let close = index.partner[open], let reference = Self.literalSelector(index.significant(between: open, and: close).map(index.text)) {
                    let reported = unhandled.count
                    lowerSelector(at: i, open: open, close: close, reference: reference, spelled: reference.spelling, gestures: &gestures)
                    // Named among the changes only when its call was lowered (else its line says why not).
                    if unhandled.count == reported {
                        change(i, "\(tokens[i].text)(\(index.source(open + 1, close - 1).trimmingWhitespace)) read as #selector(\(reference.spelling))")
                    }
                } else {
                    report(i, "\(tokens[i].text)(…) makes a selector from a string that is not a literal; no block form (call the method from a closure)")
                }
            }
        }
        for gesture in gestures { applyGesture(gesture) }
        if selfObserversLowered { lowerRemovals() }
        lowerAttributes()
        lowerAnyObjectMembers()
        dropImportFoundation()
        insertStores()
    }

    // MARK: Output

    func output() -> String {
        var out = ""
        var i = 0
        let sorted = edits.enumerated().sorted { ($0.element.lo, $0.offset) < ($1.element.lo, $1.offset) }.map(\.element)
        var next = sorted[...]
        while i < tokens.count || !next.isEmpty {
            if let edit = next.first, edit.lo == i {
                out += edit.text
                next = next.dropFirst()
                if edit.hi > i { i = edit.hi }
                continue
            }
            guard i < tokens.count else { break }
            out += tokens[i].text
            i += 1
        }
        return out
    }

    /// Adds an edit unless it overlaps one already made.
    @discardableResult
    private func addEdit(_ lo: Int, _ hi: Int, _ text: String) -> Bool {
        for edit in edits {
            let overlaps = lo == hi ? (edit.lo < lo && lo < edit.hi) : (edit.lo == edit.hi ? (lo < edit.lo && edit.lo < hi) : (lo < edit.hi && edit.lo < hi))
            if overlaps { return false }
        }
        edits.append(Edit(lo: lo, hi: hi, text: text))
        return true
    }

    private func report(_ token: Int, _ message: String) {
        unhandled.append(Note(line: tokens[token].line, message: message))
    }

    private func change(_ token: Int, _ message: String) {
        changes.append(Note(line: tokens[token].line, message: message))
    }

    // MARK: Conditional compilation

    /// Marks the first branch of each `#if` whose condition holds only where Apple's UIKit does:
    /// what is inside is not compiled on Linux and is left as written (and a re-import of a lowered file
    /// finds nothing new to lower).
    private func findAppleOnlyRegions() {
        let conditions: Set<String> = ["canImport(ObjectiveC)", "os(iOS)", "os(tvOS)", "os(macOS)", "os(watchOS)", "os(visionOS)",
                                       "targetEnvironment(macCatalyst)", "_runtime(_ObjC)"]
        var stack: [(start: Int, appleOnly: Bool)] = []
        for i in tokens.indices where tokens[i].kind == .pound {
            switch tokens[i].text {
            case "#if":
                let end = index.lastToken(ofLineHolding: i)
                let condition = index.significant(between: i, and: end + 1).map(index.text).joined()
                stack.append((i, conditions.contains(condition)))
            case "#elseif", "#else", "#endif":
                if let top = stack.last, top.appleOnly, top.start < i {
                    appleOnly.append(top.start...i)
                    stack[stack.count - 1].appleOnly = false
                }
                if tokens[i].text == "#endif" { _ = stack.popLast() }
            default: break
            }
        }
    }

    private func isAppleOnly(_ i: Int) -> Bool { appleOnly.contains { $0.contains(i) } }

    // MARK: Selectors

    private func lowerSelector(at p: Int, gestures: inout [PendingGesture]) {
        guard let open = index.nextSignificant(after: p), index.isPunctuation(open, "("), let close = index.partner[open] else {
            report(p, "#selector without its parentheses")
            return
        }
        let spelled = index.source(open + 1, close - 1).trimmingWhitespace
        guard let reference = SelectorReference(index.significant(between: open, and: close).map(index.text)) else {
            report(p, "#selector(\(spelled)) does not name a method this rewrite reads (getter:, setter: or a cast)")
            return
        }
        lowerSelector(at: p, open: open, close: close, reference: reference, spelled: spelled, gestures: &gestures)
    }

    /// The selector a string literal spells in Objective-C's form, as `#selector` would name it:
    /// `"refresh"` → `refresh()`, `"keyboardWillShow:"` → `keyboardWillShow(_:)`, `"textField:didChange:"`
    /// → `textField(_:didChange:)` (the first part is the method's name, each later part a label). `texts`
    /// are the significant tokens between the call's parentheses: one string literal, optionally in
    /// parentheses (`Selector(("f:"))`), without interpolation. nil for anything else.
    static func literalSelector(_ texts: [String]) -> SelectorReference? {
        var t = texts[...]
        while t.first == "(", t.last == ")" { t = t.dropFirst().dropLast() }
        guard t.count == 1, let literal = t.first, literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
              !literal.hasPrefix("\"\"\""), !literal.contains("\\") else { return nil }
        let body = String(literal.dropFirst().dropLast())
        var parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let takesArguments = body.hasSuffix(":")
        if takesArguments { parts.removeLast() }
        guard let name = parts.first, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        var tokens = [name, "("]
        if takesArguments {
            for (k, part) in parts.enumerated() { tokens += [k == 0 ? "_" : part, ":"] }
        }
        tokens.append(")")
        return SelectorReference(tokens)
    }

    /// Lowers the selector `reference` spelled from token `p` to `close` (a `#selector(…)`, or a string
    /// selector read as one) where it is passed straight to a call this rewrite knows.
    private func lowerSelector(at p: Int, open: Int, close: Int, reference: SelectorReference, spelled: String,
                               gestures: inout [PendingGesture]) {
        guard let call = enclosingCall(of: p), let arguments = index.arguments(open: call.open),
              let argument = arguments.first(where: { $0.first == p && $0.last == close }) else {
            leave(reference, at: p, "#selector(\(spelled)) is stored or used in an expression; only a selector passed straight to a call is lowered")
            return
        }
        let labels = arguments.map { $0.label ?? "_" }
        let value: (String) -> String? = { label in
            arguments.first { ($0.label ?? "_") == label }.map { self.index.source($0.first, $0.last) }
        }
        let callee = index.text(call.callee)
        var receiverStart: Int?
        var receiver: String?
        if let dot = index.previousSignificant(before: call.callee), index.isPunctuation(dot, "."),
           let receiverEnd = index.previousSignificant(before: dot) {
            receiverStart = index.expressionStart(endingAt: receiverEnd)
            receiver = index.source(receiverStart!, receiverEnd)
        }
        guard let closeCall = index.partner[call.open] else {
            leave(reference, at: p, "unbalanced parentheses around #selector(\(spelled))")
            return
        }

        switch (callee, labels) {
        case ("addObserver", ["_", "selector", "name", "object"]) where argument.label == "selector":
            lowerObserver(p, reference, target: value("_")!, name: value("name")!, object: value("object")!,
                          receiverStart: receiverStart, receiver: receiver, end: closeCall, spelled: spelled)
        case ("perform", ["_", "with", "afterDelay"]) where argument.label == nil:
            lowerPerform(p, reference, argument: arguments[1], delay: arguments[2], receiverStart: receiverStart ?? call.callee,
                         receiver: receiver, end: closeCall, spelled: spelled)
        case ("perform", _):
            leave(reference, at: p, "perform(#selector(\(spelled))…) without a delay runs the method at once; call it directly")
        case ("addTarget", ["_", "action", "for"]) where argument.label == "action":
            lowerControlAction(p, reference, target: value("_")!, event: value("for")!, callee: call.callee, end: closeCall, spelled: spelled)
        case ("addTarget", ["_", "action"]) where argument.label == "action":
            guard let receiverStart else {
                leave(reference, at: p, "addTarget(_:action:) without a receiver")
                return
            }
            pendGesture(p, reference, target: value("_")!, lo: receiverStart, hi: closeCall, spelled: spelled, callee: call.callee,
                        gestures: &gestures) { capture, callText in
                "\(self.index.source(receiverStart, call.callee - 1))addKeyfuzzHandler { \(capture) recognizer in \(callText) }"
            }
        case ("UIBarButtonItem", ["barButtonSystemItem", "target", "action"]) where argument.label == "action":
            lowerBarButtonItem(p, reference, target: value("target")!, start: call.callee, end: closeCall, spelled: spelled) { action in
                "UIBarButtonItem(systemItem: \(value("barButtonSystemItem")!), primaryAction: UIAction \(action))"
            }
        case ("UIBarButtonItem", ["title", "style", "target", "action"]) where argument.label == "action",
             ("UIBarButtonItem", ["image", "style", "target", "action"]) where argument.label == "action":
            let kind = labels[0]
            // The item takes its title or image from its primary action (Apple's documentation of
            // `primaryAction`), so they go into the action.
            let style = value("style")!
            let content = value(kind)!
            lowerBarButtonItem(p, reference, target: value("target")!, start: call.callee, end: closeCall, spelled: spelled) { action in
                let item = "UIBarButtonItem(primaryAction: UIAction(\(kind): \(content)) \(action))"
                guard style != ".plain" else { return item }
                // Naming `$0` (an enclosing closure's parameter), the item and its style are passed in, not
                // written inside a closure where `$0` would mean something else.
                let styleArgument = arguments.first { $0.label == "style" }!
                let contentArgument = arguments[0]
                if self.usesAnonymousArgument(styleArgument.first, styleArgument.last)
                    || self.usesAnonymousArgument(contentArgument.first, contentArgument.last) {
                    return "{ (item: UIBarButtonItem, style: UIBarButtonItem.Style) -> UIBarButtonItem in item.style = style; return item }(\(item), \(style))"
                }
                return "{ let item = \(item); item.style = \(style); return item }()"
            }
        case (let name, ["target", "action"]) where name.hasSuffix("GestureRecognizer") && argument.label == "action":
            let start = receiverStart ?? call.callee
            pendGesture(p, reference, target: value("target")!, lo: start, hi: closeCall, spelled: spelled, callee: call.callee,
                        gestures: &gestures) { capture, callText in
                "\(self.index.source(start, call.callee))(keyfuzzHandler: { \(capture) recognizer in \(callText) })"
            }
        case ("responds", _):
            leave(reference, at: p, "responds(to: #selector(\(spelled))) asks the Objective-C runtime; no Linux form")
        default:
            leave(reference, at: p, "#selector(\(spelled)) passed to \(callee)(\(labels.map { "\($0):" }.joined())); no block form known")
        }
    }

    // MARK: Stored selectors

    /// Lowers selectors stored in a constant or property and passed on by name: `let showSelector =
    /// #selector(keyboardWillShow(_:))` (or `let showSelector: Selector = …`, on a line of its own) whose
    /// every other mention in the file is the selector argument of a call this rewrite lowers (`showSelector`
    /// or `self.showSelector`). Each such call is lowered as if the `#selector` were written there; the
    /// declaration is kept for iOS under `#if canImport(ObjectiveC)` (a `#selector` needs the Objective-C
    /// runtime), and the method's `@objc` with it. A stored selector with any other use is left for the main
    /// pass, which reports it. Returns the `#selector` tokens handled here.
    private func lowerStoredSelectors(gestures: inout [PendingGesture]) -> Set<Int> {
        var handled: Set<Int> = []
        for p in tokens.indices where tokens[p].kind == .pound && tokens[p].text == "#selector" && !isAppleOnly(p) {
            guard let open = index.nextSignificant(after: p), index.isPunctuation(open, "("), let close = index.partner[open],
                  let reference = SelectorReference(index.significant(between: open, and: close).map(index.text)),
                  let declaration = storedDeclaration(selector: p, close: close) else { continue }
            let name = declaration.name
            // Every other mention of the name: a whole argument of a call, as `name` or `self.name`.
            var mentions: [(first: Int, last: Int)] = []
            var plain = true
            for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == name && i != declaration.nameIndex {
                var first = i
                if let dot = index.previousSignificant(before: i), index.isPunctuation(dot, ".") {
                    guard let receiver = index.previousSignificant(before: dot), index.isIdentifier(receiver, "self") else { plain = false; break }
                    first = receiver
                }
                guard let call = enclosingCall(of: first), let arguments = index.arguments(open: call.open),
                      arguments.contains(where: { $0.first == first && $0.last == i }) else { plain = false; break }
                mentions.append((first, i))
            }
            guard plain, !mentions.isEmpty else { continue }
            let spelled = index.source(open + 1, close - 1).trimmingWhitespace
            let reported = unhandled.count
            for mention in mentions {
                lowerSelector(at: mention.first, open: mention.first, close: mention.last, reference: reference, spelled: spelled,
                              gestures: &gestures)
            }
            // A use left in place needs the stored selector: the main pass reports the declaration.
            guard unhandled.count == reported else { continue }
            let indentation = index.indentation(ofLineHolding: declaration.start)
            let original = index.source(declaration.start, declaration.end)
            guard addEdit(declaration.start, declaration.end + 1,
                          "#if canImport(ObjectiveC)\n\(indentation)\(original)\n\(indentation)#endif") else { continue }
            if case let .success(method) = resolve(reference, at: p, targetIsSelf: true) {
                uses[method.funcIndex, default: []].append(.conditional)
            }
            change(p, "\(name) = #selector(\(spelled)): each use lowered; the stored selector kept for iOS only (#if canImport(ObjectiveC))")
            handled.insert(p)
        }
        return handled
    }

    /// The declaration `[modifiers] let|var name [: Selector] = #selector(…)` holding the `#selector` at
    /// `selector` (its `)` at `close`), alone on its line; nil for any other use.
    private func storedDeclaration(selector: Int, close: Int) -> (name: String, nameIndex: Int, start: Int, end: Int)? {
        guard let equals = index.previousSignificant(before: selector), tokens[equals].text == "=" else { return nil }
        var k = index.previousSignificant(before: equals)
        if let type = k, index.isIdentifier(type, "Selector"), let colon = index.previousSignificant(before: type),
           index.isPunctuation(colon, ":") {
            k = index.previousSignificant(before: colon)
        }
        guard let nameIndex = k, tokens[nameIndex].kind == .identifier, let keyword = index.previousSignificant(before: nameIndex),
              index.isIdentifier(keyword, "let") || index.isIdentifier(keyword, "var") else { return nil }
        let lineStart = index.firstToken(ofLineHolding: keyword)
        guard let start = index.nextSignificant(after: lineStart - 1), start <= keyword,
              index.significant(between: start - 1, and: keyword).allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].kind == .attribute }),
              index.lastToken(ofLineHolding: close) == index.lastToken(ofLineHolding: keyword) else { return nil }
        var end = index.lastToken(ofLineHolding: close)
        while end > close, tokens[end].isTrivia { end -= 1 }
        guard end == close else { return nil }
        return (tokens[nameIndex].text, nameIndex, start, end)
    }

    /// The call whose argument list holds token `p`: its `(` and the callee's name token.
    private func enclosingCall(of p: Int) -> (open: Int, callee: Int)? {
        var k = index.previousSignificant(before: p)
        while let j = k {
            let t = tokens[j]
            if t.kind == .punctuation {
                switch t.text {
                case ")", "]":
                    k = index.partner[j].flatMap { index.previousSignificant(before: $0) }
                    continue
                case "(":
                    guard let callee = index.previousSignificant(before: j), tokens[callee].kind == .identifier else { return nil }
                    return (j, callee)
                case "[", "{", "}", ";":
                    return nil
                default: break
                }
            } else if t.kind == .operator, t.text == "=" {
                return nil
            } else if t.kind == .pound {
                return nil
            }
            k = index.previousSignificant(before: j)
        }
        return nil
    }

    /// Reports a selector left in place and notes the methods it may name (their `@objc` stays).
    private func leave(_ reference: SelectorReference, at p: Int, _ message: String) {
        report(p, message)
        for method in index.methods where method.name == reference.name {
            uses[method.funcIndex, default: []].append(.leftInPlace(line: tokens[p].line))
        }
    }

    /// The declaration a selector names, or the reason none is known.
    private func resolve(_ reference: SelectorReference, at p: Int, targetIsSelf: Bool) -> Result<SourceIndex.MethodDeclaration, Failure> {
        var candidates = index.methods.filter { $0.name == reference.name }
        if let labels = reference.labels {
            candidates = candidates.filter { $0.parameters.map(\.label) == labels }
        }
        let owner: String? = reference.qualifier.flatMap { $0 == "self" ? nil : $0 } ?? (targetIsSelf ? index.enclosingType(of: p)?.name : nil)
        if let owner {
            let owned = candidates.filter { $0.typeName == owner }
            if !owned.isEmpty { candidates = owned }
        }
        guard let first = candidates.first else {
            return .failure(Failure("no declaration of \(reference.spelling) in this file"))
        }
        if candidates.contains(where: { $0.parameters.map(\.label) != first.parameters.map(\.label) }) {
            return .failure(Failure("\(reference.spelling) names more than one method; spell its labels"))
        }
        return .success(first)
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// `[weak self]` and `self?` for a target `self`; `[weak x]` and `x?` for a name; otherwise a bound
    /// capture. Nil for a `nil` target (the responder chain, which is not modelled).
    private func capture(_ target: String) -> (list: String, prefix: String)? {
        let t = target.trimmingWhitespace
        if t == "nil" { return nil }
        if t == "self" { return ("[weak self]", "self?") }
        if t.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) {
            return ("[weak \(t)]", "\(t)?")
        }
        return ("[weak target = \(t)]", "target?")
    }

    /// The call of `method` with `value` for its one parameter (or no argument when it takes none).
    /// Parameters after the first that have default values are left out of the call.
    private func call(_ method: SourceIndex.MethodDeclaration, on prefix: String, passing value: (SourceIndex.Parameter) -> String?) -> Result<String, Failure> {
        var count = method.parameters.count
        while count > 1, method.parameters[count - 1].hasDefault { count -= 1 }
        switch count {
        case 0:
            return .success("\(prefix).\(method.name)()")
        case 1:
            let parameter = method.parameters[0]
            guard let argument = value(parameter) else {
                return .failure(Failure("\(method.name)'s parameter is a \(parameter.type); the block has nothing of that type to pass"))
            }
            let label = parameter.label == "_" ? "" : "\(parameter.label): "
            return .success("\(prefix).\(method.name)(\(label)\(argument))")
        default:
            return .failure(Failure("\(method.name) takes \(method.parameters.count) parameters; the block form passes one"))
        }
    }

    /// The cast of `expression` (of a type holding the sender) to a parameter's declared type.
    private func cast(_ expression: String, optional: Bool, to type: String, noCastFor: Set<String>) -> String {
        var base = type
        var optionalParameter = false
        if base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast(); optionalParameter = true }
        if base == "Any" { return optional && !optionalParameter ? "\(expression) as Any" : expression }
        if noCastFor.contains(base) { return expression }
        return optionalParameter ? "\(expression) as? \(base)" : "\(expression) as! \(base)"
    }

    /// A lowered closure's capture list and the call of the method a selector names.
    struct LoweredCall {
        var capture: (list: String, prefix: String)
        var method: SourceIndex.MethodDeclaration
        /// The call, e.g. `self?.keyboardWillShow(note)`.
        var text: String
        /// The call without its receiver, for change notes.
        var described: Substring { text.dropFirst(capture.prefix.count + 1) }
    }

    /// The steps every lowering shares: the capture of the target (`nilTarget` reported when it is `nil`),
    /// `precondition` reported when not nil, the declaration the selector names, and its call with the
    /// values `passing` gives. Nil after reporting the selector as left in place.
    private func loweredCall(_ p: Int, _ reference: SelectorReference, target: String, nilTarget: String,
                             precondition: String? = nil, failure: (Failure) -> String = { $0.message },
                             passing value: (SourceIndex.Parameter) -> String?) -> LoweredCall? {
        guard let capture = capture(target) else {
            leave(reference, at: p, nilTarget)
            return nil
        }
        if let precondition {
            leave(reference, at: p, precondition)
            return nil
        }
        let method: SourceIndex.MethodDeclaration
        switch resolve(reference, at: p, targetIsSelf: target == "self") {
        case .success(let m): method = m
        case .failure(let f): leave(reference, at: p, f.message); return nil
        }
        switch call(method, on: capture.prefix, passing: value) {
        case .success(let text): return LoweredCall(capture: capture, method: method, text: text)
        case .failure(let f): leave(reference, at: p, failure(f)); return nil
        }
    }

    /// Whether tokens `first...last` use an anonymous closure argument (`$0`, `$1`…). Such an expression
    /// means what it says only outside the closure a lowering builds: inside it `$0` would name that
    /// closure's own parameter (or not compile, beside a named one), so it is bound in the capture list.
    private func usesAnonymousArgument(_ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        return (first...last).contains { i in
            tokens[i].kind == .identifier && tokens[i].text.count > 1 && tokens[i].text.hasPrefix("$")
                && tokens[i].text.dropFirst().allSatisfy(\.isNumber)
        }
    }

    /// A capture list of `bindings` alone, nil when there are none.
    private func bindingList(_ bindings: [String]) -> String? {
        bindings.isEmpty ? nil : "[" + bindings.joined(separator: ", ") + "]"
    }

    /// `list` (`[weak self]`) with `extra` bindings added.
    private func captureList(_ list: String, adding extra: [String]) -> String {
        extra.isEmpty ? list : String(list.dropLast()) + ", " + extra.joined(separator: ", ") + "]"
    }

    // MARK: Observers and delayed performs

    private func lowerObserver(_ p: Int, _ reference: SelectorReference, target: String, name: String, object: String,
                               receiverStart: Int?, receiver: String?, end: Int, spelled: String) {
        guard let receiverStart, let receiver else {
            leave(reference, at: p, "addObserver without a receiver")
            return
        }
        let owner = storeClass(for: p)
        guard let lowered = loweredCall(p, reference, target: target, nilTarget: "an observer that is nil",
                                        precondition: owner == nil ? "no class in this file to keep the observer's token in" : nil,
                                        passing: { parameter in
            var type = parameter.type
            if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            switch type {
            case "Notification", "Foundation.Notification", "Any": return "note"
            case "NSNotification", "Foundation.NSNotification": return "NSNotification(name: note.name, object: note.object, userInfo: note.userInfo)"
            default: return nil
            }
        }), let owner else { return }
        let text = "\(observerStore(at: p)).append((\(name), \(receiver).addObserver(forName: \(name), object: \(object), queue: nil) { \(lowered.capture.list) note in \(lowered.text) }))"
        guard addEdit(receiverStart, end + 1, text) else {
            leave(reference, at: p, "overlaps another rewrite")
            return
        }
        storeClasses.insert(owner)
        if target == "self" { selfObserversLowered = true }
        uses[lowered.method.funcIndex, default: []].append(.lowered)
        change(p, "addObserver(\(target), selector: #selector(\(spelled)), …) → block observer calling \(lowered.described)")
    }

    /// How code at `p` names the class's observer store: `keyfuzzObservers` in a function's own body,
    /// `self.keyfuzzObservers` anywhere deeper (a closure such as `DispatchQueue.main.async { … }`, where
    /// Swift 5 requires `self.` for an escaping closure; inside an `if` or a `forEach` it is merely
    /// explicit). The original call named `self` itself, so the lowered one may too.
    private func observerStore(at p: Int) -> String {
        let open = tokens.indices.lazy.filter { i in
            self.index.isPunctuation(i, "{") && i < p && (self.index.partner[i] ?? -1) > p
        }.last
        guard let open else { return "keyfuzzObservers" }
        return isFunctionBody(open) ? "keyfuzzObservers" : "self.keyfuzzObservers"
    }

    /// Whether the `{` at `open` opens the body of a function, initializer, deinitializer, subscript or
    /// accessor: walking back over its signature (brackets skipped whole) reaches one of those keywords
    /// before another statement's `{`, `}` or `;`.
    private func isFunctionBody(_ open: Int) -> Bool {
        let keywords: Set<String> = ["func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet"]
        var k = index.previousSignificant(before: open)
        while let j = k {
            let t = tokens[j]
            if t.kind == .punctuation {
                switch t.text {
                case ")", "]":
                    k = index.partner[j].flatMap { index.previousSignificant(before: $0) }
                    continue
                case "{", "}", ";": return false
                default: break
                }
            } else if t.kind == .identifier, keywords.contains(t.text),
                      !index.isPunctuation(index.previousSignificant(before: j), ".") {
                return true
            }
            k = index.previousSignificant(before: j)
        }
        return false
    }

    /// The `{` of the class that keeps observer tokens for code at `p` (an extension's class when it is in
    /// this file).
    private func storeClass(for p: Int) -> Int? {
        guard let type = index.enclosingType(of: p) else { return nil }
        if type.keyword == "class" { return type.open }
        if type.keyword == "extension" { return index.classDeclaration(named: type.name)?.open }
        return nil
    }

    private func lowerPerform(_ p: Int, _ reference: SelectorReference, argument: SourceIndex.Argument, delay: SourceIndex.Argument,
                              receiverStart: Int, receiver: String?, end: Int, spelled: String) {
        let target = receiver?.trimmingWhitespace ?? "self"
        // `with:` is evaluated when `perform` is called; an argument naming `$0` is bound then, in the capture list.
        let argumentText = index.source(argument.first, argument.last)
        let bound = usesAnonymousArgument(argument.first, argument.last)
        guard let lowered = loweredCall(p, reference, target: target, nilTarget: "perform on nil",
                                        failure: { _ in "\(reference.name) takes more than one parameter" },
                                        passing: { _ in bound ? "keyfuzzArgument" : argumentText }) else { return }
        let list = captureList(lowered.capture.list, adding: bound ? ["keyfuzzArgument = \(argumentText)"] : [])
        let delayTokens = index.significant(between: delay.first - 1, and: delay.last + 1)
        let compound = delayTokens.contains { tokens[$0].kind == .operator || index.isPunctuation($0, ":") }
        let delayText = index.source(delay.first, delay.last)
        let when = compound ? "(\(delayText))" : delayText
        let text = "DispatchQueue.main.asyncAfter(deadline: .now() + \(when)) { \(list) in \(lowered.text) }"
        guard addEdit(receiverStart, end + 1, text) else { leave(reference, at: p, "overlaps another rewrite"); return }
        uses[lowered.method.funcIndex, default: []].append(.lowered)
        change(p, "perform(#selector(\(spelled)), with:, afterDelay:) → DispatchQueue.main.asyncAfter calling \(lowered.described)")
    }

    /// `removeObserver(self)` and `removeObserver(self, name:object:)`, in a file whose selector observers
    /// on `self` were lowered: they now remove the kept tokens.
    private func lowerRemovals() {
        for i in tokens.indices where index.isIdentifier(i, "removeObserver") && !isAppleOnly(i) {
            guard let open = index.nextSignificant(after: i), index.isPunctuation(open, "("), let close = index.partner[open],
                  let arguments = index.arguments(open: open), let first = arguments.first, first.label == nil,
                  first.first == first.last, index.isIdentifier(first.first, "self"),
                  let dot = index.previousSignificant(before: i), index.isPunctuation(dot, "."),
                  let receiverEnd = index.previousSignificant(before: dot), let owner = storeClass(for: i) else { continue }
            let receiverStart = index.expressionStart(endingAt: receiverEnd)
            let receiver = index.source(receiverStart, receiverEnd)
            let labels = arguments.map { $0.label ?? "_" }
            let text: String
            // The centre and the name are evaluated where the call was written: naming `$0` (an enclosing
            // closure's parameter, as in `names.forEach { center.removeObserver(self, name: $0, object: nil) }`),
            // they are bound in the new closure's capture list.
            let boundReceiver = usesAnonymousArgument(receiverStart, receiverEnd)
            let center = boundReceiver ? "keyfuzzCenter" : receiver
            var bindings = boundReceiver ? ["keyfuzzCenter = \(receiver)"] : []
            let store = observerStore(at: i)
            if labels == ["_"] {
                text = "\(store).forEach { \(bindingList(bindings).map { "\($0) in " } ?? "")\(center).removeObserver($0.token) }; \(store).removeAll()"
            } else if labels == ["_", "name", "object"] {
                var name = index.source(arguments[1].first, arguments[1].last)
                if usesAnonymousArgument(arguments[1].first, arguments[1].last) {
                    bindings.insert("keyfuzzName = (\(name)) as Notification.Name?", at: 0)
                    name = "keyfuzzName"
                }
                text = "\(store).removeAll { \(bindingList(bindings).map { "\($0) " } ?? "")entry in guard entry.name == \(name) else { return false }; \(center).removeObserver(entry.token); return true }"
            } else {
                continue
            }
            if addEdit(receiverStart, close + 1, text) {
                storeClasses.insert(owner)
                change(i, "removeObserver(self\(labels.count > 1 ? ", name:, object:" : "")) → the kept observer tokens removed")
            }
        }
    }

    // MARK: Target–action

    private func lowerControlAction(_ p: Int, _ reference: SelectorReference, target: String, event: String, callee: Int, end: Int, spelled: String) {
        guard let lowered = loweredCall(p, reference, target: target, nilTarget: "addTarget(nil, …): the responder chain is not modelled",
                                        failure: { $0.message + " (a UIAction passes no UIEvent)" },
                                        passing: { self.cast("action.sender", optional: true, to: $0.type, noCastFor: []) }) else { return }
        let text = "addAction(UIAction { \(lowered.capture.list) action in \(lowered.text) }, for: \(event))"
        guard addEdit(callee, end + 1, text) else { leave(reference, at: p, "overlaps another rewrite"); return }
        uses[lowered.method.funcIndex, default: []].append(.lowered)
        change(p, "addTarget(\(target), action: #selector(\(spelled)), for: \(event)) → addAction(UIAction { … \(lowered.described) })")
    }

    private func lowerBarButtonItem(_ p: Int, _ reference: SelectorReference, target: String, start: Int, end: Int, spelled: String,
                                    form: (String) -> String) {
        guard let lowered = loweredCall(p, reference, target: target, nilTarget: "a bar button item with a nil target: the responder chain is not modelled",
                                        passing: { self.cast("action.sender", optional: true, to: $0.type, noCastFor: []) }) else { return }
        let text = form("{ \(lowered.capture.list) action in \(lowered.text) }")
        guard addEdit(start, end + 1, text) else { leave(reference, at: p, "overlaps another rewrite"); return }
        uses[lowered.method.funcIndex, default: []].append(.lowered)
        change(p, "UIBarButtonItem(…, target: \(target), action: #selector(\(spelled))) → UIBarButtonItem(…, primaryAction: UIAction { … })")
    }

    // MARK: Gesture recognizers

    private func pendGesture(_ p: Int, _ reference: SelectorReference, target: String, lo: Int, hi: Int, spelled: String,
                             callee: Int, gestures: inout [PendingGesture], form: (_ capture: String, _ call: String) -> String) {
        guard let lowered = loweredCall(p, reference, target: target, nilTarget: "a gesture recognizer with a nil target",
                                        passing: { self.cast("recognizer", optional: false, to: $0.type, noCastFor: ["UIGestureRecognizer", "AnyObject", "NSObject"]) })
        else { return }
        gestures.append(PendingGesture(selector: p, lo: lo, hi: hi, lowered: form(lowered.capture.list, lowered.text), method: lowered.method,
                                       description: "\(index.text(callee))(… #selector(\(spelled))) → kept for iOS under #if canImport(ObjectiveC); #else a keyfuzzHandler closure calling \(lowered.described)"))
    }

    /// Wraps the lines of the statement holding a gesture recognizer's selector:
    /// `#if canImport(ObjectiveC)` as written `#else` lowered `#endif`.
    private func applyGesture(_ gesture: PendingGesture) {
        let reference = SelectorReference(name: gesture.method.name)
        let first = index.firstToken(ofLineHolding: gesture.lo)
        let indentation = index.indentation(ofLineHolding: gesture.lo)
        guard let start = index.nextSignificant(after: first - 1), start <= gesture.lo else {
            leave(reference, at: gesture.selector, "gesture recognizer: statement not found")
            return
        }
        let last = index.lastToken(ofLineHolding: gesture.hi)
        var end = last
        while end > gesture.hi, tokens[end].kind == .whitespace { end -= 1 }
        // The lines must hold whole statements: balanced brackets, nothing continuing from the line before or
        // onto the line after.
        var depth = 0
        var balanced = true
        for j in start...end where tokens[j].kind == .punctuation {
            if ["(", "[", "{"].contains(tokens[j].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[j].text) { depth -= 1; if depth < 0 { balanced = false } }
        }
        // (`in` ending a line opens a closure's body: a statement starts after it.)
        let continuing: Set<String> = ["=", ",", "(", "[", ":", ".", "return", "->", "&&", "||", "+", "-", "??"]
        let before = index.previousSignificant(before: start)
        let after = index.nextSignificant(after: end)
        let joinsBefore = before.map { continuing.contains(tokens[$0].text) } ?? false
        let joinsAfter = after.map { [".", ")", "]", ",", ":", "=", "&&", "||", "??"].contains(tokens[$0].text) } ?? false
        guard balanced, depth == 0, !joinsBefore, !joinsAfter, !index.isPunctuation(start, ".") else {
            leave(reference, at: gesture.selector, "a gesture recognizer's selector inside a statement that spans other lines; write the recognizer in its own statement")
            return
        }
        let original = index.source(start, end)
        let lowered = index.source(start, gesture.lo - 1) + gesture.lowered + index.source(gesture.hi + 1, end)
        let text = "#if canImport(ObjectiveC)\n\(indentation)\(original)\n\(indentation)#else\n\(indentation)\(lowered)\n\(indentation)#endif"
        guard addEdit(start, end + 1, text) else {
            leave(reference, at: gesture.selector, "a gesture recognizer on a line with another rewrite; write it in its own statement")
            return
        }
        uses[gesture.method.funcIndex, default: []].append(.conditional)
        change(gesture.selector, gesture.description)
    }

    // MARK: Attributes and imports

    private static let interfaceBuilder: Set<String> = ["@IBOutlet", "@IBInspectable", "@IBDesignable", "@IBSegueAction"]

    private func lowerAttributes() {
        var conditionalDone: Set<Int> = []
        var optionalDefaults: [Int: OptionalDefaults] = [:]
        defer { addOptionalDefaults(optionalDefaults) }
        for method in index.methods where !isAppleOnly(method.funcIndex) {
            let methodUses = uses[method.funcIndex] ?? []
            let kept = methodUses.compactMap { use -> Int? in if case .leftInPlace(let line) = use { return line }; return nil }
            let objc = method.attributes.filter { ["@objc", "@IBAction"].contains(tokens[$0.at].text) }
            if let action = method.attributes.first(where: { tokens[$0.at].text == "@IBAction" }) { openOutletAccess(after: action.end) }
            let isOptionalRequirement = (method.start..<method.funcIndex).contains { index.isIdentifier($0, "optional") }
            if isOptionalRequirement {
                if let owner = index.enclosingType(of: method.funcIndex), owner.keyword == "protocol" {
                    lowerOptionalRequirement(method, attributes: objc, in: owner, defaults: &optionalDefaults)
                } else {
                    for attribute in objc {
                        report(attribute.at, "@objc optional protocol requirement \(method.name): no Linux form (make it a requirement with a default in an extension)")
                    }
                }
                continue
            }
            if !kept.isEmpty {
                for attribute in objc {
                    report(attribute.at, "\(tokens[attribute.at].text) kept on \(method.name): its selector at line \(kept[0]) was not lowered")
                }
                continue
            }
            if methodUses.contains(.conditional) {
                conditionalDone.insert(method.funcIndex)
                if let primary = objc.first {
                    let arguments = tokens[primary.at].text == "@objc" && primary.end > primary.at ? index.source(primary.at + 1, primary.end) : ""
                    conditionalAttribute(primary.at, primary.end, "@objc\(arguments)")
                    for other in objc.dropFirst() { removeAttribute(other.at, other.end) }
                } else {
                    let indentation = index.indentation(ofLineHolding: method.start)
                    addEdit(method.start, method.start, "#if canImport(ObjectiveC)\n\(indentation)@objc\n\(indentation)#endif\n\(indentation)")
                }
                change(method.funcIndex, "@objc on \(method.name) kept for iOS only (#if canImport(ObjectiveC))")
                continue
            }
            for attribute in objc {
                removeAttribute(attribute.at, attribute.end)
                if tokens[attribute.at].text == "@IBAction" { change(attribute.at, "@IBAction removed from \(method.name) (no Interface Builder on Linux)") }
            }
        }
        let methodAttributes = Set(index.methods.flatMap { $0.attributes.map(\.at) })
        for i in tokens.indices where tokens[i].kind == .attribute && !methodAttributes.contains(i) && !isAppleOnly(i) {
            let text = tokens[i].text
            let end = index.nextSignificant(after: i).flatMap { $0 == i + 1 && index.isPunctuation($0, "(") ? index.partner[$0] : nil } ?? i
            if Self.interfaceBuilder.contains(text) {
                removeAttribute(i, end)
                change(i, "\(text) removed (no Interface Builder on Linux)")
                if text == "@IBOutlet" || text == "@IBInspectable" { openOutletAccess(after: end) }
            } else if text == "@objc" {
                // `@objc optional` requirements need the runtime: kept and reported.
                var j = index.nextSignificant(after: end)
                var optional = false
                while let k = j, (tokens[k].kind == .identifier && SourceIndex.modifiers.contains(tokens[k].text)) || tokens[k].kind == .attribute {
                    if tokens[k].text == "optional" { optional = true }
                    j = index.nextSignificant(after: k)
                }
                if optional {
                    report(i, "@objc optional protocol requirement: no Linux form (make it a requirement with a default in an extension)")
                } else {
                    removeAttribute(i, end)
                }
            } else if text == "@objcMembers" {
                if unhandled.isEmpty { removeAttribute(i, end) } else { report(i, "@objcMembers kept: a selector in this file was not lowered") }
            }
        }
        // Interface Builder attributes on methods (`@IBSegueAction`).
        for method in index.methods where !isAppleOnly(method.funcIndex) {
            for attribute in method.attributes where Self.interfaceBuilder.contains(tokens[attribute.at].text) {
                removeAttribute(attribute.at, attribute.end)
            }
        }
    }

    // MARK: Members looked up on AnyObject

    /// The Foundation value each member a keyboard notification's `userInfo` is read with belongs to.
    static let anyObjectMembers: [String: String] = [
        "cgRectValue": "NSValue", "cgPointValue": "NSValue", "cgSizeValue": "NSValue",
        "doubleValue": "NSNumber", "floatValue": "NSNumber", "intValue": "NSNumber", "uintValue": "NSNumber",
        "integerValue": "NSNumber", "boolValue": "NSNumber",
    ]

    /// `(info[key] as AnyObject).cgRectValue`: a member looked up on `AnyObject` needs the Objective-C
    /// runtime, which finds it on the `NSValue` or `NSNumber` the dictionary holds (and gives nil when the
    /// object has no such member). It becomes `(info[key] as? NSValue)?.cgRectValue`: the same value, nil
    /// where the lookup found nothing. A member not in ``anyObjectMembers`` is reported.
    private func lowerAnyObjectMembers() {
        for i in tokens.indices where index.isIdentifier(i, "as") && !isAppleOnly(i) {
            guard let type = index.nextSignificant(after: i), index.isIdentifier(type, "AnyObject"),
                  let close = index.nextSignificant(after: type), index.isPunctuation(close, ")"),
                  let dot = index.nextSignificant(after: close), dot == close + 1, index.isPunctuation(dot, "."),
                  let member = index.nextSignificant(after: dot), tokens[member].kind == .identifier else { continue }
            let name = tokens[member].text
            guard let owner = Self.anyObjectMembers[name] else {
                report(member, "(… as AnyObject).\(name): a member looked up on AnyObject needs the Objective-C runtime; cast to the Foundation type that has it")
                continue
            }
            if addEdit(i, close + 1, "as? \(owner))?") {
                change(member, "(… as AnyObject).\(name) read as (… as? \(owner))?.\(name) (no AnyObject member lookup without the Objective-C runtime)")
            }
        }
    }

    // MARK: Optional protocol requirements

    /// `@objc optional func f(…)` in an `@objc protocol`: Swift without the Objective-C runtime has no
    /// optional requirements, so it becomes a plain requirement. One that returns nothing gets an empty
    /// default in an extension after the protocol (a conformer that does not implement it does nothing
    /// when called, as the optional one did); one that returns a value gets none, so a conformer that
    /// does not implement it stops at the compiler's "does not conform", never at a silently made-up
    /// value. The file's optional calls `x?.f?(…)` become `x?.f(…)`.
    private func lowerOptionalRequirement(_ method: SourceIndex.MethodDeclaration, attributes: [(at: Int, end: Int)],
                                          in owner: SourceIndex.TypeDeclaration,
                                          defaults: inout [Int: OptionalDefaults]) {
        guard let optional = (method.start..<method.funcIndex).first(where: { index.isIdentifier($0, "optional") }),
              let open = (method.funcIndex..<tokens.count).first(where: { index.isPunctuation($0, "(") }),
              let close = index.partner[open] else {
            for attribute in attributes {
                report(attribute.at, "@objc optional protocol requirement \(method.name): no Linux form (make it a requirement with a default in an extension)")
            }
            return
        }
        let lineEnd = index.lastToken(ofLineHolding: close)
        var signatureEnd = close
        var returnType: [Int] = []
        var afterArrow = false
        var j = close + 1
        while j <= lineEnd, !index.isPunctuation(j, ";"), !index.isPunctuation(j, "}") {
            if tokens[j].kind == .lineComment || tokens[j].kind == .blockComment { break }
            if index.isSignificant(j) {
                signatureEnd = j
                if afterArrow { returnType.append(j) }
                if tokens[j].kind == .operator, tokens[j].text == "->" { afterArrow = true }
            }
            j += 1
        }
        let returnText = returnType.map { tokens[$0].text }.joined()
        let returnsNothing = returnType.isEmpty || returnText == "Void" || returnText == "()"
        for attribute in attributes { removeAttribute(attribute.at, attribute.end) }
        removeWithTrailingSpaces(optional, optional)
        if returnsNothing {
            let signature = index.source(method.funcIndex, signatureEnd)
            let isPublic = (index.firstToken(ofLineHolding: owner.keywordIndex)..<owner.keywordIndex)
                .contains { index.isIdentifier($0, "public") || index.isIdentifier($0, "open") }
            defaults[owner.close, default: OptionalDefaults(protocolName: owner.name, isPublic: isPublic)].members.append(signature)
            change(method.funcIndex, "@objc optional requirement \(method.name) of \(owner.name) made a requirement with an empty default (extension after the protocol)")
        } else {
            change(method.funcIndex, "@objc optional requirement \(method.name) of \(owner.name) made a requirement without a default: it returns a value, so each conformer must implement it (the compiler says which do not)")
        }
        // The file's optional calls of the requirement: `f?(` loses its `?`.
        for i in tokens.indices where index.isIdentifier(i, method.name) && i + 2 < tokens.count
            && tokens[i + 1].kind == .operator && tokens[i + 1].text == "?" && index.isPunctuation(i + 2, "(") {
            if let dot = index.previousSignificant(before: i), index.isPunctuation(dot, "."), addEdit(i + 1, i + 2, "") {
                change(i, "optional call \(method.name)?(…) made a plain call (the requirement is no longer optional)")
            }
        }
    }

    /// The empty defaults of one protocol's optional requirements that return nothing (their signatures).
    struct OptionalDefaults {
        var protocolName: String
        var isPublic: Bool
        var members: [String] = []
    }

    /// Writes each protocol's extension of empty defaults after its closing brace (keyed by that brace).
    private func addOptionalDefaults(_ defaults: [Int: OptionalDefaults]) {
        for (close, protocolDefaults) in defaults {
            let access = protocolDefaults.isPublic ? "public " : ""
            let members = protocolDefaults.members.map { "    \(access)\($0) {}" }.joined(separator: "\n")
            addEdit(close + 1, close + 1, "\n\nextension \(protocolDefaults.protocolName) {\n\(members)\n}")
        }
    }

    /// A `private` or `fileprivate` outlet or action (`@IBOutlet private weak var field: UITextField!`,
    /// `@IBAction private func save(_:)`): UIKit's nib loader sets outlets by key-value coding and sends
    /// actions by selector, past Swift's access control; the Swift `keyfuzz import` writes for the
    /// storyboard sets and calls them from another file, so the modifier (and a `private(set)`) goes.
    private func openOutletAccess(after attributeEnd: Int) {
        var j = index.nextSignificant(after: attributeEnd)
        while let k = j, tokens[k].kind == .attribute || (tokens[k].kind == .identifier && SourceIndex.modifiers.contains(tokens[k].text)) {
            var last = k
            if let open = index.nextSignificant(after: k), open == k + 1, index.isPunctuation(open, "("), let close = index.partner[open] {
                last = close
            }
            if ["private", "fileprivate"].contains(tokens[k].text) {
                if removeWithTrailingSpaces(k, last) {
                    change(k, "\(index.source(k, last)) removed from an Interface Builder outlet or action (the storyboard's Swift reaches it from another file, as UIKit's nib loader does past access control)")
                }
            }
            j = index.nextSignificant(after: last)
        }
    }

    /// Removes an attribute (tokens `at...end`): its whole line when it stands alone there, else the
    /// attribute and the spaces after it.
    private func removeAttribute(_ at: Int, _ end: Int) {
        let first = index.firstToken(ofLineHolding: at)
        let last = index.lastToken(ofLineHolding: end)
        let alone = !(first..<at).contains(where: { tokens[$0].kind != .whitespace })
            && !(end + 1..<last + 1).contains(where: { tokens[$0].kind != .whitespace })
        if alone {
            addEdit(first, min(last + 2, tokens.count), "")
        } else {
            removeWithTrailingSpaces(at, end)
        }
    }

    /// Removes tokens `lo...last` and the spaces after them (one edit); false when it overlaps another.
    @discardableResult
    private func removeWithTrailingSpaces(_ lo: Int, _ last: Int) -> Bool {
        var hi = last + 1
        while hi < tokens.count, tokens[hi].kind == .whitespace { hi += 1 }
        return addEdit(lo, hi, "")
    }

    /// Replaces an attribute by `#if canImport(ObjectiveC)` `replacement` `#endif` on lines of their own.
    private func conditionalAttribute(_ at: Int, _ end: Int, _ replacement: String) {
        let indentation = index.indentation(ofLineHolding: at)
        let first = index.firstToken(ofLineHolding: at)
        let last = index.lastToken(ofLineHolding: end)
        let leading = (first..<at).contains(where: { tokens[$0].kind != .whitespace }) ? "\n\(indentation)" : ""
        let trailingCode = (end + 1..<last + 1).contains(where: { tokens[$0].kind != .whitespace })
        let block = "\(leading)#if canImport(ObjectiveC)\n\(indentation)\(replacement)\n\(indentation)#endif"
        if trailingCode {
            var hi = end + 1
            while hi < tokens.count, tokens[hi].kind == .whitespace { hi += 1 }
            addEdit(at, hi, block + "\n\(indentation)")
        } else {
            addEdit(at, end + 1, block)
        }
    }

    /// `import Foundation` beside `import UIKit`: the facade re-exports Foundation, and both in one file
    /// make `NotificationCenter` ambiguous (Sources/UIKit/SPIKE.md).
    private func dropImportFoundation() {
        let imports = tokens.indices.filter { index.isIdentifier($0, "import") && !isAppleOnly($0) }
        func imported(_ i: Int) -> String? { index.nextSignificant(after: i).map(index.text) }
        guard imports.contains(where: { imported($0) == "UIKit" }) else { return }
        for i in imports where imported(i) == "Foundation" {
            let name = index.nextSignificant(after: i)!
            if let before = index.previousSignificant(before: i), tokens[before].line == tokens[i].line { continue }
            removeAttribute(i, name)
            change(i, "import Foundation removed (UIKit re-exports it)")
        }
    }

    private func insertStores() {
        for open in storeClasses.sorted() {
            let body = index.significant(between: open, and: index.partner[open]!)
            if body.contains(where: { index.isIdentifier($0, "keyfuzzObservers") && index.isIdentifier(index.previousSignificant(before: $0), "var") }) {
                continue
            }
            let indentation = index.indentation(ofLineHolding: open) + "    "
            addEdit(open + 1, open + 1, "\n\(indentation)/// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).\n"
                + "\(indentation)private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []\n")
        }
    }
}

extension SelectorReference {
    /// A reference by name only (for reports).
    init(name: String) {
        self.qualifier = nil
        self.name = name
        self.labels = nil
    }
}
