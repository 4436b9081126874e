// A navigation controller's toolbar and the responder chain's undo manager: not modelled (see STATUS.md).
extension UINavigationController {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: the navigation controller's toolbar (showing it changes the safe area; the scenario draws the bottom bar)")
    public var isToolbarHidden: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the navigation controller's toolbar (showing it changes the safe area; the scenario draws the bottom bar)")
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the navigation controller's toolbar (the scenario draws the bottom bar)")
    public var toolbar: UIToolbar! { fatalError() }
}

extension UIResponder {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: undo (no typing history is kept)")
    public var undoManager: UndoManager? { fatalError() }
}

/// `UndoManager` (Foundation's on Apple platforms; swift-corelibs-foundation has none): declared with the
/// members apps call so a use stops at the message.
@available(*, unavailable, message: "not modelled by KeyboardScroll: undo (no typing history is kept)")
open class UndoManager {
    open var canUndo: Bool { false }
    open var canRedo: Bool { false }
    open func undo() {}
    open func redo() {}
    open func removeAllActions() {}
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
}
