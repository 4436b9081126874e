@testable import Campaign
import Foundation
import KeyboardStrategies
@testable import KeyfuzzCommandLine
import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification
#if canImport(Glibc)
import Glibc
#endif

/// The command line's pure parts: profiles, exit status, numbers, the progress line, the report schema.
@Suite("keyfuzz command line")
struct CommandLineTests {
    @Test func theDefaultCampaignIsCaseBasedAndDeterministic() throws {
        let profile = try #require(RunCommand.profiles["default"])
        #expect(profile.duration == nil)
        #expect(profile.fixedSeed != nil)
    }

    static func report(_ stop: CampaignReport.StopReason, broken: Bool) -> CampaignReport {
        let run = CampaignReport.RunParameters(seed: 1, casesPerCell: 1, durationSeconds: nil, maxActions: 1, profile: "default",
                                               strategies: ["s"], invariants: ["offsetBounds"], shards: [.init(index: 1, count: 1)],
                                               jobs: 1, startedAt: "", finishedAt: "", elapsedSeconds: 0)
        let cell = CampaignReport.Cell(strategy: "s", invariant: "offsetBounds", promised: true, cases: 1, status: broken ? .broken : .holds,
                                       findings: [])
        return CampaignReport(tool: "t", run: run, stopReason: stop, cases: 1, cells: [cell], labels: [:], findings: [], warnings: [])
    }

    @Test func aSignalAfterTheCampaignEndedDoesNotChangeItsVerdict() {
        #expect(RunCommand.exitStatus(Self.report(.completed, broken: false), signal: SIGINT) == 0)
        #expect(RunCommand.exitStatus(Self.report(.completed, broken: true), signal: SIGTERM) == 1)
        #expect(RunCommand.exitStatus(Self.report(.interrupted, broken: false), signal: SIGINT) == 130)
        #expect(RunCommand.exitStatus(Self.report(.interrupted, broken: true), signal: SIGTERM) == 143)
    }

    @Test func conditionalFindingsFailTheRunOnlyWhenAskedTo() throws {
        var report = Self.report(.completed, broken: false)
        report.cells[0].status = .conditional
        #expect(RunCommand.exitStatus(report, signal: nil) == 0)
        report.run.conditionalFindingsFail = true
        #expect(RunCommand.exitStatus(report, signal: nil) == 1)
        #expect(RunCommand.exitStatus(Self.report(.completed, broken: true), signal: nil) == 1)
        #expect(try RunCommand.parseConditionalPolicy("fail") == true)
        #expect(try RunCommand.parseConditionalPolicy("pass") == false)
        #expect(throws: UsageError.self) { try RunCommand.parseConditionalPolicy("warn") }
        // Shards run under different policies are not one campaign.
        var other = Self.report(.completed, broken: false)
        other.run.shards = [.init(index: 2, count: 2)]
        report.run.shards = [.init(index: 1, count: 2)]
        report.cells[0].findings = []
        report.cells[0].status = .holds
        other.cells[0].status = .notRun
        other.cells[0].cases = 0
        #expect(throws: CampaignError.self) { try CampaignReport.merged([report, other]) }
    }

    @Test func repeatedStrategyIdsInAProgramAreRefused() {
        let one = StrategyCatalog.all[0]
        #expect(throws: CampaignError.self) { try KeyfuzzCommandLine.Context(strategies: [one, one], version: "t") }
        #expect(KeyfuzzCommandLine.run(["list"], strategies: [one, one]) == 2)
    }

