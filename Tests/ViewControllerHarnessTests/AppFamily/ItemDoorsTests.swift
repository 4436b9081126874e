import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ViewControllerHarness
@testable import ControllerCatalog

/// The catalogue's list controllers open a door for every kind of change a list sees, with what arrives
/// and where drawn (``ItemListController/itemDoors(maxNewer:)``): the anchoring controller keeps the
/// reader's place through all of them, and its twin that makes the same calls without putting the
/// reader back is found at a door, the counterexample naming what that door drew.
@Suite("Doors for every kind of change a list sees")
struct ItemDoorsTests {
    /// The anchoring controller with its `update(_:)` reduced to the change itself.
    final class ForgetfulAnchoringController: AnchoringTableViewController {
        override func update(_ change: () -> Void) { change() }
    }

    static let forgetful = ViewControllerStrategy.descriptor(
        id: "forgetfulAnchoringController", summary: "the anchoring controller without its put-back",
        source: "Tests/ViewControllerHarnessTests/AppFamily", promises: [.anchorStability], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: AnchoringTableViewController.itemDoors(maxNewer: 5)) {
            ForgetfulAnchoringController()
        }

    @Test func everyKindOfChangeHasADoorThatDraws() {
        let names = AnchoringTableViewController.check.doors
        #expect(names == ["newer items loaded at the top", "items inserted", "items deleted", "the item being read deleted",
                          "an item edited", "a whole new list"])
        #expect(AnchoringTableViewController.check.doorParameterSlots == ViewControllerStrategy.maxDoorParameters)
    }

    @Test func theTwinThatForgetsTheReaderIsFoundAtADoorThatDrew() throws {
        var drawn: [String] = []
        let report = Property("forgetful anchoring", Self.forgetful.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xD0025, limits: Limits(maxCases: 300))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: Self.forgetful, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise {
                    drawn = outcome.doorDraws
                    throw PropertyFailure(broken.message)
                }
            }
        let failure = try #require(report.failure, "not found in \(report.casesGenerated) cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: Self.forgetful, invariants: [.anchorStability])
        let broken = try #require(outcome.firstBrokenPromise)
        guard case .door = broken.action else { Issue.record("broke at \(broken.action), not at a door"); return }
        #expect(!outcome.doorDraws.isEmpty && !drawn.isEmpty, "\(outcome.doorDraws)")
        print("forgetful twin: \(failure.minimalDescription) — \(broken.message); drew \(outcome.doorDraws)")
    }

    @Test func theAnchoringControllerKeepsTheReadersPlaceThroughEveryDoor() throws {
        let descriptor = AnchoringTableViewController.check
        var doorsOpened = Set<String>()
        let report = Property("anchoring through every door", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0xD0026, limits: Limits(maxCases: 200))) { (scenario: Scenario) in
                for action in scenario.actions { if case let .door(_, name) = action { doorsOpened.insert(name) } }
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(report.failure == nil, "\(report.failure?.minimalDescription ?? "")")
        #expect(report.casesGenerated == 200)
        #expect(doorsOpened == Set(descriptor.doors), "\(doorsOpened)")
    }
}
