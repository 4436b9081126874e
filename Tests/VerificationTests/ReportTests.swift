import Foundation
import KeyboardStrategies
import Testing
@testable import Verification
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Report renderers")
struct ReportTests {
    // MARK: JSON

    @Test func jsonRoundTripsEqual() throws {
        let report = ReportFixtures.report
        let data = try ReportJSON.encode(report)
        #expect(try ReportJSON.decode(data) == report)
    }

    @Test func jsonKeysAreSortedAndPretty() throws {
        let text = String(decoding: try ReportJSON.encode(ReportFixtures.report), as: UTF8.self)
        let cases = try #require(text.range(of: "\"cases\""))
        let cells = try #require(text.range(of: "\"cells\""))
        #expect(cases.lowerBound < cells.lowerBound)
        #expect(text.contains("\n  \"schema\" : \"keyfuzz-report/1\""))
    }

    @Test func anotherSchemaIsRefusedByName() throws {
        var text = String(decoding: try ReportJSON.encode(ReportFixtures.report), as: UTF8.self)
        text = text.replacingOccurrences(of: "keyfuzz-report/1", with: "keyfuzz-report/2")
        let error = #expect(throws: ReportReadError.self) { try ReportJSON.decode(Data(text.utf8)) }
        #expect(error == .wrongSchema(found: "keyfuzz-report/2", expected: "keyfuzz-report/1"))
        #expect(error?.description.contains("schema \"keyfuzz-report/2\" but this keyfuzz reads \"keyfuzz-report/1\"") == true)
    }

    @Test func fileWithoutSchemaIsRefused() {
        let error = #expect(throws: ReportReadError.self) { try ReportJSON.decode(Data("{\"cases\": 3}".utf8)) }
        #expect(error?.description.contains("no \"schema\" field") == true)
    }

    @Test func readNamesTheFileItRefuses() throws {
        let folder = try ReportFixtures.temporaryFolder("read")
        let file = folder.appendingPathComponent("report.json")
        try Data("{\"schema\": \"other/9\"}".utf8).write(to: file)
        let error = #expect(throws: ReportReadError.self) { try CampaignReport.read(from: file) }
        #expect(error?.description.hasPrefix(file.path) == true)
    }

