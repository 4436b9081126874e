import Foundation
import PropertyCheck

/// Shrink quality and cost per problem shape, and generation throughput against a raw loop.
///
///     swift run -c release Benchmarks shrink
///
/// For each problem, over seeds 1…20 (1…n with `SHRINK_SEEDS=n`, for a steadier median when comparing
/// generators): how many seeds reach the known minimum, the median time of a
/// whole run (generating until the failure, then shrinking) and the median number of property calls
/// the shrinker made. The shapes are the five classic ones of `EngineBenchmarks` and harder ones, each
/// named after what makes it hard.
enum ShrinkBenchmarks {
    static var group: BenchmarkGroup { BenchmarkGroup(name: "shrink") {
        for problem in problems { report(problem) }
        throughput()
    } }

    /// The throughput comparison alone (`swift run -c release Benchmarks throughput`). With
    /// `THROUGHPUT_PROFILE=biased|unbiased|bare|capturing` (and optionally `THROUGHPUT_CASES`) it runs one path
    /// once instead, for counting instructions under `valgrind --tool=callgrind`.
    static var throughputGroup: BenchmarkGroup { BenchmarkGroup(name: "throughput") {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["THROUGHPUT_PROFILE"] {
            profile(path, cases: environment["THROUGHPUT_CASES"].flatMap { Int($0) } ?? 20_000)
        } else {
            throughput()
        }
    } }

    /// One run of a problem: seconds, shrink calls, and the minimal value's description.
    struct Outcome {
        let seconds: Double
        let calls: Int
        let minimal: String
    }

    /// A shrink problem: a name, the description of its known minimum, and a run per seed.
    struct Problem {
        let name: String
        let expected: String
        let run: (UInt64) -> Outcome
    }

    static func problem<Value>(_ name: String, expected: String, cases: Int = 10_000, _ gen: Gen<Value>,
                               describe: @escaping (Value) -> String = { String(describing: $0) },
                               _ body: @escaping (Value) throws -> Void) -> Problem {
        Problem(name: name, expected: expected) { seed in
            var report: RunReport<Value>?
            let seconds = measure {
                report = Property(name, gen).run(RunConfiguration(seed: seed, limits: Limits(maxCases: cases)), body)
            }
            guard let failure = report?.failure else { return Outcome(seconds: seconds, calls: 0, minimal: "no failure found") }
            return Outcome(seconds: seconds, calls: failure.shrinkCalls, minimal: describe(failure.minimal))
        }
    }

    /// A problem whose failing case is not generated but given per seed (`start`), then shrunk by a
    /// `Shrinker` that replays `gen` and runs `body`, as the runner does.
    static func problem<Value>(_ name: String, expected: String, _ gen: Gen<Value>, start: @escaping (UInt64) -> [UInt64],
                               _ body: @escaping (Value) throws -> Void) -> Problem {
        func run(_ choices: [UInt64]) -> (ShrinkCandidate, Value, failed: Bool)? {
            var testCase = TestCase(replaying: choices)
            guard let value = try? gen.generate(&testCase) else { return nil }
            let candidate = ShrinkCandidate(recordedBy: testCase)
            do { try body(value) } catch { return (candidate, value, true) }
            return (candidate, value, false)
        }
        return Problem(name: name, expected: expected) { seed in
            var minimal = "the start passes"
            var calls = 0
            let seconds = measure {
                guard let initial = run(start(seed)), initial.failed else { return }
                var shrinker = Shrinker(initial: initial.0, limits: Limits()) { attempt in
                    guard let result = run(attempt), result.failed else { return nil }
                    return result.0
                }
                _ = shrinker.shrink()
                calls = shrinker.calls
                minimal = run(shrinker.best.choices).map { String(describing: $0.1) } ?? "the minimum does not replay"
            }
            return Outcome(seconds: seconds, calls: calls, minimal: minimal)
        }
    }

    /// The choice that encodes `value` for `Gen.int64(in: .min ... .max)`: 0, 1, -1, 2, -2, … are 0, 1, 2, 3, 4, …
    static func fullRangeChoice(_ value: Int64) -> UInt64 {
        value > 0 ? 2 &* UInt64(value) &- 1 : 2 &* value.magnitude
    }

