@testable import PropertyCheck
import Testing

/// Seeds for the shapes of issue 14; each test asserts the exact minimum on every one of them.
let shapeSeeds: [UInt64] = Array(1...20)

/// Shrinks the failing case `start` (choices for `gen`) with the property `body`, as the runner does,
/// and returns the minimal value, or nil if `start` does not fail.
func shrunk<Value>(_ gen: Gen<Value>, from start: [UInt64], _ body: @escaping (Value) throws -> Void) -> Value? {
    func failing(_ choices: [UInt64]) -> (ShrinkCandidate, Value)? {
        var testCase = TestCase(replaying: choices)
        guard let value = try? gen.generate(&testCase) else { return nil }
        do { try body(value) } catch { return (ShrinkCandidate(recordedBy: testCase), value) }
        return nil
    }
    guard let initial = failing(start) else { return nil }
    var shrinker = Shrinker(initial: initial.0, limits: Limits()) { failing($0)?.0 }
    _ = shrinker.shrink()
    return failing(shrinker.best.choices)?.1
}

/// The choice `Gen.int64(in: .min ... .max)` records for `value` (0, 1, −1, 2, −2, … are 0, 1, 2, 3, 4, …).
func fullRangeChoice(_ value: Int64) -> UInt64 {
    value > 0 ? 2 &* UInt64(value) &- 1 : 2 &* value.magnitude
}

/// A binary tree with integer leaves, printed as `(left right)` or the leaf's value.
indirect enum LeafTree: Hashable, Sendable, CustomStringConvertible {
    case leaf(Int)
    case node(LeafTree, LeafTree)

    var sum: Int {
        switch self {
        case .leaf(let value): value
        case .node(let left, let right): left.sum + right.sum
        }
    }

    var description: String {
        switch self {
        case .leaf(let value): "\(value)"
        case .node(let left, let right): "(\(left) \(right))"
        }
    }
}

/// Whether reading `values` as pointers (`i → values[i]`) makes a cycle through two or more indices.
func hasLongCycle(_ values: [Int]) -> Bool {
    for start in values.indices {
        var index = start
        for step in 1...values.count {
            guard values.indices.contains(index) else { break }
            index = values[index]
            if index == start { if step >= 2 { return true } else { break } }
        }
    }
    return false
}

@Suite struct ShrinkShapes {
    @Test(arguments: shapeSeeds)
    func reachesSignedSumInRangeMinimum(seed: UInt64) {
        let gen = Gen.zip(Gen.int(in: -100_000...100_000), Gen.int(in: -100_000...100_000))
        let minimal = minimalCounterexample(gen, seed: seed, cases: 10_000) { pair in
            try expect(!(pair.0 < 0 && (1000...2000).contains(pair.0 + pair.1)))
        }
        #expect(minimal.map { [$0.0, $0.1] } == [-1, 1001])
    }

    @Test(arguments: shapeSeeds)
    func reachesDeleteAndLowerMinimum(seed: UInt64) {
        let minimal = minimalCounterexample(Gen.array(of: .int(in: 0...9), length: 0...10), seed: seed) { values in
            try expect(!hasLongCycle(values), "the pointers form a cycle")
        }
        #expect(minimal == [1, 0])
    }

    @Test(arguments: shapeSeeds)
    func reachesFixedDifferenceMinimum(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let x = Int64.max - Int64(rng.next(upTo: 1 << 32))
        let gen = Gen.zip(Gen.int64(in: .min ... .max), Gen.int64(in: .min ... .max))
        let minimal = shrunk(gen, from: [fullRangeChoice(x), fullRangeChoice(x - 1)]) { pair in
            let (difference, overflow) = pair.0.subtractingReportingOverflow(pair.1)
            try expect(overflow || difference != 1)
        }
        #expect(minimal.map { [$0.0, $0.1] } == [0, -1])
    }

    @Test(arguments: shapeSeeds)
    func reachesNonMonotoneMinimum(seed: UInt64) {
        let minimal = minimalCounterexample(Gen.int(in: 0...1_000_000), seed: seed) { value in
            try expect(!(value >= 10 && value % 10 == 0))
        }
        #expect(minimal == 10)
    }

