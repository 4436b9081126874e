import Foundation
import PropertyCheck

/// Engine throughput and shrink cost.
enum EngineBenchmarks {
    static var group: BenchmarkGroup { BenchmarkGroup(name: "engine") {
        throughput()
        shrinking()
    } }

    /// Examples per second for a trivial passing property over `[Int64]`, length uniform in 0…100.
    static func throughput() {
        let gen = Gen.array(of: Gen.int64(in: .min ... .max), length: 0...100)
        let cases = 200_000
        var checksum = 0
        var passed = 0
        // Warm-up run, then the best of three measured runs.
        var best = Double.infinity
        for round in 0..<4 {
            let seconds = measure {
                let report = Property("throughput", gen).run(RunConfiguration(seed: UInt64(round), limits: Limits(maxCases: cases))) { values in
                    checksum &+= values.count
                }
                passed = report.casesPassed
            }
            if round > 0 { best = min(best, seconds) }
        }
        let perSecond = Double(passed) / best
        print("throughput: trivial property over [Int64], length 0...100: \(passed) examples in \(format(best)) s = \(Int(perSecond)) examples/s (checksum \(checksum))")
    }

    /// A shrink problem: a generator, a failing property and the expected minimal description.
    struct ShrinkProblem {
        let name: String
        let run: (UInt64) -> (seconds: Double, calls: Int, minimal: String)
    }

    static func problem<Value>(_ name: String, _ gen: Gen<Value>, _ body: @escaping (Value) throws -> Void) -> ShrinkProblem {
        ShrinkProblem(name: name) { seed in
            var report: RunReport<Value>?
            let seconds = measure {
                report = Property(name, gen).run(RunConfiguration(seed: seed, limits: Limits(maxCases: 10_000)), body)
            }
            let failure = report?.failure
            return (seconds, failure?.shrinkCalls ?? 0, failure?.minimalDescription ?? "no failure found")
        }
    }

    static var problems: [ShrinkProblem] { [
        problem("sum > 1000", Gen.array(of: .int(in: 0...10_000), length: 0...100)) { values in
            try expect(values.reduce(0, +) <= 1000)
        },
        problem("not sorted", Gen.array(of: .int(in: 0...1000), length: 0...100)) { values in
            try expect(values == values.sorted())
        },
        problem("inner list > 3", Gen.array(of: .array(of: .int(in: 0...1000), length: 0...10), length: 0...10)) { lists in
            try expect(lists.allSatisfy { $0.count <= 3 })
        },
        problem("n then n elements, one >= 50", Gen.int(in: 0...100).flatMap { Gen.array(of: .int(in: 0...100), count: $0) }) { values in
            try expect(values.allSatisfy { $0 < 50 })
        },
        problem("x > y + 10", Gen.zip(Gen.int(in: 0...100_000), Gen.int(in: 0...100_000))) { pair in
            try expect(pair.0 <= pair.1 + 10)
        },
    ] }

    /// Median shrink time and property calls over 20 seeds for each problem.
    static func shrinking() {
        for problem in problems {
            var times: [Double] = []
            var calls: [Double] = []
            var minima: Set<String> = []
            for seed in 1...20 {
                let result = problem.run(UInt64(seed))
                times.append(result.seconds)
                calls.append(Double(result.calls))
                minima.insert(result.minimal)
            }
            let distinct = minima.count == 1 ? "minimal \(minima.first ?? "")" : "\(minima.count) distinct minima: \(minima.sorted())"
            print("shrink \(problem.name): median \(format(median(times) * 1000)) ms, median \(Int(median(calls))) property calls over 20 seeds; \(distinct)")
        }
    }

    static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
