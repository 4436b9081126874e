import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ControllerCatalog

/// In view-controller mode the runner never acts on something that is not there (a tap on a row that
/// moved or has no control is skipped), so no scenario a catalogue controller is checked on makes
/// ``ScenarioRunner/run(_:strategy:invariants:keepTrace:stopAtFirstBrokenPromise:)`` throw a
/// ``ScenarioRunner/ScenarioError`` — a harness error, which would otherwise be blamed on the app.
///
/// 100 scenarios per catalogue controller in `swift test`: each correct controller's property
/// (`CorrectControllerTests`, `AdoptedControllerTests`) also runs 1,000 of its scenarios there and fails
/// on a harness error, since ``StrategyCheck/body(_:invariants:promisedOnly:)`` rethrows the runner's
/// ``ScenarioRunner/ScenarioError``; this test says it apart, by name. The nightly profile runs 10,000
/// (`HARNESS_ERROR_IDS`, comma-separated, runs only those controllers):
///
///     HARNESS_ERROR_CASES=10000 swift test --filter HarnessErrorTests
@Suite("Harness errors")
struct HarnessErrorTests {
    static let cases = ProcessInfo.processInfo.environment["HARNESS_ERROR_CASES"].flatMap(Int.init).map { max(1, $0) } ?? 100

    @Test(arguments: ControllerCatalog.all.map(\.id))
    func noHarnessErrorInTheControllersScenarios(_ id: String) throws {
        if let only = ProcessInfo.processInfo.environment["HARNESS_ERROR_IDS"], !only.split(separator: ",").contains(Substring(id)) { return }
        let descriptor = try #require(ControllerCatalog.all.first { $0.id == id })
        let scenarios = descriptor.scenarios()
        var errors: [String] = []
        var run = 0
        for seed in 1...UInt64(Self.cases) {
            let (scenario, choices) = try scenarios.sample(seed: seed)
            do {
                _ = try ScenarioRunner.run(scenario, strategy: descriptor)
            } catch {
                // The runner throws nothing but `ScenarioError` (typed throws): the app's own exceptions
                // are findings (no UIKit exception), not errors.
                errors.append("seed \(seed), token \(ReplayToken.encode(choices)): \(error)")
            }
            run += 1
        }
        print("harness errors, \(id): \(errors.count) in \(run) scenarios")
        #expect(run == Self.cases)
        #expect(errors.isEmpty, "\(errors.count) harness errors in \(run) scenarios of \(id):\n\(errors.prefix(5).joined(separator: "\n"))")
    }
}