    /// A binary tree with integer leaves, printed as `(left right)` or the leaf's value.
    indirect enum Tree: CustomStringConvertible {
        case leaf(Int)
        case node(Tree, Tree)

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

    static let trees = Gen<Tree>.recursive(base: Gen.int(in: 0...100).map { .leaf($0) }, maxDepth: 5) { child in
        Gen.zip(child, child).map { .node($0, $1) }
    }

    /// Whether reading `values` as pointers (index `i` points to `values[i]`) makes a cycle through
    /// two or more indices.
    static func hasLongCycle(_ values: [Int]) -> Bool {
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

    static var problems: [Problem] { [
        problem("sum > 1000", expected: "[1001]", Gen.array(of: .int(in: 0...10_000), length: 0...100)) { values in
            try expect(values.reduce(0, +) <= 1000)
        },
        problem("not sorted", expected: "[1, 0]", Gen.array(of: .int(in: 0...1000), length: 0...100)) { values in
            try expect(values == values.sorted())
        },
        problem("inner list > 3", expected: "[[0, 0, 0, 0]]",
                Gen.array(of: .array(of: .int(in: 0...1000), length: 0...10), length: 0...10)) { lists in
            try expect(lists.allSatisfy { $0.count <= 3 })
        },
        problem("n then n elements, one >= 50", expected: "[50]",
                Gen.int(in: 0...100).flatMap { Gen.array(of: .int(in: 0...100), count: $0) }) { values in
            try expect(values.allSatisfy { $0 < 50 })
        },
        problem("x > y + 10", expected: "(11, 0)", Gen.zip(Gen.int(in: 0...100_000), Gen.int(in: 0...100_000))) { pair in
            try expect(pair.0 <= pair.1 + 10)
        },
        problem("signed sum in range: x < 0, 1000 <= x + y <= 2000", expected: "(-1, 1001)",
                Gen.zip(Gen.int(in: -100_000...100_000), Gen.int(in: -100_000...100_000))) { pair in
            try expect(!(pair.0 < 0 && (1000...2000).contains(pair.0 + pair.1)))
        },
        problem("delete and lower: pointers form a cycle", expected: "[1, 0]",
                Gen.array(of: .int(in: 0...9), length: 0...10)) { values in
            try expect(!hasLongCycle(values))
        },
        problem("fixed difference: x - y == 1, from near Int64.max", expected: "(0, -1)",
                Gen.zip(Gen.int64(in: .min ... .max), Gen.int64(in: .min ... .max)), start: { seed in
                    var rng = SplitMix64(seed: seed)
                    let x = Int64.max - Int64(rng.next(upTo: 1 << 32))
                    return [fullRangeChoice(x), fullRangeChoice(x - 1)]
                }) { pair in
            let (difference, overflow) = pair.0.subtractingReportingOverflow(pair.1)
            try expect(overflow || difference != 1)
        },
        problem("non-monotone: x >= 10 and x % 10 == 0", expected: "10", Gen.int(in: 0...1_000_000)) { value in
            try expect(!(value >= 10 && value % 10 == 0))
        },
        problem("double x > 1.5 over ±1e9", expected: "2.0", Gen.double(in: -1e9...1e9)) { value in
            try expect(value <= 1.5)
        },
        problem("tree: leaves sum to >= 100", expected: "100", trees) { tree in
            try expect(tree.sum < 100)
        },
    ] }

    static func report(_ problem: Problem) {
        var times: [Double] = []
        var calls: [Double] = []
        var misses: [String] = []
        for seed in 1...(Int(ProcessInfo.processInfo.environment["SHRINK_SEEDS"] ?? "20") ?? 20) {
            let outcome = problem.run(UInt64(seed))
            times.append(outcome.seconds)
            calls.append(Double(outcome.calls))
            if outcome.minimal != problem.expected { misses.append("seed \(seed): \(outcome.minimal)") }
        }
        let missed = misses.isEmpty ? "" : "; missed: " + misses.prefix(4).joined(separator: ", ") + (misses.count > 4 ? ", …" : "")
        print("shrink \(problem.name): \(times.count - misses.count)/\(times.count) at \(problem.expected), median \(format(median(times) * 1000)) ms, median \(Int(median(calls))) property calls\(missed)")
    }

    /// The anchors' property (a trivial body over `[Int64]`, length uniform in 0…100, through
    /// `Gen.int64`, whose generation is biased towards edges, small values and repeats in one
    /// array in four and plain uniform in the other three, see `Gen.array(of:length:)`) against two
    /// references measured in the same run, the paths interleaved, each the best of five rounds after
    /// a warm-up:
    /// - the raw generation loop: the same property through the engine with unbiased draws
    ///   (`TestCase.draw(upTo: .max)`, one SplitMix64 value per element). The anchors' property is
    ///   held to at least 80 % of this rate;
    /// - a bare loop that builds the same arrays straight from SplitMix64, with no engine at all.
    static func throughput() {
        let cases = 200_000
        var checksum = 0
        var best = (biased: Double.infinity, unbiased: Double.infinity, bare: Double.infinity, capturing: Double.infinity)
        for round in 0..<6 {
            let seed = UInt64(round)
            let biasedSeconds = measure { checksum &+= runEngine(biasedArrays, seed: seed, cases: cases) }
            let unbiasedSeconds = measure { checksum &+= runEngine(unbiasedArrays, seed: seed, cases: cases) }
            let bareSeconds = measure { checksum &+= runBare(seed: seed, cases: cases) }
            let capturingSeconds = measure { checksum &+= runEngine(capturingUnbiasedArrays, seed: seed, cases: cases) }
            guard round > 0 else { continue }
            best = (min(best.biased, biasedSeconds), min(best.unbiased, unbiasedSeconds), min(best.bare, bareSeconds),
                    min(best.capturing, capturingSeconds))
        }
        func rate(_ seconds: Double) -> Int { Int(Double(cases) / seconds) }
        print("throughput, for reference: unbiased draws through a capturing closure (not inlined into the array loop, as the anchors' generator is not) \(rate(best.capturing)) examples/s; the anchors' property is \(format(100 * best.capturing / best.biased)) % of it")
        print("throughput [Int64] length 0...100, best of 5: anchors' property (Gen.int64, biased) \(rate(best.biased)) examples/s; raw generation loop (unbiased draws through the engine) \(rate(best.unbiased)) examples/s; ratio \(format(100 * best.unbiased / best.biased)) %; bare SplitMix64 loop without the engine \(rate(best.bare)) examples/s, ratio \(format(100 * best.bare / best.biased)) % (checksum \(checksum))")
    }

    /// The anchors' arrays: `Gen.int64` over the full range, biased while generating.
    static let biasedArrays = Gen.array(of: Gen.int64(in: .min ... .max), length: 0...100)
    /// The same arrays from unbiased draws: one uniform 64-bit choice per element.
    static let unbiasedArrays = Gen.array(of: Gen<Int64> { Int64(bitPattern: try $0.draw(upTo: .max)) }, length: 0...100)

    /// The unbiased arrays again, through a closure that captures its bound (as every generator that
    /// takes a range does), so the optimiser cannot inline the element's draw into the array loop.
    static let capturingUnbiasedArrays: Gen<[Int64]> = {
        final class Bound: Sendable {
            let value: UInt64
            init(_ value: UInt64) { self.value = value }
        }
        let bound = Bound(.max)
        return Gen.array(of: Gen<Int64> { Int64(bitPattern: try $0.draw(upTo: bound.value)) }, length: 0...100)
    }()

    /// Runs the trivial property over `gen` for `cases` cases; returns a checksum so nothing is elided.
    static func runEngine(_ gen: Gen<[Int64]>, seed: UInt64, cases: Int) -> Int {
        var checksum = 0
        let report = Property("throughput", gen).run(RunConfiguration(seed: seed, limits: Limits(maxCases: cases))) { values in
            checksum &+= values.count
        }
        return checksum &+ report.casesPassed
    }

    /// Builds `cases` arrays of the same lengths straight from SplitMix64, without the engine.
    static func runBare(seed: UInt64, cases: Int) -> Int {
        var checksum = 0
        var seeds = SplitMix64(seed: seed)
        for _ in 0..<cases {
            var rng = SplitMix64(seed: seeds.next())
            let length = Int(rng.next(upTo: 100))
            var values: [Int64] = []
            values.reserveCapacity(length)
            for _ in 0..<length { values.append(Int64(bitPattern: rng.next())) }
            checksum &+= values.count
        }
        return checksum
    }

    /// Runs one path once (`biased`, `unbiased` or `bare`), for an instruction count per example:
    /// run it at two case counts under callgrind and divide the difference by the difference in cases.
    static func profile(_ path: String, cases: Int) {
        let checksum = switch path {
        case "biased": runEngine(biasedArrays, seed: 1, cases: cases)
        case "unbiased": runEngine(unbiasedArrays, seed: 1, cases: cases)
        case "bare": runBare(seed: 1, cases: cases)
        case "capturing": runEngine(capturingUnbiasedArrays, seed: 1, cases: cases)
        default: -1
        }
        print("profiled \(path) over \(cases) cases (checksum \(checksum))")
    }

    static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
