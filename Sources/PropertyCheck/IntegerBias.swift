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
    /// How choices map to signed values (for an unsigned range, `0...bound`: choice and value agree).
    @usableFromInline let encoding: SignedEncoding
    /// False for an unsigned range wider than `Int64.max`, which has no `encoding`: its kinds 6 and 7
    /// give a uniform choice instead.
    @usableFromInline let isEncoded: Bool
    /// The fixed choices of kinds 0, 1 and 2: the simplest value, the choice that encodes the lower
    /// bound and the one that encodes the upper bound; then 0, for every other kind.
    @usableFromInline let fixedChoices: (UInt64, UInt64, UInt64, UInt64)

    /// The bias of `Gen.integer(in:)` over a signed range, choices encoded by `SignedEncoding`.
    @inlinable
    init(signed range: ClosedRange<Int64>) {
        let encoding = SignedEncoding(range)
        self.init(bound: encoding.bound, encoding: encoding)
    }

    /// The bias of `Gen.integer(in:)` over an unsigned range of `bound + 1` values, choices counted
    /// from the lower bound.
    @inlinable
    init(unsignedBound bound: UInt64) {
        self.init(bound: bound, encoding: bound <= UInt64(Int64.max) ? SignedEncoding(0...Int64(bound)) : nil)
    }

    @inlinable
    init(bound: UInt64, encoding: SignedEncoding?) {
        self.bound = bound
        if let encoding {
            self.encoding = encoding
            isEncoded = true
            fixedChoices = (0, encoding.encode(encoding.lower), encoding.encode(encoding.upper), 0)
        } else {
            self.encoding = SignedEncoding(0...0)
            isEncoded = false
            fixedChoices = (0, 0, bound, 0)
        }
    }
}

extension TestCase {
    /// A generated choice in `0...bias.bound`, with the bias of `biasedChoice(bits:bound:encoding:)`,
    /// drawn from the same random values in the same order (the whole stream is unchanged).
    ///
    /// The reference draws one value for the kind, then a second one for a small magnitude or a
    /// uniform value. Because SplitMix64's state is a counter, the second value can be computed before
    /// knowing whether it is needed (`peek`) and consumed afterwards only if it was.
    @inlinable @inline(__always)
    mutating func biasedChoice(_ bias: IntegerBias) -> UInt64 {
        let bits = rng.next()
        let kind = bits & 15
        // Kinds 6 and 7 (near a bound, a repeat): one draw in eight, by the reference path.
        if kind & 14 == 6 { return referenceChoice(bits: bits, bias) }
        let second = rng.peek()
        // Which kinds use what, as masks read from 16-bit tables, and the kind's fixed choice and
        // mask width read from memory by index, so that no branch depends on the random kind:
        // 0 the simplest value, 1 the lower bound, 2 the upper bound (fixed choices), 3 and 4 up to
        // 8 bits, 5 up to 24 bits (a mask of `second`), 8…15 uniform.
        func member(_ table: UInt64) -> UInt64 { 0 &- ((table &>> kind) & 1) }
        let isSmall = member(0b11_1000)
        let isUniform = member(0xFF00)
        let fixed = withUnsafeBytes(of: bias.fixedChoices) { $0.load(fromByteOffset: Int(Swift.min(kind, 3)) &* 8, as: UInt64.self) }
        // The mask's width: `shift % 9` bits, or `shift % 17 + 8` for kind 5, both computed and the
        // one wanted shifted out of a packed word (a select here would be compiled as a branch).
        let shift = bits >> 4
        let widths = (shift % 9) | ((shift % 17 &+ 8) &<< 8)
        let width = (widths &>> (((0b10_0000 &>> kind) & 1) &<< 3)) & 0xFF
        let small = Swift.min(second & ((1 &<< width) &- 1), bias.bound) & isSmall
        var uniform = second
        if bias.bound != .max {
            let range = bias.bound &+ 1
            let product = second.multipliedFullWidth(by: range)
            // Lemire's method may have to reject this value: left to the reference path (rare unless
            // the range is wider than 2⁶³, where it is then taken on every uniform draw).
            if product.low < range && isUniform != 0 { return referenceChoice(bits: bits, bias) }
            uniform = product.high
        }
        // Kinds 3…5 and 8…15 used the second value.
        rng.state &+= SplitMix64.increment & (isSmall | isUniform)
        return (uniform & isUniform) | small | fixed
    }

    /// The reference path from the kind's random `bits` on: the bias, or a uniform choice, clamped to
    /// the bound as `draw` clamps it.
    @inline(never) @usableFromInline
    mutating func referenceChoice(bits: UInt64, _ bias: IntegerBias) -> UInt64 {
        let biased = biasedChoice(bits: bits, bound: bias.bound, encoding: bias.isEncoded ? bias.encoding : nil)
        return Swift.min(biased ?? rng.next(upTo: bias.bound), bias.bound)
    }
}
