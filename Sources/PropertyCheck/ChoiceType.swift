/// What one recorded choice encodes, so the shrinker can work on values instead of raw encodings.
///
/// A test case records types only when it replays (the shrinker's cases), never while generating, so
/// generation pays nothing for them; the shrinker replays its starting case once to learn them.
@usableFromInline
enum ChoiceType: Sendable, Hashable {
    /// A plain choice in `0...bound`; smaller is simpler (`TestCase.draw(upTo:)`, flags, indices).
    case plain(bound: UInt64)
    /// A signed integer drawn with `SignedEncoding` over `lower...upper`.
    case signed(lower: Int64, upper: Int64)
    /// The second choice of a double (`DoubleEncoding`); the choice before it is the double's kind.
    case double(lower: Double, upper: Double)

    /// Whether the choice can only be 0 or 1 (a continue flag, a Boolean, a two-way choice).
    @inlinable
    var isBoolean: Bool {
        if case .plain(let bound) = self { return bound <= 1 }
        return false
    }
}
