@testable import Campaign
import PropertyCheck
import Foundation
import KeyboardStrategies
@testable import Reports
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// Issue 28: one verdict in every format, broken promises first, one entry per cause, blame and
/// UIKit's words.
@Suite("Reports a reader trusts")
struct ReportCauseTests {
    // MARK: Fixtures

    static func violation(_ strategy: String, _ invariant: Guarantee, promised: Bool, id: String, cause: String? = nil,
                          token: String? = nil, hits: Int = 1) -> CampaignReport.Finding {
        CampaignReport.Finding(id: id, strategy: strategy, invariant: invariant.rawValue, promised: promised, kind: .violation,
                               statement: Invariant.named(invariant).statement, message: "contentOffset.y 900 > max 700",
                               scenario: "iPhone 15 portrait; keyboard willShow", step: 1, token: token ?? "kf1:\(id)",
                               shrinkCount: 3, firstFoundSeconds: 1, timesHit: hits, cause: cause, scenarios: 1, casesToFind: 4,
                               events: 1)
    }

    /// Two strategies: `a` has an informational break listed in its first cell, then a promised
    /// violation; `b` crashes. Cells list findings out of order, as shards merged can.
    static var unordered: CampaignReport {
        let info = violation("a", .anchorStability, promised: false, id: "a/info")
        let promisedLater = violation("a", .offsetBounds, promised: true, id: "a/bounds")
        let promisedEarly = violation("a", .focusVisibility, promised: true, id: "a/focus")
        let secondOfCell = violation("a", .offsetBounds, promised: true, id: "a/bounds-2")
        let crash = CampaignReport.Finding(id: "b/crash", strategy: "b", invariant: "noUIKitException", promised: true, kind: .crash,
                                           statement: CampaignReport.Finding.processStatement, message: "signal 4", scenario: "s",
                                           step: nil, token: "kf1:crash", shrinkCount: 0, firstFoundSeconds: 2, timesHit: 1)
        let invariants: [Guarantee] = [.anchorStability, .focusVisibility, .offsetBounds]
        var cells: [CampaignReport.Cell] = [
            .init(strategy: "a", invariant: "anchorStability", promised: false, cases: 10, status: .information, findings: ["a/info"]),
            .init(strategy: "a", invariant: "focusVisibility", promised: true, cases: 10, status: .broken, findings: ["a/focus"]),
            .init(strategy: "a", invariant: "offsetBounds", promised: true, cases: 10, status: .broken, findings: ["a/bounds-2", "a/bounds"]),
        ]
        cells += invariants.map { .init(strategy: "b", invariant: $0.rawValue, promised: true, cases: 1, status: .crash, findings: ["b/crash"]) }
        return CampaignReport(
            tool: "keyfuzz 0.1.0",
            run: .init(seed: 5, casesPerCell: 10, durationSeconds: nil, maxActions: 8, profile: "default", strategies: ["a", "b"],
                       invariants: invariants.map(\.rawValue), shards: [.init(index: 1, count: 1)], jobs: 1,
                       startedAt: "2026-01-01T00:00:00Z", finishedAt: "2026-01-01T00:00:01Z", elapsedSeconds: 1),
            stopReason: .completed, cases: 33, cells: cells, labels: [:],
            findings: [info, promisedLater, secondOfCell, crash, promisedEarly], warnings: [])
    }

    // MARK: Order

    @Test func brokenPromisesComeFirstThenInformationEachByStrategyAndInvariant() {
        var report = Self.unordered
        report.arrangeFindings()
        #expect(report.findings.map(\.id) == ["b/crash", "a/focus", "a/bounds", "a/bounds-2", "a/info"])
        #expect(report.findings.first?.promised == true)
        // A cell's links follow the findings' order.
        #expect(report.cell("a", "offsetBounds")?.findings == ["a/bounds", "a/bounds-2"])
        let md = ReportMarkdown.render(report)
        #expect(md.contains("[F3](#f3), [F4](#f4)"), "links in a cell in order")
        let firstHeading = md.components(separatedBy: "\n").first { $0.hasPrefix("### ") } ?? ""
        #expect(firstHeading.contains("F1: b crashed"), "\(firstHeading)")
    }

    // MARK: One headline

