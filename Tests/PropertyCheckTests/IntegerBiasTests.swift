@testable import PropertyCheck
import Testing

/// `TestCase.biasedChoice(_:)` (the fast path of `IntegerBias`) against the reference
/// `biasedChoice(bits:bound:encoding:)`: from the same state, the same choice and the same random
/// state afterwards, for every kind of the bias, over ranges of every shape.
@Suite struct IntegerBiasEquivalence {
    /// Ranges of each encoding shape: containing 0, non-negative, non-positive, tiny, lopsided, full.
    static let signedRanges: [ClosedRange<Int64>] = [
        .min ... .max, 0...100, -7...1000, -9 ... -3, -3...3, 0...0, 5...5, -100_000...5, 3...12,
        .min ... (.min + 5), (.max - 20) ... .max, -1...(.max), .min...1, -128...127, 0...Int64(UInt32.max),
    ]
    /// Unsigned bounds (the range is `lower...lower + bound`), including ones wider than `Int64.max`.
    static let unsignedBounds: [UInt64] = [0, 1, 5, 14, 15, 16, 255, 65_535, UInt64(Int64.max), UInt64(Int64.max) + 5, .max - 9, .max]

    /// Runs both paths from `seeds` states, with 0…9 earlier values remembered; returns how often
    /// each kind (the low four bits of the first random value) came up, for the coverage check.
    static func compare(_ bias: IntegerBias, seeds: Range<UInt64>) -> [Int] {
        var kinds = [Int](repeating: 0, count: 16)
        for seed in seeds {
            var fast = TestCase(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            for index in 0..<(seed % 10) { fast.remember(seed &* 31 &+ index) }
            var reference = fast
            kinds[Int(reference.rng.peek() & 15)] += 1
            let expected = reference.rng.next()
            let choice = Swift.min(reference.biasedChoice(bits: expected, bound: bias.bound, encoding: bias.isEncoded ? bias.encoding : nil)
                ?? reference.rng.next(upTo: bias.bound), bias.bound)
            let actual = fast.biasedChoice(bias)
            #expect(actual == choice, "bound \(bias.bound), seed \(seed): fast \(actual), reference \(choice)")
            #expect(fast.rng == reference.rng, "bound \(bias.bound), seed \(seed): the random state differs")
        }
        return kinds
    }

    @Test(arguments: signedRanges)
    func signedRangesGiveTheReferenceChoice(range: ClosedRange<Int64>) {
        let kinds = Self.compare(IntegerBias(signed: range), seeds: 0..<4_000)
        #expect(kinds.allSatisfy { $0 > 150 }, "every kind must be exercised: \(kinds)")
    }

    @Test(arguments: unsignedBounds)
    func unsignedRangesGiveTheReferenceChoice(bound: UInt64) {
        let kinds = Self.compare(IntegerBias(unsignedBound: bound), seeds: 0..<4_000)
        #expect(kinds.allSatisfy { $0 > 150 }, "every kind must be exercised: \(kinds)")
    }

    /// The table behind kind 6 holds the reference's near-bound choices, and marks as uniform exactly
    /// the steps beyond the bound.
    @Test func nearBoundTableMatchesTheEncoding() {
        let bias = IntegerBias(signed: 3...12)
        #expect(bias.uniformNearBound == 0b1111_1100_0000_0000_1111_1100_0000_0000)
        #expect((0..<10).map { bias.table[4 + $0] } == Array(0...9))
        #expect((0..<10).map { bias.table[20 + $0] } == (0...9).map { 9 - $0 })
        let full = IntegerBias(signed: .min ... .max)
        #expect(full.table[1] == .max && full.table[2] == .max - 2 && full.uniformNearBound == 0)
        #expect(IntegerBias(unsignedBound: .max).uniformNearBound == 0xFFFF_FFFF)
    }
}
