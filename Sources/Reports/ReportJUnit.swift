import Campaign
@_spi(Checker) import ScrollGeometry
import Verification

/// `junit.xml`: the matrix for CI dashboards. One `<testcase>` per strategy × invariant
/// (`classname` = strategy, `name` = invariant id); a broken promise is a `<failure>` — a crash or a
/// hang is one whatever the cell checks (type `broken promise (crash)`, `… (hang)`); a cell not run is `<skipped/>`; an informational break passes and says so in
/// `<system-out>`. A promise broken only under a non-default undocumented UIKit option (a `conditional`
/// cell) passes with its findings, each naming the option and its source, in `<system-out>`; under
/// `--conditional-findings fail` it is a `<failure>` of type `broken promise (conditional)`. All text is
/// escaped (``Markup/xml(_:)``).
public enum ReportJUnit {
    public static func render(_ report: CampaignReport) -> String {
        let strategies = report.matrixStrategies, invariants = report.matrixInvariants
        var cases: [(cell: CampaignReport.Cell?, strategy: String, invariant: String)] = []
        for s in strategies { for i in invariants { cases.append((report.cell(s, i), s, i)) } }
        let failures = cases.filter { $0.cell.map(report.isFailure) == true }.count
        let skipped = cases.filter { $0.cell == nil || $0.cell?.status == .notRun || $0.cell?.status == .incomplete }.count
        let time = Format.number(report.run.elapsedSeconds)
        let x = Markup.xml

        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        out.append("<testsuites name=\"keyfuzz\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">")
        out.append("  <testsuite name=\"keyfuzz seed \(report.run.seed)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\" timestamp=\"\(x(report.run.startedAt))\">")
        out.append("    <properties>")
        // The verdict every format prints, word for word.
        out.append("      <property name=\"verdict\" value=\"\(x(report.verdict))\"/>")
        for (name, value) in report.runFacts {
            out.append("      <property name=\"\(x(name))\" value=\"\(x(value))\"/>")
        }
        out.append("    </properties>")
        for (cell, strategy, invariant) in cases {
            let open = "    <testcase classname=\"\(x(strategy))\" name=\"\(x(invariant))\""
            guard let cell, cell.status != .notRun else {
                out.append(open + ">")
                out.append("      <skipped message=\"not run in this report\"/>")
                out.append("    </testcase>")
                continue
            }
            let found = cell.findings.compactMap { id in report.findings.first { $0.id == id } }
            let text = found.map { findingText($0, report) }.joined(separator: "\n\n")
            out.append(open + ">")
            if report.isFailure(cell) {
                // A crash or hang is a broken promise too, and its finding the failure's message.
                let first = found.first(where: \.tookTheProcessDown) ?? found.first
                let type = cell.status == .broken ? "broken promise" : "broken promise (\(cell.status.rawValue))"
                let message = first.map { "\($0.headline): \($0.message)" } ?? "\(strategy) \(type) on \(invariant)"
                out.append("      <failure type=\"\(x(type))\" message=\"\(x(message))\">\(x(text))</failure>")
            } else if cell.status == .incomplete {
                // Not a pass: the budget did not run. Skipped, with the counts.
                out.append("      <skipped message=\"\(x("incomplete: held on \(cell.cases) of \(cell.casesPlanned.map(String.init) ?? "?") cases"))\"/>")
            } else if cell.status == .conditional {
                let note = "conditional, not a failure of this run: \(strategy) broke \(invariantDisplayName(invariant)) only under undocumented UIKit behaviour"
                    + " (--conditional-findings fail makes it one)." + (text.isEmpty ? "" : "\n\n" + text)
                out.append("      <system-out>\(x(note))</system-out>")
            } else if cell.status == .holds {
                out.append("      <system-out>\(x("held on \(cell.cases) cases\(cell.promised ? " (promised)" : "")"))</system-out>")
            } else {
                let info = "information, not a failure: \(strategy) does not promise \(invariantDisplayName(invariant))." + (text.isEmpty ? "" : "\n\n" + text)
                out.append("      <system-out>\(x(info))</system-out>")
            }
            out.append("    </testcase>")
        }
        out.append("  </testsuite>")
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    static func findingText(_ f: CampaignReport.Finding, _ report: CampaignReport) -> String {
        var lines = ["\(report.findingLabel(f.id) ?? f.id): \(f.headline)", "statement: \(f.statement)"]
        if let condition = f.condition { lines.append("condition: \(condition); replayed with UIKit's default behaviour instead, the promise holds") }
        lines += ["values: \(f.message)", f.provenance, "steps:"]
        for (step, text) in f.scenarioSteps.enumerated() {
            lines.append("  \(step). \(text)\(f.step == step ? "   <- broke here" : "")")
        }
        lines.append("replay: \(f.replayCommand)")
        return lines.joined(separator: "\n")
    }
}
