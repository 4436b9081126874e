import Campaign
import Foundation
import Testing
import Verification
#if canImport(Glibc)
import Glibc
#endif

/// One test per way a campaign could report what it did not earn, as the command line shows it: a
/// missing shard, a cut-short cell, an overwritten or unwritable report, a database that is a file.
/// Each can run against another build of the binary (`KEYFUZZ_BINARY=…`).
@Suite("keyfuzz never reports what it did not earn", .serialized, .promptResumption)
struct CampaignDefectTests {
    static let twoCells = ["--seed", "9", "--cases", "5", "--max-actions", "8", "--jobs", "1", "--no-db",
                           "--strategies", "reference,bottomPinned", "--invariants", "offsetBounds,bottomPinning"]

    static func report(_ folder: URL) throws -> CampaignReport {
        try CampaignReport.read(from: folder.appendingPathComponent("report.json"))
    }

    @Test func mergeRefusesASetWithAShardMissing() async throws {
        let dir = KeyfuzzBinary.scratch("merge-missing")
        let one = dir.appendingPathComponent("rs1"), merged = dir.appendingPathComponent("mrs")
        let shard = try await KeyfuzzBinary.run(["run"] + Self.twoCells + ["--shard", "1/2", "--out", one.path])
        #expect(shard.status == 0 || shard.status == 1)
        let result = try await KeyfuzzBinary.run(["merge", one.path, "--out", merged.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("shard 2/2 is missing"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged.appendingPathComponent("report.json").path))
    }

    @Test func cellsCutShortByTheTimeBudgetAreIncompleteNotPassing() async throws {
        let out = KeyfuzzBinary.scratch("cut-short")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "100000", "--duration", "2s", "--jobs", "1",
                                            "--no-db", "--strategies", "reference", "--invariants", "offsetBounds,focusVisibility",
                                            "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try Self.report(out)
        #expect(report.stopReason == .duration)
        #expect(report.cells.allSatisfy { $0.status == .incomplete && $0.cases < 100_000 && $0.casesPlanned == 100_000 })
        #expect(!report.cells.contains { $0.status == .holds })
        #expect(result.stdout.contains("INCOMPLETE: 2 cells"))
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(!junit.contains("<system-out>held on"), "an incomplete cell must not pass in junit.xml")
        #expect(junit.contains("<skipped message=\"incomplete: held on"))
    }

    @Test func theTimeBudgetBoundsTheWholeRun() async throws {
        let out = KeyfuzzBinary.scratch("budget")
        let result = try await KeyfuzzBinary.run(["run", "--profile", "nightly", "--duration", "3s", "--seed", "4", "--jobs", "2",
                                            "--no-db", "--strategies", "reference,insetAndScrollFocused",
                                            "--invariants", "focusVisibility,offsetBounds", "--out", out.path])
        let took = result.elapsed
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        // 3 s of campaign, a worker start and the report: far from the case budget of 100,000 a cell.
        #expect(took < .seconds(25), "took \(took)")
        #expect(try Self.report(out).stopReason == .duration)
    }

    @Test(arguments: [["--strategies", ""], ["--invariants", ","], ["--strategies", "reference,reference"],
                      ["--invariants", "offsetBounds,offsetBounds"], ["--out", ""], ["--duration", "1e308h"],
                      ["--duration", "1e19"], ["--seed", "18446744073709551616"]])
    func badRunOptionsAreBadUsage(option: [String]) async throws {
        let out = KeyfuzzBinary.scratch("bad-usage")
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--no-db"] + option + (option[0] == "--out" ? [] : ["--out", out.path]))
        #expect(result.status == 2, "\(option): \(result.stderr)")
        #expect(result.stderr.hasPrefix("keyfuzz: "))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
    }

    @Test func seedPast64BitsSaysSo() async throws {
        let result = try await KeyfuzzBinary.run(["run", "--seed", "18446744073709551616", "--no-db"])
        #expect(result.stderr.contains("must fit in 64 bits"))
    }

    @Test func replayWithoutAStrategyIsBadUsage() async throws {
        let result = try await KeyfuzzBinary.run(["replay", "kf1:HQAAAQACHgBHAQAAAAAAAAAAAAAAAAAAAQAAAAAA7fWL8g"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs --strategy"))
    }

    @Test func anExistingReportFileOfAnyKindIsNotOverwritten() async throws {
        let dir = KeyfuzzBinary.scratch("existing-md")
        try Data("mine".utf8).write(to: dir.appendingPathComponent("report.md"))
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--no-db", "--strategies", "reference",
                                            "--invariants", "offsetBounds", "--out", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("already holds a report (report.md)"))
        #expect(try String(contentsOf: dir.appendingPathComponent("report.md"), encoding: .utf8) == "mine")
    }

    @Test func twoRunsGivenOneOutputFolderDoNotBothWriteIt() async throws {
        let out = KeyfuzzBinary.scratch("shared-out")
        let (first, _, _) = try KeyfuzzBinary.start(["run", "--cases", "100000", "--no-db", "--jobs", "1", "--strategies", "reference",
                                                     "--invariants", "offsetBounds", "--out", out.path])
        defer { kill(first.processIdentifier, SIGKILL); first.waitUntilExit() }
        // Wait until the first run has claimed the folder.
        KeyfuzzBinary.waitUntilClaimed(out)
        let second = try await KeyfuzzBinary.run(["run", "--cases", "1", "--no-db", "--strategies", "reference",
                                            "--invariants", "offsetBounds", "--out", out.path])
        #expect(second.status == 2)
        #expect(second.stderr.contains("being written by another keyfuzz run"), "\(second.stderr)")
    }

    @Test func aReportLeftUnfinishedByAKilledRunDoesNotBlockTheNext() async throws {
        let out = KeyfuzzBinary.scratch("killed-writer")
        // What a run killed while writing leaves: its claim (a process that no longer exists) and one file.
        try Data("2147483646\n".utf8).write(to: out.appendingPathComponent(CampaignOutput.markerName))
        try Data("{}".utf8).write(to: out.appendingPathComponent("report.json"))
        let result = try await KeyfuzzBinary.run(["run", "--cases", "2", "--no-db", "--strategies", "reference",
                                            "--invariants", "offsetBounds", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("removed the unfinished report"))
        #expect(try Self.report(out).cells.count == 1)
    }

    @Test func aReportThatCannotBeWrittenKeepsTheSummaryAndIsNotAnInternalError() throws {
        let dir = KeyfuzzBinary.scratch("unwritable-late")
        let out = dir.appendingPathComponent("out")
        // Still running when the folder goes away, in any build: 1 ms a keyboard callback, about a second.
        // One invariant the strategy keeps: a broken one (focus visibility) adds a cell and the shrink of its
        // failure, eight more seconds of the same waiting.
        let (process, stdout, stderr) = try KeyfuzzBinary.start(["run", "--cases", "40", "--seed", "2", "--no-db", "--jobs", "1",
                                                                "--strategies", "test-ignores-keyboard-slowly", "--invariants", "offsetBounds",
                                                                "--out", out.path],
                                                               environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        KeyfuzzBinary.waitUntilClaimed(out)
        // The folder goes away while the campaign runs (a full or vanished disk): writing must fail.
        try FileManager.default.removeItem(at: out)
        try Data("in the way".utf8).write(to: out)
        let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(errors)")
        #expect(text.contains("stopped: completed"), "the summary is printed before the report is written")
        #expect(errors.contains("cannot write the report"))
        #expect(!errors.contains("internal error"))
    }

    @Test func explainIntoAFolderThatCannotBeWrittenIsBadInput() async throws {
        let token = "kf1:HQAAAQACHgBHAQAAAAAAAAAAAAAAAAAAAQAAAAAA7fWL8g"
        let result = try await KeyfuzzBinary.run(["explain", token, "--strategy", "insetAndScrollFocused", "--out", "/proc/keyfuzz-explain"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write"))
    }

    @Test func aDatabaseThatIsAFileIsRefusedUpFront() async throws {
        let dir = KeyfuzzBinary.scratch("db-file")
        let file = dir.appendingPathComponent("db")
        try Data("x".utf8).write(to: file)
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--db", file.path, "--out", dir.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a file, not a folder"))
    }

    @Test func otherFilesInTheDatabaseFolderAreLeftAlone() async throws {
        let dir = KeyfuzzBinary.scratch("db-readme")
        let db = dir.appendingPathComponent("db")
        try FileManager.default.createDirectory(at: db, withIntermediateDirectories: true)
        try Data("This folder is keyfuzz's failure database.\n".utf8).write(to: db.appendingPathComponent("README.md"))
        let result = try await KeyfuzzBinary.run(["run", "--cases", "2", "--db", db.path, "--strategies", "reference",
                                            "--invariants", "offsetBounds", "--out", dir.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func failuresThatCannotBeSavedAreSaidOnTheConsole() async throws {
        let dir = KeyfuzzBinary.scratch("db-unsavable")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "7", "--cases", "12", "--max-actions", "8", "--jobs", "1",
                                            "--db", "/proc/keyfuzz-db-cannot-exist", "--strategies", "test-ignores-keyboard",
                                            "--invariants", "reachability", "--out", dir.appendingPathComponent("out").path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("could not be saved to the failure database"), "\(result.stderr)")
    }

    @Test func observabilityWritesOneHypothesisLinePerCase() async throws {
        let dir = KeyfuzzBinary.scratch("observe")
        let file = dir.appendingPathComponent("observations.jsonl")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "7", "--cases", "6", "--max-actions", "8", "--jobs", "2", "--no-db",
                                            "--strategies", "reference,test-ignores-keyboard", "--invariants", "reachability",
                                            "--observability", file.path, "--out", dir.appendingPathComponent("out").path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        // One line per case, and one per finding's shrunk case (how_generated "minimal failing example").
        #expect(lines.filter { !$0.contains("\"how_generated\":\"minimal failing example\"") }.count == 12)
        let required: Set = ["type", "status", "status_reason", "representation", "arguments", "how_generated", "features",
                             "coverage", "timing", "metadata", "property", "run_start"]
        var statuses: [String] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == required)
            #expect(object["type"] as? String == "test_case")
            statuses.append(object["status"] as? String ?? "")
        }
        #expect(statuses.allSatisfy { ["passed", "failed", "gave_up"].contains($0) })
        #expect(statuses.contains("failed"))
    }
}
