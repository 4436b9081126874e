import Campaign
import Testing

/// The time-left estimate against the run's real end, on a fixed workload shaped like the default
/// campaign: 20 strategies of 7 cells of 300 cases, the first 6 priced like model strategies and the
/// other 14 like view-controller strategies, ten times dearer per scenario run, a fifth of their cells
/// spending 3 s shrinking a failure found at their tenth case; two workers.
@Suite("campaign time left")
struct CampaignTimeLeftTests {
    struct Workload {
        /// Seconds per scenario run of each cell, and the runs its shrink takes (after its tenth case,
        /// as a cell finds its failures early), by index in matrix order (strategy by strategy).
        let perRun: [Double]
        let shrinkRuns: [Int]
        let strategies: [String]
        let planned = 300
        static let failingCase = 10

        static let defaultLike: Workload = {
            var perRun: [Double] = [], shrinkRuns: [Int] = [], strategies: [String] = []
            for s in 0..<20 {
                for i in 0..<7 {
                    perRun.append(s < 6 ? 0.000_4 : 0.004)
                    shrinkRuns.append(s >= 6 && (s + i) % 5 == 0 ? 750 : 0)
                    strategies.append("s\(s)")
                }
            }
            return Workload(perRun: perRun, shrinkRuns: shrinkRuns, strategies: strategies)
        }()

        func seconds(_ i: Int) -> Double { Double(planned + shrinkRuns[i]) * perRun[i] }

        /// Each cell's start and end when `jobs` workers take cells in `order`.
        func schedule(_ order: [Int], jobs: Int) -> [(start: Double, end: Double)] {
            var free = Array(repeating: 0.0, count: jobs)
            var times = Array(repeating: (start: 0.0, end: 0.0), count: perRun.count)
            for index in order {
                let worker = free.indices.min { free[$0] < free[$1] }!
                times[index] = (free[worker], free[worker] + seconds(index))
                free[worker] += seconds(index)
            }
            return times
        }

        /// What the supervisor knows at time `t`: each cell's cases and runs so far, busy seconds and
        /// whether it is done.
        func cells(at t: Double, times: [(start: Double, end: Double)]) -> [CampaignTimeLeft.Cell] {
            perRun.indices.map { i in
                let (start, end) = times[i]
                let done = end <= t
                let runs = start >= t ? 0 : done ? planned + shrinkRuns[i] : Int((t - start) / perRun[i])
                // Cases stand still while the failure of case 10 is shrunk.
                let first = Self.failingCase, shrink = shrinkRuns[i]
                let cases = runs <= first ? runs : runs <= first + shrink ? first : runs - shrink
                return .init(strategy: strategies[i], planned: planned, cases: min(cases, planned), runs: runs,
                             busySeconds: start >= t ? 0 : min(t, end) - start, done: done)
            }
        }
    }

    @Test func theEstimateOnceAFifthOfTheRunIsDoneIsWithinThirtyPercentOfTheRealEnd() throws {
        let w = Workload.defaultLike
        let order = CampaignTimeLeft.dispatchOrder(Array(w.perRun.indices)) { w.strategies[$0] }
        let times = w.schedule(order, jobs: 2)
        let total = times.map(\.end).max()!
        // Every progress line from 20 % of the run on, as the supervisor prints them every 0.2 s.
        var t = 0.2 * total
        var worst = 0.0
        while t < 0.9 * total {
            let left = try #require(CampaignTimeLeft.seconds(w.cells(at: t, times: times), jobs: 2))
            worst = max(worst, abs(t + left - total) / total)
            t += 0.2
        }
        print("time left: worst error \(worst) of the run's \(total) s from 20 % on")
        #expect(worst <= 0.3, "worst error \(worst) of the run's \(total) s")
        // The share of the case budget done, the former clock, misses this workload: its cheap cells run
        // first in matrix order, and its cost is not counted by case.
        let matrix = w.schedule(Array(w.perRun.indices), jobs: 2)
        let early = 0.2 * matrix.map(\.end).max()!
        let cells = w.cells(at: early, times: matrix)
        let fraction = Double(cells.reduce(0) { $0 + $1.cases }) / Double(cells.count * w.planned)
        let shareEstimate = early / fraction - early
        #expect(abs(early + shareEstimate - matrix.map(\.end).max()!) / matrix.map(\.end).max()! > 0.3)
    }

    @Test func dispatchTakesOneCellOfEveryStrategyPerRoundDiagonally() {
        let strategies = ["a", "a", "a", "b", "b", "b", "c"]
        // Round by round, the k-th strategy from its k-th cell on: a from its first (0), b from its second
        // (4), c from its only one (6); then a(1), b(5); then a(2), b(3).
        #expect(CampaignTimeLeft.dispatchOrder(Array(strategies.indices)) { strategies[$0] } == [0, 4, 6, 1, 5, 2, 3])
        #expect(CampaignTimeLeft.seconds([.init(strategy: "a", planned: 10, cases: 0, runs: 0, busySeconds: 1, done: false)], jobs: 2) == nil)
        // A case costs its strategy's seconds per run: "a" 1 s over 20 runs, "b" 3 s over 6. A cell not
        // started adds the runs a finished cell of its strategy spent shrinking ("a": 10), or of every
        // strategy (10), at its strategy's price; a strategy not measured yet costs the mean per run
        // (0.275 s).
        let left = CampaignTimeLeft.seconds([.init(strategy: "a", planned: 10, cases: 10, runs: 20, busySeconds: 1, done: true),
                                             .init(strategy: "a", planned: 10, cases: 0, runs: 0, busySeconds: 0, done: false),
                                             .init(strategy: "b", planned: 10, cases: 5, runs: 6, busySeconds: 3, done: false),
                                             .init(strategy: "c", planned: 10, cases: 0, runs: 0, busySeconds: 0, done: false)], jobs: 1)
        let expected = (10 + 10) * 0.05 + 5 * 0.5 + (10 + 10) * 0.275
        #expect(left.map { abs($0 - expected) < 1e-9 } == true, "\(left ?? -1) ≠ \(expected)")
    }
}
