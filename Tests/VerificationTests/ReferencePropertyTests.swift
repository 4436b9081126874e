import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

@Suite("The reference strategy")
struct ReferencePropertyTests {
    @Test func referenceKeepsEveryInvariant() throws {
        let body = StrategyCheck.body(ReferenceStrategy.descriptor)
        let report = check("reference keeps every invariant", ScenarioGen.scenario(), profile: .ci) { scenario in
            try body(scenario)
        }
        #expect(report?.casesPassed == 1000)
    }
}
