import Campaign
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// What the Markdown, HTML and JUnit renderers share: how a cell reads in the matrix, what a finding is
/// called, how the scenario splits into steps. Pure functions of the report.
extension CampaignReport {
    /// The strategies in report order: as the run listed them, then any others the cells name.
    var matrixStrategies: [String] {
        var seen = Set<String>(), out: [String] = []
        for id in run.strategies + cells.map(\.strategy) where seen.insert(id).inserted { out.append(id) }
        return out
    }

    /// The invariants in report order: as the run listed them, then any others the cells name.
    var matrixInvariants: [String] {
        var seen = Set<String>(), out: [String] = []
        for id in run.invariants + cells.map(\.invariant) where seen.insert(id).inserted { out.append(id) }
        return out
    }

    /// The cell for a strategy and invariant, or `nil` when the report has none (drawn as not run).
    func cell(_ strategy: String, _ invariant: String) -> Cell? {
        cells.first { $0.strategy == strategy && $0.invariant == invariant }
    }

    /// `F1`, `F2`, …: a finding's short name in this report, by its place in ``findings``.
    func findingLabel(_ id: String) -> String? {
        findings.firstIndex { $0.id == id }.map { "F\($0 + 1)" }
    }

    /// One line on the whole run, the same in the console, Markdown and HTML, one unit per number:
    /// "FAILED: 3 broken promises (1 crash) in 3 of 8 cells; 2 more under undocumented UIKit behaviour
    /// in 1 cell, 2 informational findings". Broken promises, conditional ones and informational
    /// findings count findings — a crash or hang is a broken promise, whichever cell it hit; a promise
    /// broken only under a non-default undocumented UIKit option is counted apart — and the cells count
    /// cells. FAILED when ``CampaignReport/failed``: conditional findings alone fail the run only under
    /// `--conditional-findings fail`, which the line then says.
    var verdict: String {
        let broken = findings.filter { $0.promised && !$0.isConditional }
        let conditional = findings.filter { $0.promised && $0.isConditional }
        let crashes = broken.filter { $0.kind == .crash }.count, hangs = broken.filter { $0.kind == .hang }.count
        var kinds: [String] = []
        if crashes > 0 { kinds.append(plural(crashes, "crash", "crashes")) }
        if hangs > 0 { kinds.append(plural(hangs, "hang")) }
        // INCOMPLETE when work was not done: never PASSED for cells that ran short.
        var text = (failed ? "FAILED: " : ranShort ? "INCOMPLETE: " : "PASSED: ") + plural(broken.count, "broken promise")
        if !kinds.isEmpty { text += " (" + kinds.joined(separator: ", ") + ")" }
        let failing = cells.filter { isFailure($0) && $0.status != .conditional }.count
        if failing > 0 { text += " in \(failing) of \(plural(cells.count, "cell"))" }
        if !conditional.isEmpty {
            let conditionalCells = cells.filter { $0.status == .conditional }.count
            text += "; \(conditional.count) more under undocumented UIKit behaviour"
            if conditionalCells > 0 { text += " in \(plural(conditionalCells, "cell"))" }
            if conditionalFindingsFail { text += " (failures of this run: --conditional-findings fail)" }
        }
        text += ", " + plural(findings.count - broken.count - conditional.count, "informational finding")
        let notRun = cells.filter { $0.status == .notRun }.count
        if notRun > 0 { text += ", " + plural(notRun, "cell not run", "cells not run") }
        if !incompleteCells.isEmpty { text += ", " + plural(incompleteCells.count, "cell") + " short of the case budget" }
        return text
    }

