import Foundation

/// A named set of benchmarks that prints its own figures.
struct BenchmarkGroup {
    let name: String
    let run: () -> Void
}

/// Seconds elapsed while running `work`.
func measure(_ work: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(work)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// CPU seconds this thread spent running `work` (`CLOCK_THREAD_CPUTIME_ID`): a rate per core that other
/// processes on a shared machine disturb far less than the wall clock.
func measureCPU(_ work: () -> Void) -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    let start = now()
    work()
    return now() - start
}
