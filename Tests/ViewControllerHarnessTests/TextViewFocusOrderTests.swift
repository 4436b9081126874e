@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ViewControllerHarness

@Suite("A text view's focus as iOS orders it")
struct TextViewFocusOrderTests {
    /// iOS: `textViewShouldBeginEditing`, the text view becomes first responder, the keyboard's
    /// will-notifications (which find it first responder), then `textViewDidBeginEditing`.
    @Test func aTextViewIsFirstResponderBeforeItsWillShowAndHearsDidBeginAfter() throws {
        let layout = ScreenLayout()
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        func note(_ event: KeyboardEvent) throws -> Action { .keyboard(try KeyboardNotification(event, begin: begin, end: end)) }
        let actions = [try note(.willChangeFrame), try note(.willShow), .beginEditing(ScrollGeometry.IndexPath(row: 3)),
                       try note(.didChangeFrame), try note(.didShow)]
        // `make` builds a fresh controller each time (the screen is read from one, the run has another):
        // the box keeps the last, the run's.
        final class Box: @unchecked Sendable { var vc: TextViewLogViewController? }
        let box = Box()
        let descriptor = ViewControllerStrategy.descriptor(id: "textViewLog", summary: "", source: "test", promises: []) {
            let vc = TextViewLogViewController()
            box.vc = vc
            return vc
        }
        // The world only: the screen is the controller's own (20 rows of 44 pt, a text view each).
        let outcome = try ScenarioRunner.run(Scenario(start: StartScreen(layout: layout, sections: [[]]), actions: actions),
                                             strategy: descriptor)
        #expect(outcome.scenario.start.readFromController)
        #expect(outcome.scenario.start.sections.first?.count == 20)
        #expect(outcome.scenario.start.sections.first?[3].control?.kind == .textView)
        let vc = try #require(box.vc)
        #expect(vc.log == ["shouldBegin first=false", "willShow first=true", "didBegin first=true"])
    }
}
