import ScrollGeometry

/// A table whose bottom is constrained to `view.keyboardLayoutGuide.topAnchor` (iOS 15+), written from
/// Apple's documentation of `UIKeyboardLayoutGuide`: the guide's top follows a docked keyboard's top;
/// when the keyboard is off screen or undocked (and `followsUndockedKeyboard` is false, the default)
/// it sits at the safe area's bottom. The constraint changes the table's frame, not its insets or
/// offset; nothing scrolls to the focused field (the guide only drives constraints).
///
/// Shrinking the frame from the bottom with the offset unchanged keeps the row at the visible top where
/// it was, so it promises anchor stability across keyboard changes for reading lists, every row
/// reachable with the keyboard up, and no exception.
public struct LayoutGuideStrategy: KeyboardStrategy {
    /// The table's frame with the guide at the safe area's bottom (in the root view's coordinates).
    var restingFrame: Rect?

    public init() {}

    public static let descriptor = StrategyDescriptor(
        id: "layoutGuide", summary: "table bottom pinned to keyboardLayoutGuide: the frame follows a docked keyboard's top, the offset is left alone",
        source: "written here from Apple's documentation (UIKeyboardLayoutGuide, followsUndockedKeyboard)",
        promises: [.anchorStability, .reachability, .noUIKitException],
        listKinds: [.readingList], controller: .plainViewController, tableOnly: true,
        promiseScopes: [.anchorStability: [.keyboard]],
        make: { _ in LayoutGuideStrategy() })

    public mutating func viewDidAppear(in scene: inout Scene) throws {
        if restingFrame == nil { restingFrame = scene.tableView.frame }
    }

    public mutating func didRotate(in scene: inout Scene) throws {
        // The layout for the new size starts from the constraints again: the guide at the safe area's
        // bottom until the keyboard's notifications say otherwise.
        restingFrame = scene.tableView.frame
    }

    public mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        guard note.event.isWill else { return }
        if restingFrame == nil { restingFrame = scene.tableView.frame }
        guard let resting = restingFrame else { return }
        let screen = scene.layout.screenBounds
        let end = note.endFrame
        let docked = note.isLocal && note.event != .willHide && end.height > 0 && end.minY < screen.maxY
            && end.maxY >= screen.maxY && end.width >= screen.width
        var frame = resting
        if docked {
            // The guide's top in the table's superview (the root view): the keyboard's top, never below
            // the resting bottom (the safe area's bottom).
            let keyboardTop = scene.convert(end, from: .screen, to: .rootView).minY
            frame.size.height = Swift.max(0, Swift.min(resting.maxY, keyboardTop) - resting.minY)
        }
        if frame != scene.tableView.frame { try scene.setTableViewFrame(frame) }
    }
}
