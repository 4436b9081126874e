import KeyboardStrategies
import ScrollGeometry
import Verification

/// What makes two failures of a cell "the same failure" for counting: the strategy, the invariant,
/// the kind of event at which it broke, and the scenario's generator labels.
///
/// A campaign cell files every failing case under its signature, shrinks the first case of each new
/// signature, and counts the rest, so one failure that recurs on most cases cannot hide a rarer one
/// of another kind.
public struct CampaignSignature: Hashable, Sendable, Codable, CustomStringConvertible {
    public var strategy: String
    public var invariant: Guarantee
    /// The kind of event of the step where the invariant broke (``event(of:)``).
    public var event: String
    /// The scenario's labels, sorted, each once.
    public var labels: [String]

    public init(strategy: String, invariant: Guarantee, event: String, labels: [String]) {
        self.strategy = strategy
        self.invariant = invariant
        self.event = event
        self.labels = Array(Set(labels)).sorted()
    }

    /// "insetAndScrollFocused/focusVisibility at keyboard willShow [device: iPhone 15, landscape]".
    public var description: String {
        "\(strategy)/\(invariant.rawValue) at \(event)" + (labels.isEmpty ? "" : " [\(labels.joined(separator: ", "))]")
    }

    /// The kind of an action, without its values: "keyboard willShow", "focus", "insert rows",
    /// "rotation", … (what a person would call the moment it broke).
    public static func event(of action: Action) -> String {
        switch action {
        case let .keyboard(note): return "keyboard \(note.event)"
        case .beginEditing: return "focus"
        case .endEditing: return "end editing"
        case let .update(update):
            switch update {
            case .insert: return "insert rows"
            case .delete: return "delete rows"
            case .reload: return "reload rows"
            case .resize: return "row height change"
            case .reloadAll: return "reload data"
            case .insertSections: return "insert sections"
            case .deleteSections: return "delete sections"
            }
        case .userScroll: return "user scroll"
        case .drag(.began): return "drag begins"
        case .drag(.moved): return "drag moves"
        case .drag(.ended): return "drag ends"
        case .rotate: return "rotation"
        case .resizeWindow: return "window resize"
        case .viewDidAppear: return "view appears"
        case .viewWillDisappear: return "view disappears"
        case .interactivePopCancelled: return "interactive pop cancelled"
        case let .door(_, name): return name
        case .returnKey: return "return key"
        case .typeLines: return "typing"
        case .animatedScroll: return "app's animated scroll"
        case .tapOutsideControl: return "tap outside the list"
        }
    }
}

/// What makes two failures "one bug" in a report: the strategy, the invariant and the **mechanism** of
/// the shrunk failure (``BreakMechanism``): the kind of act that started the turn that broke it (the
/// keyboard, data arriving — any door whose code makes the same kind of table change —, a rotation, a
/// resize, the lifecycle, …) and who moved the list in that turn (the app's code in which callback,
/// UIKit's own adjustment, the user, or nobody). A cell files each shrunk counterexample under its
/// cause: a new cause is a new finding, a known one adds the example to its finding, whose headline is
/// the example with the largest effect. Numbers, devices and door labels never split a cause: a row
/// 12 pt under the keyboard and one 30 pt under it are the same bug, and "a newer post fetched" and
/// "three newer posts fetched" are one door method. Two examples that one invariant's message words
/// differently but one mechanism explains are one bug too; one finding whose examples were moved by
/// different parties is two.
public struct CampaignCause: Hashable, Sendable, CustomStringConvertible {
    public var strategy: String
    public var invariant: Guarantee
    /// ``BreakMechanism/act``.
    public var act: String
    /// ``BreakMechanism/mover``.
    public var mover: String

    public init(strategy: String, invariant: Guarantee, act: String, mover: String) {
        self.strategy = strategy
        self.invariant = invariant
        self.act = act
        self.mover = mover
    }

    public init(strategy: String, invariant: Guarantee, mechanism: BreakMechanism) {
        self.init(strategy: strategy, invariant: invariant, act: mechanism.act, mover: mechanism.mover)
    }

    /// The cause of a failure whose replay kept no trace: its event's family, mover unknown.
    public init(strategy: String, invariant: Guarantee, event: String) {
        self.init(strategy: strategy, invariant: invariant, act: Self.family(of: event), mover: "not measured")
    }

    /// "insetAndScrollFocused/focusVisibility · the app's code in its UIResponder.keyboardWillShowNotification
    /// observer, on the keyboard".
    public var description: String {
        "\(strategy)/\(invariant.rawValue) · \(mover), on \(act)"
    }

    /// The event's family: every keyboard notification is "keyboard notification" and every phase of
    /// a drag "drag". Which notification ends a keyboard's turn (a will-show, a did-show, a
    /// did-change-frame) depends on the order iOS posted them in, not on the bug: on the default
    /// campaign, one bottom-pinning bug broke at three of them.
    public static func family(of event: String) -> String {
        if event.hasPrefix("keyboard ") { return "keyboard notification" }
        if event.hasPrefix("drag ") { return "drag" }
        return event
    }

    /// `message` without the closing parenthesis that names the device ("… (iPhone 15 portrait,
    /// translucent nav bar)", "… (iPad (10th gen) landscape)"), which the invariants append.
    public static func withoutDeviceContext(_ message: String) -> String {
        guard message.hasSuffix(")") else { return message }
        var depth = 0
        var index = message.endIndex
        while index > message.startIndex {
            index = message.index(before: index)
            if message[index] == ")" { depth += 1 }
            if message[index] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
        }
        let inside = message[message.index(after: index)...]
        guard depth == 0, inside.hasPrefix("iPhone") || inside.hasPrefix("iPad") else { return message }
        return String(message[..<index]).trimmingSuffixSpaces
    }

    /// `message` with every number (integers, decimals, signs, `inf`, `nan`) replaced by `#`, so two
    /// messages of one check that differ only in their values read the same.
    public static func template(of message: String) -> String {
        var out = ""
        var rest = Substring(message)
        func isWordChar(_ c: Character?) -> Bool { c.map { $0.isLetter || $0 == "_" } ?? false }
        scan: while let c = rest.first {
            let gluedToWord = isWordChar(out.last)
            // A number starts at a digit (or a sign or point before a digit) not glued to a word.
            if !gluedToWord, c.isNumber || ((c == "-" || c == ".") && rest.dropFirst().first?.isNumber == true) {
                rest = rest.dropFirst().drop { $0.isNumber || $0 == "." }
                if out.last != "#" { out.append("#") }
                continue
            }
            for word in ["-inf", "-nan", "inf", "nan"] where !gluedToWord && rest.hasPrefix(word)
                && !isWordChar(rest.dropFirst(word.count).first) {
                rest = rest.dropFirst(word.count)
                out.append("#")
                continue scan
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