    @Test(arguments: shapeSeeds)
    func replacesTreeBySubtree(seed: UInt64) {
        let trees = Gen<LeafTree>.recursive(base: Gen.int(in: 0...100).map { .leaf($0) }, maxDepth: 5) { child in
            Gen.zip(child, child).map { .node($0, $1) }
        }
        let minimal = minimalCounterexample(trees, seed: seed) { tree in
            try expect(tree.sum < 100)
        }
        #expect(minimal == .leaf(100))
    }

    @Test(arguments: shapeSeeds)
    func doubleAboveOneAndAHalfShrinksToTwo(seed: UInt64) {
        let minimal = minimalCounterexample(Gen.double(in: -1e9...1e9), seed: seed) { value in
            try expect(value <= 1.5)
        }
        #expect(minimal == 2.0)
    }

    @Test(arguments: shapeSeeds)
    func doubleRangeBoundIsNeverPreferredOverASimplerNumber(seed: UInt64) {
        let always: (Double) throws -> Void = { _ in throw PropertyFailure("always fails") }
        #expect(minimalCounterexample(Gen.double(in: 1.25...1e9), seed: seed, always) == 2.0)
        #expect(minimalCounterexample(Gen.double(in: 0.25...0.75), seed: seed, always) == 0.5)
        #expect(minimalCounterexample(Gen.double(in: 0.3...0.4), seed: seed, always) == 0.375)
        #expect(minimalCounterexample(Gen.double(in: -1e9...1e9), seed: seed) { value in
            try expect(value > -1e8)
        } == -1e8)
        #expect(minimalCounterexample(Gen.double(in: -1e9...1e9), seed: seed) { value in
            try expect(value.rounded() == value, "not whole")
        } == 0.5)
    }

    @Test(arguments: shapeSeeds)
    func doublesReplayToTheSameValue(seed: UInt64) throws {
        let gen = Gen.array(of: Gen.double(in: -3.75...1e6), length: 1...20)
        let (values, choices) = try gen.sample(seed: seed)
        #expect(try gen.value(replaying: choices) == values)
    }

    /// The documented order of `DoubleEncoding`: whole numbers by distance from 0 (positive first),
    /// then fewer binary digits after the point, then magnitude, then positive first; the bounds are
    /// placed by their number.
    @Test func doublesAreOrderedWholeFirstThenByBinaryDigits() {
        let order: [Double] = [0, 1, -1, 2, -2, 1000, 1e6, 0.5, -0.5, 1.5, 2.5, 0.25, 0.75, 1.25, 0.125, 0.1]
        let encoding = DoubleEncoding(-1e6...1e6)
        let codes = order.map { encoding.encode($0) }
        for (simpler, later) in zip(codes, codes.dropFirst()) {
            #expect(Shortlex.isSimpler([simpler.kind, simpler.payload], than: [later.kind, later.payload]))
        }
        for value in order {
            let code = encoding.encode(value)
            #expect(encoding.decode(kind: code.kind, payload: code.payload) == value)
        }
    }

    /// Shrinking a double follows the order: from a long fraction, a whole number when one fails,
    /// else the value with the fewest binary digits after the point that fails.
    @Test(arguments: [
        (3.14159, "not whole and above 3", 3.5),
        (0.3999, "in 0.3..<0.4", 0.375),
        (-0.7123, "below -0.7", -1.0),
        (123.456, "above 100", 101.0),
        (-2.0001, "not whole and below -2", -2.5),
    ])
    func doubleShrinksAlongTheDocumentedOrder(start: Double, name: String, minimum: Double) {
        let predicates: [String: (Double) -> Bool] = [
            "not whole and above 3": { $0.rounded() != $0 && $0 > 3 },
            "in 0.3..<0.4": { (0.3..<0.4).contains($0) },
            "below -0.7": { $0 < -0.7 },
            "above 100": { $0 > 100 },
            "not whole and below -2": { $0.rounded() != $0 && $0 < -2 },
        ]
        let fails = predicates[name] ?? { _ in false }
        let encoding = DoubleEncoding(-1e6...1e6)
        let code = encoding.encode(start)
        let minimal = shrunk(Gen.double(in: -1e6...1e6), from: [code.kind, code.payload]) { x in
            try expect(!fails(x), name)
        }
        #expect(minimal == minimum)
    }
}
