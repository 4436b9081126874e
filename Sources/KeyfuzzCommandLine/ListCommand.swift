import Generators
import KeyboardStrategies
import Verification

/// `keyfuzz list`: strategies, invariants, labels.
enum ListCommand {
    static func run(_ words: [String], _ context: KeyfuzzCommandLine.Context) throws -> Int32 {
        let args = try Arguments(words, valued: [], flags: ["help"])
        if args.flags.contains("help") { print(Usage.list); return 0 }
        guard args.positional.isEmpty else { throw UsageError("list takes no arguments") }
        print("STRATEGIES")
        for s in context.strategies {
            print("  \(s.id): \(s.summary)")
            print("      promises: \(s.promises.sorted().map(\.rawValue).joined(separator: ", ")); lists: \(s.listKinds.map(\.rawValue).sorted().joined(separator: ", ")); controller: \(s.controller.rawValue)")
            print("      source: \(s.source)")
        }
        print("\nINVARIANTS")
        for i in Invariant.all { print("  \(i.id.rawValue) (\(i.name)): \(i.statement)") }
        print("\nLABELS")
        for label in ScenarioLabel.all { print("  \(label)") }
        return 0
    }
}
