import Campaign
import Foundation
import KeyboardStrategies
import Reports
#if canImport(Glibc)
import Glibc
#endif

/// The keyfuzz command line as a library: `run`, `merge`, `replay`, `explain` and `list` over the
/// strategies a program hands in. The built-in `keyfuzz` is this entry point with the view-controller
/// catalogue (`ControllerCatalog`); a user's campaign program is the same few lines with their own strategies:
///
/// ```swift
/// import KeyfuzzCommandLine
/// KeyfuzzCommandLine.main(strategies: [insetForKeyboard])
/// ```
///
/// Campaign workers are this same program started again with the argument `worker`, so every
/// strategy the program was given can be run by its workers; a campaign asked for a strategy its
/// workers cannot make refuses to start (exit 2).
public enum KeyfuzzCommandLine {
    /// Runs the command line of this process with `strategies` and exits with its status.
    ///
    /// `fixtures` are strategies the program can run by id (`run --strategies`, `replay`, `explain`) that
    /// `list` shows apart and the default campaign does not run (the built-in program hands in its test
    /// fixtures only under its test switch, `KEYFUZZ_TEST_STRATEGIES=1`).
    public static func main(strategies: [StrategyDescriptor], fixtures: [StrategyDescriptor] = [],
                            version: String = Usage.version) -> Never {
        // Swift's `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so a path given
        // that way would silently name another file (`--out` landing in `nu\u{FFFD}\u{FFFD}`): refused.
        if let bad = firstArgumentNotUTF8() {
            complain("argument \(bad) is not valid UTF-8, so keyfuzz cannot name that path; use a path spelled in UTF-8")
            exit(2)
        }
        let status = run(Array(CommandLine.arguments.dropFirst()), strategies: strategies, fixtures: fixtures, version: version)
        exit(status)
    }

    /// Runs one command line (`words` without the program name) and returns the exit status:
    /// 0 no promised invariant broken, 1 one broken, 2 bad usage or input, 3 internal error,
    /// 130/143 interrupted.
    public static func run(_ words: [String], strategies given: [StrategyDescriptor], fixtures: [StrategyDescriptor] = [],
                           version: String = Usage.version) -> Int32 {
        let strategies = given + fixtures.filter { f in !given.contains { $0.id == f.id } }
        do {
            let context = try Context(strategies: strategies, defaults: given, version: version)
            switch words.first {
            case "--version":
                print(version)
                return 0
            case "--help", "-h", "help":
                print(Usage.main)
                return 0
            case "worker":
                signal(SIGINT, SIG_IGN)
                signal(SIGTERM, SIG_DFL)
                CampaignWorker.serve(strategies: context.strategies)
                return 0
            case "merge":
                return try MergeCommand.run(Array(words.dropFirst()), context)
            case "replay":
                return try ReplayCommand.run(Array(words.dropFirst()), context, explain: false)
            case "explain":
                return try ReplayCommand.run(Array(words.dropFirst()), context, explain: true)
            case "list":
                return try ListCommand.run(Array(words.dropFirst()), context)
            case "run":
                return try RunCommand.run(Array(words.dropFirst()), context)
            case "import":
                return try ImportCommand.run(Array(words.dropFirst()))
            case let first? where !first.hasPrefix("-"):
                throw UsageError("unknown command '\(first)'; commands: run, merge, replay, explain, list, import (see keyfuzz --help)")
            default:
                return try RunCommand.run(words, context)
            }
        } catch let error as UsageError {
            complain(error.message)
            return 2
        } catch let error as CampaignError {
            complain("\(error)")
            return 2
        } catch let error as ReportReadError {
            complain("\(error)")
            return 2
        } catch let error as ReportWriteError {
            // The output could not be written (a read-only folder, a full disk): the environment, not a bug.
            complain("\(error)")
            return 2
        } catch {
            complain("internal error: \(error)")
            return 3
        }
    }

    /// The 1-based position of the first argument whose bytes are not valid UTF-8, or `nil`.
    static func firstArgumentNotUTF8() -> Int? {
        let argv = CommandLine.unsafeArgv
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = argv[i] else { continue }
            if String(validatingCString: raw) == nil { return i }
        }
        return nil
    }

    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("keyfuzz: \(message)\n".utf8))
    }

    /// What every command is given: the strategies this program can make, and its version.
    struct Context {
        /// Every strategy the program can run by id.
        let strategies: [StrategyDescriptor]
        /// The program's catalogue: what `list` shows and `run` runs when no `--strategies` is given.
        let defaults: [StrategyDescriptor]
        let version: String

        /// Refuses strategy lists with an empty or repeated id: a campaign would not know which is which.
        init(strategies: [StrategyDescriptor], defaults: [StrategyDescriptor]? = nil, version: String) throws(CampaignError) {
            var seen = Set<String>()
            for s in strategies {
                guard !s.id.isEmpty, !s.id.contains(","), s.id.trimmingCharacters(in: .whitespaces) == s.id else {
                    throw .invalidOption("strategy id '\(s.id)' cannot be used on a command line: no commas, spaces at the ends or empty ids")
                }
                guard seen.insert(s.id).inserted else {
                    throw .invalidOption("two strategies share the id '\(s.id)'; give each strategy its own id")
                }
            }
            self.strategies = strategies
            self.defaults = defaults ?? strategies
            self.version = version
        }

        func strategy(_ id: String) throws(CampaignError) -> StrategyDescriptor {
            guard let s = strategies.first(where: { $0.id == id }) else {
                throw .unknownStrategy(id, known: strategies.map(\.id))
            }
            return s
        }
    }
}
