import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
import Reports
@_spi(Checker) import ScrollGeometry
import Verification

/// `keyfuzz replay TOKEN --strategy ID` and `keyfuzz explain TOKEN --strategy ID`.
enum ReplayCommand {
    static func run(_ words: [String], _ context: KeyfuzzCommandLine.Context, explain: Bool) throws -> Int32 {
        let command = explain ? "explain" : "replay"
        let args = try Arguments(words, valued: ["strategy", "max-actions", "out"], flags: ["help"])
        if args.flags.contains("help") { print(explain ? Usage.explain : Usage.replay); return 0 }
        guard args.positional.count == 1, let token = args.positional.first else {
            throw UsageError("\(command) needs exactly one replay token (kf1:…)")
        }
        if !explain, args.options["out"] != nil { throw UsageError("unknown option --out for replay (explain writes pictures)") }
        guard let strategyID = args.options["strategy"] else {
            throw UsageError("\(command) needs --strategy ID, the strategy the token failed on (the replay command of a finding names it); strategies: \(context.strategies.map(\.id).joined(separator: ", "))")
        }
        let strategy = try context.strategy(strategyID)
        let maxActions = try args.int("max-actions", in: 0...500) ?? 30
        if let out = args.options["out"], out.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--out needs a folder name")
        }
        let choices: [UInt64]
        do { choices = try ReplayToken.decode(token) } catch { throw UsageError("not a replay token: \(error)") }
        let scenario: Scenario
        var testCase = TestCase(replaying: choices)
        do { scenario = try strategy.scenarios(maxActions: maxActions).generate(&testCase) } catch {
            throw UsageError("the token does not decode to a scenario of this build: \(error)")
        }
        // A token whose choices are not all used was not recorded at this scenario length: what would run
        // is another scenario (most often a longer one cut short), so say so instead of replaying it.
        let used = testCase.recordedChoices.count
        guard used >= choices.count else {
            let given = args.options["max-actions"].map { "--max-actions \($0)" } ?? "the default --max-actions 30"
            throw UsageError("the token holds \(choices.count) choices but a scenario of \(given) uses only \(used): it was found with another --max-actions; replay it with the --max-actions of its run (the replay command printed with the finding carries it)")
        }
        let outcome = try ScenarioRunner.run(scenario, strategy: strategy, keepTrace: true)
        print(ReplayTranscript.text(outcome, strategy: strategy))
        // A promise that breaks only under the scenario's non-default UIKit options says so (the exit
        // status stays 1: the token's scenario does break it).
        if let broken = outcome.firstBrokenPromise,
           let condition = OptionDependence.of(outcome.scenario, strategy: strategy, invariant: broken.invariant).condition {
            print("conditional: \(Invariant.named(broken.invariant).name) breaks \(condition); replayed with UIKit's default behaviour instead, the promise holds")
        }
        if explain {
            let folder = URL(fileURLWithPath: args.options["out"] ?? "reports/explain-\(strategy.id)")
            let trace = try FindingTraces.trace(scenario, strategy: strategy, invariant: nil, token: token)
            let file = folder.appendingPathComponent("explain.html")
            try ReportWriter.writeExplanation(trace, to: file)
            print("picture report: \(file.path)")
        }
        return outcome.firstBrokenPromise == nil ? 0 : 1
    }
}
