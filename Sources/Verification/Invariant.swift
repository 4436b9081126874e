import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// A property every strategy is checked against after every action: a named value with a one-line
/// statement and a check that returns a message printing the values involved, or `nil` when it holds.
///
/// Checks run on the settled state after each action (the model collapses animations to their end and
/// the runner lays the table out). Distances are in points with a tolerance of ``tolerance``. While
/// another screen covers this one (between `viewWillDisappear` and `viewDidAppear`) checks pause.
public struct Invariant: Sendable, Identifiable {
    public let id: Guarantee
    /// A short name, e.g. "focus visibility".
    public let name: String
    /// The one-line statement a report prints.
    public let statement: String
    let check: @Sendable (StepContext) -> String?

    /// The tolerance for every comparison of positions, in points.
    public static let tolerance = 0.5

    /// Every invariant, in the order reports print them.
    public static let all: [Invariant] = [
        .anchorStability, .focusVisibility, .offsetBounds, .bottomPinning, .roundTrip, .reachability,
        .noUIKitException,
    ]

    /// The invariant for a guarantee.
    public static func named(_ id: Guarantee) -> Invariant {
        all.first { $0.id == id } ?? .noUIKitException
    }
}
