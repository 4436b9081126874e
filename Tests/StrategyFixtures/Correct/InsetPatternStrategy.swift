import KeyboardStrategies
import ScrollGeometry

/// Apple's "Managing the Keyboard" pattern, written from its documentation: on
/// `keyboardWillShowNotification` (and `keyboardWillChangeFrameNotification`) convert the keyboard's
/// end frame from screen to window coordinates, set the scroll view's bottom `contentInset` to the part
/// of the keyboard that overlaps it less what UIKit already adds to `adjustedContentInset`, and scroll
/// the active field into view with `scrollRectToVisible`; on `keyboardWillHideNotification` put the
/// inset back. It adds one thing the sample leaves out: a smaller inset can leave `contentOffset` past
/// the new end (UIScrollView does not move it), so it clamps the offset after restoring.
///
/// Only a docked keyboard of this app counts (`keyboardIsLocalUserInfoKey`; a frame that reaches the
/// screen's bottom edge across its width, as `UIKeyboardLayoutGuide` defines docked).
///
/// It promises what the pattern is for — the focused field in view when the keyboard comes or focus
/// moves, every row reachable, the offset in range — and nothing about anchors, chat pinning or the
/// round trip of the offset. The sample listens to the keyboard's notifications only; an iPad window
/// resized in Split View or Stage Manager may get none (WWDC23 "Keep up with the keyboard":
/// notification-based code does not follow Stage Manager), so this adds a second thing: on
/// `viewWillTransition` with the screen unchanged (a window resize), the inset is fitted again to the
/// last docked keyboard's new overlap.
public struct InsetPatternStrategy: KeyboardStrategy {
    /// What this strategy added to the bottom inset; the rest of `contentInset` is the app's own (which
    /// the app may change meanwhile, on rotation for instance).
    var addedBottom: Double = 0
    /// Whether the keyboard overlaps the table now.
    var overlapping = false
    /// This app's docked keyboard from the last will-notification (screen coordinates) and the screen's
    /// bounds then (`UIScreen.bounds`); nil when none is up.
    var lastDocked: (frame: Rect, screen: Rect)?

    /// Whether the rect asked of `scrollRectToVisible` makes room for a plain table's floating section
    /// header and footer. Always on in the catalog; off, it is the plain recipe that a test shows to be
    /// caught on plain-style tables.
    var makesRoomForFloatingTitles = true

    public init() {}

