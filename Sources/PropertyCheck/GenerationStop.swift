/// Why a test case stopped before reaching the property body. Not a failure of the property.
public enum GenerationStop: Error, Sendable, Hashable {
    /// A filter or `assume` rejected the case; it counts towards the health check.
    case rejected
    /// The case tried to draw more choices than `Limits.maxChoicesPerCase`.
    case overrun
}
