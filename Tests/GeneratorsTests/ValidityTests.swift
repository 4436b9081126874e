import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing

/// Every generated scenario applies to the model without a model error or UIKit exception.
@Suite struct Validity {
    @Test func generatedScenariosApplyToTheModel() {
        let report = Property("scenarios apply plainly", ScenarioGen.scenario())
            .run(RunConfiguration(seed: 7, limits: Limits(maxCases: 600))) { scenario in
                do {
                    _ = try PlainApplication.apply(scenario)
                } catch {
                    throw PropertyFailure("\(error)")
                }
            }
        #expect(report.passed, "\(report.failure.map { "\($0.message)\n\($0.minimalDescription)" } ?? "")")
        #expect(report.casesPassed == 600)
    }

    @Test func hugeListsApplyToTheModel() throws {
        // Scenarios whose start screen has at least 10,000 rows, from a fixed seed.
        let gen = ScenarioGen.scenario(maxActions: 10)
        var found = 0
        var seed: UInt64 = 0
        while found < 3 {
            seed += 1
            let scenario = try gen.sample(seed: seed).value
            guard scenario.start.sections.reduce(0, { $0 + $1.count }) >= 10_000 else { continue }
            found += 1
            do { _ = try PlainApplication.apply(scenario) } catch { Issue.record("seed \(seed): \(error)\n\(scenario)") }
        }
    }

    @Test func everyNotificationIsFiniteAndEveryIndexPathExistsWhenItApplies() throws {
        let gen = ScenarioGen.scenario()
        for seed in UInt64(1000)..<1200 {
            let scenario = try gen.sample(seed: seed).value
            var scene = try scenario.start.makeScene()
            for action in scenario.actions {
                switch action {
                case let .beginEditing(path):
                    #expect(scene.tableView.row(at: path)?.control != nil, "seed \(seed): \(action) has no control")
                case let .keyboard(note):
                    #expect(note.endFrame.minY.isFinite && note.endFrame.height >= 0)
                default: break
                }
                try PlainApplication.apply(action, to: &scene)
            }
        }
    }
}
