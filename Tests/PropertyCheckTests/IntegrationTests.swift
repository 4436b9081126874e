import Foundation
import PropertyCheck
import Testing

@Suite struct SwiftTestingIntegration {
    let gen = Gen.array(of: Gen.int(in: 0...10_000), length: 0...20)

    @Test func failingPropertyRecordsExactlyOneIssueAtTheCallersLocation() throws {
        var recorded: [(String, SourceLocation)] = []
        let line = #line + 1
        let report = check("sum", gen, environment: ["KEYFUZZ_SEED": "7"], recordIssue: { recorded.append(($0, $1)) }) { values in
            try expect(values.reduce(0, +) <= 1000, "sum \(values.reduce(0, +)) exceeds 1000")
        }
        let failure = try #require(report?.failure)
        #expect(failure.shrinkCalls > 1)
        #expect(recorded.count == 1)
        let (message, location) = try #require(recorded.first)
        #expect(location.line == line)
        #expect(location.fileID.hasSuffix("IntegrationTests.swift"))
        #expect(message.contains("Minimal counterexample: [1001]"))
        #expect(message.contains("Original counterexample: \(failure.originalDescription)"))
        #expect(message.contains("Shrunk \(failure.shrinkCount) times"))
        #expect(message.contains("Seed: 0x7"))
        #expect(message.contains("KEYFUZZ_REPLAY=\(failure.token)"))
    }

    @Test func passingPropertyRecordsNothing() {
        var recorded = 0
        let report = check("pass", gen, environment: [:], recordIssue: { _, _ in recorded += 1 }) { _ in }
        #expect(recorded == 0)
        #expect(report?.casesPassed == Profile.dev.limits.maxCases)
    }

    @Test func profileVariableChoosesTheCaseCount() {
        let report = check("ci", gen, environment: ["KEYFUZZ_PROFILE": "ci"], recordIssue: { _, _ in }) { _ in }
        #expect(report?.casesPassed == 1000)
    }

    @Test func ciProfileIsDerandomizedByPropertyName() throws {
        let first = try CheckEnvironment.configuration(for: "p", profile: .ci, environment: [:]) { 1 }
        let second = try CheckEnvironment.configuration(for: "p", profile: .ci, environment: [:]) { 2 }
        #expect(first.configuration.seed == second.configuration.seed)
    }

    @Test func seedVariableAcceptsDecimalAndHex() throws {
        let decimal = try CheckEnvironment.configuration(for: "p", profile: nil, environment: ["KEYFUZZ_SEED": "255"]) { 0 }
        let hex = try CheckEnvironment.configuration(for: "p", profile: nil, environment: ["KEYFUZZ_SEED": "0xFF"]) { 0 }
        #expect(decimal.configuration.seed == 255)
        #expect(hex.configuration.seed == 255)
    }

    @Test func replayVariableReplaysTheTokenWithoutShrinking() throws {
        let token = ReplayToken.encode([1, 4000, 1, 3000, 0])
        var seen: [[Int]] = []
        var recorded = 0
        let report = check("replay", gen, environment: ["KEYFUZZ_REPLAY": token], recordIssue: { _, _ in recorded += 1 }) { values in
            seen.append(values)
            try expect(values.reduce(0, +) <= 1000)
        }
        #expect(seen == [[4000, 3000]])
        #expect(report?.failure?.origin == .replay)
        #expect(recorded == 1)
    }

    @Test func corruptReplayVariableRecordsOneClearIssue() throws {
        var recorded: [String] = []
        let report = check("bad", gen, environment: ["KEYFUZZ_REPLAY": "kf1:AAAAAAAA"], recordIssue: { message, _ in recorded.append(message) }) { _ in }
        #expect(report == nil)
        #expect(recorded == ["Property \"bad\" was not run: KEYFUZZ_REPLAY could not be used: replay token checksum mismatch: the token was truncated or altered; paste the whole token"])
    }

    @Test func unknownProfileIsRefused() {
        #expect(throws: CheckConfigurationError.unknownProfile("weekly")) {
            try CheckEnvironment.configuration(for: "p", profile: nil, environment: ["KEYFUZZ_PROFILE": "weekly"]) { 0 }
        }
    }

    @Test func failureIsRecordedThroughSwiftTesting() {
        withKnownIssue {
            check("known", gen, environment: ["KEYFUZZ_SEED": "1"]) { values in
                try expect(values.count < 3, "three or more values")
            }
        }
    }

    /// Issue 27 item 14: a nightly property says its seed at once and its progress every five seconds,
    /// so a CI timeout that kills it leaves something to rerun.
    @Test func aNightlyRunSaysItsSeedFirstAndItsProgressAsItRuns() {
        var lines: [String] = []
        var started = false
        // Progress every 200 ms here (five seconds by default), so the test waits for one line, not five seconds.
        let report = check("slow", Gen.int(in: 0...100), environment: ["KEYFUZZ_PROFILE": "nightly", "KEYFUZZ_SEED": "0x2a"],
                           recordIssue: { _, _ in }, log: { lines.append($0) }, progressInterval: .milliseconds(200)) { _ in
            if !started { started = true; #expect(lines.count == 1, "the seed is said before the first case") }
            // Slow cases until a progress line is out, then a failure ends the run.
            if lines.count < 2 { usleep(20_000); return }
            try expect(false, "stop")
        }
        #expect(report?.failure != nil)
        #expect(lines.first?.contains("seed 0x2a") == true, "\(lines)")
        #expect(lines.first?.contains("KEYFUZZ_SEED=0x2a") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("runs (cases and shrink attempts) in 0 s, seed 0x2a") == true, "\(lines)")
    }

    @Test func aDevRunPrintsNoProgress() {
        var lines: [String] = []
        check("quiet", Gen.int(in: 0...100), environment: ["KEYFUZZ_PROFILE": "dev"], recordIssue: { _, _ in }, log: { lines.append($0) }) { _ in }
        #expect(lines.isEmpty)
    }
}
