@testable import PropertyCheck
import Testing

/// A list whose length is an earlier draw (`n`, then exactly `n` elements, no continue flags): deleting
/// elements must lower that length prefix, never the list's own first element (issue 14, "n then n
/// elements, one >= 50").
@Suite struct LengthPrefixShrink {
    /// `n` in 0...100, then `n` elements in 0...100.
    static let nThenN = Gen.int(in: 0...100).flatMap { Gen.array(of: .int(in: 0...100), count: $0) }

    /// A shrinker over `nThenN` for "every element is below 50", started at `start`.
    static func shrinker(from start: [UInt64]) throws -> Shrinker {
        func failing(_ choices: [UInt64]) -> ShrinkCandidate? {
            var testCase = TestCase(replaying: choices)
            guard let values = try? nThenN.generate(&testCase), values.contains(where: { $0 >= 50 }) else { return nil }
            return ShrinkCandidate(recordedBy: testCase)
        }
        let initial = try #require(failing(start))
        return Shrinker(initial: initial, limits: Limits()) { failing($0) }
    }

    @Test func oneSweepOfBlockDeletionLowersTheLengthNotTheFirstElement() throws {
        // [10, 60, 20, 30]: the only failing element is the second. One sweep deletes the three
        // others, each time lowering the length 4 → 1; the first element (10) is a value, not a length,
        // and lowering it (the old fix-up) would have kept four elements padded with zeros.
        var shrinker = try Self.shrinker(from: [4, 10, 60, 20, 30])
        try shrinker.deleteElementBlocks()
        #expect(shrinker.best.choices == [1, 60])
    }

    @Test func oneSweepOfSpanDeletionLowersTheLengthNotTheFirstElement() throws {
        var shrinker = try Self.shrinker(from: [3, 10, 20, 60])
        try shrinker.deleteSpans()
        #expect(shrinker.best.choices == [1, 60])
    }

    @Test func aLongListShrinksToItsOneFailingElement() throws {
        // 30 elements, of which the 7th (77) and the 25th (90) fail.
        var start: [UInt64] = [30] + (0..<30).map { UInt64(($0 * 7) % 49) }
        start[7] = 77
        start[25] = 90
        var shrinker = try Self.shrinker(from: start)
        #expect(shrinker.shrink() == .fixedPoint)
        #expect(shrinker.best.choices == [1, 50])
        #expect(try Self.nThenN.value(replaying: shrinker.best.choices) == [50])
    }
}
