import Foundation
import SelectorLowering

/// `keyfuzz import FILE [--out FILE]`: lowers a view controller's selector idioms to the block forms the
/// Linux UIKit module compiles (see `SelectorLowering`). Writes the result to --out, or stdout; lines
/// with a selector it could not lower go to stderr and make the exit status 1.
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
            try Data(result.source.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(result.source, terminator: "")
        }
        for line in result.unhandled {
            FileHandle.standardError.write(Data("keyfuzz: \(input):\(line): selector left as it was (no block form known)\n".utf8))
        }
        return result.unhandled.isEmpty ? 0 : 1
    }
}
