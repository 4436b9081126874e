import Campaign
import Foundation
@testable import Reports
import Testing

/// Issue 28, through the binary: the console, report.md, report.html and junit.xml print one verdict,
/// number for number; the first finding of a failed run is a broken promise; report.json's command
/// runs the whole campaign again.
@Suite("keyfuzz reports agree", .promptResumption)
struct ReportAgreementTests {
    static let environment = ["KEYFUZZ_TEST_STRATEGIES": "1"]
    static let small = ["run", "--seed", "12", "--cases", "12", "--max-actions", "8", "--no-db", "--jobs", "2",
                        "--strategies", "reference,test-ignores-keyboard,layoutGuide", "--invariants", "reachability,offsetBounds,anchorStability"]

    @Test func everyFormatPrintsOneVerdictAndTheCommandRunsItAgain() async throws {
        let folder = KeyfuzzBinary.scratch("agree")
        let run = try await KeyfuzzBinary.run(Self.small + ["--out", folder.path], environment: Self.environment)
        #expect(run.status == 1, "\(run.stderr)")
        let report = try CampaignReport.read(from: folder.appendingPathComponent("report.json"))
        let verdict = report.verdict
        let md = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(run.stdout.split(separator: "\n").contains { $0 == verdict }, "\(run.stdout)")
        #expect(md.contains("**\(verdict)**"))
        #expect(html.contains(">\(verdict)</p>"))
        #expect(junit.contains("<property name=\"verdict\" value=\"\(verdict)\"/>"))
        // Number for number: the verdict's counts are the findings each format lists.
        let broken = report.findings.filter(\.promised).count, info = report.findings.count - broken
        #expect(verdict.hasPrefix("FAILED: \(broken) broken promise"))
        #expect(verdict.contains(", \(info) informational finding"))
        #expect(md.components(separatedBy: "\n### ").count - 1 == report.findings.count)
        #expect(md.components(separatedBy: "(promised: a failure)").count - 1 == broken)
        #expect(html.components(separatedBy: "<section class=\"finding\"").count - 1 == report.findings.count)
        #expect(run.stdout.components(separatedBy: "  [BROKEN]").count - 1 == broken)
        #expect(report.findings.first?.promised == true, "a broken promise comes first")
        // Every failing cell says when it first failed; every finding is a cause with its counts.
        for cell in report.cells where !cell.findings.isEmpty { #expect(cell.casesToFirstFailure != nil) }
        for finding in report.findings { #expect(finding.cause != nil && finding.scenarios != nil && finding.events != nil) }

        // The command in report.json runs the same campaign: the same findings and cells.
        let command = try #require(report.run.command)
        let words = command.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(4)) == ["swift", "run", "keyfuzz", "run"])
        let again = KeyfuzzBinary.scratch("agree-again")
        _ = try await KeyfuzzBinary.run(Array(words.dropFirst(3)) + ["--no-db", "--out", again.path], environment: Self.environment)
        let second = try CampaignReport.read(from: again.appendingPathComponent("report.json"))
        #expect(second.findings.map(\.id) == report.findings.map(\.id))
        #expect(second.cells == report.cells)
        #expect(second.run.command == command)
    }
}
