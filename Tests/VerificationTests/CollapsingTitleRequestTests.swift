import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// A rect the app asked UIKit to show, under a collapsing large title that then followed the new offset
/// (POLICIES item 21). The screen is the one the 20,000-scenario run of the controllers written elsewhere
/// found (elsewhereDropInTableSubclass, kf1:EwAEAQIAAADDBAAEAAAAAQAAAAAAmSW41Q): an iPad Stage Manager
/// window 328 pt tall under a collapsing large title, whose docked keyboard leaves the expanded bar 35 pt
/// of table. UIKit top-aligns the 36 pt field there; the bar collapses with the new offset and the field
/// ends 1 pt under the keyboard. Before: "focused text field maxY 138 > keyboard top 137".
@Suite("A rect asked of UIKit under a collapsing title")
struct CollapsingTitleRequestTests {
    static let layout = ScreenLayout(device: .iPad10, orientation: .landscape, windowFrame: Rect(x: 0, y: 285, width: 472, height: 328),
                                     navigationBar: .largeTitleCollapsing, controller: .plainViewController(bottomAccessoryHeight: 0))
    /// Rows of 48 pt with a 36 pt field each, as the form has.
    static let sections = [[RowSpec](repeating: RowSpec(height: 48, control: Control(.textField)), count: 4)]

    /// How the strategy brings the field up once the inset covers the keyboard.
    enum Move: Sendable { case asksForTheField, setsTheSameOffsetItself, asksForAnotherRect }

    static func strategy(_ move: Move) -> StrategyDescriptor {
        StrategyDescriptor(id: "request \(move)", summary: "", source: "test", promises: [.focusVisibility],
                           listKinds: [.readingList], controller: .plainViewController, make: { _ in
            ClosureStrategy(onKeyboard: { note, scene in
                guard note.event == .willShow else { return }
                let keyboard = scene.convert(note.endFrame, from: .screen, to: .window)
                var inset = scene.tableView.contentInset
                inset.bottom = Swift.max(0, scene.tableFrameInWindow.maxY - keyboard.minY)
                try scene.tableView.setContentInset(inset)
                guard let field = scene.focusedControlFrame else { return }
                switch move {
                case .asksForTheField:
                    try scene.scrollTableRectToVisible(field)
                case .setsTheSameOffsetItself:
                    // Where UIKit's top-aligned scroll would leave it, set without asking UIKit.
                    try scene.tableView.setContentOffset(Point(x: 0, y: field.minY - scene.tableView.adjustedContentInset.top))
                case .asksForAnotherRect:
                    // The field of the fourth row: the list scrolls past the focused field, under the bar.
                    try scene.scrollTableRectToVisible(Rect(x: field.minX, y: field.minY + 3 * 48, width: field.width, height: field.height))
                }
            })
        })
    }

    func run(_ move: Move) throws -> (violations: [Violation], scene: Scene) {
        let scenario = Scenario(start: StartScreen(layout: Self.layout, sections: Self.sections),
                                actions: [.beginEditing(IndexPath(row: 0))] + (try show(Self.layout)))
        let outcome = try ScenarioRunner.run(scenario, strategy: Self.strategy(move), keepTrace: true)
        return (outcome.violations.filter { $0.invariant == .focusVisibility }, try #require(outcome.trace?.last?.scene))
    }

    /// Before: "focused text field maxY 138 > keyboard top 137".
    @Test func aFieldAskedForWhereTheExpandedBarLeftNoRoomIsUIKits() throws {
        let (violations, scene) = try run(.asksForTheField)
        #expect(violations.isEmpty, "\(violations.map(\.message))")
        // The state is the one found: the bar collapsed and the field's bottom under the keyboard.
        let request = try #require(scene.lastRectScroll)
        #expect(request.navigationBarHeight > scene.navigationBarHeight + 0.5, "the bar collapsed after the request")
        let field = try #require(scene.focusedControlFrame)
        let keyboard = try #require(scene.obscuringKeyboardFrameInWindow)
        #expect(field.maxY - scene.tableView.contentOffset.y + scene.tableFrameInWindow.minY > keyboard.minY + 0.5)
    }

    /// With the bar expanded the field, taller than the region, shows its top: the app that does nothing
    /// is not charged. The app that sets UIKit's offset itself has the region it collapsed the bar for.
    @Test func theSameOffsetSetWithoutAskingIsStillCharged() throws {
        let (violations, _) = try run(.setsTheSameOffsetItself)
        #expect(violations.count == 1, "\(violations.map(\.message))")
        #expect(violations.first?.message.contains("focused text field maxY") == true)
    }

    @Test func anotherRectAskedForIsStillCharged() throws {
        let (violations, _) = try run(.asksForAnotherRect)
        #expect(violations.count == 1, "\(violations.map(\.message))")
        #expect(violations.first?.message.contains("< visible top") == true)
    }
}
