import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a property run leaves on standard error when the code under test takes the whole process down
/// (a trap, `fatalError`, an out-of-range index, a crash): the property's name, the seed that reproduces
/// the run, the case that was running and, best effort, a description of its value. Without it a test
/// process killed by a user's strategy says nothing a person can re-run.
///
/// While a run is guarded, handlers for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE are in
/// place. The header is rendered before the run and written with `write(2)`, which is safe in a signal
/// handler; the value's description is made at the crash, which is not async-signal-safe and is
/// attempted last. Then the handlers that were there before (Swift's backtracer) are put back and the
/// signal is raised again, so the process still dies as it would have.
///
/// Test runners run properties on several threads at once: the state is shared, so every change is
/// made under a lock, and the handlers stay installed until the last guarded run ends. With runs in
/// parallel the report names the property that last started or noted a case.
public enum CrashReport {
    nonisolated(unsafe) private static var header: [UInt8] = []
    nonisolated(unsafe) private static var caseIndex = 0
    nonisolated(unsafe) private static var describe: (() -> String)?
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var active = false
    /// Guarded runs in progress, on any thread.
    nonisolated(unsafe) private static var runs = 0
    private static let lock = NSLock()

    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Runs `body` with the crash handlers in place for the property `name` run with `seed`; the
    /// message names `seedVariable` as the way to run it again.
    public static func guarding<T>(property name: String, seed: UInt64, seedVariable: String = "KEYFUZZ_SEED",
                                   _ body: () throws -> T) rethrows -> T {
        let seedText = "0x" + String(seed, radix: 16)
        let text = Array("\nkeyfuzz: property \"\(name)\" took the process down while running a case.\n  Seed: \(seedText). The same seed runs the same cases: \(seedVariable)=\(seedText) swift test --filter <this test>\n".utf8)
        lock.lock()
        header = text
        caseIndex = 0
        describe = nil
        runs += 1
        install()
        lock.unlock()
        defer {
            lock.lock()
            runs -= 1
            if runs == 0 { uninstall() }
            lock.unlock()
        }
        return try body()
    }

    /// Marks the start of a case: its number and how to describe its value if the process dies in it.
    public static func note(case index: Int, describe: @escaping () -> String) {
        lock.lock()
        caseIndex = index
        self.describe = describe
        lock.unlock()
    }

    private static func install() {
        guard !active else { return }
        active = true
        for sig in signals {
            var old = sigaction()
            sigaction(sig, nil, &old)
            previous[sig] = old
            signal(sig, crashHandler)
        }
    }

    private static func uninstall() {
        guard active else { return }
        for sig in signals {
            if var old = previous[sig] { sigaction(sig, &old, nil) }
        }
        previous = [:]
        active = false
        describe = nil
    }

    fileprivate static func report(signal sig: Int32) {
        header.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        let line = Array("  It died in case \(caseIndex) (signal \(sig)).\n".utf8)
        line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        if let describe {
            self.describe = nil
            let value = Array("  Value: \(describe())\n".utf8)
            value.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        }
        uninstall()
        raise(sig)
    }
}

private func crashHandler(_ sig: Int32) {
    CrashReport.report(signal: sig)
}