    /// Issue 34: a strategy whose adoption line cannot run as written (a view controller promising anchor
    /// stability without its list kind) is refused before any cell runs, by name and by default, with
    /// the message naming `listKinds`; nothing is written.
    @Test func aStrategyWithAnAdoptionProblemIsRefusedBeforeTheCampaign() throws {
        var bad = StrategyCatalog.all[0]
        bad.adoptionProblem = try #require(StrategyDescriptor.undeclaredListKindProblem(id: bad.id, promises: [.anchorStability]))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-adoption-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(KeyfuzzCommandLine.run(["run", "--cases", "1", "--no-db", "--out", out.path, "--strategies", bad.id],
                                       strategies: [bad]) == 2)
        #expect(KeyfuzzCommandLine.run(["run", "--cases", "1", "--no-db", "--out", out.path], strategies: [bad]) == 2)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
        #expect(throws: UsageError.self) { try RunCommand.refuseUnadoptable([bad]) }
        #expect(bad.adoptionProblem?.contains("listKinds: [.chat]") == true)
    }

    @Test func largeNumbersPrintAsNumbers() {
        #expect(Format.number(1e308) == "1e+308")
        #expect(Format.number(1.2345e20) == "1.2345e+20")
        #expect(Format.number(315.5) == "315.5")
        #expect(Format.number(253) == "253")
    }

    @Test func theTimeLeftIsZeroWhenEverythingIsDone() {
        let done = CampaignProgress(cellsDone: 4, cells: 4, runs: 100, elapsedSeconds: 6, findings: 0, brokenPromises: 0,
                                    fractionDone: 1, durationSeconds: 60)
        #expect(done.secondsLeft == 0)
        let half = CampaignProgress(cellsDone: 2, cells: 4, runs: 100, elapsedSeconds: 10, findings: 0, brokenPromises: 0,
                                    fractionDone: 0.5, durationSeconds: 60)
        #expect(half.secondsLeft == 10)
    }

    @Test func theProgressLineSaysWhileAFailureIsBeingShrunk() {
        var progress = CampaignProgress(cellsDone: 1, cells: 4, runs: 100, elapsedSeconds: 10, findings: 2, brokenPromises: 1,
                                        fractionDone: 0.5, durationSeconds: 60)
        #expect(!progress.line.contains("shrinking"), "\(progress.line)")
        progress.shrinking = 1
        #expect(progress.line.contains("2 findings, 1 broken promises · shrinking 1 failure · "), "\(progress.line)")
        progress.shrinking = 3
        #expect(progress.line.contains("· shrinking 3 failures · "), "\(progress.line)")
    }

    @Test func theReportSchemaNamesWhatReportsHold() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Reports/REPORT-SCHEMA.md")
        let schema = try String(contentsOf: url, encoding: .utf8)
        for profile in RunCommand.profiles.keys { #expect(schema.contains("`\(profile)`"), "profile \(profile)") }
        for status in ["holds", "incomplete", "broken", "information", "crash", "hang", "not run"] {
            #expect(schema.contains("`\(status)`"), "status \(status)")
        }
        for field in ["casesPlanned", "signature"] { #expect(schema.contains("`\(field)`"), "field \(field)") }
    }

    @Test func aCampaignForAStrategyItsWorkersCannotMakeIsRefused() throws {
        struct Mine: KeyboardStrategy {}
        let mine = StrategyDescriptor(id: "mine", summary: "a user's", source: "test", promises: [.offsetBounds], make: { _ in Mine() })
        let plan = CampaignPlan(seed: 1, casesPerCell: 3, strategies: [mine], invariants: [.offsetBounds])
        let supervisor = CampaignSupervisor(plan: plan, executable: KeyfuzzBinary.url)
        #expect { try supervisor.run() } throws: { error in
            guard let error = error as? CampaignError, case let .worker(text) = error else { return false }
            return text.contains("cannot make the strategy mine")
        }
    }

    @Test func crashMessagesQuoteTheRuntimeNotTheBacktracer() {
        let text = """
        Fatal error: Index out of range

        💣 Program crashed: Illegal instruction at 0x00005555

        Thread 0 crashed:
        0 0x000055 specialized Array.subscript.getter
        Backtrace took 0.14s
        """
        #expect(WorkerProcess.crashMessage(in: text) == "Fatal error: Index out of range")
    }
}
