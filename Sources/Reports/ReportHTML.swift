import Campaign
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// `report.html`: the Markdown's content plus an SVG picture of every step of every counterexample.
/// Self-contained: inline CSS, inline SVG, no scripts, fonts, images or links outside the file (the
/// only URL is the SVG namespace).
public enum ReportHTML {
    /// The whole report. `traces` holds replayed counterexamples by finding id; a finding without one
    /// (a crash, a hang, a test strategy) is shown as text.
    public static func render(_ report: CampaignReport, traces: [String: FindingTrace]) -> String {
        var body: [String] = []
        body.append("<h1>keyfuzz report</h1>")
        body.append("<p class=\"verdict \(report.failed ? "fail" : report.ranShort ? "incomplete" : "pass")\">\(x(report.verdict))</p>")
        // Since the previous run first: the question a team asks every morning.
        if let comparison = report.comparison { body += ComparisonText.html(comparison, report: report) }
        body.append("<dl class=\"facts\">" + report.runFacts.map { "<dt>\(x($0.0))</dt><dd>\(x($0.1))</dd>" }.joined() + "</dl>")
        body += matrix(report)
        body.append("<h2>Findings</h2>")
        if report.findings.isEmpty { body.append("<p>No findings: every invariant held on every case run.</p>") }
        else { body.append("<p class=\"preamble\">\(x(findingsPreamble))</p>") }
        if report.findings.contains(where: { traces[$0.id] != nil }) { body.append(legend) }
        for (index, finding) in report.findings.enumerated() {
            body += section(finding, label: "F\(index + 1)", trace: traces[finding.id])
        }
        body += labels(report)
        body.append("<h2>Warnings</h2>")
        body.append(report.warnings.isEmpty ? "<p>None.</p>" : "<ul>" + report.warnings.map { "<li>\(x($0))</li>" }.joined() + "</ul>")
        return page(title: "keyfuzz report, seed \(report.run.seed)", body: body)
    }

    /// The picture report of one counterexample (`keyfuzz explain TOKEN`): its statement, the steps, the
    /// values and a picture of every step.
    public static func explain(_ trace: FindingTrace) -> String {
        let name = trace.invariant.map { Invariant.named($0).name } ?? "no invariant"
        var body = ["<h1>\(x(trace.strategy)): \(x(name))</h1>"]
        if let invariant = trace.invariant {
            body.append("<p class=\"statement\"><em>\(x(name)): \(x(Invariant.named(invariant).statement))</em></p>")
        }
        let steps = [trace.scenario.start.description] + trace.scenario.actions.map(\.description)
        body += stepList(readableScenarioSteps(steps, trace: trace), broke: trace.violation?.step)
        body += violationText(trace)
        body.append("<p>Replay: <code>\(x("swift run keyfuzz replay \(trace.token) --strategy \(trace.strategy)"))</code></p>")
        body.append(legend)
        body += pictures(trace)
        return page(title: "keyfuzz explain: \(trace.strategy), \(name)", body: body)
    }

    // MARK: Parts

    /// The matrix: one row per strategy, one column per invariant, fixed layout at the page's width so
    /// that it fits a 1280 px window (``matrixMinimumWidth``); each cell an SVG icon, a word, a `*`
    /// when promised, and its findings on a line of their own.
    static func matrix(_ report: CampaignReport) -> [String] {
        let invariants = report.matrixInvariants
        var out = ["<h2>Strategies × invariants</h2>", "<table class=\"matrix\"><colgroup><col class=\"strategy\">"
            + invariants.map { _ in "<col>" }.joined() + "</colgroup><thead><tr><th>strategy</th>"
            + invariants.map { "<th>\(x(invariantDisplayName($0)))</th>" }.joined() + "</tr></thead><tbody>"]
        for strategy in report.matrixStrategies {
            var row = "<tr><th>\(x(strategy))</th>"
            for invariant in invariants {
                guard let cell = report.cell(strategy, invariant) else {
                    row += "<td class=\"notrun\">\(StatusIcon.svg("notrun")) not run</td>"
                    continue
                }
                let links = cell.findings.compactMap(report.findingLabel).map { "<a href=\"#\($0.lowercased())\">\($0)</a>" }
                let promised = cell.promised ? "<sup title=\"promised\">*</sup>" : ""
                row += "<td class=\"\(cell.statusClass)\">\(StatusIcon.svg(cell.statusClass)) \(x(cell.word))\(promised)"
                    + (links.isEmpty ? "" : "<br><span class=\"links\">" + links.joined(separator: ", ") + "</span>") + "</td>"
            }
            out.append(row + "</tr>")
        }
        out.append("</tbody></table>")
        out.append("<p class=\"legend\">* promised by the strategy. "
            + matrixLegend.map { "\(StatusIcon.svg($0.statusClass)) \(x($0.meaning))" }.joined(separator: "; ") + ".</p>")
        return out
    }

