@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ViewControllerHarness

@Suite("A text view's focus as iOS orders it")
struct TextViewFocusOrderTests {
    /// iOS: `textViewShouldBeginEditing`, the text view becomes first responder, the keyboard's
    /// will-notifications (which find it first responder), then `textViewDidBeginEditing`.
    @Test func aTextViewIsFirstResponderBeforeItsWillShowAndHearsDidBeginAfter() throws {
        let layout = ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0))
        let rows = [Array(repeating: RowSpec(height: 44, control: Control(.textView)), count: 20)]
        let begin = try KeyboardPlacement.hidden(predictive: true).frame(on: layout.device, layout.orientation)
        let end = try KeyboardPlacement.docked(predictive: true).frame(on: layout.device, layout.orientation)
        func note(_ event: KeyboardEvent) throws -> Action { .keyboard(try KeyboardNotification(event, begin: begin, end: end)) }
        let actions = [try note(.willChangeFrame), try note(.willShow), .beginEditing(ScrollGeometry.IndexPath(row: 3)),
                       try note(.didChangeFrame), try note(.didShow)]
        let vc = TextViewLogViewController()
        let descriptor = ViewControllerStrategy.descriptor(id: "textViewLog", summary: "", source: "test", promises: [],
                                                           make: { vc })
        _ = try ScenarioRunner.run(Scenario(start: StartScreen(layout: layout, sections: rows), actions: actions),
                                   strategy: descriptor)
        #expect(vc.log == ["shouldBegin first=false", "willShow first=true", "didBegin first=true"])
    }
}
