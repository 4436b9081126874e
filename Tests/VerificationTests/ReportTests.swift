@testable import Campaign
import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@testable import Reports
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
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
        #expect(md.contains("| frameResizeDidShow | info | ✗ BROKEN\\* ([F1](#f1))"))
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

    @Test func htmlHasOnePicturePerTraceStep() throws {
        let traces = ReportFixtures.traces
        let trace = try #require(traces[ReportFixtures.violationFinding.id])
        let html = ReportHTML.render(ReportFixtures.report, traces: traces)
        #expect(html.components(separatedBy: "<figure class=\"step").count - 1 == trace.steps.count)
        // Every step's picture, and the finding's opening pair: the broken step and the one before it.
        let hero = (ReportFixtures.violationFinding.step ?? 0) > 0 ? 2 : 1
        #expect(html.components(separatedBy: "<figure class=\"hero").count - 1 == hero)
        #expect(html.components(separatedBy: "role=\"img\"").count - 1 == trace.steps.count + hero)
        let broke = try #require(ReportFixtures.violationFinding.step)
        #expect(trace.steps.count == Swift.min(broke + FindingTrace.stepsAfterBreak, trace.scenario.actions.count) + 1)
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
        // The broken step's picture, and again as the after of the finding's opening pair.
        #expect(html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"broke\"").count - 1 == 2)
        #expect(html.components(separatedBy: "<figure class=\"hero after\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"broke\"").count - 1 == 1)
        #expect(html.contains("← broke focus visibility"))
    }

    @Test func htmlShowsAFindingWithoutTraceAsText() {
        let html = ReportHTML.render(ReportFixtures.report, traces: [:])
        #expect(!html.contains("<figure"))
        #expect(!html.contains("pictures-legend"), "no pictures, no pictures' legend")
        #expect(html.contains("signal 4 (SIGILL) &lt;in&gt; &quot;trap&quot; &amp; more"))
        #expect(html.contains("a crash has no settled steps to draw"))
    }

    @Test func explainDrawsEveryStep() throws {
        let f = ReportFixtures.violationFinding
        // Replayed for the finding's own invariant: the minimal scenario shrunk for focus visibility may
        // break another invariant at an earlier step.
        let trace = try FindingTraces.replay(token: f.token, strategy: f.strategy, invariant: .focusVisibility, maxActions: ReportFixtures.maxActions, strategies: StrategyCatalog.all)
        #expect(trace.violation?.invariant == .focusVisibility)
        let html = ReportHTML.explain(trace)
        #expect(html.components(separatedBy: "<figure class=\"step").count - 1 == trace.steps.count)
        #expect(html.components(separatedBy: "pictures-legend").count - 1 == 1)
        #expect(html.contains("frameResizeDidShow: focus visibility"))
    }

    @Test func replayRefusesUnknownStrategy() {
        #expect(throws: FindingTraces.ReplayError.self) {
            try FindingTraces.replay(token: ReportFixtures.violationFinding.token, strategy: "nope", invariant: nil, maxActions: 30, strategies: StrategyCatalog.all)
        }
    }

    // MARK: JUnit

    @Test func junitHasOneTestcasePerCell() {
        let xml = ReportJUnit.render(ReportFixtures.report)
        // 3 strategies × 7 invariants: the trapper's missing cells are skipped test cases.
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 21)
        #expect(xml.contains("<testcase classname=\"reference\" name=\"roundTrip\">"))
    }

    @Test func theVerdictCountsACrashAsABrokenPromiseOneUnitPerNumber() {
        // Findings for the promises and the information, cells for the cells: the focus-visibility
        // violation and the trapper's crash are the two broken promises, in 2 of the 15 cells.
        let report = ReportFixtures.report
        let verdict = "FAILED: 2 broken promises (1 crash) in 2 of 15 cells, 0 informational findings, 1 cell not run"
        #expect(report.verdict == verdict)
        // The same line in every format a person reads.
        #expect(ReportMarkdown.render(report).contains("**\(verdict)**"))
        #expect(CampaignSummary.text(report).split(separator: "\n").contains { $0 == verdict })
        #expect(ReportHTML.render(report, traces: [:]).contains(verdict))
    }

    @Test func junitFailsBrokenPromisesAndCrashes() {
        let xml = ReportJUnit.render(ReportFixtures.report)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.contains("<failure type=\"broken promise\" message=\"frameResizeDidShow broke focus visibility"))
        // A crash is a broken promise whatever the cell checks (issue 26), and JUnit says so.
        #expect(xml.contains("<failure type=\"broken promise (crash)\" message=\"trapper crashed (a broken promise"))
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

/// The properties that make a report readable by a person in a browser: the scenario says what decides
/// the case, the pictures' labels never overlap, icons are drawn rather than taken from fonts, the
/// matrix fits a 1280 px window, the legend comes once, the pictures go on past the break, and the
/// steps say how far the list moved and who moved it.
@Suite("Readable reports")
struct ReadableReportTests {
    // MARK: Scenario text

