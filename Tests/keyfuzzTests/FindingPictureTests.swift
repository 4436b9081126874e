import Campaign
import Foundation
@testable import Reports
import Testing

/// Issue 28 item 5: each finding of report.html opens with a picture that stands alone — the failing
/// step's before and after, side by side, the after one outlined as broken and told in words.
@Suite("keyfuzz finding pictures", .promptResumption)
struct FindingPictureTests {
    @Test func everyReplayedFindingOpensWithItsBeforeAndAfter() async throws {
        let out = KeyfuzzBinary.scratch("hero")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "12", "--cases", "12", "--max-actions", "8", "--no-db", "--jobs", "2",
                                            "--strategies", "reference,test-ignores-keyboard,layoutGuide",
                                            "--invariants", "reachability,offsetBounds,anchorStability,focusVisibility", "--out", out.path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1, "\(result.stderr)")
        let report = try CampaignReport.read(from: out.appendingPathComponent("report.json"))
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        var opened = 0
        for (index, finding) in report.findings.enumerated() {
            let start = try #require(html.range(of: "<section class=\"finding\" id=\"f\(index + 1)\">"))
            let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
            let section = String(html[start.upperBound..<end.lowerBound])
            guard section.contains("class=\"steps-pictures\""), !section.contains("no longer breaks") else { continue }
            // Right after the heading: the pair, before the statement and the steps.
            let h3 = try #require(section.range(of: "</h3>\n"))
            #expect(section[h3.upperBound...].hasPrefix("<div class=\"before-after\">"), "F\(index + 1) does not open with its picture")
            let statement = try #require(section.range(of: "<p class=\"statement\">"))
            let pair = String(section[h3.upperBound..<statement.lowerBound])
            let pictures = pair.components(separatedBy: "<svg ").count - 1
            #expect(pictures == ((finding.step ?? 0) > 0 ? 2 : 1), "F\(index + 1): \(pictures) pictures for step \(finding.step ?? -1)")
            #expect(pair.contains("<figure class=\"hero after\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"broke\""))
            #expect(pair.contains("— broke \(finding.invariantName)"))
            #expect(pair.contains("<b>After</b> step \(finding.step ?? -1):"))
            opened += 1
        }
        #expect(opened >= 2, "the run needs replayed findings")
    }
}
