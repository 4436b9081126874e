import KeyboardStrategies
import ScrollGeometry

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
        }
    }
}