    @Test func missingFieldIsNamed() {
        let error = #expect(throws: ReportReadError.self) {
            try ReportJSON.decode(Data("{\"schema\": \"keyfuzz-report/1\", \"tool\": \"x\"}".utf8))
        }
        #expect(error?.description.contains("is missing") == true)
    }

    // MARK: Markdown

    @Test func markdownHasMatrixHeaderRow() {
        let md = ReportMarkdown.render(ReportFixtures.report)
        #expect(md.contains("| strategy | anchor stability | focus visibility | offset bounds | bottom pinning | round trip | reachability | no UIKit exception |"))
        #expect(md.contains("| frameResizeDidShow | ⓘ info | ✗ BROKEN\\* ([F1](#f1))"))
    }

    @Test func markdownHasReplayCommand() {
        let f = ReportFixtures.violationFinding
        #expect(ReportMarkdown.render(ReportFixtures.report).contains("swift run keyfuzz replay \(f.token) --strategy frameResizeDidShow"))
    }

    @Test func markdownNumbersStepsAndMarksTheBrokenOne() throws {
        let md = ReportMarkdown.render(ReportFixtures.report)
        let f = ReportFixtures.violationFinding
        let step = try #require(f.step)
        #expect(md.contains("0. start: " + f.scenarioSteps[0]))
        #expect(md.contains("\(step). \(f.scenarioSteps[step]) ← **broke here**"))
    }

    @Test func markdownSortsLabelsByCount() throws {
        let md = ReportMarkdown.render(ReportFixtures.report)
        let noActions = try #require(md.range(of: "| no actions | 120 |"))
        let rotation = try #require(md.range(of: "| rotation | 120 |"))
        let undocked = try #require(md.range(of: "| undocked keyboard | 33 |"))
        #expect(noActions.lowerBound < rotation.lowerBound && rotation.lowerBound < undocked.lowerBound)
        #expect(md.contains("willShow repeated \\| twice"))
    }

    // MARK: HTML

    @Test func htmlHasOneSVGPerTraceStep() throws {
        let traces = ReportFixtures.traces
        let trace = try #require(traces[ReportFixtures.violationFinding.id])
        let html = ReportHTML.render(ReportFixtures.report, traces: traces)
        #expect(html.components(separatedBy: "<svg").count - 1 == trace.steps.count)
        #expect(trace.steps.count == (ReportFixtures.violationFinding.step ?? -1) + 1)
    }

    @Test func htmlReferencesNothingOutsideTheFile() {
        let html = ReportHTML.render(ReportFixtures.report, traces: ReportFixtures.traces)
        let stripped = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!stripped.contains("http://"))
        #expect(!stripped.contains("https://"))
        #expect(!stripped.contains("<script"))
        #expect(!stripped.contains("<link"))
        #expect(!stripped.contains("url("))
    }

    @Test func htmlMarksTheBrokenStep() throws {
        let trace = try #require(ReportFixtures.traces[ReportFixtures.violationFinding.id])
        let html = ReportHTML.render(ReportFixtures.report, traces: [ReportFixtures.violationFinding.id: trace])
        #expect(html.components(separatedBy: "<figure class=\"step broke\">").count - 1 == 1)
        #expect(html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"broke\"").count - 1 == 1)
        #expect(html.contains("← broke focus visibility"))
    }

    @Test func htmlShowsAFindingWithoutTraceAsText() {
        let html = ReportHTML.render(ReportFixtures.report, traces: [:])
        #expect(!html.contains("<svg"))
        #expect(html.contains("signal 4 (SIGILL) &lt;in&gt; &quot;trap&quot; &amp; more"))
        #expect(html.contains("a crash has no settled steps to draw"))
    }

    @Test func explainDrawsEveryStep() throws {
        let f = ReportFixtures.violationFinding
        let trace = try FindingTraces.replay(token: f.token, strategy: f.strategy, invariant: nil, maxActions: ReportFixtures.maxActions)
        #expect(trace.violation?.invariant == .focusVisibility)
        let html = ReportHTML.explain(trace)
        #expect(html.components(separatedBy: "<svg").count - 1 == trace.steps.count)
        #expect(html.contains("frameResizeDidShow: focus visibility"))
    }

    @Test func replayRefusesUnknownStrategy() {
        #expect(throws: FindingTraces.ReplayError.self) {
            try FindingTraces.replay(token: ReportFixtures.violationFinding.token, strategy: "nope", invariant: nil, maxActions: 30)
        }
    }

    // MARK: JUnit

    @Test func junitHasOneTestcasePerCell() {
        let xml = ReportJUnit.render(ReportFixtures.report)
        // 3 strategies × 7 invariants: the trapper's missing cells are skipped test cases.
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 21)
        #expect(xml.contains("<testcase classname=\"reference\" name=\"roundTrip\">"))
    }

    @Test func junitFailsBrokenPromisesAndCrashes() {
        let xml = ReportJUnit.render(ReportFixtures.report)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.contains("<failure type=\"broken promise\" message=\"frameResizeDidShow broke focus visibility"))
        #expect(xml.contains("<failure type=\"crash\""))
        #expect(xml.contains("failures=\"2\""))
    }

    @Test func junitSkipsCellsNotRunAndPassesInformation() {
        let xml = ReportJUnit.render(ReportFixtures.report)
        #expect(xml.components(separatedBy: "<skipped ").count - 1 == 7)  // bottomPinning + 6 of trapper
        #expect(xml.contains("information, not a failure: frameResizeDidShow does not promise anchor stability"))
    }

    #if canImport(FoundationXML) || canImport(Darwin)
    @Test func junitParsesAsXML() {
        let parser = XMLParser(data: Data(ReportJUnit.render(ReportFixtures.report).utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(counter.counts["testcase"] == 21)
        #expect(counter.counts["failure"] == 2)
    }
    #endif

    // MARK: Writing

    @Test func writingLeavesExactlyTheFourFiles() throws {
        let folder = try ReportFixtures.temporaryFolder("write").appendingPathComponent("nested/run-1")
        try ReportWriter.write(ReportFixtures.report, to: folder, traces: ReportFixtures.traces)
        try ReportWriter.write(ReportFixtures.report, to: folder, traces: [:])  // replaces in place
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["junit.xml", "report.html", "report.json", "report.md"])
        #expect(try CampaignReport.read(from: folder.appendingPathComponent("report.json")) == ReportFixtures.report)
    }

    @Test func writingIntoAnUnwritablePathNamesIt() throws {
        let folder = try ReportFixtures.temporaryFolder("unwritable")
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let target = file.appendingPathComponent("reports")
        let error = #expect(throws: ReportWriteError.self) { try ReportWriter.write(ReportFixtures.report, to: target) }
        #expect(error?.description.contains(target.path) == true)
    }

    @Test func atomicWriteLeavesNoTemporaryFileOnFailure() throws {
        let folder = try ReportFixtures.temporaryFolder("atomic")
        let blocker = folder.appendingPathComponent("report.md")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: ReportWriteError.self) { try ReportWriter.writeAtomically(Data("x".utf8), to: blocker) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }
}

#if canImport(FoundationXML) || canImport(Darwin)
/// Counts elements by name while an `XMLParser` reads.
final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
    }
}
#endif
