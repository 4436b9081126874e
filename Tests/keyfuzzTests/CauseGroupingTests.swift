@testable import Campaign
import ControllerCatalog
import Foundation
import KeyboardStrategies
@testable import Reports
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// Issue 28: a cell groups its failures by cause (the shrunk scenario's shape and the message's
/// template), one entry per cause, and never drops a cause because another filled its slots.
@Suite("campaign cells: causes")
struct CauseGroupingTests {
    /// Two deliberate bugs breaking one promise: on every will-show the offset goes far past its end
    /// (common: most scenarios show the keyboard, on many devices — many signatures), and after the
    /// user's scroll it goes far before its start (rarer: only where a scroll comes before any show).
    struct TwoBugs: KeyboardStrategy {
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            guard note.event == .willShow else { return }
            try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 10_000))
        }

        mutating func userDidScroll(in scene: inout Scene) throws {
            try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y - 10_000))
        }
    }

    static let twoBugs = StrategyDescriptor(id: "test-two-bugs", summary: "test only: two offset bugs", source: "this test",
                                            promises: [.offsetBounds], make: { _ in TwoBugs() })

    @Test func twoCausesInOneCellAreBothKeptAndEachIsOneEntry() throws {
        // One example per cause: under the old limit of one signature per cell, the first bug's
        // signature filled the cell and the second was never reported.
        let cell = CellRun(strategy: "test-two-bugs", invariant: .offsetBounds, seed: 3, cases: 200, maxActions: 8, maxSignatures: 1)
        var failed = 0
        var events = CellRun.Events()
        // A finding's shrunk case is a failed line of its own (issue 28 item 6), not a case.
        events.observed = { if $0.status == .failed && $0.howGenerated != CampaignObservation.minimalFailingExample { failed += 1 } }
        let result = try cell.run(strategies: [Self.twoBugs], database: nil, started: .now, events: events)
        let past = result.findings.filter { $0.message.contains(" > max ") }
        let before = result.findings.filter { $0.message.contains(" < min ") }
        #expect(past.count == 1, "the will-show bug is one entry: \(past.map { ($0.cause ?? "") + " // " + $0.scenario })")
        // The scroll bug runs in scrollViewDidScroll, which a user's scroll, a finger's drag and the app's
        // own animated scroll all call: breaking at three kinds of event, it may be up to three causes,
        // but it is never dropped.
        #expect((1...3).contains(before.count), "the scroll bug is kept beside it: \(result.findings.map { $0.cause ?? "" })")
        #expect(Set(before.compactMap(\.cause)).count == before.count)
        #expect(past.first.map { $0.timesHit > 10 } == true, "the will-show bug is hit often: \(past.map(\.timesHit))")
        // One finding per cause, and every failure counted under one of them.
        #expect(Set(result.findings.compactMap(\.cause)).count == result.findings.count)
        #expect(result.findings.reduce(0) { $0 + $1.timesHit } == failed)
        for finding in result.findings {
            #expect(finding.casesToFind.map { $0 >= 1 && $0 <= 200 } == true)
            #expect(finding.events.map { $0 >= 1 } == true)
            #expect(finding.scenarios.map { $0 >= 1 } == true)
        }
    }

    /// More examples per cause shrink more variants, yet each cause stays one entry, its other
    /// shrunk scenarios kept as example tokens that replay the same cause.
    @Test func moreExamplesPerCauseStillMakeOneEntryPerCause() throws {
        let cell = CellRun(strategy: "test-two-bugs", invariant: .offsetBounds, seed: 3, cases: 200, maxActions: 8, maxSignatures: 4)
        let result = try cell.run(strategies: [Self.twoBugs], database: nil, started: .now)
        #expect(Set(result.findings.compactMap(\.cause)).count == result.findings.count)
        #expect(result.findings.filter { $0.message.contains(" > max ") }.count == 1, "\(result.findings.map { $0.cause ?? "" })")
        for finding in result.findings {
            #expect((finding.scenarios ?? 1) == 1 + (finding.examples?.count ?? 0))
        }
    }
}

