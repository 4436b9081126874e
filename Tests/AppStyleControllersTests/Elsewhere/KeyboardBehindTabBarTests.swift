import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(Checker) import Verification

/// Issue 34 (POLICIES 19): a keyboard that only slides behind the tab bar of an iPad form sheet overlaps
/// the table but hides nothing anyone sees, so neither focus visibility nor reachability is owed for it.
/// Found on two controllers written elsewhere at 300 cases once the other classes were fixed; both were
/// charged for a field the tab bar hides, with the keyboard's top below the tab bar's.
@Suite("A keyboard behind a tab bar hides nothing")
struct KeyboardBehindTabBarTests {
    @Test(arguments: [
        ("elsewhereKeyboardDistance", "kf1:FAAFAAABAAEAAAEAAAAAAQABCgAAkuldPQ"),
        ("elsewhereGrowingTextViewRows", "kf1:EwAEAAABAAEAA58CAQAAAAEBAAAANo5Iew"),
    ])
    func theKeyboardBelowTheTabBarOwesNothing(_ id: String, _ token: String) throws {
        let descriptor = try #require(ElsewhereCatalog.all.first { $0.id == id })
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        #expect(scenario.start.layout.bottomBar == .tabBar, "\(scenario)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let last = try #require(outcome.trace?.last?.scene)
        #expect(last.keyboardOverlapOfTable > 1, "the keyboard overlaps the sheet's table (\(last.keyboardOverlapOfTable) pt)")
        #expect(last.keyboardHiddenHeight == 0, "but hides nothing the tab bar leaves visible")
    }
}
