import KeyboardStrategies
import ScrollGeometry

/// A table whose bottom is constrained to `view.keyboardLayoutGuide.topAnchor` (iOS 15+), written from
/// Apple's documentation of `UIKeyboardLayoutGuide`: the guide's top follows a docked keyboard's top;
/// when the keyboard is off screen or undocked (and `followsUndockedKeyboard` is false, the default)
/// it sits at the safe area's bottom. The constraint changes the table's frame, not its insets or
/// offset; nothing scrolls to the focused field (the guide only drives constraints).
///
/// Shrinking the frame from the bottom with the offset unchanged keeps the row at the visible top where
/// it was. Growing it does not always: a list scrolled near its end is pulled back by UIKit when the
/// table grows past its content, and if the keyboard comes back before the hide has finished (a show
/// during the hide animation) the table shrinks again with the list left where the growth put it. So
/// the app notes the reader's row (the first row at the visible top, and its distance to it) whenever
/// the list comes to rest (the reader's scroll, a data change, a keyboard animation's end or a change
/// made without animation), and after
/// each frame change the keyboard causes puts that
/// row back at its distance, as far as the valid range allows. It promises anchor stability across
/// keyboard changes for reading lists, every row reachable with the keyboard up, and no exception.
public struct LayoutGuideStrategy: KeyboardStrategy {
    /// The table's frame with the guide at the safe area's bottom (in the root view's coordinates).
    var restingFrame: Rect?
    /// The reader's row and its top's distance below the visible top (`contentOffset.y` plus the
    /// adjusted top inset), noted when the reader or the data last moved the list.
    var readerRow: (id: RowID, distance: Double)?
    /// The keyboard's frame from the last will-notification (screen coordinates), the screen it was
    /// measured on (`UIScreen.bounds`), and whether it was docked: where the guide is.
    var lastKeyboard: (frame: Rect, screen: Rect, docked: Bool)?

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
        noteReaderRow(&scene)
    }

    public mutating func didRotate(in scene: inout Scene) throws {
        // The layout for the new size starts from the constraints again. On the same screen (a window
        // resized in Split View or Stage Manager) the guide still follows the keyboard where it is, at
        // its new overlap with the window; after a rotation the guide sits at the safe area's bottom
        // until the keyboard's notifications for the new orientation say where the keyboard is.
        restingFrame = scene.tableView.frame
        if let last = lastKeyboard, last.screen == scene.layout.screenBounds {
            try applyGuide(keyboard: last.frame, docked: last.docked, in: &scene)
        }
        noteReaderRow(&scene)
    }

    public mutating func userDidScroll(in scene: inout Scene) throws { noteReaderRow(&scene) }

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        try scene.tableView.apply(update)
        scene.layoutIfNeeded()
        noteReaderRow(&scene)
    }

    /// The first row whose bottom is below the visible top, from `indexPathsForVisibleRows`, once the
    /// table is laid out (`layoutIfNeeded`: rows sized from estimates take their true heights first).
    mutating func noteReaderRow(_ scene: inout Scene) {
        scene.layoutIfNeeded()
        let table = scene.tableView
        let top = table.contentOffset.y + table.adjustedContentInset.top
        readerRow = table.indexPathsForVisibleRows.lazy.compactMap { path -> (RowID, Double)? in
            let rect = table.rectForRow(at: path)
            guard rect.height > 0, rect.maxY > top, let id = table.row(at: path)?.id else { return nil }
            return (id, rect.minY - top)
        }.first
    }

    /// Puts the reader's row back at its distance below the visible top, clamped to the valid range,
    /// laying out again until the rows it reveals (sized from their estimates) stop moving it.
    func restoreReaderRow(_ scene: inout Scene) throws {
        guard let readerRow else { return }
        for _ in 0..<16 {
            scene.layoutIfNeeded()
            guard let path = scene.tableView.indexPath(of: readerRow.id) else { return }
            let table = scene.tableView
            let wanted = table.rectForRow(at: path).minY - readerRow.distance - table.adjustedContentInset.top
            let target = table.scrollView.clampedOffsetY(wanted)
            if abs(target - table.contentOffset.y) <= 0.001 { return }
            try scene.tableView.setContentOffset(Point(x: 0, y: target))
        }
    }

    /// The table's bottom at the guide's top for a keyboard at `keyboard` (screen coordinates): the
    /// keyboard's top when it is `docked`, never below the resting bottom (the safe area's bottom).
    func applyGuide(keyboard: Rect, docked: Bool, in scene: inout Scene) throws {
        guard let resting = restingFrame else { return }
        var frame = resting
        if docked {
            // The guide's top in the table's superview (the root view).
            let keyboardTop = scene.convert(keyboard, from: .screen, to: .rootView).minY
            frame.size.height = Swift.max(0, Swift.min(resting.maxY, keyboardTop) - resting.minY)
        }
        if frame != scene.tableView.frame {
            try scene.setTableViewFrame(frame)
            try restoreReaderRow(&scene)
        }
    }

    public mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        // A did-notification: the keyboard's animation has ended and the list rests where the reader
        // now sees it.
        guard note.event.isWill else { noteReaderRow(&scene); return }
        if restingFrame == nil { restingFrame = scene.tableView.frame }
        let screen = scene.layout.screenBounds
        let end = note.endFrame
        let docked = note.isLocal && note.event != .willHide && end.height > 0 && end.minY < screen.maxY
            && end.maxY >= screen.maxY && end.width >= screen.width
        lastKeyboard = (end, screen, docked)
        try applyGuide(keyboard: end, docked: docked, in: &scene)
        // A change with no animation (the keyboard following the finger in an interactive dismissal)
        // is at rest as soon as it is made.
        if note.animationDuration == 0 { noteReaderRow(&scene) }
    }
}