    /// The verdict's numbers, read back from each format, agree with the report's own counts.
    @Test func everyFormatPrintsTheSameVerdict() throws {
        var report = Self.unordered
        report.arrangeFindings()
        let verdict = report.verdict
        #expect(verdict == "FAILED: 4 broken promises (1 crash) in 5 of 6 cells, 1 informational finding")
        let md = ReportMarkdown.render(report), html = ReportHTML.render(report, traces: [:])
        let console = CampaignSummary.text(report), junit = ReportJUnit.render(report)
        #expect(md.contains("**\(verdict)**"))
        #expect(html.contains(">\(verdict)</p>"))
        #expect(console.split(separator: "\n").contains { $0 == verdict })
        #expect(junit.contains("<property name=\"verdict\" value=\"\(verdict)\"/>"))
        // Findings are counted once per cause everywhere: the Markdown has one section per finding,
        // and the console lists every broken promise once.
        #expect(md.components(separatedBy: "\n### ").count - 1 == report.findings.count)
        #expect(console.components(separatedBy: "  [BROKEN]").count - 1 == 4)
        // No other count of findings in another unit.
        #expect(!console.contains(" findings,"), "\(console)")
    }

    // MARK: Causes

    @Test func aTemplateKeepsTheWordsAndDropsTheNumbers() {
        let a = CampaignCause.template(of: "contentOffset.y 912.5 > max 700 (contentSize.height 1200, iPhone 15 portrait)")
        let b = CampaignCause.template(of: "contentOffset.y -3 > max 0.25 (contentSize.height 44, iPhone 15 portrait)")
        #expect(a == b)
        #expect(a == "contentOffset.y # > max # (contentSize.height #, iPhone # portrait)")
        #expect(CampaignCause.template(of: "frame.origin.x is inf, y nan") == "frame.origin.x is #, y #")
        #expect(CampaignCause.template(of: "row [0, 12] of kf1x2") == "row [#, #] of kf1x2")
        // Words decide: another check's message is another cause.
        #expect(CampaignCause.template(of: "contentOffset.y 3 < min 0") != a)
    }

