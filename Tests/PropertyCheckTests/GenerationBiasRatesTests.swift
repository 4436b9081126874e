@testable import PropertyCheck
import Testing

/// The documented generation bias, measured: the per-draw rates of `Gen.integer(in:)` (edges, small
/// magnitudes, values near a bound, repeats, uniform values), and the per-array decision of
/// `Gen.array(of:length:)` (three arrays in four plain, the fourth with the per-draw bias). Sample sizes
/// make each accepted band at least four standard deviations wide on either side of the documented
/// rate, and the seeds are fixed, so these checks are deterministic.
@Suite struct GenerationBiasRates {
    static let edge: Int64 = 15

    /// What a drawn 64-bit value is, for the full range.
    enum Kind: Hashable {
        case zero, lowerBound, upperBound, small, nearBound, other
    }

    static func kind(_ value: Int64) -> Kind {
        if value == 0 { return .zero }
        if value == .min { return .lowerBound }
        if value == .max { return .upperBound }
        if value.magnitude < 1 << 24 { return .small }
        if value < .min + edge || value > .max - edge { return .nearBound }
        return .other
    }

    /// Whether `value` is one the bias produces (anything but a uniform-looking value).
    static func isSpecial(_ value: Int64) -> Bool { kind(value) != .other }

    @Test func singleDrawsHaveTheDocumentedRates() throws {
        let gen = Gen.zip(Gen.int64(in: .min ... .max), Gen.int64(in: .min ... .max))
        let samples = 40_000
        var counts: [Kind: Int] = [:]
        var repeats = 0
        for seed in 0..<UInt64(samples) {
            let (first, second) = try gen.sample(seed: seed).value
            counts[Self.kind(first), default: 0] += 1
            if second == first { repeats += 1 }
        }
        func rate(_ kind: Kind) -> Double { Double(counts[kind, default: 0]) / Double(samples) }
        // Kind 0 (1/16), plus a small magnitude of kinds 3 and 4 that is 0: width w in 0…8, each
        // 1/9, is 0 with probability 2⁻ʷ (2/16 · 1/9 · (2 - 2⁻⁸) ≈ 0.0277): about 0.090 in all.
        #expect((0.083...0.098).contains(rate(.zero)), "zero: \(rate(.zero))")
        // Kind 1 or 2 (1/16), plus a near-bound draw 0 steps inside that bound (1/16 · 1/16 · 1/2):
        // about 0.0645.
        #expect((0.058...0.071).contains(rate(.lowerBound)), "lower bound: \(rate(.lowerBound))")
        #expect((0.058...0.071).contains(rate(.upperBound)), "upper bound: \(rate(.upperBound))")
        // Kinds 3, 4, 5 (3/16) less their zeros: about 0.160.
        #expect((0.152...0.168).contains(rate(.small)), "small: \(rate(.small))")
        // Kind 6 (1/16), 1…14 steps inside a bound (14 of its 16 steps; 15 steps is `edge` away):
        // about 0.0547.
        #expect((0.049...0.061).contains(rate(.nearBound)), "near a bound: \(rate(.nearBound))")
        // Kinds 8…15 (8/16), plus kind 7 on the first draw, which has nothing to repeat (1/16), plus
        // kind 6 at 15 steps (1/256): about 0.566.
        #expect((0.555...0.577).contains(rate(.other)), "uniform: \(rate(.other))")
        // Kind 7 on the second draw repeats the first (1/16), plus both draws hitting the same
        // value otherwise (mostly both 0 or both one bound, about 0.016): about 0.078.
        let repeatRate = Double(repeats) / Double(samples)
        #expect((0.070...0.087).contains(repeatRate), "repeats: \(repeatRate)")
    }

    @Test func threeArraysInFourArePlainAndTheFourthBiased() throws {
        let gen = Gen.array(of: Gen.int64(in: .min ... .max), length: 20...60)
        let arrays = 4_000
        var plain = 0
        var biasedElements = 0
        var specialInBiased = 0
        for seed in 0..<UInt64(arrays) {
            let values = try gen.sample(seed: seed).value
            var seen = Set<Int64>()
            var special = 0
            for value in values {
                if Self.isSpecial(value) || seen.contains(value) { special += 1 }
                seen.insert(value)
            }
            if special == 0 {
                plain += 1
            } else {
                biasedElements += values.count
                specialInBiased += special
            }
        }
        // A plain array of 20 or more uniform values has no special one (probability about 2⁻³⁵
        // per value); a biased one of 20 has none with probability about 2⁻²⁰.
        let plainRate = Double(plain) / Double(arrays)
        #expect((0.72...0.78).contains(plainRate), "plain arrays: \(plainRate)")
        // In a biased array, about half the draws are special: kinds 0…7 (8/16), less kind 6 at
        // 15 steps and a repeat on the first element, which has nothing to repeat: about 0.49.
        let specialRate = Double(specialInBiased) / Double(biasedElements)
        #expect((0.47...0.52).contains(specialRate), "special values in biased arrays: \(specialRate)")
    }

    @Test func plainArraysDrawOneUniformValuePerElement() throws {
        // A case whose array chose plain elements records exactly the random values a raw loop draws.
        var found = 0
        for seed in 0..<UInt64(200) {
            var testCase = TestCase(seed: seed)
            let values = try Gen.array(of: Gen.int64(in: .min ... .max), length: 10...10).generate(&testCase)
            var rng = SplitMix64(seed: seed)
            let word = rng.next()
            guard word & 3 != 0 else { continue }
            found += 1
            // Length 10...10: the length's second draw (a uniform value in 0...0) unless the word's
            // top bits chose the minimum or the maximum; no continue flags.
            if word >> 60 >= 2 { _ = rng.next() }
            let raw = (0..<10).map { _ in rng.next() }
            #expect(testCase.recordedChoices == raw, "seed \(seed)")
            #expect(values == raw.map { SignedEncoding(.min ... .max).decode($0) })
        }
        #expect(found > 100)
    }

    @Test(arguments: [false, true])
    func anInnerArrayRestoresTheEnclosingDecision(enclosingPlain: Bool) throws {
        for seed in 0..<UInt64(64) {
            var testCase = TestCase(seed: seed)
            testCase.plainIntegers = enclosingPlain
            _ = try Gen.array(of: Gen.int64(in: .min ... .max), length: 1...5).generate(&testCase)
            #expect(testCase.plainIntegers == enclosingPlain)
        }
    }

    @Test func integersOutsideArraysAreNeverPlain() throws {
        // Draws outside any array keep the per-draw bias (the scenario generators' draws): over
        // 2,000 single draws, the edge kinds appear.
        var special = 0
        for seed in 0..<UInt64(2_000) where Self.isSpecial(try Gen.int64(in: .min ... .max).sample(seed: seed).value) {
            special += 1
        }
        #expect(special > 800)
    }
}
