import Foundation
import PropertyCheck
import Testing

/// The crash report's state is shared by every property run in the process, and test runners run
/// properties on several threads: a guarded run and the cases it notes must not race.
@Suite struct CrashReportTests {
    @Test func guardedRunsOnManyThreadsAtOnceKeepTheProcessAlive() {
        let threads = 8, runsPerThread = 2_000
        let finished = NSLock()
        nonisolated(unsafe) var total = 0
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for run in 0..<runsPerThread {
                let value = CrashReport.guarding(property: "thread \(thread) run \(run)", seed: UInt64(run)) { () -> Int in
                    for index in 0..<20 {
                        // A fresh closure each case: before the lock, two threads swapping it freed one twice.
                        let text = "case \(index) of \(thread)"
                        CrashReport.note(case: index) { text }
                    }
                    return 1
                }
                finished.lock()
                total += value
                finished.unlock()
            }
        }
        #expect(total == threads * runsPerThread)
    }
}
