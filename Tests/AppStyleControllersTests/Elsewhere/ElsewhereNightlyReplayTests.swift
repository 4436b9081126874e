import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(Checker) import Verification

/// Broken promises the 20,000-scenario runs of the controllers written elsewhere found on the checker's
/// side in session 33, replayed: each failed before its fix and keeps its promise now.
@Suite("The controllers written elsewhere: nightly findings replayed")
struct ElsewhereNightlyReplayTests {
    @Test(arguments: [
        // Editing ended and the tap meant for row 7 landed on nothing with the keyboard up; iOS takes the
        // keyboard away, the runner kept it (POLICIES 15): after two rotations the form's inset no longer
        // covered it ("104 pt stay under the keyboard").
        ("elsewhereKeyboardDistance", "kf1:HAAAAAAAAAAAAAEAAAAAAQMAAQABBwEBAAEDAADuDxV9"),
        // The same, for a text view tapped after the keyboard's will-notifications: the hide the runner now
        // posts was put in before that tap, whose early focus was then looked up at the wrong step.
        ("elsewhereGrowingTextViewRows", "kf1:GwAAAAAAAAAAAAEAAAAAAQABCwABAAEAAQEAACiymco"),
        // An iPad window resized under the keyboard: the child list fits its inset again in its own
        // viewDidLayoutSubviews, which the facade never called on a child view controller.
        ("elsewhereContainerChildList", "kf1:FAAEAQADAAAAAAEAAAAAAQUBAAAA0nkD3Q"),
    ])
    func replaysClean(_ id: String, _ token: String) throws {
        let descriptor = try #require(ElsewhereCatalog.all.first { $0.id == id })
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.filter(\.promised).map(\.message))")
    }
}
