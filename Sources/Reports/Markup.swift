/// Escaping for the text the reports put into XML, HTML and Markdown.
enum Markup {
    /// `text` safe inside XML or HTML element content and attribute values (either quote): `& < > " '`
    /// become entities, and characters XML 1.0 forbids (control characters other than tab, newline and
    /// carriage return, lone surrogates cannot occur in a Swift string) become U+FFFD.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` safe inside a Markdown table cell: one line, pipes escaped.
    static func markdownCell(_ text: String) -> String {
        markdownText(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `text` safe as Markdown prose: `<`, `>` and `&` as entities, so a message naming `<x>` is not
    /// taken for an HTML tag and hidden.
    static func markdownText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` as inline code: fenced with enough backticks that none inside closes it.
    static func markdownCode(_ text: String) -> String {
        var fence = "`"
        while text.contains(fence) { fence += "`" }
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }
}
