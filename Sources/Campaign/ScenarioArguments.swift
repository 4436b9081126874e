import ScrollGeometry

/// What an observability line says a scenario drew: the generator's choices a
/// person reads as `arguments` (the device, the list, the controller, the keyboard's kind, the acts in
/// order) and the scenario's sizes as numeric `features` (rows, the keyboard's height in points, actions),
/// so Tyche can show how the failures spread over devices and keyboards and chart the sizes.
public enum ScenarioArguments {
    /// The drawn values, by name.
    public static func arguments(_ scenario: Scenario) -> [String: ObservedValue] {
        let layout = scenario.start.layout
        return [
            "device": .text("\(layout.device.rawValue) \(layout.orientation.rawValue)"),
            "list": .text(scenario.start.listKind.rawValue),
            "controller": .text("\(layout.controller)"),
            "keyboard": .text(keyboardKind(scenario)),
            "acts": .texts(scenario.actions.map(\.description)),
        ]
    }

    /// Sizes as numbers: `rows` (all sections), `keyboard height` (points, 0 when no keyboard appears),
    /// `actions`.
    public static func features(_ scenario: Scenario) -> [String: ObservedValue] {
        [
            "rows": .number(Double(scenario.start.sections.reduce(0) { $0 + $1.count })),
            "keyboard height": .number(firstKeyboard(scenario)?.endFrame.height ?? 0),
            "actions": .number(Double(scenario.actions.count)),
        ]
    }

    /// The first keyboard notification whose end frame is on screen with a height: the keyboard the
    /// scenario brings up.
    static func firstKeyboard(_ scenario: Scenario) -> KeyboardNotification? {
        let screen = scenario.start.layout.screenBounds
        for action in scenario.actions {
            if case let .keyboard(note) = action, note.endFrame.height > 0,
               note.endFrame.minY < screen.maxY, note.endFrame.maxY > screen.minY {
                return note
            }
        }
        return nil
    }

    /// "docked" (full width at the screen's bottom), "undocked" (full width, lifted above the bottom:
    /// an iPad's undocked or split keyboard), "floating" (narrower than the screen: the iPad's floating
    /// keyboard), "another app's" (`UIKeyboardIsLocalUserInfoKey` false), or "none": the first keyboard
    /// the scenario brings up, in the start screen's orientation.
    static func keyboardKind(_ scenario: Scenario) -> String {
        guard let note = firstKeyboard(scenario) else { return "none" }
        let screen = scenario.start.layout.screenBounds
        if !note.isLocal { return "another app's" }
        if note.endFrame.width < screen.width - 0.5 { return "floating" }
        if note.endFrame.maxY < screen.maxY - 0.5 { return "undocked" }
        return "docked"
    }
}