    public static let descriptor = StrategyDescriptor(
        id: "insetPattern", summary: "Apple's Managing the Keyboard: bottom inset = keyboard overlap less UIKit's share; scrollRectToVisible the field; inset restored and offset clamped on hide",
        source: "written here from Apple's documentation (Managing the Keyboard; UIScrollView.contentInset, adjustedContentInset)",
        promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException],
        promiseScopes: [.focusVisibility: [.keyboard, .focus]],
        make: { _ in InsetPatternStrategy() })

    /// Content changes are told to the table as they are; the offset is kept in range, since whether
    /// UITableView pulls it back after the content shrinks is not documented.
    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        try scene.tableView.apply(update)
        scene.layoutIfNeeded()
        try clampOffset(&scene)
    }

    public mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws {
        switch note.event {
        case .willShow, .willChangeFrame:
            lastDocked = Self.isDocked(note, in: scene) ? (note.endFrame, scene.layout.screenBounds) : nil
            let overlap = Self.overlap(of: note, in: scene)
            try fitBottomInset(overlap: overlap, &scene)
            overlapping = overlap > 0
            // A smaller inset can leave the offset past the new end (the keyboard moving down).
            try clampOffset(&scene)
            // Showing the field lays out rows sized from estimates, which can shrink the content
            // under the new offset: clamp again after it.
            if overlap > 0 { try showField(&scene); try clampOffset(&scene) }
        case .willHide:
            lastDocked = nil
            overlapping = false
            try fitBottomInset(overlap: 0, &scene)
            try clampOffset(&scene)
        case .didShow, .didHide, .didChangeFrame:
            // The animation is over and the table has laid out the rows it now shows: make sure the
            // offset is still in range.
            try clampOffset(&scene)
        }
    }

    /// `viewWillTransition(to:with:)`: on the same screen (a window resize) the keyboard has not moved
    /// but its overlap with the table has; after a rotation the notifications for the new orientation
    /// follow.
    public mutating func didRotate(in scene: inout Scene) throws {
        guard let docked = lastDocked, docked.screen == scene.layout.screenBounds else { return }
        let overlap = Self.overlap(ofDocked: docked.frame, in: scene)
        try fitBottomInset(overlap: overlap, &scene)
        overlapping = overlap > 0
        try clampOffset(&scene)
    }

    public mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
        if overlapping { try showField(&scene); try clampOffset(&scene) }
    }

    /// The part of the table's frame (window coordinates) under the keyboard `note` announces, as a height
    /// measured from the table's bottom; 0 for another app's keyboard or one that is not docked.
    /// `scrollRectToVisible` on the focused field, again after each layout pass: rows sized on the way
    /// from their estimates can move the field (a table that does not keep its visible rows still while
    /// it corrects estimates, one of the model's options).
    func showField(_ scene: inout Scene) throws {
        for _ in 0..<(scene.tableView.totalRows + 16) {
            guard var field = scene.focusedControlFrame else { return }
            let before = scene.tableView.contentOffset.y
            // A plain-style table's section header and footer float over the rows at the visible
            // area's edges: the rect asked for makes room for them.
            if makesRoomForFloatingTitles, scene.tableView.pinsSectionHeaders {
                let header = scene.tableView.sectionHeaderHeight, footer = scene.tableView.sectionFooterHeight
                field = Rect(x: field.minX, y: field.minY - header, width: field.width, height: field.height + header + footer)
            }
            try scene.scrollTableRectToVisible(field)
            // Already in view: nothing moved, nothing more to lay out.
            if scene.tableView.contentOffset.y == before { return }
            scene.layoutIfNeeded()
        }
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

    static func overlap(of note: KeyboardNotification, in scene: Scene) -> Double {
        isDocked(note, in: scene) ? overlap(ofDocked: note.endFrame, in: scene) : 0
    }

    /// This app's keyboard, docked at the screen's bottom edge across its width.
    static func isDocked(_ note: KeyboardNotification, in scene: Scene) -> Bool {
        let screen = scene.layout.screenBounds
        let end = note.endFrame
        return note.isLocal && end.height > 0 && end.minY < screen.maxY && end.maxY >= screen.maxY && end.width >= screen.width
    }

    /// The height of the table's bottom that a docked keyboard at `end` (screen coordinates) covers.
    static func overlap(ofDocked end: Rect, in scene: Scene) -> Double {
        let keyboard = scene.convert(end, from: .screen, to: .window)
        let table = scene.tableFrameInWindow
        guard keyboard.minY < table.maxY, keyboard.maxY > table.minY else { return 0 }
        return table.maxY - Swift.max(keyboard.minY, table.minY)
    }

    /// Brings the offset into the valid range, again after each layout pass: rows revealed by the move
    /// may turn out shorter than estimated and shrink the content (a table that does not correct its
    /// offset for that, one of the model's options, leaves it to the app).
    func clampOffset(_ scene: inout Scene) throws {
        for _ in 0..<(scene.tableView.totalRows + 16) {
            // Lay out first (`layoutIfNeeded`): rows a size change or a move revealed take their true
            // heights, which can shrink the content under the offset.
            scene.layoutIfNeeded()
            let y = scene.tableView.contentOffset.y
            let clamped = scene.tableView.scrollView.clampedOffsetY(y)
            if clamped == y { return }
            try scene.tableView.setContentOffset(Point(x: 0, y: clamped))
        }
    }
}
