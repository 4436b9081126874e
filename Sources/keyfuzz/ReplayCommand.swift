import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Verification

/// `keyfuzz replay TOKEN` and `keyfuzz explain TOKEN`.
enum ReplayCommand {
    static func run(_ words: [String], explain: Bool) throws -> Int32 {
        let args = try Arguments(words, valued: ["strategy", "max-actions", "out"] , flags: ["help"])
        if args.flags.contains("help") { print(explain ? Usage.explain : Usage.replay); return 0 }
        guard args.positional.count == 1, let token = args.positional.first else {
            throw UsageError("\(explain ? "explain" : "replay") needs exactly one replay token (kf1:…)")
        }
        if !explain, args.options["out"] != nil { throw UsageError("unknown option --out for replay (explain writes pictures)") }
        let strategyID = args.options["strategy"] ?? "reference"
        guard let strategy = RunCommand.strategies().first(where: { $0.id == strategyID }) else {
            throw CampaignError.unknownStrategy(strategyID, known: RunCommand.strategies().map(\.id))
        }
        let maxActions = try args.int("max-actions", in: 0...500) ?? 30
        let choices: [UInt64]
        do { choices = try ReplayToken.decode(token) } catch { throw UsageError("not a replay token: \(error)") }
        let scenario: Scenario
        do { scenario = try ScenarioGen.scenario(maxActions: maxActions).value(replaying: choices) } catch {
            throw UsageError("the token does not decode to a scenario of this build: \(error)")
        }
        let outcome = try ScenarioRunner.run(scenario, strategy: strategy, keepTrace: true)
        print(ReplayTranscript.text(outcome, strategy: strategy))
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
