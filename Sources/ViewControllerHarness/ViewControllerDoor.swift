import UIKit

/// One of a view controller's own entry points for data that arrives — a message received, older
/// history loaded at the top, a refresh, a row that grows — declared beside the controller's adoption
/// line as a closure that calls the controller's own (internal) method. The generator draws among a
/// controller's doors; without any, no data changes are generated for it.
///
///     ViewControllerStrategy.descriptor(id: "chat", …, doors: [
///         .door("message received") { (chat: ChatViewController) in chat.receive("hello") },
///     ]) { ChatViewController() }
public struct ViewControllerDoor: @unchecked Sendable {
    /// The label a counterexample shows ("message received").
    public let name: String
    let act: (UIViewController) -> Void

    /// A door of a `Controller`: `act` runs, as app code on the screen's main thread, with the controller
    /// the scenario made (a door declared for another class does nothing).
    public static func door<Controller: UIViewController>(_ name: String, _ act: @escaping (Controller) -> Void) -> ViewControllerDoor {
        ViewControllerDoor(name: name) { vc in
            if let controller = vc as? Controller { act(controller) }
        }
    }
}
