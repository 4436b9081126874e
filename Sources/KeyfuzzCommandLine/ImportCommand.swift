import Foundation
import SelectorLowering

/// `keyfuzz import FILE [--out FILE]`: lowers a view controller's selector idioms to the block forms the
/// Linux UIKit module compiles (see `SelectorLowering`). Writes the result to --out, or stdout; on
/// standard error, one line per change (`FILE:LINE: lowered: …`), one per selector left in place
/// (`FILE:LINE: left as written: reason`), and a count.
///
/// Exit status: 0 when everything was lowered (a `#selector` in a comment or string is not code and counts
/// for nothing), 1 only when something was left as written, 2 for bad usage or a file that cannot be read
/// or written.
enum ImportCommand {
    static func run(_ words: [String]) throws -> Int32 {
        if words.contains("--help") || words.contains("-h") {
            print(Usage.importHelp)
            return 0
        }
        var input: String?
        var output: String?
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--out":
                guard let path = rest.popFirst() else { throw UsageError("--out needs a file") }
                output = path
            case let path where !path.hasPrefix("-") && input == nil:
                input = path
            default:
                throw UsageError("unknown option '\(word)' for import (see keyfuzz import --help)")
            }
        }
        guard let input else { throw UsageError("import needs a Swift file (see keyfuzz import --help)") }
        guard let source = try? String(contentsOfFile: input, encoding: .utf8) else {
            throw UsageError("cannot read '\(input)'")
        }
        let result = SelectorLowering.lower(source)
        if let output {
            do {
                try Data(result.source.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw UsageError("cannot write '\(output)'")
            }
        } else {
            print(result.source, terminator: "")
        }
        var report = ""
        for change in result.changes {
            report += "keyfuzz: \(input):\(change.line): lowered: \(change.message)\n"
        }
        for left in result.unhandled {
            report += "keyfuzz: \(input):\(left.line): left as written: \(left.message)\n"
        }
        report += "keyfuzz: \(input): \(result.changes.count) lowered, \(result.unhandled.count) left as written\n"
        FileHandle.standardError.write(Data(report.utf8))
        return result.unhandled.isEmpty ? 0 : 1
    }
}
