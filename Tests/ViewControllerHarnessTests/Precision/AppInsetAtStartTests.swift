import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// A scroll view whose app sets its own `contentInset` in `viewDidLoad` starts where UIKit's first layout
/// puts it: at the top of its range with that inset counted (`-adjustedContentInset.top`). The scene was
/// placed at the top before the app's inset was read, so the table started 8 pt past the end of a range
/// the inset had shortened, and offset bounds was charged to the app at its first step — a verdict no
/// device shows (seed 002's form with an 8 pt margin, kf1:GAAAAAAAAAAAAAABAAAAAAAAAAAAAAEBAAxgs1A in the
/// baseline of session 35: "contentOffset.y -59 > max -67" as the view appeared).
@Suite("The app's own inset at the start")
struct AppInsetAtStartTests {
    @Test func aFormWithItsOwnMarginStartsAtTheTopOfItsRange() throws {
        let descriptor = InsetAndScrollFocusedFormViewController.check
        for (choice, margin) in [(UInt64(0), 0.0), (1, 8.0), (2, 24.0)] {
            let start = RecipeControllerScreenTests.world(for: descriptor, appChoices: [choice])
            #expect(start.appParameters == ["form margin = \(Int(margin))"])
            let outcome = try ScenarioRunner.run(Scenario(start: start, actions: []), strategy: descriptor, keepTrace: true)
            #expect(outcome.violations.filter(\.promised).isEmpty, "margin \(margin): \(outcome.violations.map(\.message))")
            let scroll = try #require(outcome.trace?.first?.scene.tableView.scrollView)
            #expect(scroll.contentInset.top == margin)
            #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top, "margin \(margin): at the top of the range")
        }
    }
}
