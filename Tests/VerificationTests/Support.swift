import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
@testable import Verification

/// A strategy made of closures, for hand-made checks of the invariants.
struct ClosureStrategy: KeyboardStrategy {
    var onKeyboard: @Sendable (KeyboardNotification, inout Scene) throws -> Void = { _, _ in }
    var onUpdate: (@Sendable (RowUpdate, inout Scene) throws -> Void)?
    var onAppear: @Sendable (inout Scene) throws -> Void = { _ in }

    mutating func viewDidAppear(in scene: inout Scene) throws { try onAppear(&scene) }

    mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        try onKeyboard(notification, &scene)
    }

    mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        if let onUpdate { try onUpdate(update, &scene) } else { try scene.tableView.apply(update) }
    }
}

func descriptor(_ id: String, promises: Set<Guarantee> = Set(Guarantee.allCases),
                _ make: @escaping @Sendable () -> ClosureStrategy = { ClosureStrategy() }) -> StrategyDescriptor {
    StrategyDescriptor(id: id, summary: id, source: "test", promises: promises, make: { _ in make() })
}

let doNothing = descriptor("do nothing")
let reference = ReferenceStrategy.descriptor

/// Rows of 44 with a text field each.
func fieldRows(_ count: Int, height: Double = 44) -> [[RowSpec]] {
    [Array(repeating: RowSpec(height: height, control: Control(.textField)), count: count)]
}

/// The will/did pair iOS sends when the keyboard moves from `from` to `to` on `layout`'s screen.
func keyboardPair(_ layout: ScreenLayout, from: KeyboardPlacement, to: KeyboardPlacement,
                  show: Bool = true, isLocal: Bool = true) throws -> [Action] {
    let begin = try from.frame(on: layout.device, layout.orientation)
    let end = try to.frame(on: layout.device, layout.orientation)
    let will: KeyboardEvent = show ? .willShow : .willHide
    let did: KeyboardEvent = show ? .didShow : .didHide
    return [.keyboard(try KeyboardNotification(will, begin: begin, end: end, isLocal: isLocal)),
            .keyboard(try KeyboardNotification(did, begin: begin, end: end, isLocal: isLocal))]
}

func show(_ layout: ScreenLayout, _ placement: KeyboardPlacement = .docked(predictive: true)) throws -> [Action] {
    try keyboardPair(layout, from: .hidden(predictive: true), to: placement)
}

func hide(_ layout: ScreenLayout, _ placement: KeyboardPlacement = .docked(predictive: true)) throws -> [Action] {
    try keyboardPair(layout, from: placement, to: .hidden(predictive: true), show: false)
}

func violations(_ scenario: Scenario, _ strategy: StrategyDescriptor, _ id: Guarantee) throws -> [Violation] {
    try ScenarioRunner.run(scenario, strategy: strategy).violations.filter { $0.invariant == id }
}
