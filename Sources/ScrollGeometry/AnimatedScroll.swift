/// The app's own animated scroll: its code calls `scrollToRow(at:at:animated: true)` or
/// `setContentOffset(_:animated: true)` (a "jump to the latest" button, a search result chosen, a
/// deep link), and the scroll view moves its offset there over ``ScrollAnimation/duration``.
///
/// `nextEventAfter` says when the scenario's next event comes, in seconds after the call: within the
/// animation's duration the scroll is still in flight and that event (a keyboard change, rows arriving)
/// interrupts it; `nil` means the next event comes after the scroll has come to rest.
public struct AnimatedScroll: Hashable, Sendable, CustomStringConvertible {
    /// The UIKit call the app makes, with `animated: true`.
    public enum Call: Hashable, Sendable {
        /// `scrollToRow(at:at:animated: true)`: the target is worked out when the call is made, from the
        /// heights the table knows then, and clamped to the valid range then.
        case scrollToRow(IndexPath, TableView.ScrollPosition)
        /// `setContentOffset(_:animated: true)` with the offset `target` means when the call is made.
        case setContentOffset(ScrollTarget)
    }

    public var call: Call
    public var nextEventAfter: Double?

    public init(_ call: Call, nextEventAfter: Double? = nil) {
        self.call = call
        self.nextEventAfter = nextEventAfter
    }

    /// "app scrollToRow [0, 19] .bottom, animated, interrupted at 100 ms" (short: it titles a step's
    /// picture).
    public var description: String {
        var text: String
        switch call {
        case let .scrollToRow(path, position): text = "app scrollToRow \(path) .\(position.rawValue), animated"
        case let .setContentOffset(target): text = "app setContentOffset \(target), animated"
        }
        if let after = nextEventAfter { text += ", interrupted at \(Format.number(after * 1000)) ms" }
        return text
    }
}
