import Testing
import UIKit

/// `UIAction` on controls and bar button items (iOS 14), as `keyfuzz import`'s lowered target–action uses
/// them: public UIKit API only, so this file also runs against Apple's UIKit.
@Suite("Control action fidelity") @MainActor
struct ControlActionFidelityTests {
    /// Apple (`sendActions(for:)`): the control calls the actions associated with the events; the action's
    /// `sender` is the control (`UIAction.sender`: "the object that triggered the action").
    @Test func sendActionsRunsTheActionsForThoseEventsWithTheControlAsSender() {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction { action in log.append("up \(action.sender as? UIButton === button)") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        button.addAction(UIAction { _ in log.append("up or down") }, for: [.touchDown, .touchUpInside])
        button.sendActions(for: .touchUpInside)
        #expect(log == ["up true", "up or down"])
        button.sendActions(for: .valueChanged)
        #expect(log == ["up true", "up or down", "changed"])
    }

    /// Apple (`UIAction.Identifier`): actions with the same identifier are the same action to a control,
    /// so adding one again replaces it; `removeAction(_:for:)` removes it for those events.
    @Test func anActionWithTheSameIdentifierReplacesAndRemoveActionRemoves() {
        let field = UITextField()
        var log: [String] = []
        let id = UIAction.Identifier("com.example.changed")
        field.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .editingChanged)
        let second = UIAction(identifier: id) { _ in log.append("second") }
        field.addAction(second, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(log == ["second"])
        field.removeAction(second, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(log == ["second"])
    }

    /// Apple (`UIButton(type:primaryAction:)`): the primary action runs on `.primaryActionTriggered`.
    @Test func aButtonsPrimaryActionRunsOnPrimaryActionTriggered() {
        var ran = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        button.sendActions(for: .touchUpInside)
        #expect(ran == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    /// Apple (`UIBarButtonItem.primaryAction`): a non-system item takes its title from the primary action;
    /// `rightBarButtonItem` is the first of `rightBarButtonItems`.
    @Test func barButtonItemsTakeTheActionsTitleAndSitInTheNavigationItem() {
        let next = UIBarButtonItem(primaryAction: UIAction(title: "Next") { _ in })
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
        #expect(next.title == "Next")
        let item = UIViewController().navigationItem
        item.rightBarButtonItems = [done, next]
        #expect(item.rightBarButtonItem === done)
        item.rightBarButtonItem = next
        #expect(item.rightBarButtonItems?.count == 1)
        #expect(item.leftBarButtonItem == nil)
    }
}
