import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// An iPad keyboard undocked from its menu: iPadOS posts the will-notifications with an end frame above
/// the screen and the did-notifications with the real frame (StackOverflow 10749311, on a 768 × 1024
/// iPad: will end {{0, −264}, {768, 304}}).
@Suite("Undocked from the keyboard's menu")
struct UndockFromMenuTests {
    // iPad (10th gen) portrait, 820 × 1180: docked keyboard 337 pt at y 843; the will-frame above the
    // screen keeps 40 pt of it on screen: y 40 − 337 = −297.
    static let layout = ScreenLayout(device: .iPad10, controller: .plainViewController(bottomAccessoryHeight: 0))
    static let docked = Rect(x: 0, y: 843, width: 820, height: 337)
    static let above = Rect(x: 0, y: -297, width: 820, height: 337)
    static let undocked = Rect(x: 0, y: 500, width: 820, height: 317)

    static func undock() throws -> [Action] {
        [.keyboard(try KeyboardNotification(.willChangeFrame, begin: docked, end: above)),
         .keyboard(try KeyboardNotification(.willHide, begin: docked, end: above)),
         .keyboard(try KeyboardNotification(.didChangeFrame, begin: docked, end: undocked)),
         .keyboard(try KeyboardNotification(.didHide, begin: docked, end: undocked))]
    }

    static func show() throws -> [Action] {
        let hidden = Rect(x: 0, y: 1180, width: 820, height: 337)
        return try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
            .keyboard(try KeyboardNotification($0, begin: hidden, end: docked))
        }
    }

    @Test func aFrameAboveTheScreenCoversNothing() throws {
        var scene = try StartScreen(layout: Self.layout, sections: fieldRows(40)).makeScene()
        for case let .keyboard(note) in try Self.show() { try scene.receiveKeyboard(note) }
        #expect(scene.keyboardOverlapOfTable == 337)
        for case let .keyboard(note) in try Self.undock() { try scene.receiveKeyboard(note) }
        // Neither docked (its bottom is 40 pt below the screen's top) nor staying: nothing is covered.
        #expect(!scene.keyboardIsDocked)
        #expect(scene.obscuringKeyboardFrameInWindow == nil)
        #expect(scene.keyboardOverlapOfTable == 0)
    }

    /// Seed 000's reading: move the offset against the will-notification's change of `y`. On the
    /// menu's undock that change is −297 − 843 = −1,140 pt: the list is sent 1,140 pt down, far past
    /// its end.
    struct FollowsTheDelta: KeyboardStrategy {
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
            guard note.event == .willChangeFrame else { return }
            let delta = note.endFrame.minY - note.beginFrame.minY
            try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y - delta))
        }
    }

    @Test func codeThatFollowsTheFrameDeltaIsSentPastTheEnd() throws {
        let scenario = Scenario(start: StartScreen(layout: Self.layout, sections: fieldRows(40)),
                                actions: [.beginEditing(IndexPath(row: 2))] + (try Self.show()) + (try Self.undock()))
        let delta = StrategyDescriptor(id: "follows the delta", summary: "", source: "test", promises: [.offsetBounds],
                                       make: { _ in FollowsTheDelta() })
        let broken = try violations(scenario, delta, .offsetBounds)
        #expect(broken.count == 1)
        #expect(broken.first?.step == 9)
        // The reference reads the frame as undocked (not at the screen's bottom edge) and covers nothing.
        #expect(try ScenarioRunner.run(scenario, strategy: reference).violations.filter(\.promised).isEmpty)
    }
}
