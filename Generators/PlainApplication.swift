import ScrollGeometry

/// Applies a scenario to the model with an app that does nothing (no strategy): the system side of
/// every action, then a layout pass. It is what the validity check runs: a scenario the generators make
/// must apply without a model error or a UIKit exception, whatever a strategy later does with it.
///
/// The scenario runner in Verification does the same, plus calling the strategy and checking the
/// invariants after each action.
public enum PlainApplication {
    /// Why a scenario could not be applied: the step, the action and what the model threw.
    public struct Failure: Error, CustomStringConvertible {
        /// Index of the action in `scenario.actions`, or nil when building the start screen failed.
        public var actionIndex: Int?
        public var action: Action?
        public var underlying: any Error

        public var description: String {
            guard let actionIndex, let action else { return "start screen: \(underlying)" }
            return "action \(actionIndex) (\(action)): \(underlying)"
        }
    }

    /// The scene after every action of `scenario`, each followed by `layoutIfNeeded()`.
    /// - Throws: ``Failure`` naming the first action the model refused.
    /// - Complexity: O(actions × the model's cost per action).
    public static func apply(_ scenario: Scenario) throws(Failure) -> Scene {
        var scene: Scene
        do {
            scene = try scenario.start.makeScene()
        } catch {
            throw Failure(actionIndex: nil, action: nil, underlying: error)
        }
        for (index, action) in scenario.actions.enumerated() {
            do {
                try apply(action, to: &scene)
            } catch {
                throw Failure(actionIndex: index, action: action, underlying: error)
            }
        }
        return scene
    }

    /// The system's side of one action, then the layout pass.
    public static func apply(_ action: Action, to scene: inout Scene) throws {
        switch action {
        case let .keyboard(note):
            try scene.receiveKeyboard(note)
        case let .beginEditing(path):
            guard let row = scene.tableView.row(at: path) else {
                throw UIKitException.indexPathOutOfRange(call: "becomeFirstResponder", indexPath: path,
                                                         rowsInSection: scene.tableView.numberOfRows(inSection: path.section))
            }
            try scene.focus(row.id)
        case .endEditing:
            try scene.focus(nil)
        case let .update(update):
            try scene.tableView.apply(update)
        case let .userScroll(target):
            try scene.scrollAsUser(to: target)
        case let .drag(phase):
            try scene.drag(phase)
        case .rotate:
            try scene.rotate()
        case let .resizeWindow(frame):
            try scene.resizeWindow(to: frame)
        case .viewDidAppear, .viewWillDisappear, .interactivePopCancelled, .door:
            break
        case .returnKey, .typeLines, .tapOutsideControl:
            // The app's to answer: an app that does nothing leaves the focus and the rows as they are.
            break
        case let .animatedScroll(scroll):
            // No clock here: the scroll is taken to its end, as the model takes every animation.
            try scene.beginAnimatedScroll(scroll.call, at: 0)
            scene.finishScrollAnimation()
        }
        scene.layoutIfNeeded()
    }
}