/// One finding per mechanism (issue "One finding per mechanism, headed by its worst case"): a cause is
/// who moved the list and on what kind of act, not the words of the invariant's message.
@Suite("campaign cells: one finding per mechanism")
struct MechanismGroupingTests {
    /// Two bugs that break offset bounds on the keyboard with messages of one template: on an iPad the
    /// will-show observer throws the offset 10,000 pt past the end (the app moves the list); elsewhere it
    /// insets the table for the keyboard and scrolls to the end, and the will-hide observer takes the
    /// inset away without bringing the offset back (nobody moves the list: its range shrinks under it). A
    /// plain view controller's table, so that UIKit adds nothing of its own for the keyboard.
    struct TwoKeyboardBugs: KeyboardStrategy {
        var added = 0.0

        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            var inset = scene.tableView.contentInset
            switch note.event {
            case .willShow where scene.layout.device.isPad:
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y + 10_000))
            case .willShow where added == 0:
                added = 500
                inset.bottom += added
                try scene.tableView.setContentInset(inset)
                try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.scrollView.maxOffsetY))
            case .willHide where added > 0:
                inset.bottom -= added
                added = 0
                try scene.tableView.setContentInset(inset)
            default:
                break
            }
        }
    }

    static let twoKeyboardBugs = StrategyDescriptor(id: "test-two-keyboard-bugs", summary: "test only: two offset bugs on the keyboard",
                                                    source: "this test", promises: [.offsetBounds], listKinds: [.readingList],
                                                    controller: .plainViewController, make: { _ in TwoKeyboardBugs() })

    @Test func aCauseOfTwoMechanismsIsTwoFindings() throws {
        let cell = CellRun(strategy: Self.twoKeyboardBugs.id, invariant: .offsetBounds, seed: 11, cases: 400, maxActions: 8, maxSignatures: 3)
        let result = try cell.run(strategies: [Self.twoKeyboardBugs], database: nil, started: .now)
        let past = result.findings.filter { $0.message.contains(" > max ") && $0.mechanism?.hasSuffix("on the keyboard") == true }
        // One template, "contentOffset.y # > max # (contentSize.height #, …)": the former grouping by the
        // message's words filed both bugs under one finding.
        let templates = Set(past.map { CampaignCause.template(of: CampaignCause.withoutDeviceContext($0.message)) })
        #expect(templates.count == 1, "\(templates)")
        let movers = Set(past.compactMap(\.mechanism))
        #expect(movers.contains { $0.contains("keyboardWillShowNotification observer") }, "\(movers)")
        #expect(movers.contains(BreakMechanism.nobody + ", on the keyboard"), "\(movers)")
        #expect(Set(result.findings.compactMap(\.cause)).count == result.findings.count, "one finding per cause")
        // Every example of every finding replays as its finding's mechanism, and none is worse than its
        // headline.
        #expect(MechanismAudit.problems(result.findings, maxActions: 8, strategies: [Self.twoKeyboardBugs]).isEmpty)
    }

    /// The headline is the example with the largest effect; the minimal reproduction is named beside
    /// it when it is another example, and the rest follow largest first.
    @Test func theWorstExampleHeadsItsFinding() throws {
        let cell = CellRun(strategy: Self.twoKeyboardBugs.id, invariant: .offsetBounds, seed: 11, cases: 400, maxActions: 8, maxSignatures: 5)
        let result = try cell.run(strategies: [Self.twoKeyboardBugs], database: nil, started: .now)
        let several = result.findings.filter { ($0.exampleCases?.count ?? 0) > 0 }
        #expect(!several.isEmpty, "a finding with more than one example: \(result.findings.map { ($0.mechanism ?? "", $0.scenarios ?? 0) })")
        for finding in several {
            let effects = (finding.exampleCases ?? []).map { $0.effect ?? -1 }
            #expect(effects.allSatisfy { $0 <= (finding.effect ?? -1) }, "\(finding.id): \(finding.effect ?? -1) vs \(effects)")
            #expect(effects == effects.sorted(by: >), "\(effects)")
            #expect(finding.examples == finding.exampleCases?.map(\.token))
            if let minimal = finding.minimal {
                let events = finding.allExamples.compactMap(\.events)
                #expect(finding.allExamples.first { $0.token == minimal }?.events == events.min())
            }
        }
    }

    /// Two doors of one method — "a newer post at the top" and "three newer posts at the top" — are one
    /// act: data arriving at the top of the list.
    @Test func doorsOfOneMethodAreOneAct() throws {
        let descriptor = try #require(ControllerCatalog.recipes.first { $0.id == "topInsertionAnchorController" })
        let simplest = try descriptor.scenarios().value(replaying: [])
        var acts: [String] = [], movers: [String] = []
        for (index, name) in ["a newer post at the top", "three newer posts at the top"].enumerated() {
            let scenario = Scenario(start: simplest.start, actions: [.door(index, name: name)])
            let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
            let trace = try #require(outcome.trace)
            let door = try #require(trace.firstIndex { if case .door = $0.action { true } else { false } })
            acts.append(BreakMechanism.act(of: trace[door...door]))
            movers.append(BreakMechanism.mover(of: trace[door...door], in: trace, listKind: scenario.start.listKind))
        }
        #expect(acts == ["data arriving (insert rows at the top)", "data arriving (insert rows at the top)"], "\(acts)")
        // Whoever moved the list, the door's label is not part of it.
        #expect(movers[0] == movers[1], "\(movers)")
        #expect(!movers.contains { $0.contains("newer post") }, "\(movers)")
    }
}

