import ScrollGeometry

/// What an adoption line's `make` draws of the app around its controller: the parameters a screen's
/// own state depends on — how many messages a chat starts with, whether a form shows its header, which
/// kind of account it is for — drawn from the same choice sequence as the world, so that a scenario's
/// token replays them exactly and the shrinker brings each to its simplest value (the low end of a
/// count, `false`, the first option).
///
/// ```swift
/// ViewControllerStrategy.descriptor(id: "chat", …) { app in
///     ChatViewController(messages: (0..<app.count("messages", 0...60)).map { "message \($0)" },
///                        showsHeader: app.flag("header"))
/// }
/// ```
///
/// Each call takes the next of the scenario's ``StartScreen/appChoices`` and names the value it gave
/// ("messages = 0"), so a counterexample says what app it ran in. Calls past
/// ``ViewControllerStrategy/maxAppParameters`` give the simplest value and say so.
public final class AppParameters: @unchecked Sendable {
    private let choices: [UInt64]
    private var next = 0
    /// What was drawn, in order: "messages = 0", "header = off".
    public private(set) var drawn: [String] = []

    /// A handle drawing from `choices`; with none, every draw is the simplest value.
    public init(choices: [UInt64]) { self.choices = choices }

    /// How many of the choices the draws so far have taken.
    public var taken: Int { min(next, choices.count) }

    /// The next choice, or `nil` past the scenario's choices.
    private func take() -> UInt64? {
        defer { next += 1 }
        return next < choices.count ? choices[next] : nil
    }

    private func note(_ name: String, _ value: String, drawn choice: UInt64?) {
        drawn.append("\(name) = \(value)" + (choice == nil && !choices.isEmpty ? " (not drawn: past the scenario's \(choices.count) choices)" : ""))
    }

    /// A count in `range`: its low end for the simplest case.
    public func count(_ name: String, _ range: ClosedRange<Int>) -> Int {
        let choice = take()
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        let value = range.lowerBound + Int((choice ?? 0) % width)
        note(name, "\(value)", drawn: choice)
        return value
    }

    /// A yes or no: `false` for the simplest case.
    public func flag(_ name: String) -> Bool {
        let choice = take()
        let value = (choice ?? 0) % 2 == 1
        note(name, value ? "on" : "off", drawn: choice)
        return value
    }

    /// One of `options`: the first for the simplest case. `options` must not be empty; with none, the
    /// draw is refused by a trap, as `Array`'s subscript would.
    public func pick<T>(_ name: String, _ options: [T]) -> T {
        precondition(!options.isEmpty, "AppParameters.pick(\"\(name)\") needs at least one option")
        let choice = take()
        let value = options[Int((choice ?? 0) % UInt64(options.count))]
        note(name, "\(value)", drawn: choice)
        return value
    }
}
