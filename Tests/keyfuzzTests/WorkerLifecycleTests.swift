import Campaign
import Foundation
import Testing
import Verification
#if canImport(Glibc)
import Glibc
#endif

/// A campaign's workers and their supervisor (a suite apart from ``CampaignDefectTests``, so that the
/// two serialized suites of the binary's tests can run side by side): a worker killed from outside
/// is not the strategy's crash, no worker outlives a killed supervisor, and a slow scenario that keeps
/// calling back is not a hang.
@Suite("keyfuzz workers and their supervisor", .serialized, .promptResumption)
struct WorkerLifecycleTests {
    static func report(_ folder: URL) throws -> CampaignReport {
        try CampaignReport.read(from: folder.appendingPathComponent("report.json"))
    }

    @Test func aWorkerKilledFromOutsideIsNotChargedToTheStrategy() throws {
        let out = KeyfuzzBinary.scratch("killed-worker")
        // A worker still busy when it is killed 0.3 s in, in any build: 200 cases of a strategy whose
        // keyboard callbacks take 1 ms each, about 3 s (mostly asleep).
        let (process, stdout, _) = try KeyfuzzBinary.start(["run", "--seed", "5", "--cases", "200", "--jobs", "1", "--no-db",
                                                            "--strategies", "test-ignores-keyboard-slowly", "--invariants", "offsetBounds",
                                                            "--out", out.path],
                                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        // The folder is claimed once the workers were checked; the campaign's worker starts then.
        KeyfuzzBinary.waitUntilClaimed(out)
        var workers: [Int32] = []
        for _ in 0..<200 where workers.isEmpty {
            usleep(50_000)
            workers = Self.children(of: process.processIdentifier)
        }
        usleep(300_000)
        for pid in workers { kill(pid, SIGKILL) }
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(!workers.isEmpty)
        #expect(process.terminationStatus == 0)
        let report = try Self.report(out)
        #expect(!report.findings.contains { $0.kind == .crash }, "\(report.findings.map(\.message))")
        #expect(report.cells.allSatisfy { $0.status == .holds && $0.cases == 200 })
        #expect(report.warnings.contains { $0.contains("not charged to the strategy") })
    }

    @Test func workersDoNotOutliveAKilledSupervisor() async throws {
        let out = KeyfuzzBinary.scratch("killed-supervisor")
        // Workers stuck in a strategy that never returns write nothing, so only watching the
        // supervisor can end them.
        let (process, _, _) = try KeyfuzzBinary.start(["run", "--cases", "100000", "--jobs", "2", "--no-db", "--max-actions", "10",
                                                       "--strategies", "test-hangs-on-rotate", "--invariants", "noUIKitException,offsetBounds",
                                                       "--hang-timeout", "600", "--out", out.path],
                                                      environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        KeyfuzzBinary.waitUntilClaimed(out)
        var workers: [Int32] = []
        for _ in 0..<200 where workers.count < 2 {
            usleep(50_000)
            workers = Self.children(of: process.processIdentifier)
        }
        #expect(workers.count == 2)
        try await Task.sleep(for: .seconds(2))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var alive = workers
        for _ in 0..<60 where !alive.isEmpty {
            usleep(100_000)
            alive = alive.filter(Self.isRunning)
        }
        #expect(alive.isEmpty, "workers still running 6 s after the supervisor was killed: \(alive)")
        for pid in alive { kill(pid, SIGKILL) }
    }

    @Test func aSlowScenarioThatKeepsProgressingIsNotAHang() async throws {
        let out = KeyfuzzBinary.scratch("slow")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "3", "--max-actions", "10", "--jobs", "1", "--no-db",
                                            "--strategies", "test-slow-keyboard", "--invariants", "noUIKitException",
                                            "--hang-timeout", "1", "--out", out.path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try Self.report(out)
        #expect(report.findings.isEmpty)
        #expect(report.cells.first?.status == .holds)
        // The point of the test: a case took longer than the hang limit.
        #expect(report.run.elapsedSeconds > 1.5)
    }

    /// The process ids of `pid`'s children (Linux `/proc`).
    static func children(of pid: Int32) -> [Int32] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }
    }

    /// True while `pid` exists and is not a zombie.
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }
}
