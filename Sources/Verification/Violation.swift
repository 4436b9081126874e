import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// One broken invariant: which, at which step, after which action, and the message with its values.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public let invariant: Guarantee
    /// 0 is the screen appearing; step n is the n-th action of the scenario.
    public let step: Int
    public let action: Action
    public let message: String
    /// True when the strategy promised this invariant (a failure), false when it did not (information).
    public let promised: Bool

    public var description: String {
        "\(Invariant.named(invariant).name) broken at step \(step) (\(action)): \(message)"
    }
}
