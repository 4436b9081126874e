import PropertyCheck
import Testing

/// Each shrink-quality property runs over these seeds and must reach the same exact minimum.
let shrinkSeeds: [UInt64] = Array(1...12)

/// Runs `body` over `gen` with `seed` and returns the minimal counterexample, or nil if none was found.
func minimalCounterexample<Value>(_ gen: Gen<Value>, seed: UInt64, cases: Int = 1000,
                                  _ body: (Value) throws -> Void) -> Value? {
    let report = Property("shrink quality", gen)
        .run(RunConfiguration(seed: seed, limits: Limits(maxCases: cases)), body)
    return report.failure?.minimal
}

@Suite struct ShrinkQuality {
    @Test(arguments: shrinkSeeds)
    func listWithLargeSumShrinksToSingleElement(seed: UInt64) {
        let gen = Gen.array(of: .int(in: 0...10_000), length: 0...20)
        let minimal = minimalCounterexample(gen, seed: seed) { values in
            try expect(values.reduce(0, +) <= 1000, "sum exceeds 1000")
        }
        #expect(minimal == [1001])
    }

    @Test(arguments: shrinkSeeds)
    func unsortedListShrinksToOneZero(seed: UInt64) {
        let gen = Gen.array(of: .int(in: 0...1000), length: 0...20)
        let minimal = minimalCounterexample(gen, seed: seed) { values in
            try expect(values == values.sorted(), "not sorted")
        }
        #expect(minimal == [1, 0])
    }

    @Test(arguments: shrinkSeeds)
    func longInnerListShrinksToFourZeros(seed: UInt64) {
        let gen = Gen.array(of: .array(of: .int(in: 0...1000), length: 0...8), length: 0...8)
        let minimal = minimalCounterexample(gen, seed: seed) { lists in
            try expect(lists.allSatisfy { $0.count <= 3 }, "an inner list is longer than 3")
        }
        #expect(minimal == [[0, 0, 0, 0]])
    }

    @Test(arguments: shrinkSeeds)
    func lengthPrefixedListShrinksToOneBoundaryElement(seed: UInt64) {
        let gen = Gen.int(in: 0...10).flatMap { n in Gen.array(of: .int(in: 0...100), count: n) }
        let minimal = minimalCounterexample(gen, seed: seed) { values in
            try expect(values.allSatisfy { $0 < 50 }, "an element is at least 50")
        }
        #expect(minimal == [50])
    }

    @Test(arguments: shrinkSeeds)
    func pairWithLargeGapShrinksToEleven(seed: UInt64) {
        let gen = Gen.zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000))
        let minimal = minimalCounterexample(gen, seed: seed) { pair in
            try expect(pair.0 <= pair.1 + 10, "x > y + 10")
        }
        #expect(minimal.map { [$0.0, $0.1] } == [11, 0])
    }
}
