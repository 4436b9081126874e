import Campaign
import Foundation
@testable import Reports
import Testing

/// Issue 28 item 4, "since last night": `--compare` opens every format with the causes that are new,
/// still failing and fixed since a previous report.
@Suite("keyfuzz --compare", .promptResumption)
struct ComparisonTests {
    static let environment = ["KEYFUZZ_TEST_STRATEGIES": "1"]
    static func small(seed: Int) -> [String] {
        ["run", "--seed", "\(seed)", "--cases", "12", "--max-actions", "8", "--no-db", "--jobs", "2",
         "--strategies", "reference,test-ignores-keyboard,layoutGuide", "--invariants", "reachability,offsetBounds,anchorStability"]
    }

    static func finding(_ strategy: String, _ invariant: String, cause: String?, kind: CampaignReport.Finding.Kind = .violation,
                        promised: Bool = true) -> CampaignReport.Finding {
        CampaignReport.Finding(id: "\(strategy)-\(invariant)-\(cause ?? kind.rawValue)", strategy: strategy, invariant: invariant,
                               promised: promised, kind: kind, statement: "s", message: "m \(cause ?? "")", scenario: "start",
                               step: 1, token: "kf1:AA", shrinkCount: 0, firstFoundSeconds: 0, timesHit: 1, cause: cause)
    }

    static func report(_ findings: [CampaignReport.Finding], cells: [(String, String, CampaignReport.Cell.Status)]) -> CampaignReport {
        let run = CampaignReport.RunParameters(seed: 7, casesPerCell: 5, durationSeconds: nil, maxActions: 8, profile: "default",
                                               strategies: ["a", "b"], invariants: ["reachability", "offsetBounds"],
                                               shards: [.init(index: 1, count: 1)], jobs: 1, startedAt: "s", finishedAt: "f",
                                               elapsedSeconds: 1)
        return CampaignReport(tool: "keyfuzz 0.1.0", run: run, stopReason: .completed, cases: 20,
                              cells: cells.map { .init(strategy: $0.0, invariant: $0.1, promised: true,
                                                       cases: $0.2 == .notRun ? 0 : 5, status: $0.2, findings: []) },
                              labels: [:], findings: findings, warnings: [])
    }

    /// Every list, by cause: numbers aside one cause; a cause whose cell this run did not run is not
    /// called fixed; a crash is one cause per strategy.
    @Test func everyCauseLandsInOneList() {
        let before = Self.report([
            Self.finding("a", "reachability", cause: "a/reachability at scroll | # pt hidden"),
            Self.finding("a", "offsetBounds", cause: "a/offsetBounds at rotation | offset # out of bounds"),
            Self.finding("b", "offsetBounds", cause: "b/offsetBounds at drag | x"),
            Self.finding("b", "noUIKitException", cause: nil, kind: .crash),
        ], cells: [("a", "reachability", .broken), ("a", "offsetBounds", .broken), ("b", "offsetBounds", .broken)])
        let now = Self.report([
            Self.finding("b", "noUIKitException", cause: nil, kind: .crash),
            Self.finding("a", "reachability", cause: "a/reachability at scroll | # pt hidden"),
            Self.finding("a", "reachability", cause: "a/reachability at keyboard notification | new"),
        ], cells: [("a", "reachability", .broken), ("a", "offsetBounds", .holds), ("b", "offsetBounds", .notRun),
                   ("b", "reachability", .crash)])
        let c = CampaignComparison.compare(now, with: before, path: "last/report.json")
        #expect(c.new.map(\.cause) == ["a/reachability at keyboard notification | new"])
        #expect(c.still.map(\.cause) == ["b/crash", "a/reachability at scroll | # pt hidden"])
        #expect(c.fixed.map(\.cause) == ["a/offsetBounds at rotation | offset # out of bounds"])
        #expect(c.unchecked.map(\.cause) == ["b/offsetBounds at drag | x"])
        #expect(ComparisonText.headline(c) == "Since the previous run (seed 0x7, finished f): 1 new cause (1 broken promise), 2 still failing, 1 fixed, 1 not checked by this run")
    }