    /// The page's width budget for the matrix, in CSS pixels: a 1280 px window less the body's margins
    /// (``css``). The strategy column takes ``strategyColumnWidth``, the invariants share the rest.
    static let matrixWidthBudget = 1280.0 - 2 * 24
    static let strategyColumnWidth = 235.0

    static func section(_ f: CampaignReport.Finding, label: String, trace: FindingTrace?) -> [String] {
        var out = ["<section class=\"finding\" id=\"\(label.lowercased())\">"]
        out.append("<h3>\(label): \(x(f.headline))</h3>")
        // The section opens with the picture that stands alone: the failing step's before and after.
        if let trace { out += beforeAfter(trace) }
        out.append("<p class=\"statement\"><em>\(x(f.invariantName)): \(x(f.statement))</em></p>")
        if let condition = f.condition {
            out.append("<p class=\"condition\">Conditional: \(x(condition)); replayed with UIKit's default behaviour instead, the promise holds.</p>")
        }
        if let mechanism = f.mechanism { out.append("<p class=\"mechanism\">Mechanism: \(x(mechanism)).</p>") }
        out.append("<p>\(x(f.headLabel)) (\(x(f.provenance))):</p>")
        out += stepList(f.readableSteps(trace: trace), broke: f.step)
        if let account = trace.flatMap(BreakAccount.sentence) {
            // One event, one set of numbers: the checker's own values fold away beneath.
            out.append("<p class=\"values\">What broke: \(x(account)).</p>")
            out.append("<details class=\"checker\"><summary>The checker's message (the model's values)</summary><code>\(x(f.message))</code></details>")
        } else {
            out.append("<p class=\"values\">What broke: <code>\(x(f.message))</code></p>")
        }
        out.append("<p>Replay: <code>\(x(f.replayCommand))</code></p>")
        if let minimal = f.minimalExample {
            out.append("<p class=\"minimal\">Minimal reproduction (\(x(minimal.size))): <code>\(x(minimal.token))</code></p>")
        }
        let others = f.otherExamples
        if !others.isEmpty {
            out.append("<p class=\"examples\">Other shrunk scenarios of this cause, largest effect first: "
                + others.map { "<code>\(x($0.token))</code>" + ($0.size.isEmpty ? "" : " (\(x($0.size)))") }.joined(separator: ", ") + "</p>")
        }
        if let trace {
            if trace.violation == nil {
                out.append("<p class=\"warning\">Replaying this token today no longer breaks \(x(f.invariantName)): the model or the strategy changed since the run. The pictures show every step.</p>")
            }
            out += pictures(trace)
        } else {
            out.append("<p class=\"nopictures\">No pictures: \(f.kind == .violation ? "this counterexample could not be replayed here (a strategy outside the catalog, or a token from another generator version)" : "a \(f.kind.rawValue) has no settled steps to draw").</p>")
        }
        out.append("</section>")
        return out
    }

    /// The numbered steps; `steps` are already readable (``readableScenarioSteps(_:trace:)``).
    static func stepList(_ steps: [String], broke: Int?) -> [String] {
        var out = ["<ol class=\"steps\" start=\"0\">"]
        for (step, text) in steps.enumerated() {
            out.append(step == broke ? "<li class=\"broke\">\(x(text)) <b>← broke here</b></li>" : "<li>\(x(text))</li>")
        }
        out.append("</ol>")
        return out
    }

    static func violationText(_ trace: FindingTrace) -> [String] {
        guard let v = trace.violation else {
            return ["<p class=\"warning\">Nothing broke on replay: the pictures show every step.</p>"]
        }
        var out = ["<p class=\"values\">What broke (\(v.promised ? "promised: a failure" : "not promised: information")) at step \(v.step): "
            + (BreakAccount.sentence(trace).map { x($0) + "." } ?? "<code>\(x(v.message))</code>") + "</p>"]
        if BreakAccount.sentence(trace) != nil {
            out.append("<details class=\"checker\"><summary>The checker's message (the model's values)</summary><code>\(x(v.message))</code></details>")
        }
        return out
    }

