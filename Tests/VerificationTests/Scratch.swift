import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
import Foundation
@testable import Verification

@Test func scratchTrace() throws {
    guard let token = ProcessInfo.processInfo.environment["SCRATCH_TOKEN"] else { return }
    let choices = try ReplayToken.decode(token)
    let scenario = try ScenarioGen.scenario().value(replaying: choices)
    let id = ProcessInfo.processInfo.environment["SCRATCH_STRATEGY"] ?? "reference"
    let outcome = try ScenarioRunner.run(scenario, strategy: StrategyCatalog.named(id)!, keepTrace: true)
    print(outcome.scenario)
    for step in outcome.trace! {
        let t = step.scene.tableView
        print("\(step.step) \(step.action): off \(t.contentOffset.y) C \(t.contentSize.height) inset \(t.contentInset) adj \(t.adjustedContentInset) frame \(t.frame) range \(t.validOffsetRange) kb \(step.scene.keyboardFrame) focus \(String(describing: step.scene.focusedRow))")
        for v in step.violations { print("   !! \(v)") }
    }
}