    /// Two runs of the catalogue with different seeds: the second's `--compare` of the first lists each
    /// cause of either run where the two report.json files put it, and the console, report.md,
    /// report.html and report.json open with it. Comparing a report with itself: everything still fails.
    @Test func twoSeedsNewStillFixed() async throws {
        let first = KeyfuzzBinary.scratch("compare-first"), second = KeyfuzzBinary.scratch("compare-second")
        let a = try await KeyfuzzBinary.run(Self.small(seed: 12) + ["--out", first.path], environment: Self.environment)
        #expect(a.status == 1, "\(a.stderr)")
        let b = try await KeyfuzzBinary.run(Self.small(seed: 31) + ["--out", second.path, "--compare", first.path],
                                      environment: Self.environment)
        #expect(b.status == 1, "\(b.stderr)")
        let old = try CampaignReport.read(from: first.appendingPathComponent("report.json"))
        let now = try CampaignReport.read(from: second.appendingPathComponent("report.json"))
        #expect(old.comparison == nil)
        let c = try #require(now.comparison)
        let before = Set(old.findings.map(\.causeKey)), after = Set(now.findings.map(\.causeKey))
        #expect(Set(c.new.map(\.cause)) == after.subtracting(before))
        #expect(Set(c.still.map(\.cause)) == after.intersection(before))
        #expect(Set(c.fixed.map(\.cause)) == before.subtracting(after), "every cell ran in both")
        #expect(c.unchecked.isEmpty)
        #expect(c.previous.seed == 12 && c.previous.path == first.path)
        #expect(!c.new.isEmpty || !c.fixed.isEmpty, "two seeds of this matrix differ: \(before) vs \(after)")
        #expect(!c.still.isEmpty, "the ignoring strategy's reachability break is found on both seeds")
        // New and still are in report order (broken promises first), fixed in the previous report's order.
        for list in [c.new, c.still] {
            let ids = list.map(\.finding)
            #expect(ids == now.findings.map(\.id).filter(ids.contains))
        }
        #expect(c.fixed.map(\.finding) == old.findings.filter { f in c.fixed.contains { $0.cause == f.causeKey } }.map(\.id))

        // Every key report.json's comparison holds is documented in REPORT-SCHEMA.md.
        let schema = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Reports/REPORT-SCHEMA.md"), encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: second.appendingPathComponent("report.json"))) as? [String: Any])
        let comparison = try #require(json["comparison"] as? [String: Any])
        var keys = Set(comparison.keys)
        keys.formUnion((comparison["previous"] as? [String: Any])?.keys ?? [:].keys)
        for list in ["new", "still", "fixed", "unchecked"] {
            for entry in comparison[list] as? [[String: Any]] ?? [] { keys.formUnion(entry.keys) }
        }
        #expect(keys.contains("cause") && keys.contains("seed"))
        for key in keys { #expect(schema.contains("`\(key)`"), "\(key) is not in REPORT-SCHEMA.md") }

        let headline = ComparisonText.headline(c)
        let md = try String(contentsOf: second.appendingPathComponent("report.md"), encoding: .utf8)
        let html = try String(contentsOf: second.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(b.stdout.split(separator: "\n").contains { $0 == headline }, "\(b.stdout)")
        let mdHead = try #require(md.range(of: "**\(headline)**")), mdMatrix = try #require(md.range(of: "## Strategies"))
        #expect(mdHead.lowerBound < mdMatrix.lowerBound, "report.md opens with it")
        let htmlHead = try #require(html.range(of: ">\(Markup.xml(headline))</p>"))
        let htmlMatrix = try #require(html.range(of: "<h2>Strategies"))
        #expect(htmlHead.lowerBound < htmlMatrix.lowerBound, "report.html opens with it")
        for e in c.new + c.still + c.fixed {
            #expect(md.contains(Markup.markdownText(ComparisonText.line(e))), "\(e.cause)")
            #expect(b.stdout.contains("    " + ComparisonText.line(e)), "\(e.cause)")
        }

        // The same report compared with itself (merge of its one shard): nothing new, nothing fixed.
        let merged = KeyfuzzBinary.scratch("compare-merged")
        let m = try await KeyfuzzBinary.run(["merge", second.path, "--out", merged.path, "--compare",
                                       second.appendingPathComponent("report.json").path], environment: Self.environment)
        #expect(m.status == 1, "\(m.stderr)")
        let same = try #require(try CampaignReport.read(from: merged.appendingPathComponent("report.json")).comparison)
        #expect(same.new.isEmpty && same.fixed.isEmpty && same.unchecked.isEmpty)
        #expect(Set(same.still.map(\.cause)) == after)
    }

    /// A previous report that cannot be read stops the run before any work (exit 2, no report written).
    @Test func unreadablePreviousReportIsRefused() async throws {
        let folder = KeyfuzzBinary.scratch("compare-missing")
        let out = folder.appendingPathComponent("out")
        let r = try await KeyfuzzBinary.run(Self.small(seed: 1) + ["--out", out.path, "--compare", folder.appendingPathComponent("nope.json").path],
                                      environment: Self.environment)
        #expect(r.status == 2)
        #expect(r.stderr.contains("nope.json"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
    }
}