    /// Labels by count, most frequent first, then by name.
    var sortedLabels: [(label: String, count: Int)] {
        labels.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// The run's parameters as name/value lines for the report headers.
    var runFacts: [(String, String)] {
        var facts: [(String, String)] = [
            ("tool", tool), ("seed", "\(run.seed)"), ("profile", run.profile),
            ("cases", "\(cases) (\(run.casesPerCell) per cell)"), ("max actions", "\(run.maxActions)"),
            ("stop reason", stopReason.explanation),
            ("shards", run.shards.map(\.description).joined(separator: ", ")), ("jobs", "\(run.jobs)"),
            ("started", run.startedAt), ("finished", run.finishedAt),
            ("elapsed", "\(Format.number(run.elapsedSeconds)) s"),
            ("run again", run.command ?? run.reproducingCommand),
        ]
        if let d = run.durationSeconds { facts.insert(("time budget", "\(Format.number(d)) s"), at: 5) }
        return facts
    }
}

extension CampaignReport.StopReason {
    var explanation: String {
        switch self {
        case .completed: "completed (every cell ran its case budget)"
        case .duration: "duration (the time budget ran out first)"
        case .interrupted: "interrupted (SIGINT or SIGTERM; the report holds what was found until then)"
        }
    }
}

extension CampaignReport.Cell {
    /// The Markdown matrix text with its count: `✓ 1000`, `✗ BROKEN`, `info`, `CRASH`, `HANG`,
    /// `not run`. Only ✓ and ✗ are symbols, both in the common system fonts; the HTML draws its icons in
    /// SVG (``StatusIcon``) beside ``word``.
    var symbol: String {
        switch status {
        case .holds: "✓ \(cases)"
        case .incomplete: "incomplete \(cases) of \(casesPlanned.map(String.init) ?? "?")"
        case .broken: promised ? "✗ BROKEN" : "info"
        case .conditional: "CONDITIONAL"
        case .information: "info"
        case .crash: "CRASH"
        case .hang: "HANG"
        case .notRun: "not run"
        }
    }

    /// The word the HTML matrix prints beside the cell's icon: the case count, `BROKEN`, `info`,
    /// `crash`, `hang`, `not run`.
    var word: String {
        switch status {
        case .holds: "\(cases)"
        case .incomplete: "incomplete: \(cases) of \(casesPlanned.map(String.init) ?? "?")"
        case .broken: promised ? "BROKEN" : "info"
        case .conditional: "conditional"
        case .information: "info"
        case .crash: "crash"
        case .hang: "hang"
        case .notRun: "not run"
        }
    }

    /// A CSS class / short word for the status.
    var statusClass: String {
        switch status {
        case .holds: "holds"
        case .incomplete: "incomplete"
        case .broken: promised ? "broken" : "info"
        case .conditional: "conditional"
        case .information: "info"
        case .crash: "crash"
        case .hang: "hang"
        case .notRun: "notrun"
        }
    }
}

/// The legend the Markdown and HTML print under the matrix: the Markdown symbol, the HTML status
/// class (its icon), and the meaning.
let matrixLegend: [(symbol: String, statusClass: String, meaning: String)] = [
    ("✓ n", "holds", "holds: every one of n cases kept the invariant"),
    ("✗ BROKEN", "broken", "a promised invariant broke: a failure"),
    ("CONDITIONAL", "conditional", "a promised invariant broke only under a non-default undocumented UIKit option, which its findings name with their source: counted apart, not a failure unless the run was given --conditional-findings fail"),
    ("info", "info", "an invariant the strategy does not promise broke: information, not a failure"),
    ("CRASH", "crash", "the strategy trapped the process: a broken promise, whatever the cell checks (every strategy promises not to)"),
    ("HANG", "hang", "the strategy did not return within the limit: a broken promise, as a crash"),
    ("incomplete n of m", "incomplete", "incomplete: the invariant held on the n cases that ran, but the budget was m (time budget, interrupt or lost worker); not a pass"),
    ("not run", "notrun", "not run in this report (another shard's cell, or the run stopped first)"),
]

extension CampaignReport.Finding {
    /// The invariant's name ("focus visibility"), or the raw id when this build does not know it.
    var invariantName: String { invariantDisplayName(invariant) }

    /// "insetAndScrollFocused broke focus visibility (promised: a failure)"; "formScreen crashed (a broken
    /// promise: every strategy promises not to crash) in the cells anchor stability, focus visibility".
    /// A conditional finding names its condition: "chat broke anchor stability only if UIKit
    /// re-estimates rows on return (openradar 19988438, …) (promised: conditional)".
    var headline: String {
        switch kind {
        case .violation:
            if let condition {
                "\(strategy) broke \(invariantName) \(condition) (\(promised ? "promised: conditional" : "not promised: information"))"
            } else {
                "\(strategy) broke \(invariantName) (\(promised ? "promised: a failure" : "not promised: information"))"
            }
        case .crash: "\(strategy) crashed (a broken promise: every strategy promises not to crash)\(cellsHit)"
        case .hang: "\(strategy) hung (a broken promise: every strategy promises not to hang)\(cellsHit)"
        }
    }

