/// One integer generator's bias, precomputed when the generator is built, and the fast way to draw a
/// biased choice with it.
///
/// `TestCase.biasedChoice(bits:bound:encoding:)` defines the bias (what each of sixteen draws becomes)
/// and stays the reference. `TestCase.biasedChoice(_:)` returns exactly the choice the reference path
/// returns and leaves the random source in exactly the same state, so every seed gives the same
/// stream (`GenerationStreamTests` pins it; `IntegerBiasTests` compares both paths state by state).
/// It is faster because it does not switch on the random kind (the reference's switch is mispredicted
/// about half the time): the choices that depend only on the range — the simplest value, either
/// bound, the values a few steps inside a bound — are read from a table built here, a uniform value is
/// computed from the next random value, and masks select the kind's answer. Only the rarer kinds
/// branch: a small magnitude (three draws in sixteen) is computed only for its kinds, and a repeat
/// (one in sixteen) and Lemire's rejection step take the reference path.
///
/// A class, so that a generator's closure captures one reference and reads the table in place.
@usableFromInline
final class IntegerBias: @unchecked Sendable {
    /// The largest choice.
    @usableFromInline let bound: UInt64
    /// How choices map to signed values (for an unsigned range, `0...bound`: choice and value agree).
    @usableFromInline let encoding: SignedEncoding
    /// False for an unsigned range wider than `Int64.max`, which has no `encoding`: its near-bound
    /// and repeat kinds give a uniform choice instead.
    @usableFromInline let isEncoded: Bool
    /// The fixed choices, by index: 0 the simplest value (kind 0), 1 the lower bound's choice
    /// (kind 1), 2 the upper bound's (kind 2), 3 zero (every other kind), then `4 + e` the value
    /// `step = e & 15` steps inside the lower bound (`e < 16`) or the upper bound (kind 6, where `e`
    /// is bits 8…12 of the kind's random value). Written once in `init`, read-only afterwards.
    @usableFromInline let table: UnsafeMutablePointer<UInt64>
    /// Bit `e` set: kind 6 with that `e` gives a uniform choice instead (the step is beyond the bound,
    /// or the range has no encoding).
    @usableFromInline let uniformNearBound: UInt64

    /// The bias of `Gen.integer(in:)` over a signed range, choices encoded by `SignedEncoding`.
    @usableFromInline
    convenience init(signed range: ClosedRange<Int64>) {
        let encoding = SignedEncoding(range)
        self.init(bound: encoding.bound, encoding: encoding)
    }

    /// The bias of `Gen.integer(in:)` over an unsigned range of `bound + 1` values, choices counted
    /// from the lower bound.
    @usableFromInline
    convenience init(unsignedBound bound: UInt64) {
        self.init(bound: bound, encoding: bound <= UInt64(Int64.max) ? SignedEncoding(0...Int64(bound)) : nil)
    }

    init(bound: UInt64, encoding: SignedEncoding?) {
        self.bound = bound
        self.encoding = encoding ?? SignedEncoding(0...0)
        isEncoded = encoding != nil
        table = .allocate(capacity: 36)
        table.initialize(repeating: 0, count: 36)
        var uniform: UInt64 = 0
        if let encoding {
            table[1] = encoding.encode(encoding.lower)
            table[2] = encoding.encode(encoding.upper)
            for e in 0..<32 {
                let step = UInt64(e & 15)
                guard step <= bound else { uniform |= 1 << e; continue }
                table[4 + e] = encoding.encode(e < 16 ? encoding.lower &+ Int64(step) : encoding.upper &- Int64(step))
            }
        } else {
            table[2] = bound
            uniform = 0xFFFF_FFFF
        }
        uniformNearBound = uniform
    }

    deinit {
        table.deallocate()
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
        // Kind 7 (a repeat of an earlier value): one draw in sixteen, by the reference path.
        if kind == 7 { return referenceChoice(bits: bits, bias) }
        let second = rng.peek()
        // Which kinds use what, as all-ones or all-zeros masks read from 16-bit tables:
        // 0, 1, 2 and 6 a fixed choice from the table, 3 and 4 up to 8 bits and 5 up to 24 bits of
        // `second`, 8…15 uniform (as is kind 6 where the table has no choice).
        func member(_ table: UInt64) -> UInt64 { 0 &- ((table &>> kind) & 1) }
        let nearBound = (bits &>> 8) & 31
        let isSmall = member(0b11_1000)
        let isUniform = member(0xFF00) | (member(0b100_0000) & (0 &- ((bias.uniformNearBound &>> nearBound) & 1)))
        let isFixed = ~(isSmall | isUniform)
        let fixed = bias.table[Int(kind == 6 ? 4 &+ nearBound : Swift.min(kind, 3))] & isFixed
        // A small magnitude (kinds 3, 4 and 5, three draws in sixteen): computed only then, as the
        // division-free remainders cost more than the occasional mispredicted branch.
        var small: UInt64 = 0
        if kind &- 3 < 3 {
            let shift = bits &>> 4
            let width = kind == 5 ? shift % 17 &+ 8 : shift % 9
            small = Swift.min(second & ((1 &<< width) &- 1), bias.bound)
        }
        var uniform = second
        if bias.bound != .max {
            let range = bias.bound &+ 1
            let product = second.multipliedFullWidth(by: range)
            // Lemire's method may have to reject this value: left to the reference path (rare unless
            // the range is wider than 2⁶³, where it is then taken on every uniform draw).
            if product.low < range && isUniform != 0 { return referenceChoice(bits: bits, bias) }
            uniform = product.high
        }
        // The small and uniform kinds used the second value.
        rng.state &+= SplitMix64.increment & ~isFixed
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
