import UIKit

/// One of a view controller's own entry points for data that arrives — a message received, older
/// history loaded at the top, a refresh, a row that grows — declared beside the controller's adoption
/// line as a closure that calls the controller's own (internal) method. The generator draws among a
/// controller's doors; without any, no data changes are generated for it.
///
///     ViewControllerStrategy.descriptor(id: "chat", …, doors: [
///         .door("message received") { (chat: ChatViewController) in chat.receive("hello") },
///         .door("older messages loaded") { (chat: ChatViewController, app) in
///             chat.loadOlder(app.count("messages", 1...50))
///         },
///     ]) { ChatViewController() }
public struct ViewControllerDoor: @unchecked Sendable {
    /// The label a counterexample shows ("message received").
    public let name: String
    let act: (UIViewController, AppParameters) -> Void
    /// Whether `act` draws parameters of its own (``AppParameters``).
    public let draws: Bool

    /// A door of a `Controller`: `act` runs, as app code on the screen's main thread, with the controller
    /// the scenario made (a door declared for another class does nothing).
    public static func door<Controller: UIViewController>(_ name: String, _ act: @escaping (Controller) -> Void) -> ViewControllerDoor {
        ViewControllerDoor(name: name, act: { vc, _ in
            if let controller = vc as? Controller { act(controller) }
        }, draws: false)
    }

    /// A door whose data the scenario draws: `act` gets a handle (``AppParameters``) for how much
    /// arrives, where, which rows go — `.door("older posts load") { (feed: FeedViewController, app) in
    /// feed.prepend(app.count("posts", 1...50)) }`. Each time the door opens it draws anew, from the
    /// same choices as the world (``StartScreen/doorChoices``): the token replays it, the shrinker brings
    /// it to the simplest, and the step names what it drew.
    public static func door<Controller: UIViewController>(_ name: String, _ act: @escaping (Controller, AppParameters) -> Void) -> ViewControllerDoor {
        ViewControllerDoor(name: name, act: { vc, app in
            if let controller = vc as? Controller { act(controller, app) }
        }, draws: true)
    }
}
