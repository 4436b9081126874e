import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A text field the runner focuses sends `UIControl.Event.editingDidBegin` and `.editingDidEnd` to its
/// actions (UIKit sends both when editing begins and ends), after its delegate and its notification: an
/// action that `keyfuzz import` lowered from `addTarget(_:action:for: .editingDidBegin)` runs under the
/// runner.
@Suite("Text field control events")
struct TextFieldControlEventTests {
    final class EditingEventsViewController: UIViewController, UITextFieldDelegate {
        var log: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) {
            log.append("didBegin")
            // Registered once, on the first focus: the events of this and later edits reach it.
            if log.count == 1 {
                textField.addAction(UIAction { [weak self] _ in self?.log.append("editingDidBegin action") }, for: .editingDidBegin)
                textField.addAction(UIAction { [weak self] action in
                    self?.log.append("editingDidEnd action sender=\(action.sender is UITextField)")
                }, for: .editingDidEnd)
            }
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    }

    @Test func focusSendsTheEditingEventsAfterTheDelegate() throws {
        let start = StartScreen(layout: ScreenLayout(controller: .plainViewController(bottomAccessoryHeight: 0)),
                                sections: [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 5)])
        var scene = try start.makeScene()
        let vc = EditingEventsViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let row = try #require(scene.tableView.row(at: ScrollGeometry.IndexPath(row: 2))).id
        try scene.focus(row)
        try strategy.didBeginEditing(row: row, in: &scene)
        try scene.focus(nil)
        try strategy.didEndEditing(in: &scene)
        try scene.focus(row)
        try strategy.didBeginEditing(row: row, in: &scene)
        #expect(vc.log == ["didBegin", "editingDidBegin action", "didEnd", "editingDidEnd action sender=true",
                           "didBegin", "editingDidBegin action"])
    }
}