    @Test func startScreenTextStatesHeightsEstimatesAndOptions() {
        let pattern = [RowSpec(height: 44, control: Control(.textField)), RowSpec(height: 120, estimatedHeight: 60)]
        var behavior = UndocumentedBehavior.plain
        behavior.estimateCorrection = .keepVisibleRowsStill
        behavior.clampsOffsetAfterUpdates = true
        behavior.tableControllerKeyboard = .shrinkFrame
        behavior.tableControllerScrollsToFirstResponder = false
        let start = StartScreen(sections: [Array((0..<5).flatMap { _ in pattern }), Array((0..<5).flatMap { _ in pattern })],
                                estimatedRowHeight: 44, behavior: behavior)
        let text = start.description
        #expect(text.contains("20 rows in 2 sections repeating (44 pt text field, 120 pt est. 60)"), "\(text)")
        #expect(text.contains("estimatedRowHeight 44"), "\(text)")
        #expect(text.contains("UIKit options: estimates .keepVisibleRowsStill, clamp after updates on, controller keyboard .shrinkFrame"), "\(text)")
        #expect(!text.contains("scroll to first responder"), "\(text)")
        #expect(!text.contains("; "), "a start screen's text must not split into steps: \(text)")
    }

    @Test func startScreenTextStatesThePlainOptionsToo() {
        let start = StartScreen(layout: ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0)),
                                sections: [[RowSpec(height: 30), RowSpec(height: 31), RowSpec(height: 32)]])
        // Three distinct heights with no repetition within the 3 rows: the pattern is the rows themselves.
        #expect(start.description.contains("3 rows repeating (30 pt, 31 pt, 32 pt), exact heights (no estimates)"))
        #expect(start.description.hasSuffix("UIKit options: clamp after updates on"))
        let runs = StartScreen(sections: [Array(([RowSpec(height: 201)] + Array(repeating: RowSpec(height: 44), count: 5)) + [RowSpec(height: 201)])])
        #expect(runs.description.contains("7 rows repeating (201 pt, 44 pt ×5), exact heights"), "\(runs.description)")
        #expect(StartScreen(sections: [[]]).description.contains("0 rows, exact heights"))
    }

    // MARK: Pictures

    /// Traces of generated scenarios against four strategies: many layouts, keyboards and breaks.
    static let generatedTraces: [FindingTrace] = {
        var scenarios: [Scenario] = []
        _ = Property("collect scenarios", ScenarioGen.scenario(maxActions: 8))
            .run(RunConfiguration(seed: 42, limits: Limits(maxCases: 30))) { scenarios.append($0) }
        let strategies = ["reference", "insetAndScrollFocused", "bottomPinned", "topInsertionAnchor"].compactMap(StrategyCatalog.named)
        return scenarios.flatMap { scenario in
            strategies.compactMap { try? FindingTraces.trace(scenario, strategy: $0, invariant: nil, token: "kf1:test") }
        }
    }()

    @Test func pictureLabelsNeverOverlap() throws {
        var pictures = 0, texts = 0, moved = 0
        for trace in Self.generatedTraces + [try #require(ReportFixtures.traces[ReportFixtures.violationFinding.id])] {
            for (step, previous) in zip(trace.steps, trace.scenesBefore) {
                for broken in [nil] + step.violations.map(\.invariant) {
                    let canvas = StepPicture.canvas(step, listKind: trace.listKind, broken: broken, previous: previous)
                    let boxes = canvas.layoutTexts().compactMap(\.box)
                    pictures += 1
                    texts += boxes.count
                    moved += canvas.layoutTexts().filter { $0.dy != 0 }.count
                    for (i, a) in boxes.enumerated() {
                        #expect(a.minX >= canvas.viewBox.minX - 1e-9 && a.maxX <= canvas.viewBox.maxX + 1e-9
                                && a.minY >= canvas.viewBox.minY - 1e-9 && a.maxY <= canvas.viewBox.maxY + 1e-9,
                                "a label outside the picture at step \(step.step) of \(trace.strategy): \(a)")
                        for b in boxes[(i + 1)...] where a.overlaps(b) {
                            Issue.record("labels overlap at step \(step.step) of \(trace.strategy) (\(broken.map(\.rawValue) ?? "no break")): \(a) and \(b)")
                        }
                    }
                }
            }
        }
        #expect(pictures > 300, "only \(pictures) pictures drawn")
        // Thousands of labels laid out, so the overlap check above means something.
        #expect(texts > 5_000, "only \(texts) texts in \(pictures) pictures")
        #expect(moved > 0, "no label ever had to move: the layout was not exercised")
    }

    @Test func overlappingTextsAreMovedOrLeftOut() {
        var canvas = SVGCanvas(viewBox: Rect(x: 0, y: 0, width: 200, height: 200), pixelWidth: 200)
        canvas.text("row 3", x: 10, y: 50, priority: 0)
        canvas.label("a long red label", x: 10, y: 50, bold: true, priority: 3)
        canvas.label("a second label", x: 12, y: 51)
        let placed = canvas.layoutTexts()
        #expect(placed[0].box == nil, "the row's name gives way")
        #expect(placed[1].box != nil && placed[1].dy == 0, "the highest priority stays where asked")
        #expect(placed[2].box != nil && placed[2].dy != 0, "the other label moves")
        #expect(!canvas.render(title: "t").contains(">row 3<"))
    }

    @Test func picturesGoOnPastTheBreak() throws {
        var continued = 0
        for trace in Self.generatedTraces {
            guard let broke = trace.violation?.step else { continue }
            var expectedLast = Swift.min(broke + FindingTrace.stepsAfterBreak, trace.scenario.actions.count)
            // A strategy that raises ends the scenario (as the exception ends the app).
            if let raised = trace.steps.first(where: { $0.violations.contains { $0.invariant == .noUIKitException } }) {
                expectedLast = Swift.min(expectedLast, raised.step)
            }
            #expect(trace.steps.last?.step == expectedLast, "\(trace.strategy): broke at \(broke)")
            let html = ReportHTML.pictures(trace).joined()
            #expect(html.components(separatedBy: "<figure class=\"step after\">").count - 1 == expectedLast - broke)
            if expectedLast > broke { continued += 1 }
        }
        #expect(continued > 5, "only \(continued) traces broke before their last step")
    }

    // MARK: Icons, matrix, legend

    /// Characters every common font has: ASCII, Latin-1, general punctuation (dashes, quotes, the
    /// ellipsis, but not the double exclamation mark), the four arrows, and a few maths signs.
    static func isPlainTypography(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0xFF: true
        case 0x2010...0x2027, 0x2030...0x203B, 0x203D...0x205E: true
        case 0x2190...0x2193, 0x2212, 0x2260, 0x2264, 0x2265: true
        default: false
        }
    }

    @Test func htmlUsesNoSymbolGlyphs() {
        let html = ReportHTML.render(ReportFixtures.report, traces: ReportFixtures.traces)
        let odd = Set(html.unicodeScalars.filter { !Self.isPlainTypography($0) }).map { String(format: "U+%04X", $0.value) }
        #expect(odd.isEmpty, "symbols that need special fonts: \(odd.sorted())")
        // Every status has its drawn icon: holds, broken, info, crash, not run in the fixture's matrix.
        for status in ["holds", "broken", "info", "crash", "notrun"] {
            #expect(html.contains(StatusIcon.svg(status)), "no icon for \(status)")
        }
    }

    @Test func explainUsesNoSymbolGlyphs() throws {
        let trace = try #require(ReportFixtures.traces[ReportFixtures.violationFinding.id])
        let odd = ReportHTML.explain(trace).unicodeScalars.filter { !Self.isPlainTypography($0) }
        #expect(odd.isEmpty, "\(odd.map { String(format: "U+%04X", $0.value) })")
    }

    /// The matrix's width: a fixed table layout at most the budget wide, so no content can widen it;
    /// and every cell's unbreakable part (icon, word, promise mark) fits its column, every strategy id
    /// of the catalog its column, so nothing has to break inside a word. Widths are estimated at 0.62 em
    /// per bold 13 px character, wider than Helvetica's and Arial's.
    @Test func matrixFitsA1280PixelWindow() {
        let css = ReportHTML.css
        #expect(css.contains("table.matrix{table-layout:fixed;width:100%;max-width:\(Format.number(ReportHTML.matrixWidthBudget))px}"))
        #expect(css.contains("margin:24px") && ReportHTML.matrixWidthBudget <= 1280 - 2 * 24)
        let charWidth = 13 * 0.62, padding = 2 * 8 + 1.0, icon = 12 + 4.0
        let column = (ReportHTML.matrixWidthBudget - ReportHTML.strategyColumnWidth) / Double(Guarantee.allCases.count)
        for cell in ReportFixtures.report.cells + [.init(strategy: "x", invariant: "y", promised: true, cases: 1_000_000,
                                                         status: .holds, findings: [])] {
            let width = icon + Double(cell.word.count + (cell.promised ? 1 : 0)) * charWidth + padding
            #expect(width <= column, "\(cell.word) needs \(width) px, the column has \(column)")
        }
        for invariant in Guarantee.allCases {
            let longestWord = invariantDisplayName(invariant.rawValue).split(separator: " ").map(\.count).max() ?? 0
            #expect(Double(longestWord) * charWidth + padding <= column, "\(invariant) header")
        }
        for strategy in StrategyCatalog.all {
            #expect(Double(strategy.id.count) * charWidth + padding <= ReportHTML.strategyColumnWidth, "\(strategy.id)")
        }
    }

    @Test func picturesLegendComesOnceForManyFindings() throws {
        var report = ReportFixtures.report
        var second = ReportFixtures.violationFinding
        second.id += "-again"
        report.findings.insert(second, at: 1)
        var traces = ReportFixtures.traces
        traces[second.id] = traces[ReportFixtures.violationFinding.id]
        let html = ReportHTML.render(report, traces: traces)
        #expect(html.components(separatedBy: "<section class=\"finding\"").count - 1 == 3)
        #expect(html.components(separatedBy: "pictures-legend").count - 1 == 1)
        #expect(html.components(separatedBy: "<p class=\"legend\">").count - 1 == 1, "the matrix legend, once")
    }

    // MARK: Motion and what broke

    /// A chat of 30 rows at the bottom; the user scrolls to the top (the system moves the list), then a
    /// strategy moves it 100 pt by its own offset change.
    @Test func motionSaysWhoMovedTheList() throws {
        let start = StartScreen(listKind: .readingList, sections: [Array(repeating: RowSpec(height: 44), count: 30)],
                                initialScroll: .bottom)
        let before = try start.makeScene()
        var byUser = before
        try byUser.scrollAsUser(to: .top)
        byUser.layoutIfNeeded()
        let userStep = ScenarioRunner.TraceStep(step: 1, action: .userScroll(.top), scene: byUser, violations: [])
        let user = try #require(StepMotion.measure(userStep, previous: before, listKind: .readingList))
        let expected = before.tableView.contentOffset.y - byUser.tableView.contentOffset.y
        #expect(abs((user.total ?? 0) - expected) < 1e-9)
        #expect(abs(user.strategyMove ?? 1) < 1e-9)
        #expect(user.sentence?.contains("\(Format.number(expected)) pt down by the user's scroll") == true, "\(user.sentence ?? "nil")")

        var byStrategy = before
        try byStrategy.tableView.setContentOffset(Point(x: 0, y: before.tableView.contentOffset.y - 100))
        let strategyStep = ScenarioRunner.TraceStep(step: 1, action: .endEditing, scene: byStrategy, violations: [])
        let strategy = try #require(StepMotion.measure(strategyStep, previous: before, listKind: .readingList))
        #expect(strategy.sentence?.hasPrefix("the list moved 100 pt down on screen") == true, "\(strategy.sentence ?? "nil")")
        // Blame in words (issue 28): the app's code, named by the callback it ran in.
        #expect(strategy.sentence?.hasSuffix(": 100 pt down by the app's code in textFieldDidEndEditing(_:)") == true, "\(strategy.sentence ?? "nil")")

        let still = ScenarioRunner.TraceStep(step: 1, action: .endEditing, scene: before, violations: [])
        #expect(StepMotion.measure(still, previous: before, listKind: .readingList)?.sentence == nil)
    }

    @Test func whatBrokeIsToldInScreenPointsWithTheHiddenAmount() throws {
        let trace = try #require(ReportFixtures.traces[ReportFixtures.violationFinding.id])
        let account = try #require(BreakAccount.sentence(trace))
        let step = try #require(trace.steps.first { $0.step == trace.violation?.step })
        let g = PictureGeometry(scene: step.scene)
        let control = try #require(step.scene.focusedControlFrame.map(g.contentToScreen))
        let region = g.toScreen(step.scene.visibleRegionInWindow)
        let hidden = control.maxY > region.maxY ? control.maxY - region.maxY : region.minY - control.minY
        #expect(hidden > 0)
        #expect(account.contains("spans from y \(Format.number(control.minY)) to \(Format.number(control.maxY))"), "\(account)")
        #expect(account.contains("\(Format.number(Swift.min(control.height, hidden))) of its \(Format.number(control.height)) pt are hidden"), "\(account)")
        #expect(account.hasSuffix("(screen points, y down)"))
        #expect(!account.contains("contentOffset") && !account.contains("window"), "one coordinate space: \(account)")
    }

    @Test func reportsShowTheMotionAndTheAccountBesideTheCheckersMessage() {
        let md = ReportMarkdown.render(ReportFixtures.report, traces: ReportFixtures.traces)
        let html = ReportHTML.render(ReportFixtures.report, traces: ReportFixtures.traces)
        for text in [md, html] {
            #expect(text.contains("What broke: the focused field spans from y"))
            #expect(text.contains("The checker&apos;s message") || text.contains("The checker's message"))
            #expect(text.contains("the list moved"), "no step says how the list moved")
        }
        #expect(ReportMarkdown.render(ReportFixtures.report).contains("What broke: `"), "without traces: the checker's message")
    }
}
