import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification
@testable import ControllerCatalog

/// The two broken promises of this session's nightly-size run of the twelve correct catalogue
/// controllers (`keyfuzz run --strategies <the twelve> --cases 2858 --seed 56 --no-db`, 240,072 cases),
/// each a state this session's own changes made that no device shows; both replay clean now.
@Suite("The correct controllers' nightly findings of session 33, replayed")
struct NightlyCorrectReplayTests {
    /// referenceReadingController, kf1:GAAAAAAAAAAAAAEAAAcAAQAGAQwAAQEAAJho980 ("anchor row #0 (row 2) moved 63
    /// pt"): the keyboard starts to hide (willHide), the user's tap on row 12 lands on nothing, and the
    /// show that would have interrupted the hide is held back. The hide's didHide never came (the show
    /// superseded it in the scenario), so the app was left mid-hide and answered the next door as if
    /// the keyboard were still there. iOS finishes the hide: its didChangeFrame and didHide are posted.
    @Test func aHideInterruptedByAHeldShowFinishes() throws {
        let descriptor = ReferenceViewController.checkReading
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode("kf1:GAAAAAAAAAAAAAEAAAcAAQAGAQwAAQEAAJho980"))
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let events = outcome.scenario.actions.compactMap { action -> KeyboardEvent? in
            if case let .keyboard(note) = action { return note.event } else { return nil }
        }
        let willHide = try #require(events.firstIndex(of: .willHide), "\(events)")
        #expect(events[willHide...].contains(.didHide), "the hide is finished: \(events)")
    }

    /// stackScrollForm, kf1:IAAEAAAAAAAAAAEDAQQAAAAAAQMBAAEAAAAAAQAAAAAAcviqxQ ("contentOffset.y 0 > max -24"): the
    /// iPad rotates while a pushed screen covers the form, whose table then has no safe area, so the
    /// rotation rests it at offset 0, its top there. Back in the window its safe area (24 pt) returned but
    /// the offset stayed, 24 pt past the end of a form shorter than the screen. A list resting at its
    /// top comes back at its top.
    @Test func aListAtItsTopWhileAwayComesBackAtItsTop() throws {
        let descriptor = StackScrollFormViewController.check
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode("kf1:IAAEAAAAAAAAAAEDAQQAAAAAAQMBAAEAAAAAAQAAAAAAcviqxQ"))
        #expect(scenario.actions.contains(.viewWillDisappear) && scenario.actions.contains(.rotate), "\(scenario)")
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations.map(\.message))")
        let back = try #require(outcome.trace?.first { $0.action == .viewDidAppear && $0.step > 0 }?.scene)
        #expect(abs(back.tableView.contentOffset.y - back.tableView.scrollView.minOffsetY) < 0.001,
                "offset \(back.tableView.contentOffset.y), top \(back.tableView.scrollView.minOffsetY)")
    }
}
