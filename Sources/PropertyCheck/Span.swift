/// What a span of choices was drawn by; the shrinker only reorders spans of the same kind.
public enum SpanKind: UInt8, Sendable, Hashable {
    /// A span opened by `Gen.span` or a user label.
    case generic
    /// A whole array (its elements' spans are its children).
    case array
    /// One array element, including the "continue" flag drawn before it.
    case arrayElement
    /// A dependent draw: the first generator's choices followed by the second's.
    case flatMap
    /// The index of the chosen alternative followed by its choices.
    case oneOf
    /// The presence flag of an optional followed by the wrapped value's choices.
    case optional
    /// One step of a stateful sequence, including its "continue" flag.
    case step
    /// One attempt of a filtered generator.
    case filterAttempt
}

/// The range of choices `start..<end` that one generator drew, and the span that contained it.
///
/// Spans form a tree recorded in pre-order (a parent precedes its children). The shrinker deletes,
/// zeroes and reorders whole spans, so that one array element or one step disappears at once.
public struct Span: Sendable, Hashable {
    /// Index of the first choice in the span.
    public var start: Int
    /// Index one past the last choice in the span.
    public var end: Int
    /// Index of the enclosing span in the same case's span list, or `-1` at the top level.
    public var parent: Int
    /// What drew the span.
    public var kind: SpanKind

    @inlinable
    init(start: Int, end: Int, parent: Int, kind: SpanKind) {
        self.start = start
        self.end = end
        self.parent = parent
        self.kind = kind
    }

    /// The number of choices in the span.
    @inlinable
    public var count: Int { end - start }
}