    /// " in the cells anchor stability, reachability" for a crash or hang; empty otherwise.
    var cellsHit: String {
        guard let cells, !cells.isEmpty else { return "" }
        let names = cells.map(invariantDisplayName)
        return names.count == 1 ? " in the \(names[0]) cell" : " in the cells " + names.joined(separator: ", ")
    }

    /// The scenario's steps: the start screen first (step 0, where the screen appears), then one per
    /// action. The scenario string joins them with "; ".
    var scenarioSteps: [String] { scenario.components(separatedBy: "; ") }

    /// The command that replays this finding, with the scenario length the token was found at.
    var replayCommand: String { "swift run keyfuzz replay \(token) --strategy \(strategy)" + (maxActions.map { " --max-actions \($0)" } ?? "") }

    /// "hit 3 times, 2 scenarios; first found after 12.4 s (case 7 of its cell), shrunk in 41 steps to
    /// 5 actions, 4 events a person sees": one entry per cause, with how often the cause was hit and how many distinct shrunk
    /// scenarios it has. A crash or hang says how many cells it took down instead.
    var provenance: String {
        var text = tookTheProcessDown ? "took down \(plural(timesHit, "cell"))" : "hit \(plural(timesHit, "time")), \(plural(scenarios ?? 1, "scenario"))"
        text += "; first found after \(Format.number(firstFoundSeconds)) s"
        if let casesToFind { text += " (case \(casesToFind) of its cell)" }
        text += ", shrunk in \(plural(shrinkCount, "step"))"
        if let events { text += " to \(plural(scenarioSteps.count - 1, "action")), \(plural(events, "event")) a person sees" }
        return text
    }

    /// What heads the scenario's listing: "Minimal scenario" when the worst example is also the
    /// smallest, else "Worst scenario" (the minimal reproduction follows it, ``minimalExample``).
    var headLabel: String { minimal == nil ? "Minimal scenario" : "Worst scenario (the largest effect of its examples)" }

    /// "12 pt, 3 events": an example's size for a listing (the points left out for the round trip and
    /// UIKit exceptions, which measure no distance).
    func size(_ e: Example) -> String {
        let measured = invariant != Guarantee.roundTrip.rawValue && invariant != Guarantee.noUIKitException.rawValue
        return [measured ? e.effect.map { "\(Format.number($0)) pt" } : nil, e.events.map { plural($0, "event") }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// The minimal reproduction when it is not the headline: its token and size.
    var minimalExample: (token: String, size: String)? {
        guard let minimal, let example = allExamples.first(where: { $0.token == minimal }) else { return nil }
        return (minimal, size(example))
    }

    /// The other examples, largest effect first, each with its size (the minimal one included).
    var otherExamples: [(token: String, size: String)] {
        allExamples.dropFirst().map { ($0.token, size($0)) }
    }

    /// "hit 3 times, 2 scenarios" (a crash or hang: "took down 2 cells"), for one-line listings.
    var hits: String {
        tookTheProcessDown ? "took down \(plural(timesHit, "cell"))" : "hit \(plural(timesHit, "time")), \(plural(scenarios ?? 1, "scenario"))"
    }
}

/// What a finding is, printed above the findings: the verdict counts these.
let findingsPreamble = "One entry per mechanism: failures of a cell whose shrunk scenarios break on the same kind of act (the keyboard, data arriving, a rotation, …) with the same party moving the list (the app's code in one callback, UIKit, the user, or nobody) are one finding, whatever their numbers, devices or door labels (\"hit N times, M scenarios\"); the example with the largest effect a person sees heads it, then the minimal reproduction, then the others by size. Broken promises come first (crashes and hangs, then promised invariants), then promises broken only under a non-default undocumented UIKit option (conditional: the finding names the option and its source, and its scenario replayed with the option at its default keeps the promise), then information, each by strategy and invariant."

/// The invariant's short name for a raw id, or the id itself when unknown.
func invariantDisplayName(_ raw: String) -> String {
    Guarantee(rawValue: raw).map { Invariant.named($0).name } ?? raw
}

func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
    "\(n) \(n == 1 ? one : (many ?? one + "s"))"
}
