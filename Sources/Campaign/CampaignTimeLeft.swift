/// How long a campaign still has to run, from what its cells have cost so far.
///
/// A share of the case budget is a poor clock: a view-controller strategy's case costs tens of times a
/// model strategy's, and a cell that finds a failure spends seconds shrinking it. The campaign's cells
/// are dispatched so that each strategy's first cell runs early (``dispatchOrder(_:strategy:)``), and
/// the time left is the work left, shared among the workers, priced from what the cells cost so far:
/// - a case costs its strategy's seconds per scenario run (a worker's seconds on the strategy's cells
///   over their runs, shrinking included: one run costs the same whether it is a case or a shrink);
/// - a cell not yet started adds the scenario runs a finished cell of its strategy spent shrinking, on
///   average (of every strategy while none of its own has finished), at its strategy's price: shrinking
///   belongs to the cells that find failures, not to every case;
/// - a running cell adds none: a cell shrinks its failures when it finds them, early;
/// - a strategy not yet measured costs the mean of those that are.
public enum CampaignTimeLeft {
    /// What the estimate reads of one cell.
    public struct Cell: Sendable, Equatable {
        public var strategy: String
        /// The cell's case budget.
        public var planned: Int
        /// Cases it has run (all of them once done).
        public var cases: Int
        /// Scenario runs so far, shrinking included.
        public var runs: Int
        /// Seconds a worker has spent on it so far (from its dispatch to its end, or to now); 0 before.
        public var busySeconds: Double
        public var done: Bool

        public init(strategy: String, planned: Int, cases: Int, runs: Int, busySeconds: Double, done: Bool) {
            self.strategy = strategy
            self.planned = planned
            self.cases = cases
            self.runs = runs
            self.busySeconds = busySeconds
            self.done = done
        }
    }

    /// Seconds left for `cells` run by `jobs` workers, or `nil` before any cell has run a case.
    public static func seconds(_ cells: [Cell], jobs: Int) -> Double? {
        var spent: [String: (seconds: Double, runs: Int)] = [:]
        for cell in cells where cell.runs > 0 {
            spent[cell.strategy, default: (0, 0)].seconds += cell.busySeconds
            spent[cell.strategy, default: (0, 0)].runs += cell.runs
        }
        guard !spent.isEmpty else { return nil }
        let perRun = spent.mapValues { $0.seconds / Double($0.runs) }
        let meanPerRun = perRun.values.reduce(0, +) / Double(perRun.count)
        // Scenario runs a finished cell spent shrinking, on average over its strategy's finished cells
        // (a correct strategy's cells shrink nothing, a buggy one's shrink on most invariants), or over
        // every strategy's while none of its own has finished.
        var shrinkRuns: [String: (runs: Int, cells: Int)] = [:]
        var allShrinkRuns = (runs: 0, cells: 0)
        for cell in cells where cell.done {
            let runs = max(0, cell.runs - cell.cases)
            shrinkRuns[cell.strategy, default: (0, 0)].runs += runs
            shrinkRuns[cell.strategy, default: (0, 0)].cells += 1
            allShrinkRuns = (allShrinkRuns.runs + runs, allShrinkRuns.cells + 1)
        }
        let meanShrinkRuns = allShrinkRuns.cells > 0 ? Double(allShrinkRuns.runs) / Double(allShrinkRuns.cells) : 0
        var work = 0.0, longest = 0.0
        for cell in cells where !cell.done {
            let price = perRun[cell.strategy] ?? meanPerRun
            let shrink = cell.runs > 0 ? 0 : shrinkRuns[cell.strategy].map { Double($0.runs) / Double($0.cells) } ?? meanShrinkRuns
            let left = (Double(max(0, cell.planned - cell.cases)) + shrink) * price
            work += left
            longest = max(longest, left)
        }
        // The workers share the work; one cell is never split among them.
        return max(work / Double(max(1, jobs)), longest)
    }

    /// `indices` (cells in matrix order, strategy by strategy) in the order a campaign dispatches them:
    /// round by round, each round one cell of every strategy that has cells left, the k-th strategy's
    /// cells taken from its k-th cell on (its invariants in matrix order: diagonally), so that early cells measure every strategy
    /// and every invariant. Which cells run, and what each finds, do not depend on it.
    public static func dispatchOrder(_ indices: [Int], strategy: (Int) -> String) -> [Int] {
        var byStrategy: [String: [Int]] = [:]
        var order: [String] = []
        for index in indices {
            let s = strategy(index)
            if byStrategy[s] == nil { order.append(s) }
            byStrategy[s, default: []].append(index)
        }
        for (k, s) in order.enumerated() {
            let cells = byStrategy[s]!
            let shift = k % cells.count
            byStrategy[s] = Array(cells[shift...] + cells[..<shift])
        }
        var result: [Int] = []
        var round = 0
        while result.count < indices.count {
            for s in order where round < byStrategy[s]!.count { result.append(byStrategy[s]![round]) }
            round += 1
        }
        return result
    }
}