    @Test func aCauseIsTheActAndTheMoverWhateverTheNumbers() throws {
        let mover = "the app's code in its UIResponder.keyboardWillShowNotification observer"
        let one = CampaignCause(strategy: "s", invariant: .offsetBounds, mechanism: BreakMechanism(act: "the keyboard", mover: mover, effect: 12))
        let two = CampaignCause(strategy: "s", invariant: .offsetBounds, mechanism: BreakMechanism(act: "the keyboard", mover: mover, effect: 228))
        let uikit = CampaignCause(strategy: "s", invariant: .offsetBounds, mechanism: BreakMechanism(act: "the keyboard", mover: "UIKit (the keyboard's move)", effect: 12))
        let rotation = CampaignCause(strategy: "s", invariant: .offsetBounds, mechanism: BreakMechanism(act: "rotation", mover: mover, effect: 12))
        #expect(one == two, "the effect never splits a cause")
        #expect(one != uikit, "another mover is another cause")
        #expect(one != rotation, "another act is another cause")
        #expect(one.description == "s/offsetBounds · \(mover), on the keyboard")
        // Without a trace, the event's family stands for the act: which notification ends a keyboard's
        // turn is iOS's order, not the bug.
        #expect(CampaignCause(strategy: "s", invariant: .offsetBounds, event: "keyboard didChangeFrame")
            == CampaignCause(strategy: "s", invariant: .offsetBounds, event: "keyboard willShow"))
        // Only a closing device context is left out of a template.
        #expect(CampaignCause.withoutDeviceContext("a (contentInset.bottom 3) b (x)") == "a (contentInset.bottom 3) b (x)")
        #expect(CampaignCause.withoutDeviceContext("moved 3 pt (offset 4) (iPad (10th gen) portrait)") == "moved 3 pt (offset 4)")
    }

    /// Shards that found one cause apart merge into one entry with the counts added; a second cause
    /// in the same cell stays its own entry.
    @Test func oneCauseFoundInTwoShardsIsOneEntry() {
        var report = Self.unordered
        let cause = "a/offsetBounds at keyboard willShow | contentOffset.y # > max #"
        report.findings = report.findings.map { f in
            var f = f
            if f.id == "a/bounds" { f.cause = cause; f.timesHit = 7 }
            if f.id == "a/bounds-2" { f.cause = cause; f.timesHit = 5; f.examples = ["kf1:more"]; f.scenarios = 2 }
            return f
        }
        report.findings.append(Self.violation("a", .offsetBounds, promised: true, id: "a/bounds-other", cause: "a/offsetBounds at rotation | other"))
        report.cells[2].findings.append("a/bounds-other")
        report.arrangeFindings()
        let bounds = report.findings.filter { $0.invariant == "offsetBounds" }
        #expect(bounds.count == 2, "\(bounds.map(\.id))")
        let united = bounds.first { $0.cause == cause }
        #expect(united?.timesHit == 12)
        #expect(united?.scenarios == 3)
        #expect(Set(united?.examples ?? []) == ["kf1:a/bounds-2", "kf1:more"])
        #expect(report.cell("a", "offsetBounds")?.findings.count == 2)
        #expect(united?.provenance.hasPrefix("hit 12 times, 3 scenarios; first found after 1 s (case 4 of its cell)") == true,
                "\(united?.provenance ?? "")")
    }

    // MARK: report.json

    @Test func jsonCarriesTheNewFieldsAndTheCommand() throws {
        var report = Self.unordered
        report.cells[1].casesToFirstFailure = 4
        report.run.command = report.run.reproducingCommand
        report.findings[0].examples = ["kf1:x"]
        let data = try ReportJSON.encode(report)
        let text = String(decoding: data, as: UTF8.self)
        for key in ["\"casesToFirstFailure\"", "\"casesToFind\"", "\"events\"", "\"scenarios\"", "\"examples\"", "\"command\""] {
            #expect(text.contains(key), "report.json lacks \(key)")
        }
        #expect(try ReportJSON.decode(data) == report)
        #expect(report.run.command == "swift run keyfuzz run --profile default --seed 5 --cases 10 --max-actions 8 "
            + "--strategies a,b --invariants anchorStability,focusVisibility,offsetBounds")
        // Every field the encoder writes is documented in REPORT-SCHEMA.md.
        let schema = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Reports/REPORT-SCHEMA.md"), encoding: .utf8)
        let keys = Set(text.matches(of: #/"([A-Za-z]+)":/#).map { String($0.1) })
        for key in keys { #expect(schema.contains("`\(key)`"), "REPORT-SCHEMA.md does not document \(key)") }
    }

    // MARK: Blame in words

    static let rows = Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 30)

    /// A UITableViewController's own scroll to the first responder is UIKit's, named.
    @Test func theControllersAutomaticScrollIsUIKits() throws {
        var focused = try StartScreen(sections: [Self.rows]).makeScene()
        let row = try #require(focused.tableView.indexPathsForVisibleRows.last.flatMap { focused.tableView.row(at: $0)?.id })
        try focused.focus(row)
        let screen = focused.layout.screenBounds
        let show = try KeyboardNotification(.willShow, begin: Rect(x: 0, y: screen.maxY, width: screen.width, height: 336),
                                            end: Rect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
        var after = focused
        try ScenarioRunner.applyingSystem(.keyboard(show), to: &after, step: 1)
        after.layoutIfNeeded()
        let step = ScenarioRunner.TraceStep(step: 1, action: .keyboard(show), scene: after, violations: [])
        let motion = try #require(StepMotion.measure(step, previous: focused, listKind: .readingList))
        let sentence = try #require(motion.sentence)
        #expect(sentence.contains("by UIKit (a UITableViewController's own keyboard adjustment and automatic scroll to the first responder)"), "\(sentence)")
        #expect(!sentence.contains("app's code") && !sentence.contains("strategy"), "\(sentence)")
    }

    /// The table's clamp after deleting the last rows of a list at its end is UIKit's, not the app's.
    @Test func theTablesClampAfterUpdatesIsUIKits() throws {
        let start = StartScreen(sections: [Self.rows], initialScroll: .bottom)
        let before = try start.makeScene()
        var after = before
        let last = (20..<30).map { IndexPath(row: $0, section: 0) }
        try after.tableView.apply(.delete(last))  // the app's code: deleteRows
        after.layoutIfNeeded()
        let step = ScenarioRunner.TraceStep(step: 1, action: .update(.delete(last)), scene: after, violations: [])
        let motion = try #require(StepMotion.measure(step, previous: before, listKind: .readingList))
        let sentence = try #require(motion.sentence)
        #expect(sentence.contains("by UIKit (the table's clamp after updates"), "\(sentence)")
        #expect(!sentence.contains("by the app's code"), "\(sentence)")
        #expect(motion.caption?.contains("UIKit clamp") == true)
    }

    @Test func eachCallbackIsNamed() throws {
        let scene = try StartScreen(sections: [Self.rows]).makeScene()
        #expect(StepMotion.appName(.door(0, name: "postsArrived(_:)"), scene: scene) == "the app's own method postsArrived(_:)")
        let hide = try KeyboardNotification(.willHide, begin: Rect(x: 0, y: 516, width: 393, height: 336),
                                            end: Rect(x: 0, y: 852, width: 393, height: 336))
        #expect(StepMotion.appName(.keyboard(hide), scene: scene) == "the app's code in its UIResponder.keyboardWillHideNotification observer")
        #expect(StepMotion.appName(.beginEditing(IndexPath(row: 0, section: 0)), scene: scene).contains("textFieldDidBeginEditing(_:)"))
        #expect(StepMotion.systemName(.userScroll(.top), previous: scene, system: scene) == "the user's scroll")
    }

    // MARK: UIKit's words

    @Test func anInfiniteOriginIsCGRectNull() {
        let error = ModelError.notFinite(field: "tableView.frame.origin.x", value: .infinity)
        #expect(error.description.hasPrefix("tableView.frame is CGRect.null (origin +infinity): what insetBy(dx:dy:) returns"))
        #expect(!error.description.contains(" inf:"))
    }

    /// A plain view controller's list whose bottom inset leaves exactly 1 pt of the last row under
    /// the keyboard: the account says the sliver is the whole failure.
    @Test func aOnePointSliverIsCalledTheWholeFailure() throws {
        let layout = ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0))
        var scene = try StartScreen(layout: layout, sections: [Self.rows]).makeScene()
        let screen = scene.layout.screenBounds
        try scene.receiveKeyboard(try KeyboardNotification(.willShow, begin: Rect(x: 0, y: screen.maxY, width: screen.width, height: 336),
                                                           end: Rect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336)))
        let covered = scene.keyboardOverlapOfTable - (scene.tableView.scrollView.adjustedContentInset.bottom - scene.tableView.contentInset.bottom)
        try scene.tableView.setContentInset(EdgeInsets(top: 0, left: 0, bottom: covered - 1, right: 0))
        scene.layoutIfNeeded()
        let account = try #require(BreakAccount.reachability(PictureGeometry(scene: scene)))
        #expect(account.contains("1 pt of the last row stays under the keyboard"), "\(account)")
        #expect(account.contains("a sliver, but it is the whole failure"), "\(account)")
    }

    @Test func anUndockedKeyboardIsNamed() throws {
        var scene = try StartScreen(layout: ScreenLayout(device: .iPad10), sections: [Self.rows]).makeScene()
        let screen = scene.layout.screenBounds
        let floating = try KeyboardNotification(.willShow, begin: Rect(x: 100, y: screen.maxY, width: 320, height: 250),
                                                end: Rect(x: 100, y: 500, width: 320, height: 250))
        try scene.receiveKeyboard(floating)
        #expect(BreakAccount.keyboardNote(scene) == "the keyboard is floating (at y 500, 320 pt wide), so it covers nothing the app must keep clear")
        let undocked = try KeyboardNotification(.willShow, begin: Rect(x: 0, y: screen.maxY, width: screen.width, height: 300),
                                                end: Rect(x: 0, y: 400, width: screen.width, height: 300))
        try scene.receiveKeyboard(undocked)
        #expect(BreakAccount.keyboardNote(scene) == "the keyboard is undocked (floating at y 400), so it covers nothing the app must keep clear")
        let docked = try KeyboardNotification(.willShow, begin: Rect(x: 0, y: screen.maxY, width: screen.width, height: 300),
                                              end: Rect(x: 0, y: screen.maxY - 300, width: screen.width, height: 300))
        try scene.receiveKeyboard(docked)
        #expect(BreakAccount.keyboardNote(scene) == nil)
    }
}


