/// One integer generator's bias, precomputed when the generator is built, and the fast way to draw a
/// biased choice with it.
///
/// `TestCase.biasedChoice(bits:bound:encoding:)` defines the bias (what each of sixteen draws becomes)
/// and stays the reference. `TestCase.biasedChoice(_:)` returns exactly the choice the reference path
/// returns and leaves the random source in exactly the same state, so every seed gives the same
/// stream (`GenerationStreamTests` pins it; `IntegerBiasTests` compares both paths state by state).
/// It is faster because the common kinds — the simplest value, either bound, a small magnitude, a
/// uniform value: fourteen draws in sixteen — are computed together and selected without branching
/// on random bits (a branch on random bits is mispredicted about half the time). Only the two rare
/// kinds (a value near a bound, a repeat) and Lemire's rejection step take the reference path.
@usableFromInline
struct IntegerBias: Sendable {
    /// The largest choice.
    @usableFromInline let bound: UInt64
    /// How choices map to signed values, or nil for an unsigned range wider than `Int64.max`.
    @usableFromInline let encoding: SignedEncoding?
    /// The choice that encodes the range's lower bound (kind 1 of the bias).
    @usableFromInline let lowerChoice: UInt64
    /// The choice that encodes the range's upper bound (kind 2 of the bias).
    @usableFromInline let upperChoice: UInt64

    @inlinable
    init(bound: UInt64, encoding: SignedEncoding?) {
        self.bound = bound
        self.encoding = encoding
        lowerChoice = encoding.map { $0.encode($0.lower) } ?? 0
        upperChoice = encoding.map { $0.encode($0.upper) } ?? bound
    }
}

extension TestCase {
    /// A generated choice in `0...bias.bound`, with the bias of `biasedChoice(bits:bound:encoding:)`,
    /// drawn from the same random values in the same order (the whole stream is unchanged).
    ///
    /// The reference draws one value for the kind, then a second one for a small magnitude or a
    /// uniform value. Because SplitMix64's state is a counter, the second value can be computed before
    /// knowing whether it is needed (`peek`) and consumed afterwards (`skip`) only if it was.
    @inlinable @inline(__always)
    mutating func biasedChoice(_ bias: IntegerBias) -> UInt64 {
        let bits = rng.next()
        let kind = bits & 15
        // Kinds 6 and 7 (near a bound, a repeat): one draw in eight, by the reference path.
        if kind & 14 == 6 { return referenceChoice(bits: bits, bias) }
        let second = rng.peek()
        let shift = bits >> 4
        let width = kind == 5 ? shift % 17 &+ 8 : shift % 9
        let small = Swift.min(second & ((1 &<< width) &- 1), bias.bound)
        var uniform = second
        if bias.bound != .max {
            let range = bias.bound &+ 1
            let product = second.multipliedFullWidth(by: range)
            // Lemire's method may have to reject this value: left to the reference path (rare unless
            // the range is wider than 2⁶³, where it is then taken on every uniform draw).
            if product.low < range && kind >= 8 { return referenceChoice(bits: bits, bias) }
            uniform = product.high
        }
        var choice = kind >= 8 ? uniform : (kind >= 3 ? small : 0)
        choice = kind == 1 ? bias.lowerChoice : choice
        choice = kind == 2 ? bias.upperChoice : choice
        if kind >= 3 { rng.skip() }
        return choice
    }

    /// The reference path from the kind's random `bits` on: the bias, or a uniform choice, clamped to
    /// the bound as `draw` clamps it.
    @inline(never) @usableFromInline
    mutating func referenceChoice(bits: UInt64, _ bias: IntegerBias) -> UInt64 {
        let biased = biasedChoice(bits: bits, bound: bias.bound, encoding: bias.encoding)
        return Swift.min(biased ?? rng.next(upTo: bias.bound), bias.bound)
    }
}
