import KeyboardStrategies
import ScrollGeometry

/// A chat list pinned to the bottom, in the style of the chat libraries (MessageKit's bottom inset that
/// follows the input bar less what UIKit adds; Stream Chat's "at the bottom" test): the bottom inset is
/// the keyboard's overlap with the table less UIKit's share, and a list that was at the bottom — its
/// last message's bottom at or above the visible bottom — is scrolled back to the bottom after the
/// keyboard moves or a message is appended. A list the user scrolled up is left where it is.
///
/// It reads the keyboard from the notifications (screen → window), the table's frame and insets, and
/// the last row's rect: nothing else.
public struct ChatPinnedStrategy: KeyboardStrategy {
    /// What this strategy added to the bottom inset; the rest of `contentInset` is the app's own (which
    /// the app may change meanwhile, on rotation for instance).
    var addedBottom: Double = 0
    /// Whether the list was at the bottom when the screen last settled. Kept, not measured at the
    /// notification: a `UITableViewController` adjusts its table before the app's observers run, so
    /// at that moment the list may no longer look at the bottom (chat apps track it in
    /// `scrollViewDidScroll` for the same reason).
    var atBottom: Bool?
    /// The top of the keyboard that covers the table, in window coordinates, from the last
    /// will-notification; `nil` when none does.
    var keyboardTop: Double?
    /// How much of that keyboard shows above the screen's bottom edge, to carry it across a rotation
    /// until iOS announces the new frame.
    var keyboardShown: Double?
    /// This app's docked keyboard from the last will-notification (screen coordinates) and the screen
    /// it was measured on (`UIScreen.bounds`); `nil` when none is up.
    var dockedKeyboard: (frame: Rect, screen: Rect)?

    public init() {}

    public static let descriptor = StrategyDescriptor(
        id: "chatPinned", summary: "chat: inset = keyboard overlap less UIKit's share; a list at the bottom goes back to the bottom after keyboard changes and appends",
        source: "written here in the style of MessageKit and Stream Chat (UIKIT-NOTES.md §1.5)",
        promises: [.bottomPinning, .reachability, .noUIKitException],
        listKinds: [.chat],
        make: { _ in ChatPinnedStrategy() })

    public mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        guard note.event.isWill else { return }
        let wasAtBottom = atBottom ?? isAtBottom(scene)
        let docked = note.event != .willHide && Self.isDocked(note, in: scene)
        dockedKeyboard = docked ? (note.endFrame, scene.layout.screenBounds) : nil
        let overlap = docked ? Self.overlap(ofDocked: note.endFrame, in: scene) : 0
        keyboardTop = overlap > 0 ? scene.convert(note.endFrame, from: .screen, to: .window).minY : nil
        keyboardShown = overlap > 0 ? scene.layout.screenBounds.maxY - note.endFrame.minY : nil
        try fitBottomInset(overlap: overlap, &scene)
        try settle(&scene, toBottom: wasAtBottom)
    }

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        let wasAtBottom = atBottom ?? isAtBottom(scene)
        try scene.tableView.apply(update)
        try settle(&scene, toBottom: wasAtBottom)
    }

    public mutating func viewDidAppear(in scene: inout Scene) throws { atBottom = isAtBottom(scene) }
    public mutating func userDidScroll(in scene: inout Scene) throws { atBottom = isAtBottom(scene) }
    public mutating func didRotate(in scene: inout Scene) throws {
        if let keyboard = dockedKeyboard, keyboard.screen == scene.layout.screenBounds {
            // The same screen (a window resized in Split View or Stage Manager): the keyboard has not
            // moved, but its overlap with the window has, and iPadOS need not announce it.
            let overlap = Self.overlap(ofDocked: keyboard.frame, in: scene)
            keyboardTop = overlap > 0 ? scene.convert(keyboard.frame, from: .screen, to: .window).minY : nil
            keyboardShown = overlap > 0 ? keyboard.screen.maxY - keyboard.frame.minY : nil
            try fitBottomInset(overlap: overlap, &scene)
        } else if let shown = keyboardShown {
            let screen = scene.layout.screenBounds
            let bottom = Rect(x: 0, y: screen.maxY - shown, width: screen.width, height: shown)
            keyboardTop = scene.convert(bottom, from: .screen, to: .window).minY
        }
        try settle(&scene, toBottom: atBottom ?? false)
    }

    /// Scrolls to the bottom (again, while laying out rows changes the content's height), or keeps the
    /// offset in range.
    mutating func settle(_ scene: inout Scene, toBottom: Bool) throws {
        defer { atBottom = isAtBottom(scene) }
        // Each round lays out at least one more row, so the rows and a few rounds always suffice.
        for _ in 0..<(scene.tableView.totalRows + 16) {
            scene.layoutIfNeeded()
            let range = scene.tableView.validOffsetRange
            let y = scene.tableView.contentOffset.y
            let target = toBottom ? range.upperBound : Swift.min(Swift.max(y, range.lowerBound), range.upperBound)
            if abs(target - y) < 0.001 { return }
            try scene.tableView.setContentOffset(Point(x: 0, y: target))
        }
    }

    /// The last row's bottom is at or above the visible bottom: the table's frame less its safe area,
    /// and above the keyboard's top — measured from the geometry, not from the insets, which a
    /// `UITableViewController` and the app may both have added to.
    func isAtBottom(_ scene: Scene) -> Bool {
        let table = scene.tableView
        guard let last = table.lastIndexPath else { return true }
        let frame = scene.tableFrameInWindow
        var bottomInWindow = frame.maxY - table.scrollView.safeAreaInsets.bottom
        if let keyboardTop { bottomInWindow = Swift.min(bottomInWindow, keyboardTop) }
        let visibleBottom = table.contentOffset.y + bottomInWindow - frame.minY
        return table.rectForRow(at: last).maxY <= visibleBottom + 0.5
    }

    /// Sets the bottom inset to the app's own plus whatever more covers `overlap`, less what UIKit
    /// already adds to `adjustedContentInset` (the safe area, a `UITableViewController`'s own keyboard
    /// inset).
    mutating func fitBottomInset(overlap: Double, _ scene: inout Scene) throws {
        let table = scene.tableView
        var inset = table.contentInset
        let appBottom = inset.bottom - addedBottom
        let uikitBottom = table.adjustedContentInset.bottom - inset.bottom
        addedBottom = Swift.max(0, overlap - uikitBottom - appBottom)
        inset.bottom = appBottom + addedBottom
        if inset != table.contentInset { try scene.tableView.setContentInset(inset) }
    }

    /// This app's keyboard, docked at the screen's bottom edge across its width.
    static func isDocked(_ note: KeyboardNotification, in scene: Scene) -> Bool {
        let screen = scene.layout.screenBounds
        let end = note.endFrame
        return note.isLocal && end.height > 0 && end.minY < screen.maxY && end.maxY >= screen.maxY && end.width >= screen.width
    }

    /// The height of the table's bottom a docked keyboard at `frame` (screen coordinates) covers.
    static func overlap(ofDocked frame: Rect, in scene: Scene) -> Double {
        let keyboard = scene.convert(frame, from: .screen, to: .window)
        let table = scene.tableFrameInWindow
        guard keyboard.minY < table.maxY, keyboard.maxY > table.minY else { return 0 }
        return table.maxY - Swift.max(keyboard.minY, table.minY)
    }
}