    /// The finding in one picture: the settled screen before the failing step and the
    /// screen it left, side by side on the device outline, each with the keyboard where it is, the anchor
    /// row and the focused control marked; the after picture draws what broke in red with its distance
    /// labelled, and its caption tells it in screen points (``BreakAccount``), naming an undocked or
    /// floating keyboard. A break at step 0 (the screen appearing) has only the after picture. Empty when
    /// the replay did not break.
    static func beforeAfter(_ trace: FindingTrace) -> [String] {
        guard let v = trace.violation, let i = trace.steps.firstIndex(where: { $0.step == v.step }) else { return [] }
        let scenesBefore = trace.scenesBefore
        let broken = trace.steps[i]
        var figures: [String] = []
        if i > 0 {
            let before = trace.steps[i - 1]
            let svg = StepPicture.svg(before, listKind: trace.listKind, broken: nil, previous: scenesBefore[i - 1])
            let what = before.step == 0 ? "the screen appears" : before.action.description
            figures.append("<figure class=\"hero before\">\(svg)<figcaption><b>Before</b> (step \(before.step): \(x(what)))</figcaption></figure>")
        }
        let svg = StepPicture.svg(broken, listKind: trace.listKind, broken: v.invariant, previous: scenesBefore[i])
        let action = broken.step == 0 ? "the screen appears" : broken.action.description
        var caption = "<b>After</b> step \(broken.step): \(x(action)) <span class=\"brokecap\">— broke \(x(Invariant.named(v.invariant).name))</span>"
        if let moved = trace.motions[i]?.caption { caption += "<br><span class=\"motion\">\(x(moved))</span>" }
        caption += "<br>" + (BreakAccount.sentence(trace).map { x($0) + "." } ?? "<code>\(x(v.message))</code>")
        figures.append("<figure class=\"hero after\">\(svg)<figcaption>\(caption)</figcaption></figure>")
        return ["<div class=\"before-after\">" + figures.joined() + "</div>"]
    }

    /// One figure per kept step, side by side and wrapping: the step that broke outlined in red, the
    /// steps after it (``FindingTrace/stepsAfterBreak``) dashed. Each caption says how far the list
    /// moved and who moved it.
    static func pictures(_ trace: FindingTrace) -> [String] {
        var out = ["<div class=\"steps-pictures\">"]
        for ((step, previous), motion) in zip(zip(trace.steps, trace.scenesBefore), trace.motions) {
            let broke = trace.violation.map { $0.step == step.step } ?? false
            let after = trace.violation.map { step.step > $0.step } ?? false
            let svg = StepPicture.svg(step, listKind: trace.listKind, broken: broke ? trace.violation?.invariant : nil,
                                      previous: previous)
            let action = step.step == 0 ? "the screen appears" : step.action.description
            var caption = "<b>\(step.step).</b> \(x(action))"
            if after { caption = "<span class=\"aftercap\">after the break</span><br>" + caption }
            if let moved = motion?.caption { caption += "<br><span class=\"motion\">\(x(moved))</span>" }
            if broke, let v = trace.violation {
                caption += "<br><span class=\"brokecap\">← broke \(x(Invariant.named(v.invariant).name))</span>"
            }
            let others = step.violations.filter { !broke || $0.invariant != trace.violation?.invariant }
            if !others.isEmpty {
                caption += "<br><span class=\"also\">\(after ? "still broken" : "also"): " + others.map { x("\(Invariant.named($0.invariant).name)\($0.promised ? "" : " (info)")") }.joined(separator: ", ") + "</span>"
            }
            let cls = broke ? " broke" : after ? " after" : ""
            out.append("<figure class=\"step\(cls)\">\(svg)<figcaption>\(caption)</figcaption></figure>")
        }
        out.append("</div>")
        return out
    }

    /// The pictures' legend, printed once per page, its swatches drawn in SVG.
    static let legend = "<p class=\"legend pictures-legend\">Pictures: screen points, y down; rows outside the table's frame dashed; "
        + [
            (StatusIcon.Swatch.filled("#1a73e8"), "focused control"), (.outlined("#e8710a"), "anchor row"),
            (.dashed("#1e8e3e"), "visible region"), (.filled("#3c4043"), "keyboard"),
            (.filled("#202124", opacity: 0.15), "status bar, home indicator and bars"), (.filled("#d93025"), "what broke"),
        ].map { "\(StatusIcon.swatch($0.0)) \($0.1)" }.joined(separator: ", ")
        + ". The step that broke is outlined in red; the pictures go on \(FindingTrace.stepsAfterBreak) steps after it (dashed outline).</p>"

