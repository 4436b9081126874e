import Campaign
import Foundation
import KeyboardStrategies
import Reports
import Testing
import Verification
import ControllerCatalog
#if canImport(Glibc)
import Glibc
#endif

/// Campaigns run through the binary: determinism, sharding, supervision, interruption, replay.
@Suite("keyfuzz campaigns", .serialized, .promptResumption)
struct CampaignTests {
    /// A small campaign: two strategies, two invariants, a handful of cases.
    static let small = ["run", "--seed", "12", "--cases", "12", "--max-actions", "8", "--no-db", "--jobs", "2",
                        "--strategies", "reference,test-ignores-keyboard", "--invariants", "reachability,offsetBounds"]

    static func report(_ folder: URL) throws -> CampaignReport {
        try CampaignReport.read(from: folder.appendingPathComponent("report.json"))
    }

    /// The report without its timing fields, as JSON.
    static func untimed(_ report: CampaignReport) throws -> String {
        var r = report
        r.run.startedAt = ""
        r.run.finishedAt = ""
        r.run.elapsedSeconds = 0
        r.run.jobs = 0
        for i in r.findings.indices { r.findings[i].firstFoundSeconds = 0 }
        return String(decoding: try ReportJSON.encode(r), as: UTF8.self)
    }

    @Test func sameSeedAndCasesGiveTheSameReport() async throws {
        let a = KeyfuzzBinary.scratch("det-a"), b = KeyfuzzBinary.scratch("det-b")
        let first = try await KeyfuzzBinary.run(Self.small + ["--out", a.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        let second = try await KeyfuzzBinary.run(Self.small + ["--jobs", "1", "--out", b.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(first.status == 1, "test-ignores-keyboard breaks reachability: \(first.stderr)")
        #expect(second.status == first.status)
        let ra = try Self.report(a), rb = try Self.report(b)
        #expect(ra.cells.count == 4)
        #expect(ra.cells.filter { $0.status == .holds }.allSatisfy { $0.cases == 12 })
        #expect(ra.cells.first { $0.strategy == "test-ignores-keyboard" && $0.invariant == "reachability" }?.status == .broken)
        #expect(!ra.findings.isEmpty)
        #expect(try Self.untimed(ra) == Self.untimed(rb))
        for name in ["report.json", "report.md", "report.html", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: a.appendingPathComponent(name).path))
        }
    }

    @Test func mergedShardsEqualTheUnshardedRun() async throws {
        let whole = KeyfuzzBinary.scratch("whole"), one = KeyfuzzBinary.scratch("shard1"), two = KeyfuzzBinary.scratch("shard2")
        let merged = KeyfuzzBinary.scratch("merged").appendingPathComponent("out")
        _ = try await KeyfuzzBinary.run(Self.small + ["--out", whole.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        _ = try await KeyfuzzBinary.run(Self.small + ["--shard", "1/2", "--out", one.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        _ = try await KeyfuzzBinary.run(Self.small + ["--shard", "2/2", "--out", two.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        let shard = try Self.report(one)
        #expect(shard.cells.filter { $0.status == .notRun }.count == 2)
        let result = try await KeyfuzzBinary.run(["merge", one.path, two.path, "--out", merged.path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1)
        let m = try Self.report(merged), w = try Self.report(whole)
        #expect(m.findings.map(\.id) == w.findings.map(\.id))
        #expect(m.cells == w.cells)
        #expect(m.cases == w.cases)
        #expect(m.run.shards.map(\.description) == ["1/2", "2/2"])
        let again = try await KeyfuzzBinary.run(["merge", one.path, one.path, "--out", KeyfuzzBinary.scratch("dup").appendingPathComponent("o").path])
        #expect(again.status == 2)
        #expect(again.stderr.contains("shard 1/2 appears twice"))
    }

    @Test func trappingStrategyIsReportedAsACrashAndTheRunCompletes() async throws {
        let out = KeyfuzzBinary.scratch("crash")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "30", "--max-actions", "10", "--no-db", "--jobs", "2",
                                            "--strategies", "test-traps-on-rotate,reference",
                                            "--invariants", "noUIKitException,offsetBounds", "--out", out.path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1)
        let report = try Self.report(out)
        #expect(report.stopReason == .completed)
        let crash = try #require(report.findings.first { $0.kind == .crash })
        #expect(crash.strategy == "test-traps-on-rotate")
        #expect(crash.token.hasPrefix("kf1:"))
        // The trap is in `didRotate`, which a rotation and a window resize both deliver
        // (`viewWillTransition(to:with:)`).
        #expect(crash.scenario.contains("rotate") || crash.scenario.contains("window resized"), "\(crash.scenario)")
        #expect(crash.message.contains("the strategy stopped the process"))
        // The runtime's own words, not the backtracer's last line.
        #expect(crash.message.contains("Fatal error: Index out of range"), "\(crash.message)")
        let reference = report.cells.filter { $0.strategy == "reference" }
        #expect(reference.allSatisfy { $0.status == .holds && $0.cases == 30 })
        #expect(report.cells.filter { $0.strategy == "test-traps-on-rotate" }.allSatisfy { $0.status == .crash })
    }

    @Test func hangingStrategyIsReportedAsAHang() async throws {
        let out = KeyfuzzBinary.scratch("hang")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "30", "--max-actions", "10", "--no-db", "--jobs", "1",
                                            "--strategies", "test-hangs-on-rotate", "--invariants", "noUIKitException",
                                            "--hang-timeout", "1", "--out", out.path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1)
        let report = try Self.report(out)
        let hang = try #require(report.findings.first)
        #expect(hang.kind == .hang)
        #expect(hang.token.hasPrefix("kf1:"))
        #expect(hang.message.contains("made no progress for 1 s"))
    }

    @Test func interruptStopsQuicklyAndLeavesACompleteReport() async throws {
        let out = KeyfuzzBinary.scratch("interrupt")
        let (process, stdout, _) = try KeyfuzzBinary.start(["run", "--seed", "5", "--cases", "100000", "--no-db", "--jobs", "2",
                                                            "--out", out.path])
        try await Task.sleep(for: .seconds(3))
        let signalled = ContinuousClock.now
        kill(process.processIdentifier, SIGINT)
        let text = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let took = ContinuousClock.now - signalled
        #expect(process.terminationStatus == 130)
        #expect(took < .seconds(10), "stopping took \(took)")
        let report = try Self.report(out)
        #expect(report.stopReason == .interrupted)
        #expect(report.cells.count == (ControllerCatalog.all + ControllerCatalog.recipes).count * Invariant.all.count)
        #expect(String(decoding: text, as: UTF8.self).contains("stopped: interrupted"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func failuresGoIntoTheDatabaseAndAreReplayedFirst() async throws {
        let dir = KeyfuzzBinary.scratch("db")
        let db = dir.appendingPathComponent("db")
        let args = ["run", "--seed", "12", "--cases", "12", "--max-actions", "8", "--jobs", "1", "--db", db.path,
                    "--strategies", "test-ignores-keyboard", "--invariants", "reachability"]
        let first = try await KeyfuzzBinary.run(args + ["--out", dir.appendingPathComponent("one").path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(first.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: db.path).filter { $0.hasSuffix(".kftokens") }
        #expect(files.count == 1)
        let saved = try String(contentsOf: db.appendingPathComponent(files[0]), encoding: .utf8)
        let found = try Self.report(dir.appendingPathComponent("one")).findings.map(\.token)
        #expect(found.allSatisfy { saved.contains($0) })
        // With one case and seed 14 the cell holds without the database; with it, the saved failure is
        // replayed before that case and found again.
        let oneCase = ["run", "--seed", "14", "--cases", "1", "--max-actions", "8", "--jobs", "1",
                       "--strategies", "test-ignores-keyboard", "--invariants", "reachability"]
        let control = try await KeyfuzzBinary.run(oneCase + ["--no-db", "--out", dir.appendingPathComponent("control").path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(control.status == 0)
        let replayed = try await KeyfuzzBinary.run(oneCase + ["--db", db.path, "--out", dir.appendingPathComponent("two").path], environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(replayed.status == 1)
        let again = try Self.report(dir.appendingPathComponent("two")).findings.map(\.token)
        #expect(!again.isEmpty)
        #expect(again.allSatisfy { saved.contains($0) }, "the replayed failures are the saved ones")
    }

    @Test func replayOfACommittedTokenShowsTheBrokenPromise() async throws {
        // Found by `keyfuzz run --seed 1 --cases 100`: seed 002's recipe in a UITableViewController. Drawn in
        // a popover, it left the focused field 1 pt under the navigation bar; on the iPhone it was drawn on
        // that popover is a full-screen presentation (POLICIES 27), and the recipe's scroll, clamped at the
        // bottom only, puts row 0's field (less its 10 pt padding) 4 pt above the top of the range.
        let token = "kf1:HQAAAQACHgBHAQAAAAAAAAAAAAAAAAAAAQAAAAAA7fWL8g"
        let result = try await KeyfuzzBinary.run(["replay", token, "--strategy", "insetAndScrollFocused"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("step 5: keyboard didShow y 393→184 h 209→209"))
        #expect(result.stdout.contains("✗ offset bounds (promised): contentOffset.y -4 < min 0"))
        let reference = try await KeyfuzzBinary.run(["replay", token, "--strategy", "reference"])
        #expect(reference.status == 0)
        #expect(reference.stdout.hasSuffix("no promised invariant broke\n"))
    }

    @Test func explainWritesThePictureReport() async throws {
        let out = KeyfuzzBinary.scratch("explain")
        let token = "kf1:HQAAAQACHgBHAQAAAAAAAAAAAAAAAAAAAQAAAAAA7fWL8g"
        let result = try await KeyfuzzBinary.run(["explain", token, "--strategy", "insetAndScrollFocused", "--out", out.path])
        #expect(result.status == 1)
        let html = try String(contentsOf: out.appendingPathComponent("explain.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<svg").count - 1 >= 3)
    }
}
