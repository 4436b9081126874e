import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// An app's own arithmetic can give its root view a negative height, which UIKit sets without raising
/// (nothing of the view shows); the facade raised "sizes must not be negative" from the model instead,
/// and the checker filed it as a UIKit exception no device throws. Seed 001's recipe sets its view's
/// height to the keyboard's top in the view's coordinates: with an iPad's undocked keyboard starting 1 pt
/// above a form sheet (kf1:EgAEAAABAAAAAAEABAAAAKAEAQAIOhUg, `keyfuzz run --seed 21 --strategies
/// frameResizeDidShowController --invariants noUIKitException`), that height is −1.
@Suite("A negative root view height is an empty view, not an exception")
struct NegativeRootFrameTests {
    @Test func theRecipesNegativeHeightEmptiesTheViewWithoutAnException() throws {
        let descriptor = FrameResizeDidShowFormViewController.check
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode("kf1:EgAEAAABAAAAAAEABAAAAKAEAQAIOhUg"))
        #expect(scenario.description.contains("form sheet at {140, 280, 540, 620}"), "\(scenario)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(!outcome.violations.contains { $0.invariant == .noUIKitException }, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.rootViewFrame.height == 0, "the view the recipe squeezed to −1 pt is empty: \(last.rootViewFrame)")
    }
}
