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
    /// Five rows of 44 pt on its own table, each with a text field it is the delegate of.
    final class EditingEventsViewController: UIViewController, UITextFieldDelegate {
        var log: [String] = []
        private lazy var rows = ControlRows(count: 5, height: 44, delegate: self)
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = makeControlTable(rowHeight: 44, dataSource: rows)
        }
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
        var scene = try ViewControllerStrategyTests.ownScene { EditingEventsViewController() }
        #expect(scene.tableView.numberOfRows(inSection: 0) == 5)
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
