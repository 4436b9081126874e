import Campaign
import Foundation
import Testing

/// "A crash is a broken promise, wherever it happens": a strategy that traps or hangs the process broke
/// the promise every strategy makes (no UIKit exception), whichever cell it was in and whatever the
/// strategy listed. The finding comes first, once per strategy however many cells it hit, names those
/// cells, and the case that crashed counts as run.
@Suite("keyfuzz: a crash is a broken promise", .serialized, .promptResumption)
struct CrashAttributionTests {
    static let test = ["KEYFUZZ_TEST_STRATEGIES": "1"]

    static func run(_ arguments: [String], _ name: String) async throws -> (KeyfuzzBinary.Result, CampaignReport, URL) {
        let out = KeyfuzzBinary.scratch(name)
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "20", "--max-actions", "10", "--no-db"]
                                           + arguments + ["--out", out.path], environment: test)
        let report = try CampaignReport.read(from: out.appendingPathComponent("report.json"))
        return (result, report, out)
    }

    /// The console's finding lines that say BROKEN and `word` (CRASH, HANG) for `strategy`.
    static func brokenLines(_ stdout: String, _ word: String, _ strategy: String) -> [Substring] {
        stdout.split(separator: "\n").filter { $0.contains("[BROKEN]") && $0.contains(word) && $0.contains(strategy) }
    }

    @Test func aTrapOnRotationIsABrokenPromiseInCellsThatCheckSomethingElse() async throws {
        // test-traps-on-rotate promises only "no UIKit exception", which this run does not check;
        // test-ignores-keyboard's violations come first in cell order.
        let (result, report, out) = try await Self.run(["--jobs", "2", "--strategies", "test-ignores-keyboard,test-traps-on-rotate",
                                                  "--invariants", "anchorStability,reachability"], "crash-rotate")
        #expect(result.status == 1, "\(result.stderr)")
        let crashes = report.findings.filter { $0.kind == .crash }
        #expect(crashes.count == 1, "one finding for the two cells it hit: \(crashes.map(\.id))")
        let crash = try #require(crashes.first)
        #expect(report.findings.first?.kind == .crash, "listed first: \(report.findings.map(\.id))")
        #expect(crash.promised)
        #expect(crash.invariant == "noUIKitException")
        #expect(crash.cells == ["anchorStability", "reachability"])
        #expect(crash.timesHit == 2)
        let cells = report.cells.filter { $0.strategy == "test-traps-on-rotate" }
        #expect(cells.allSatisfy { $0.status == .crash && $0.findings.contains(crash.id) })
        // The case that crashed ran.
        #expect(cells.allSatisfy { $0.cases >= 1 }, "\(cells.map(\.cases))")
        #expect(report.cases == report.cells.reduce(0) { $0 + $1.cases })
        #expect(Self.brokenLines(result.stdout, "CRASH", "test-traps-on-rotate").count == 1, "\(result.stdout)")
        // Every headline counts it as a broken promise.
        let promised = report.findings.filter(\.promised).count
        let md = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        let headline = "FAILED: \(promised) broken promises (1 crash)"
        #expect(md.contains("**\(headline)"), "\(md.prefix(300))")
        #expect(result.stdout.contains(headline), "\(result.stdout)")
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains(headline))
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<failure type=\"broken promise (crash)\"").count - 1 == 2, "\(junit)")
    }

    @Test func aTrapOnFocusBreaksAPromiseTheStrategyNeverListed() async throws {
        // test-traps-on-focus promises anchor stability alone; the run checks two other invariants.
        let (result, report, _) = try await Self.run(["--jobs", "2", "--strategies", "test-traps-on-focus",
                                                "--invariants", "focusVisibility,offsetBounds"], "crash-focus")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(report.findings.count == 1, "\(report.findings.map(\.id))")
        let crash = try #require(report.findings.first)
        #expect(crash.kind == .crash)
        #expect(crash.promised)
        #expect(crash.invariant == "noUIKitException")
        #expect(crash.cells == ["focusVisibility", "offsetBounds"])
        #expect(crash.message.contains("the form's fields are not set up"), "\(crash.message)")
        #expect(report.cells.allSatisfy { $0.status == .crash && $0.cases >= 1 }, "\(report.cells)")
        #expect(Self.brokenLines(result.stdout, "CRASH", "test-traps-on-focus").count == 1, "\(result.stdout)")
        #expect(result.stdout.contains("FAILED: 1 broken promise (1 crash)"), "\(result.stdout)")
    }

    @Test func aHangIsABrokenPromiseAndItsCaseCounts() async throws {
        let (result, report, _) = try await Self.run(["--jobs", "1", "--strategies", "test-hangs-on-rotate", "--invariants", "anchorStability",
                                                "--hang-timeout", "1"], "hang-anchor")
        #expect(result.status == 1, "\(result.stderr)")
        let hang = try #require(report.findings.first)
        #expect(hang.kind == .hang)
        #expect(hang.promised)
        #expect(hang.invariant == "noUIKitException")
        #expect(hang.cells == ["anchorStability"])
        let cell = try #require(report.cells.first)
        #expect(cell.status == .hang)
        #expect(cell.cases >= 1)
        #expect(Self.brokenLines(result.stdout, "HANG", "test-hangs-on-rotate").count == 1, "\(result.stdout)")
    }

    @Test func shardsMergeIntoTheSameCrashFindingAsOneRun() async throws {
        let args = ["--jobs", "1", "--strategies", "test-traps-on-rotate", "--invariants", "anchorStability,reachability"]
        let (_, whole, _) = try await Self.run(args, "crash-whole")
        let (_, _, one) = try await Self.run(args + ["--shard", "1/2"], "crash-shard1")
        let (_, _, two) = try await Self.run(args + ["--shard", "2/2"], "crash-shard2")
        let out = KeyfuzzBinary.scratch("crash-merged").appendingPathComponent("out")
        let merged = try await KeyfuzzBinary.run(["merge", one.path, two.path, "--out", out.path], environment: Self.test)
        #expect(merged.status == 1)
        #expect(Self.brokenLines(merged.stdout, "CRASH", "test-traps-on-rotate").count == 1, "\(merged.stdout)")
        let m = try CampaignReport.read(from: out.appendingPathComponent("report.json"))
        #expect(m.findings.map(\.id) == whole.findings.map(\.id))
        #expect(m.findings.map(\.cells) == whole.findings.map(\.cells))
        #expect(m.findings.map(\.timesHit) == whole.findings.map(\.timesHit))
        #expect(m.cells == whole.cells)
    }
}
