import PropertyCheck
import Testing

/// A tree for the recursive generator.
indirect enum Tree: Hashable, Sendable {
    case leaf
    case node(Tree, Tree)

    var depth: Int {
        switch self {
        case .leaf: 0
        case .node(let left, let right): 1 + max(left.depth, right.depth)
        }
    }
}

let trees = Gen<Tree>.recursive(base: .constant(.leaf), maxDepth: 4) { child in
    Gen.zip(child, child).map { Tree.node($0, $1) }
}

@Suite struct Generators {
    @Test func allZeroChoicesDecodeToTheSimplestValues() throws {
        let zeros: [UInt64] = []
        #expect(try Gen.int(in: -5...5).value(replaying: zeros) == 0)
        #expect(try Gen.int(in: 3...9).value(replaying: zeros) == 3)
        #expect(try Gen.int(in: -9 ... -3).value(replaying: zeros) == -3)
        #expect(try Gen.double(in: -2.5...7.5).value(replaying: zeros) == 0)
        #expect(try Gen.double(in: 1.5...7.5).value(replaying: zeros) == 2)
        #expect(try Gen.double(in: 0.25...0.75).value(replaying: zeros) == 0.5)
        #expect(try Gen.bool.value(replaying: zeros) == false)
        #expect(try Gen.array(of: Gen.int(in: 0...9), length: 2...5).value(replaying: zeros) == [0, 0])
        #expect(try Gen.optional(Gen.int(in: 0...9)).value(replaying: zeros) == nil)
        #expect(try Gen.element(of: ["a", "b"]).value(replaying: zeros) == "a")
        #expect(try trees.value(replaying: zeros) == .leaf)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func integersStayInTheirRange(seed: UInt64) {
        let report = Property("range", Gen.int(in: -7...1000)).run(RunConfiguration(seed: seed, limits: Limits(maxCases: 500))) { value in
            try expect((-7...1000).contains(value))
        }
        #expect(report.passed)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func fullWidthIntegersStayInTheirRange(seed: UInt64) {
        let report = Property("full", Gen.zip(Gen.int64(in: .min ... .max), Gen.integer(in: UInt64(10)...UInt64.max)))
            .run(RunConfiguration(seed: seed, limits: Limits(maxCases: 500))) { pair in
                try expect(pair.1 >= 10)
            }
        #expect(report.passed)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func boundaryBugIsFoundWithinTwentyCases(seed: UInt64) {
        let report = Property("edge", Gen.int(in: -1_000_000...1_000_000))
            .run(RunConfiguration(seed: seed, limits: Limits(maxCases: 20))) { value in
                try expect(value != 1_000_000 && value != -1_000_000, "hit a bound")
            }
        #expect(report.failure != nil)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func duplicateBugIsFoundWithinFiftyCases(seed: UInt64) {
        let gen = Gen.array(of: Gen.int(in: 0...1_000_000_000), length: 0...10)
        let report = Property("duplicates", gen).run(RunConfiguration(seed: seed, limits: Limits(maxCases: 50))) { values in
            try expect(Set(values).count == values.count, "duplicate")
        }
        #expect(report.failure?.minimal == [0, 0])
    }

    @Test(arguments: Array<UInt64>(1...10))
    func doublesStayInRangeAndIncludeEdgesAndWholeNumbers(seed: UInt64) {
        var sawEdge = false
        var sawWhole = false
        let report = Property("doubles", Gen.double(in: -3.75...12.5)).run(RunConfiguration(seed: seed, limits: Limits(maxCases: 200))) { value in
            try expect((-3.75...12.5).contains(value), "\(value) out of range")
            if value == -3.75 || value == 12.5 { sawEdge = true }
            if value == value.rounded() { sawWhole = true }
        }
        #expect(report.passed && sawEdge && sawWhole)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func recursiveStructuresShrinkToTheSmallestFailingDepth(seed: UInt64) {
        let minimal = minimalCounterexample(trees, seed: seed) { tree in
            try expect(tree.depth < 2, "too deep")
        }
        #expect(minimal == .node(.leaf, .node(.leaf, .leaf)))
    }

    @Test func frequencyFollowsItsWeights() throws {
        let gen = Gen.frequency([(weight: 1, generator: Gen.constant("rare")), (weight: 9, generator: Gen.constant("common"))])
        var rare = 0
        for seed in UInt64(0)..<2000 where try gen.sample(seed: seed).value == "rare" { rare += 1 }
        #expect((100...300).contains(rare))
    }

    @Test(arguments: Array<UInt64>(1...10))
    func filteredValuesSatisfyTheFilter(seed: UInt64) {
        let report = Property("even", Gen.int(in: 0...100).filter { $0 % 2 == 0 })
            .run(RunConfiguration(seed: seed, limits: Limits(maxCases: 200))) { try expect($0 % 2 == 0) }
        #expect(report.passed)
    }
}
