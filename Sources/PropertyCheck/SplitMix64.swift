/// A small, fast, seeded pseudo-random generator: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// Every random decision the engine makes comes from one of these, so the same seed gives the same run.
/// It passes BigCrush, has a period of 2⁶⁴ and costs a handful of multiplications per value.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's whole state; each call to `next()` advances it by the golden-ratio increment.
    public var state: UInt64

    /// Creates a generator whose sequence is fully determined by `seed`.
    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 uniformly distributed bits.
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// What `next()` will return, without advancing: the state is a counter, so a caller can look
    /// ahead, then either add `increment` to `state` (the value is consumed) or leave it for `next()`.
    @inlinable
    func peek() -> UInt64 { Self.mix(state &+ Self.increment) }

    /// The value at `index` (from 0) of the sequence a generator seeded with `seed` returns, without
    /// running it: the state is a counter, so the stream can be read at any place. Seeds derived this way
    /// for distinct indices (a campaign's cells, from its seed and a hash of each cell's name) are as
    /// independent of each other as the values of one stream.
    @inlinable
    public static func value(seed: UInt64, at index: UInt64) -> UInt64 {
        mix(seed &+ increment &* (index &+ 1))
    }

    /// The golden-ratio increment, 2⁶⁴/φ rounded to odd.
    @inlinable static var increment: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// The output function: a bijective mix of the state's bits (Stafford's "Mix13" variant).
    @inlinable
    static func mix(_ state: UInt64) -> UInt64 {
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns a uniformly distributed integer in `0...bound` (inclusive), without modulo bias.
    ///
    /// Uses Lemire's multiply-and-reject method: one multiplication, and a rejection only with
    /// probability `(2⁶⁴ mod (bound + 1)) / 2⁶⁴`.
    /// - Complexity: O(1) expected.
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }
}
