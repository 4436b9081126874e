// keyfuzz: the campaign program. Thin: it parses arguments and calls Verification.
import Foundation
import Verification
#if canImport(Glibc)
import Glibc
#endif

let words = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    switch words.first {
    case "--version":
        print(Usage.version)
        status = 0
    case "--help", "-h", "help":
        print(Usage.main)
        status = 0
    case "worker":
        signal(SIGINT, SIG_IGN)
        CampaignWorker.serve()
        status = 0
    case "merge":
        status = try MergeCommand.run(Array(words.dropFirst()))
    case "replay":
        status = try ReplayCommand.run(Array(words.dropFirst()), explain: false)
    case "explain":
        status = try ReplayCommand.run(Array(words.dropFirst()), explain: true)
    case "list":
        status = try ListCommand.run(Array(words.dropFirst()))
    case "import":
        status = try ImportCommand.run(Array(words.dropFirst()))
    case "run":
        status = try RunCommand.run(Array(words.dropFirst()))
    case let first? where !first.hasPrefix("-"):
        throw UsageError("unknown command '\(first)'; commands: run, merge, replay, explain, list, import (see keyfuzz --help)")
    default:
        status = try RunCommand.run(words)
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("keyfuzz: \(error.message)\n".utf8))
    status = 2
} catch let error as CampaignError {
    FileHandle.standardError.write(Data("keyfuzz: \(error)\n".utf8))
    status = 2
} catch {
    FileHandle.standardError.write(Data("keyfuzz: internal error: \(error)\n".utf8))
    status = 3
}
exit(status)
