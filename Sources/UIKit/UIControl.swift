/// `UIControl`: the control events and their actions (Apple's `UIControl`, `addAction(_:for:)`, iOS 14).
///
/// An action added for a set of events runs, with the control as its `sender`, each time one of those
/// events is sent, in the order the actions were added; adding the same `UIAction` (the same identifier)
/// again for the same events replaces it, as UIKit does. Events are sent by `sendActions(for:)`, and by
/// the runner's taps (`simulateTap()`), never by themselves. `isEnabled`, `isSelected` and `isHighlighted`
/// are stored (a disabled control still runs actions sent by `sendActions(for:)`, as in UIKit; a tap on it
/// sends nothing). Target–action (`addTarget(_:action:for:)`) needs the Objective-C runtime: `keyfuzz
/// import` lowers it to `addAction`.
open class UIControl: UIView {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `UIControl.Event` (the common events; raw values are UIKit's).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.State` (for titles and images by state).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `state`: from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// `addAction(_:for:)`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actions.append((action, controlEvents))
    }

    /// `removeAction(_:for:)`: the action (by identifier) no longer runs for these events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// `removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Each action with the events it runs for, in the order added.
    package var registeredActions: [(action: UIAction, events: Event)] { actions }

    /// `sendActions(for:)`: runs, in order, each action added for any of these events, with this control
    /// as the action's sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// `sendAction(_:)`: runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// What a tap on this control sends (UIKit: touch down, then touch up inside; a button's primary
    /// action with it).
    var tapEvents: Event { [.touchDown, .touchUpInside] }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: target–action needs the Objective-C runtime; use addAction(UIAction { … }, for:) (keyfuzz import lowers it)")
    public func addTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
}