/// UIKit's vocabulary (issue 28): runs the catalogue on a few scenarios each and scans every
/// invariant message, every account of what broke and every step's motion for words only the model
/// uses. The list is kept here; a message that needs one of them says it in UIKit's terms instead.
@Suite("Reports speak UIKit")
struct ReportVocabularyTests {
    /// Words a person reading about an iOS app should never meet: the model's raw non-finite values
    /// (UIKit has `CGRect.null`), and blame on "the strategy" (the app's code is named by its callback,
    /// UIKit's moves by their behaviour).
    static let modelOnly = [" is inf", " is -inf", " is nan", "by the strategy", "the strategy moved", "strategy's callback"]

    @Test func catalogueMessagesUseNoModelOnlyWords() throws {
        var scanned = 0
        var offending: [String] = []
        for strategy in StrategyCatalog.all {
            let generator = strategy.scenarios(maxActions: 10)
            var seeds = SplitMix64(seed: 28)
            for _ in 0..<6 {
                var testCase = TestCase(seed: seeds.next(), maxChoices: Limits.default.maxChoicesPerCase)
                guard let scenario = try? generator.generate(&testCase),
                      let trace = try? FindingTraces.trace(scenario, strategy: strategy, invariant: nil, token: "kf1:x") else { continue }
                var texts = trace.motions.compactMap { $0?.sentence } + trace.motions.compactMap { $0?.caption }
                if let violation = trace.violation { texts.append(violation.message) }
                if let account = BreakAccount.sentence(trace) { texts.append(account) }
                for step in trace.steps { texts += step.violations.map(\.message) }
                scanned += texts.count
                for text in texts where Self.modelOnly.contains(where: text.contains) {
                    offending.append("\(strategy.id): \(text)")
                }
            }
        }
        #expect(scanned > 50, "the scan needs messages to scan")
        #expect(offending.isEmpty, "\(offending.prefix(5))")
    }
}
