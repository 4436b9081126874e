@testable import Campaign
import Foundation
import KeyboardStrategies
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
        #expect(result.signaturesOverLimit == 0)
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
