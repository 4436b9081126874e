import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// The reference reading list's open finding of the 20,000-scenario campaign (case 686 of its cell,
/// seed 41), replayed from its token: an iPad landscape popover whose table (window y 170…328) the
/// landscape keyboard (its top at window y 170) covers entirely (a window of the popover's rect since
/// POLICIES 27: in its 472 pt Stage Manager window the popover is a sheet).
///
/// Newer items arrive at the top (the list keeps row 2 at the visible top, offset 176), another app's
/// keyboard comes and goes, row 0 is focused and this app's keyboard covers the whole table, the screen
/// is pushed away, editing ends and the keyboard hides while it is away, and it comes back under
/// `UndocumentedBehavior.reestimatesOnReappear`: the two rows above the offset count their 56 pt
/// estimates again (176 → 112 pt), and row 2 would sit 64 pt above the visible top under the kept offset.
///
/// The fault was the controller's: when nothing of the list showed (the keyboard over all of it) its
/// `remember()` noted no place at all, so the place it had kept since the rows last showed was thrown
/// away as the screen left, and `viewDidAppear` had nothing to put back. The checker's expectation (row
/// 2 at the top, the place the reader last saw and the state the screen returns to) is a device's.
@Suite("Reference reading list: the reader's place kept through a keyboard covering the whole list")
struct ReferenceControllerReappearReplayTests {
    static let token = "kf1:LAAEAQIAAACABAJuAAABAAAAAQEAAQAFAAEAAAEAAAABAAAAAQQAAQAAAQAAAbekPkA"

    @Test func theReadersRowIsBackAtTheTopAfterThePop() throws {
        let descriptor = ReferenceViewController.checkReading
        var scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(Self.token))
        // The token's tap was on row 0, one of the newer items just loaded above the screen: on a device it
        // lands on nothing and no keyboard comes (issue 34, "the keyboard follows focus"), while the
        // finding was drawn when the runner still posted that keyboard. The user taps the row at the
        // top instead (row 2, the reader's row), which brings the same keyboard over the whole list.
        let tap = try #require(scenario.actions.firstIndex(of: .beginEditing(IndexPath(row: 0, section: 0))), "\(scenario)")
        var actions = scenario.actions
        actions[tap] = .beginEditing(IndexPath(row: 2, section: 0))
        // The token drew a popover at {0, 120, 472, 208} in a 472 pt Stage Manager window, which iOS shows
        // as a sheet there (a compact-width window, POLICIES 27). The window is that popover's rect on the
        // screen instead, full screen: the same table under the same keyboard, on a screen iOS draws.
        var start = scenario.start
        if case let .popover(r) = start.layout.presentation, let w = start.layout.windowFrame {
            start.layout.windowFrame = Rect(x: w.minX + r.minX, y: w.minY + r.minY, width: r.width, height: r.height)
            start.layout.presentation = .fullScreen
        }
        #expect(start.layout.adaptedPresentation == start.layout.presentation, "\(start.layout.presentationDescription)")
        scenario = Scenario(start: start, actions: actions)
        // The token still draws the finding's scenario: the re-estimating option, a push and a pop.
        #expect(scenario.start.behavior.reestimatesOnReappear, "\(scenario)")
        #expect(scenario.actions.contains(.viewWillDisappear) && scenario.actions.last == .viewDidAppear, "\(scenario)")

        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")

        let trace = try #require(outcome.trace)
        let left = try #require(trace.last { $0.action == .viewWillDisappear }?.scene)
        // When the screen left, the keyboard covered the whole table: nothing of the list showed.
        let leftArea = VisibleArea(left)
        #expect(leftArea.bottom - leftArea.top <= 0.001, "visible height when the screen left: \(leftArea.bottom - leftArea.top)")
        // The row at the top line of the list then (about row 2, after the two newer items), by its identity.
        let top = try #require((0..<left.tableView.totalRows).map { IndexPath(row: $0, section: 0) }.first {
            let rect = left.tableView.rectForRow(at: $0)
            return rect.maxY > leftArea.top && rect.height > 0
        })
        // (With the tapped field's row scrolled by the app where the region closed, the reader's row need not
        // stand exactly on the top line: its distance then is the place the pop must give back.)
        let leftDistance = left.tableView.rectForRow(at: top).minY - leftArea.top
        #expect(top.row <= 3, "the reader's row as the screen left: \(top), \(leftDistance) pt from the top line")
        let id = try #require(left.tableView.row(at: top)?.id)

        let back = try #require(trace.last?.scene)
        #expect(trace.last?.action == .viewDidAppear)
        // UIKit counted the estimates again as the screen came back (the content is shorter) ...
        #expect(back.tableView.contentSize.height < left.tableView.contentSize.height - 1)
        // ... and the app put the reader's row back at the visible top.
        let path = try #require(back.tableView.indexPath(of: id))
        let distance = back.tableView.rectForRow(at: path).minY - VisibleArea(back).top
        #expect(abs(distance - leftDistance) <= 0.5, "row 2's distance to the visible top after the pop: \(distance), as it left: \(leftDistance)")
    }

    /// The same screen measured out of the window. A keyboard hiding while the screen is away was
    /// answered with the table's visible region measured there, where a view has no safe area: the list
    /// moved by the safe area's top while nobody saw it (32 pt under an iPhone SE popover's translucent
    /// bar, seed 43; 59 pt on an iPhone 15 Pro Max, seed 44), and `viewDidAppear` moved it back. The
    /// checker judges the return by the place of the state off screen (the keyboard gone, nothing of the
    /// list seen when the screen left in the first case), so both were reported. The region is now
    /// measured, while away, with the frame and safe area the table had as the screen left.
    @Test(arguments: [
        // Seed 43: the keyboard's top at the visible top (nothing shows) as the screen leaves.
        "kf1:GQACAQACTwAAAgAAAAEAAAAAAQQAAQABAAC4XkQA",
        // Seed 44 (broken on main as well): a list scrolled to the middle, the keyboard up as it leaves.
        "kf1:NAADAAAAAAABAQAAAAABAgABAAAAAAECAAECAtAEAQAAAQAAAQEA3AMBAAEAAQEAAQQAAQABAX8O9Uc",
    ])
    func aHideWhileAwayLeavesTheListWhereItWas(token: String) throws {
        let descriptor = ReferenceViewController.checkReading
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        #expect(outcome.firstBrokenPromise == nil, "\(outcome.violations)")

        let trace = try #require(outcome.trace)
        let leftAt = try #require(trace.lastIndex { $0.action == .viewWillDisappear })
        let backAt = try #require(trace.lastIndex { $0.action == .viewDidAppear })
        let away = trace[leftAt..<backAt]
        // The keyboard hid while the screen was away ...
        #expect(away.contains { if case let .keyboard(note) = $0.action { note.event == .didHide } else { false } })
        // ... and the list stayed where the screen left it.
        let left = trace[leftAt].scene.tableView.contentOffset.y
        for step in away {
            #expect(abs(step.scene.tableView.contentOffset.y - left) < 0.001, "step \(step.step) \(step.action): \(step.scene.tableView.contentOffset.y), left at \(left)")
        }
    }
}
