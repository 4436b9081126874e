import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(Checker) import Verification

/// Broken promises the 20,000-scenario runs of the controllers written elsewhere found on the checker's
/// side in sessions 33 to 36, replayed: each failed before its fix and keeps its promise now.
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
        // Session 34 (POLICIES 21, 22). A short Stage Manager window under a collapsing large title: the
        // field the table subclass asked UIKit to show is top-aligned in the 35 pt the expanded bar
        // leaves, and the bar collapses with the new offset ("focused text field maxY 138 > keyboard top
        // 137"); the same in an iPhone SE popover ("maxY 288 > keyboard top 287").
        ("elsewhereDropInTableSubclass", "kf1:EwAEAQIAAADDBAAEAAAAAQAAAAAAmSW41Q"),
        ("elsewhereAppearanceObservers", "kf1:HAACAQACAAA2BAAAAAEAAAAAAQMAAQACEgABAQAHRiTm"),
        // The expanded bar reaches below the keyboard's top: the caret asked for is placed under the
        // keyboard, and the bar's partial collapse leaves 16 pt, less than a line ("caret of the focused
        // text view maxY 122 > keyboard top 101").
        ("elsewhereGrowingTextViewRows", "kf1:EwAEAQIAAACMBQAEAAAAAQAAAAAAWifZGQ"),
        // The keyboard leaves 11 pt below the bar of a 328 pt window: the filter field fixed above the
        // list cannot show a line wherever the app lays it out ("focused text field outside the list
        // (control 0) minY 61 > keyboard top 61").
        ("elsewhereFilterAboveTable", "kf1:EQAEAQIAAADdBQABAAAAAQoAADZiMas"),
        // The run on the final code of those changes (POLICIES 23): a 410 pt window whose keyboard leaves
        // 39 pt below the bar; the filter field, 9 pt under the bar, ends 6 pt under the keyboard while its
        // line of text shows ("focused text field outside the list (control 0) maxY 95 > keyboard top 89").
        ("elsewhereFilterAboveTable", "kf1:FQAEAQIACgClBwACAAAAAQABAwEBAgBVB3Z2"),
        // Session 35's run (POLICIES 27): an iPhone 15 in landscape drawn a popover at {0, 115, 852, 278},
        // which iOS never shows there (a popover in a compact environment is a form sheet, and that a
        // full-screen presentation in compact height); the 69 pt the keyboard left of the popover could
        // not hold the filter field ("maxY 192 > keyboard top 184").
        ("elsewhereFilterAboveTable", "kf1:EAAAAQACaQAAAQAAAAEKAAA13GQl"),
        // Session 36's run (POLICIES 28): under a collapsing large title, the table below the filter bar
        // (the root view's second subview) was made the bar's content scroll view; clamping to the top made
        // the title expand, the table shrank by 52 pt and the last field ended under an iPad keyboard that
        // had slid down to its 69 pt bar ("maxY 1112 > keyboard top 1111"). UIKit tracks the first subview.
        ("elsewhereFilterAboveTable", "kf1:FQAEAAAABAAAAAEAAREAAAABAAgAAIewz0A"),
    ])
    func replaysClean(_ id: String, _ token: String) throws {
        let descriptor = try #require(ElsewhereCatalog.all.first { $0.id == id })
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.filter(\.promised).map(\.message))")
    }
}