    static func labels(_ report: CampaignReport) -> [String] {
        var out = ["<h2>Label statistics</h2>"]
        let labels = report.sortedLabels
        if labels.isEmpty { return out + ["<p>No labels were recorded.</p>"] }
        out.append("<table class=\"labels\"><thead><tr><th>label</th><th>cases</th><th>share</th></tr></thead><tbody>")
        for (label, count) in labels {
            out.append("<tr><td>\(x(label))</td><td class=\"num\">\(count)</td><td class=\"num\">\(share(count, of: report.cases))</td></tr>")
        }
        out.append("</tbody></table>")
        return out
    }

    static func page(title: String, body: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(x(title))</title>
        <style>\(css)</style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    static let css = """
    body{font:14px/1.45 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#202124;margin:24px;max-width:1400px}
    h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #dadce0}h3{font-size:15px}
    code{font:12px ui-monospace,Menlo,Consolas,monospace;background:#f1f3f4;padding:1px 4px;border-radius:3px;word-break:break-all}
    .verdict{font-weight:bold;font-size:16px}.verdict.fail{color:#d93025}.verdict.pass{color:#1e8e3e}
    dl.facts{display:grid;grid-template-columns:max-content auto;gap:2px 12px;font-size:13px}dl.facts dt{color:#5f6368}dl.facts dd{margin:0;overflow-wrap:anywhere;min-width:0}
    table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #dadce0;padding:4px 8px;text-align:left}
    td.num{text-align:right}
    svg.icon{vertical-align:-2px}
    table.matrix{table-layout:fixed;width:100%;max-width:\(Format.number(matrixWidthBudget))px}
    .matrix col.strategy{width:\(Format.number(strategyColumnWidth))px}
    .matrix th{overflow-wrap:anywhere;vertical-align:bottom}.matrix tbody th{vertical-align:top}
    .matrix td{vertical-align:top;overflow-wrap:anywhere}.matrix .links{font-size:12px;font-weight:normal}
    .holds{background:#e6f4ea}.broken{background:#fce8e6;color:#a50e0e;font-weight:bold}
    .conditional{background:#fff4f2;color:#a50e0e}p.condition{color:#a50e0e}
    .info{background:#fef7e0}.crash,.hang{background:#d93025;color:#fff;font-weight:bold}.crash a,.hang a{color:#fff}.notrun{background:#f1f3f4;color:#80868b}
    .comparison li.broken{color:#a50e0e}.since{font-weight:bold}
    .legend,.preamble{font-size:12px;color:#5f6368}
    @media (max-width:700px){body{margin:12px}table.matrix{display:block;overflow-x:auto;table-layout:auto;width:auto;max-width:100%}.matrix col.strategy{width:auto}.matrix th,.matrix td{overflow-wrap:normal;white-space:nowrap}.matrix .links{white-space:normal}}
    .finding{border-top:1px solid #dadce0;margin-top:16px}
    ol.steps{overflow-wrap:anywhere}ol.steps li.broke{color:#a50e0e}
    .checker{font-size:12px;color:#5f6368}
    .warning{color:#b06000}.nopictures{color:#5f6368;font-style:italic}
    .before-after{display:flex;gap:16px;align-items:flex-start;margin:8px 0 12px}
    figure.hero{margin:0;flex:1 1 0;min-width:0;max-width:300px;border:2px solid #dadce0;border-radius:6px;padding:6px;background:#fff}
    figure.hero.after{border-color:#d93025;box-shadow:0 0 0 2px #fce8e6}
    figure.hero svg{display:block;width:100%;height:auto}
    .steps-pictures{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    figure.step{margin:0;width:264px;border:2px solid #dadce0;border-radius:6px;padding:4px;background:#fff}
    figure.step.broke{border-color:#d93025;box-shadow:0 0 0 2px #fce8e6}
    figure.step.after{border-style:dashed;border-color:#9aa0a6}
    figure.step svg{display:block}
    figcaption{font-size:12px;margin-top:4px;word-wrap:break-word}
    .brokecap{color:#a50e0e;font-weight:bold}.also{color:#b06000}.motion{color:#1a73e8}.aftercap{color:#5f6368;font-style:italic}
    """

    static func x(_ s: String) -> String { Markup.xml(s) }
}
