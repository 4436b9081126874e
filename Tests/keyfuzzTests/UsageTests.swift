import Foundation
import Testing

/// `--help`, `--version` and usage errors, against committed expected output. Re-record an expected
/// file only on purpose, by hand.
@Suite("keyfuzz usage", .promptResumption)
struct UsageTests {
    @Test func helpMatchesCommittedText() async throws {
        let result = try await KeyfuzzBinary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == (try KeyfuzzBinary.expected("help.txt")))
    }

    @Test func runHelpMatchesCommittedText() async throws {
        let result = try await KeyfuzzBinary.run(["run", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout == (try KeyfuzzBinary.expected("run-help.txt")))
    }

    @Test func everyCommandHasHelp() async throws {
        for command in ["merge", "replay", "explain", "list", "import"] {
            let result = try await KeyfuzzBinary.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("USAGE: keyfuzz \(command)"))
        }
    }

    @Test func versionPrintsTheVersion() async throws {
        let result = try await KeyfuzzBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "keyfuzz 0.1.0\n")
    }

    @Test(arguments: [
        (["run", "--bogus"], "unknown-option.txt"),
        (["run", "--shard", "3/2"], "bad-shard.txt"),
        (["replay", "kf1:notatoken", "--strategy", "reference"], "bad-token.txt"),
    ])
    func usageErrorsAreOneLineWithExitCode2(arguments: [String], expected: String) async throws {
        let result = try await KeyfuzzBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == (try KeyfuzzBinary.expected(expected)))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownStrategyIsBadInput() async throws {
        let out = KeyfuzzBinary.scratch("unknown-strategy")
        let result = try await KeyfuzzBinary.run(["run", "--strategies", "nope", "--no-db", "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("keyfuzz: unknown strategy 'nope'; known: ") && result.stderr.contains("profileForm"))
        #expect(result.stderr.contains(", reference, "), "under the test switch the model-level fixtures are runnable by id, so named")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
    }

    /// Without its test switch keyfuzz shows and runs the view-controller catalogue only: the model-level
    /// fixtures and the faulty strategies are neither listed nor runnable.
    @Test func fixturesOnlyUnderTheTestSwitch() async throws {
        let user = ["KEYFUZZ_TEST_STRATEGIES": "0"]
        let list = try await KeyfuzzBinary.run(["list"], environment: user)
        #expect(list.status == 0)
        let ids = list.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .map { String($0.dropFirst(2).prefix { $0 != ":" && $0 != " " }) }
        #expect(ids.contains("profileForm") && ids.contains("bottomPinnedController"))
        #expect(!ids.contains("reference") && !ids.contains("bottomPinned") && !ids.contains("test-traps-on-rotate"), "\(ids)")
        #expect(!list.stdout.contains("ALSO RUNNABLE"))
        let out = KeyfuzzBinary.scratch("fixture-without-switch")
        let run = try await KeyfuzzBinary.run(["run", "--strategies", "reference", "--cases", "1", "--no-db", "--out", out.path], environment: user)
        #expect(run.status == 2 && run.stderr.hasPrefix("keyfuzz: unknown strategy 'reference'"), "\(run.stderr)")
        let switched = try await KeyfuzzBinary.run(["list"])
        #expect(switched.stdout.contains("ALSO RUNNABLE") && switched.stdout.contains("  reference:"))
    }

    @Test func unwritableOutputFolderIsBadInputAndOverwritesNothing() async throws {
        let dir = KeyfuzzBinary.scratch("unwritable")
        let file = dir.appendingPathComponent("a-file")
        try Data("keep me".utf8).write(to: file)
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--no-db", "--out", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "keyfuzz: output folder \(file.path) is a file, not a folder\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    }

    @Test func folderHoldingAReportIsRefused() async throws {
        let dir = KeyfuzzBinary.scratch("existing")
        let report = dir.appendingPathComponent("report.json")
        try Data("{}".utf8).write(to: report)
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--no-db", "--out", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("already holds a report"))
        #expect(try String(contentsOf: report, encoding: .utf8) == "{}")
    }

    @Test func corruptDatabaseFileIsBadInput() async throws {
        let dir = KeyfuzzBinary.scratch("corrupt-db")
        let db = dir.appendingPathComponent("db")
        try FileManager.default.createDirectory(at: db, withIntermediateDirectories: true)
        try Data("kf1:AAAA\n".utf8).write(to: db.appendingPathComponent("reference-x.kftokens"))
        let result = try await KeyfuzzBinary.run(["run", "--cases", "1", "--db", db.path, "--out", dir.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("keyfuzz: failure database file \(db.path)/reference-x.kftokens line 1 is corrupt"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
