import Foundation
import PropertyCheck
import Testing

/// A fresh empty directory for one test.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct FailureDatabases {
    let gen = Gen.array(of: Gen.int(in: 0...1000), length: 0...20)

    @Test func shrunkFailureIsSavedAndReplayedBeforeNewCases() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        let first = Property("sum", gen).run(RunConfiguration(seed: 1, database: database)) { values in
            try expect(values.reduce(0, +) <= 1000)
        }
        let saved = database.entries(for: "sum").entries
        #expect(saved == [try #require(first.failure).minimalChoices])

        var bodyCalls = 0
        let second = Property("sum", gen).run(RunConfiguration(seed: 999, database: database)) { values in
            bodyCalls += 1
            try expect(values.reduce(0, +) <= 1000)
        }
        let failure = try #require(second.failure)
        #expect(failure.origin == .database)
        #expect(failure.minimal == [1, 1000])
        #expect(second.casesGenerated == 1)
        #expect(bodyCalls == 1 + failure.shrinkCalls + 1)
    }

    @Test func entryThatNowPassesIsRemoved() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        try database.save([1, 5, 0], for: "fixed")
        let report = Property("fixed", gen).run(RunConfiguration(seed: 1, limits: Limits(maxCases: 10), database: database)) { _ in }
        #expect(report.passed)
        #expect(database.entries(for: "fixed").entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: database.fileURL(for: "fixed").path))
    }

    /// Issue 27 item 3: a file `entries` calls "skipped" is never rewritten by the next save.
    @Test func aFileThatIsNotUTF8IsMovedAsideNotOverwritten() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        let url = database.fileURL(for: "bytes")
        let bytes = Data([0x6B, 0x66, 0x31, 0x3A, 0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A])
        try Data(bytes).write(to: url)
        #expect(database.entries(for: "bytes").warnings.first?.contains("could not be read as UTF-8") == true)

        let note = try database.save([1, 2, 3], for: "bytes")
        let aside = URL(fileURLWithPath: url.path + ".unreadable")
        #expect(try Data(contentsOf: aside) == bytes, "the unreadable file's bytes must survive")
        #expect(note?.contains(aside.path) == true, "the save must say where the file went: \(note ?? "nil")")
        #expect(database.entries(for: "bytes").entries == [[1, 2, 3]])
    }

    /// Issue 27 item 3: a line that does not decode survives a save into its file.
    @Test func aSaveKeepsTheLinesItCouldNotDecode() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        try database.save([1, 7, 0], for: "kept")
        let url = database.fileURL(for: "kept")
        let good = try String(contentsOf: url, encoding: .utf8)
        try Data(("kf1:garbage!\n" + good).utf8).write(to: url)
        try database.save([2, 8, 0], for: "kept")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("kf1:garbage!"), "\(text)")
        #expect(database.entries(for: "kept").entries.count == 2)
    }

    /// Issue 27 item 3: a failing property's run never rewrites an unreadable file.
    @Test func aFailingRunKeepsAnUnreadableFileAndSaysWhereItWent() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        let url = database.fileURL(for: "sum-bytes")
        let bytes = Data((0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 0x80) })
        try bytes.write(to: url)
        let report = Property("sum-bytes", gen).run(RunConfiguration(seed: 1, database: database)) { values in
            try expect(values.reduce(0, +) <= 1000)
        }
        #expect(report.failure != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".unreadable")) == bytes)
        #expect(report.warnings.contains { $0.contains(".unreadable") }, "\(report.warnings)")
    }

    @Test func corruptLineIsReportedAndSkipped() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        try database.save([1, 7, 0], for: "mixed")
        let url = database.fileURL(for: "mixed")
        let good = try String(contentsOf: url, encoding: .utf8)
        try Data(("kf1:garbage!\n" + good).utf8).write(to: url)

        let (entries, warnings) = database.entries(for: "mixed")
        #expect(entries == [[1, 7, 0]])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("line 1 skipped") == true)

        let report = Property("mixed", gen).run(RunConfiguration(seed: 1, limits: Limits(maxCases: 10), database: database)) { _ in }
        #expect(report.passed)
        #expect(report.warnings.count == 1)
    }

    @Test func unreadableFileIsReportedNotFatal() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: database.fileURL(for: "binary"))
        let report = Property("binary", gen).run(RunConfiguration(seed: 1, limits: Limits(maxCases: 10), database: database)) { _ in }
        #expect(report.passed)
        #expect(report.warnings.first?.contains("could not be read") == true)
    }

    @Test func propertyNamesMapToDistinctSafeFileNames() {
        let database = FailureDatabase(path: "/tmp/db")
        let a = database.fileURL(for: "a/b c").lastPathComponent
        let b = database.fileURL(for: "a_b_c").lastPathComponent
        #expect(a != b)
        #expect(!a.contains("/") && !a.contains(" "))
    }
}

/// `FailureDatabase.replayEntries`, the replay both drivers start with.
@Suite("Replaying a database")
struct FailureDatabaseReplayTests {
    @Test func passingEntriesGoFailingOnesStayAndAStopLeavesTheRestUnread() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        for entry: [UInt64] in [[1], [2], [3], [4], [5]] { _ = try database.save(entry, for: "p") }
        // Even entries fail still; the replay stops at the second failing one.
        var replayed: [[UInt64]] = []
        var failures = 0
        let warnings = database.replayEntries(for: "p", maxChoices: 100) { testCase, entry in
            replayed.append(entry)
            #expect(testCase.recordedChoices.isEmpty, "each entry is a case that replays it, nothing drawn yet")
            guard entry[0] % 2 == 0 else { return .passes }
            failures += 1
            return failures == 2 ? .failsAndStop : .fails
        }
        #expect(warnings.isEmpty)
        #expect(replayed == [[1], [2], [3], [4]])
        #expect(Set(database.entries(for: "p").entries) == [[2], [4], [5]])
    }

    @Test func aPastDeadlineReplaysNothingAndRemovesNothing() throws {
        let database = FailureDatabase(directory: temporaryDirectory())
        _ = try database.save([7], for: "q")
        var calls = 0
        _ = database.replayEntries(for: "q", maxChoices: 100, deadline: .now - .seconds(1)) { _, _ in
            calls += 1
            return .passes
        }
        #expect(calls == 0)
        #expect(database.entries(for: "q").entries == [[7]])
    }
}