@Suite("campaign warnings: one line per cause")
struct WarningCollapseTests {
    /// The interrupted run's five shrinks of one cell were five lines of one warning.
    @Test func repeatedWarningsAreOneLineWithACount() {
        let shrink = { (cell: String, steps: Int) in
            "\(cell): the run stopped while a failure was being shrunk; it is reported as far as shrinking got (\(steps) steps), not the smallest case"
        }
        let lines = [shrink("a/focusVisibility", 3), shrink("a/focusVisibility", 12), "b/offsetBounds: the cell could not run: no such strategy",
                     shrink("a/focusVisibility", 40), shrink("b/anchorStability", 1), shrink("a/focusVisibility", 7)]
        let collapsed = CampaignWarnings.collapse(lines)
        #expect(collapsed.count == 2, "\(collapsed)")
        #expect(collapsed.first == shrink("a/focusVisibility", 3) + " — 5 times in 2 cells (a/focusVisibility, b/anchorStability)")
        #expect(collapsed.last == "b/offsetBounds: the cell could not run: no such strategy")
        // Another warning's words are another line.
        #expect(CampaignWarnings.collapse([lines[2], "b/offsetBounds: the cell could not run: out of memory"]).count == 2)
    }
}

/// The committed baseline (`reports/baseline/report.json`, the default campaign) read back: one finding
/// per strategy, invariant, mover and act, and every example of every finding replayed today as its
/// finding's mechanism, none worse than its headline.
@Suite("the baseline report: one finding per mechanism")
struct BaselineMechanismTests {
    @Test func everyExampleOfTheBaselineReplaysAsItsFindingsMechanism() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../reports/baseline/report.json")
        let report = try ReportJSON.decode(try Data(contentsOf: url))
        let violations = report.findings.filter { $0.kind == .violation }
        let examples = violations.reduce(0) { $0 + $1.allExamples.count }
        let (checked, problems) = MechanismAudit.audit(report.findings, maxActions: report.run.maxActions,
                                                       strategies: ControllerCatalog.all + ControllerCatalog.recipes)
        #expect(problems.isEmpty, "\(problems)")
        #expect(checked == examples, "\(checked) of \(examples) examples replayed: the baseline is out of date")
        #expect(violations.allSatisfy { $0.mechanism != nil })
    }
}
