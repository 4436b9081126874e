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
        func show(_ s: StrategyDescriptor) {
            print("  \(s.id): \(s.summary)")
            print("      promises: \(s.promises.sorted().map(\.rawValue).joined(separator: ", ")); lists: \(s.listKindDeclared ? s.listKinds.map(\.rawValue).sorted().joined(separator: ", ") : "not declared (drawn as a reading list; anchor and pinning findings are information)"); controller: \(s.controller.rawValue)")
            print("      source: \(s.source)")
        }
        for s in context.defaults { show(s) }
        let others = context.strategies.filter { s in !context.defaults.contains { $0.id == s.id } }
        if !others.isEmpty {
            print("\nALSO RUNNABLE BY ID (--strategies; not in the default campaign)")
            for s in others { print("  \(s.id): \(s.summary)") }
        }
        print("\nINVARIANTS")
        for i in Invariant.all { print("  \(i.id.rawValue) (\(i.name)): \(i.statement)") }
        print("\nLABELS")
        for label in ScenarioLabel.all { print("  \(label)") }
        return 0
    }
}
