import Foundation
import InterfaceBuilderImport
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
        var scenes: Set<String>?
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--out":
                guard let path = rest.popFirst() else { throw UsageError("--out needs a file") }
                output = path
            case "--scene":
                guard let scene = rest.popFirst() else { throw UsageError("--scene needs a storyboard identifier, scene id or class") }
                scenes = (scenes ?? []).union([scene])
            case let path where !path.hasPrefix("-") && input == nil:
                input = path
            default:
                throw UsageError("unknown option '\(word)' for import (see keyfuzz import --help)")
            }
        }
        guard let input else { throw UsageError("import needs a Swift file or a storyboard (see keyfuzz import --help)") }
        if input.hasSuffix(".storyboard") || input.hasSuffix(".xib") {
            return try importInterfaceBuilder(input, output: output, scenes: scenes)
        }
        if scenes != nil {
            throw UsageError("--scene is for a storyboard (see keyfuzz import --help)")
        }
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

    /// `keyfuzz import Main.storyboard [--out FILE]`: the storyboard as Swift (`InterfaceBuilderImport`),
    /// registered under its file name. On standard error, one line per part not translated exactly
    /// (`FILE:LINE: skipped: …` or `approximated: …`) and a count. Exit status 0 when nothing was
    /// skipped, 1 when something was (the Swift is written all the same), 2 for a file that cannot be
    /// read, is not XML, or cannot be written.
    static func importInterfaceBuilder(_ input: String, output: String?, scenes: Set<String>?) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: input) else { throw UsageError("cannot read '\(input)'") }
        let root: IBElement
        do {
            root = try IBElement.read(data)
        } catch let error as IBReadError {
            throw UsageError("'\(input)' is not an Interface Builder document: \(error)")
        }
        let file = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let translation = StoryboardTranslator.translate(root, name: file, scenes: scenes)
        if translation.source.isEmpty {
            var report = ""
            for note in translation.notes { report += "keyfuzz: \(input):\(note.line): \(note.kind.rawValue): \(note.message)\n" }
            FileHandle.standardError.write(Data(report.utf8))
            throw UsageError("nothing translated from '\(input)'")
        }
        if let output {
            do {
                try Data(translation.source.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw UsageError("cannot write '\(output)'")
            }
        } else {
            print(translation.source, terminator: "")
        }
        var report = ""
        for note in translation.notes { report += "keyfuzz: \(input):\(note.line): \(note.kind.rawValue): \(note.message)\n" }
        let skipped = translation.notes.filter { $0.kind == .skipped }.count
        let what = input.hasSuffix(".xib") ? "a nib (File's Owner \(translation.scenes.first ?? "none"))"
            : "\(translation.scenes.count) scene(s) (\(translation.scenes.joined(separator: ", ")))"
        report += "keyfuzz: \(input): \(what), \(skipped) part(s) skipped, \(translation.notes.count - skipped) approximated\n"
        FileHandle.standardError.write(Data(report.utf8))
        return skipped == 0 ? 0 : 1
    }
}
