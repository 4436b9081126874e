import Campaign

/// `report.md`: what a person reads in the morning. The verdict and run parameters, the strategies ×
/// invariants matrix with its legend, every finding (statement, minimal scenario as numbered steps,
/// the values that broke it, the replay command), label statistics and warnings.
public enum ReportMarkdown {
    /// The whole report as GitHub-flavoured Markdown. `traces` (replayed counterexamples by finding
    /// id) add to each step how far the list moved and who moved it, and say what broke in one
    /// coordinate space; without them the steps and the checker's message are shown as recorded.
    public static func render(_ report: CampaignReport, traces: [String: FindingTrace] = [:]) -> String {
        var out: [String] = []
        out.append("# keyfuzz report")
        out.append("")
        out.append("**\(report.verdict)**")
        out.append("")
        // Since the previous run first: the question a team asks every morning.
        if let comparison = report.comparison { out += ComparisonText.markdown(comparison, report: report) }
        for (name, value) in report.runFacts { out.append("- \(name): \(value)") }
        out.append("")
        out += matrix(report)
        out += findings(report, traces: traces)
        out += labels(report)
        out += warnings(report)
        return out.joined(separator: "\n") + "\n"
    }

    /// The matrix table, a legend, and a line on promises (promised cells are marked `*`).
    static func matrix(_ report: CampaignReport) -> [String] {
        let invariants = report.matrixInvariants
        var out = ["## Strategies × invariants", ""]
        out.append("| strategy | " + invariants.map { Markup.markdownCell(invariantDisplayName($0)) }.joined(separator: " | ") + " |")
        out.append("|---|" + invariants.map { _ in "---|" }.joined())
        for strategy in report.matrixStrategies {
            let cells = invariants.map { invariant -> String in
                guard let cell = report.cell(strategy, invariant) else { return "not run" }
                var text = cell.symbol
                if cell.promised { text += "\\*" }
                let labels = cell.findings.compactMap(report.findingLabel)
                if !labels.isEmpty { text += " (" + labels.map { "[\($0)](#\($0.lowercased()))" }.joined(separator: ", ") + ")" }
                return text
            }
            out.append("| \(Markup.markdownCell(strategy)) | " + cells.joined(separator: " | ") + " |")
        }
        out.append("")
        out.append("\\* promised by the strategy. " + matrixLegend.map { "`\($0.symbol)` \($0.meaning)" }.joined(separator: "; ") + ".")
        out.append("")
        return out
    }

    static func findings(_ report: CampaignReport, traces: [String: FindingTrace]) -> [String] {
        var out = ["## Findings", ""]
        if report.findings.isEmpty {
            out += ["No findings: every invariant held on every case run.", ""]
            return out
        }
        out += [findingsPreamble, ""]
        for (index, finding) in report.findings.enumerated() {
            out.append("### <a id=\"f\(index + 1)\"></a>F\(index + 1): \(finding.headline)")
            out.append("")
            out.append("*\(finding.invariantName): \(Markup.markdownText(finding.statement))*")
            out.append("")
            if let condition = finding.condition {
                out.append("**Conditional:** \(Markup.markdownText(condition)); replayed with UIKit's default behaviour instead, the promise holds.")
                out.append("")
            }
            if let mechanism = finding.mechanism {
                out.append("Mechanism: \(Markup.markdownText(mechanism)).")
                out.append("")
            }
            out.append("\(finding.headLabel) (\(finding.provenance)):")
            out.append("")
            let trace = traces[finding.id]
            for (step, text) in finding.readableSteps(trace: trace).enumerated() {
                let mark = finding.step == step ? " ← **broke here**" : ""
                out.append("\(step). \(Markup.markdownCell(text))\(mark)")
            }
            out.append("")
            if let account = trace.flatMap(BreakAccount.sentence) {
                // One event, one set of numbers: the checker's own values fold away beneath.
                out.append("What broke: \(Markup.markdownText(account)).")
                out.append("")
                out.append("<details><summary>The checker's message (the model's values)</summary>")
                out.append("")
                out.append(Markup.markdownCode(finding.message))
                out.append("")
                out.append("</details>")
            } else {
                out.append("What broke: \(Markup.markdownCode(finding.message))")
            }
            out.append("")
            out.append("Replay:")
            out.append("")
            out.append("```")
            out.append(finding.replayCommand)
            out.append("```")
            out.append("")
            if let minimal = finding.minimalExample {
                out.append("Minimal reproduction (\(minimal.size)): \(Markup.markdownCode(minimal.token))")
                out.append("")
            }
            let others = finding.otherExamples
            if !others.isEmpty {
                out.append("Other shrunk scenarios of this cause, largest effect first: "
                    + others.map { Markup.markdownCode($0.token) + ($0.size.isEmpty ? "" : " (\($0.size))") }.joined(separator: ", "))
                out.append("")
            }
        }
        return out
    }

    static func labels(_ report: CampaignReport) -> [String] {
        var out = ["## Label statistics", ""]
        let labels = report.sortedLabels
        if labels.isEmpty { return out + ["No labels were recorded.", ""] }
        out.append("| label | cases | share |")
        out.append("|---|---:|---:|")
        for (label, count) in labels {
            out.append("| \(Markup.markdownCell(label)) | \(count) | \(share(count, of: report.cases)) |")
        }
        out.append("")
        return out
    }

    static func warnings(_ report: CampaignReport) -> [String] {
        var out = ["## Warnings", ""]
        if report.warnings.isEmpty { return out + ["None.", ""] }
        out += report.warnings.map { "- \(Markup.markdownText($0))" }
        out.append("")
        return out
    }
}

/// "12.5%" of `total`, or "–" when there were no cases.
func share(_ count: Int, of total: Int) -> String {
    guard total > 0 else { return "–" }
    let percent = Double(count) * 100 / Double(total)
    return percent < 0.1 && count > 0 ? "<0.1%" : "\((percent * 10).rounded() / 10)%"
}
