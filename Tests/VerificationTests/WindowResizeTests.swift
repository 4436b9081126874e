import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// A window resized on an iPad while the keyboard is up (Split View's divider, a Stage Manager window):
/// the app hears `viewWillTransition(to:with:)`; the keyboard's overlap with the window changes and
/// iPadOS may post no notification for it.
@Suite("Window resize")
struct WindowResizeTests {
    /// Sets the bottom inset to the keyboard's overlap on willShow / willChangeFrame and clears it on
    /// willHide — and does nothing on `viewWillTransition`, so a resize that iOS does not follow with a
    /// notification leaves the inset for the old window.
    struct InsetOnNotificationsOnly: KeyboardStrategy {
        var added = 0.0
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            guard note.event.isWill else { return }
            var wanted = 0.0
            if note.event != .willHide {
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                let overlap = Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)
                let scroll = scene.tableView.scrollView
                wanted = Swift.max(0, overlap - (scroll.adjustedContentInset.bottom - scroll.contentInset.bottom))
            }
            var inset = scene.tableView.scrollView.contentInset
            inset.bottom += wanted - added
            added = wanted
            try scene.tableView.setContentInset(inset)
        }
    }

    static let layout = ScreenLayout(device: .iPad10, windowFrame: Rect(x: 100, y: 100, width: 600, height: 800),
                                     controller: .plainViewController(bottomAccessoryHeight: 0))

    func showActions() throws -> [Action] {
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: .iPad10, .portrait)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: .iPad10, .portrait)
        let events: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        return try events.map { .keyboard(try KeyboardNotification($0, begin: begin, end: end)) }
    }

    @Test func theAppHearsViewWillTransitionAndAStaleInsetIsUnreachableContent() throws {
        let log = RunnerOrderTests.Log()
        let recorder = StrategyDescriptor(id: "recorder", summary: "", source: "test", promises: [],
                                          make: { _ in RunnerOrderTests.Recorder(log: log) })
        let resize = Action.resizeWindow(Rect(x: 100, y: 300, width: 600, height: 800))
        let scenario = Scenario(start: StartScreen(layout: Self.layout, sections: fieldRows(40)),
                                actions: [.beginEditing(IndexPath(row: 3))] + (try showActions()) + [resize])
        _ = try ScenarioRunner.run(scenario, strategy: recorder)
        #expect(log.entries.contains("didRotate"))
        let strategy = StrategyDescriptor(id: "inset on notifications only", summary: "", source: "test",
                                          promises: [.reachability], make: { _ in InsetOnNotificationsOnly() })
        let outcome = try ScenarioRunner.run(scenario, strategy: strategy)
        // Shown in a window ending at 900 (57 pt under the keyboard's top at 843), then moved to end at
        // 1100: 257 pt covered, 57 of them inset — the last 200 pt of content are out of reach.
        let broken = outcome.violations.filter { $0.invariant == .reachability }
        #expect(broken.map(\.step) == [6])
        #expect(broken.first?.message.contains("200 pt stay under the keyboard") == true)
        // With the change-frame pair iPadOS may post for the new overlap, the same code is right.
        let k = try KeyboardPlacement.docked(predictive: true).frame(on: .iPad10, .portrait)
        let followed = Scenario(start: scenario.start, actions: scenario.actions + [
            .keyboard(try KeyboardNotification(.willChangeFrame, begin: k, end: k)),
            .keyboard(try KeyboardNotification(.didChangeFrame, begin: k, end: k))])
        #expect(try violations(followed, strategy, .reachability).isEmpty)
    }

    @Test func aStaleInsetAfterAResizeIsFoundAndShrunk() throws {
        let strategy = StrategyDescriptor(id: "inset on notifications only", summary: "", source: "test",
                                          promises: [.reachability], listKinds: [.readingList],
                                          controller: .plainViewController, make: { _ in InsetOnNotificationsOnly() })
        let body = StrategyCheck.body(strategy, invariants: [.reachability])
        let report = Property("window resize", ScenarioGen.scenario(listKinds: [.readingList]))
            .run(RunConfiguration(seed: 0x51DE, limits: Limits(maxCases: 5_000, maxShrinks: 3_000))) { try body($0) }
        let failure = try #require(report.failure, "no counterexample in \(report.casesGenerated) cases")
        let events = ScenarioRunner.eventCount(of: failure.minimal)
        print("window resize: \(events) events after \(failure.shrinkCount) shrinks: \(failure.minimalDescription)")
        #expect(events <= 4)
        #expect(failure.minimal.actions.contains { if case .resizeWindow = $0 { return true } else { return false } })
        #expect(failure.message.contains("broke reachability"))
    }
}
