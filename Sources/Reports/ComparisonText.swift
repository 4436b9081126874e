import Campaign

/// How every format opens a report made with `--compare`: one headline ("Since the previous run (seed
/// 0x2a, finished …): 2 new causes (1 broken promise), 3 still failing, 1 fixed") and the causes of
/// each list, broken promises first as the report orders them. The console, `report.md` and
/// `report.html` print the same headline and the same entries.
enum ComparisonText {
    /// The headline, one unit (causes) for every number.
    static func headline(_ c: CampaignComparison) -> String {
        var text = "Since the previous run (seed 0x\(String(c.previous.seed, radix: 16)), finished \(c.previous.finishedAt)): "
        let newBroken = c.new.filter { $0.promised && $0.condition == nil }.count
        text += plural(c.new.count, "new cause") + (newBroken > 0 ? " (\(plural(newBroken, "broken promise")))" : "")
        text += ", \(c.still.count) still failing, \(c.fixed.count) fixed"
        if !c.unchecked.isEmpty { text += ", \(c.unchecked.count) not checked by this run" }
        return text
    }

    /// The lists in order, each with its title and what its entries are.
    static func sections(_ c: CampaignComparison) -> [(title: String, entries: [CampaignComparison.Entry])] {
        [("New", c.new), ("Still failing", c.still), ("Fixed (not hit by this run)", c.fixed),
         ("Not checked by this run (its cell did not run)", c.unchecked)].filter { !$0.1.isEmpty }
    }

    /// "[BROKEN] insetOnly · focus visibility (violation at keyboard notification): …" as the console
    /// lists findings, with the kind of event where it broke (part of the cause: the same message at
    /// another event is another cause).
    static func line(_ e: CampaignComparison.Entry) -> String {
        let mark = !e.promised ? "info" : e.condition == nil ? "BROKEN" : "COND"
        return "[\(mark)] \(e.strategy) · \(invariantDisplayName(e.invariant)) (\(e.kind.rawValue)\(event(e).map { " at " + $0 } ?? "")):"
            + (e.condition.map { " \($0):" } ?? "") + " \(e.message)"
    }

    /// The event of a cause written `strategy/invariant at event | template`; `nil` for other keys.
    static func event(_ e: CampaignComparison.Entry) -> String? {
        guard let at = e.cause.range(of: " at "), let bar = e.cause.range(of: " | ", range: at.upperBound..<e.cause.endIndex) else { return nil }
        return String(e.cause[at.upperBound..<bar.lowerBound])
    }

    /// The console's opening lines.
    static func console(_ c: CampaignComparison) -> [String] {
        var out = [headline(c)]
        for (title, entries) in sections(c) {
            out.append("  \(title):")
            out += entries.map { "    " + line($0) }
        }
        return out
    }

    /// `report.md`'s opening section; new and still causes link to their findings.
    static func markdown(_ c: CampaignComparison, report: CampaignReport) -> [String] {
        var out = ["## Since the previous run", "", "**\(headline(c))**", "",
                   "Compared with \(Markup.markdownCode(c.previous.path)) (\(plural(c.previous.cases, "case"))), cause by cause.", ""]
        for (title, entries) in sections(c) {
            out.append("\(title):")
            out.append("")
            for e in entries {
                let link = report.findingLabel(e.finding).map { " ([\($0)](#\($0.lowercased())))" } ?? ""
                out.append("- \(Markup.markdownText(line(e)))\(link)")
            }
            out.append("")
        }
        return out
    }

    /// `report.html`'s opening section.
    static func html(_ c: CampaignComparison, report: CampaignReport) -> [String] {
        var out = ["<section class=\"comparison\"><h2>Since the previous run</h2>",
                   "<p class=\"since\">\(Markup.xml(headline(c)))</p>",
                   "<p class=\"legend\">Compared with <code>\(Markup.xml(c.previous.path))</code> (\(plural(c.previous.cases, "case"))), cause by cause.</p>"]
        for (title, entries) in sections(c) {
            out.append("<h3>\(Markup.xml(title))</h3><ul>")
            for e in entries {
                let link = report.findingLabel(e.finding).map { " (<a href=\"#\($0.lowercased())\">\($0)</a>)" } ?? ""
                out.append("<li class=\"\(e.promised ? "broken" : "info")\">\(Markup.xml(line(e)))\(link)</li>")
            }
            out.append("</ul>")
        }
        out.append("</section>")
        return out
    }
}
