// Seed 000 — "Maintain UITableView scroll position with keyboard expansion"
// (000_dfb453c1dfbdd645.txt), the UITableViewController version.
//
// Recipe: on every will-change-frame, if the table is scrolled to the bottom and the keyboard's y moves,
// move `contentOffset.y` by minus that y delta; the controller's own keyboard handling does the rest.
// Invariants meant: bottomPinning ("the content stays in the same position"), noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's `keyboardWillChange:` for a `UITableViewController`.
///
/// It relies on `UITableViewController` adjusting the table for the keyboard by itself ("the frame of
/// the UITableView will automatically adjust"); in a plain view controller nothing else happens, and the
/// offset it sets lies past the valid range. The model delivers the notification to the controller
/// first (it registered first), so `scrolledToBottom` sees the table already adjusted.
public struct BottomPinned: KeyboardStrategy {
    public init() {}

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        // Registered for UIKeyboardWillChangeFrameNotification only (viewWillAppear / viewDidDisappear).
        guard notification.event == .willChangeFrame else { return }
        let beginFrame = notification.beginFrame
        let endFrame = notification.endFrame
        // Known bug, kept: the delta is taken from raw screen frames and ignores how much of the keyboard
        // actually covers the table (safe area, a form sheet, an undocked keyboard moving in mid-screen,
        // a height change with the same origin — predictive bar toggled — gives delta 0 while the covered
        // height changes).
        let delta = endFrame.minY - beginFrame.minY
        // "Lets only maintain the scroll position if we are already scrolled at the bottom or if there is a
        // change to the keyboard position" (the code says *and*).
        if BottomScrollHelpers.scrolledToBottom(scene.tableView) && abs(delta) > 0.0 {
            // Animated with the keyboard's duration and curve; the model keeps the end state.
            // Known bug, kept: no clamp — the offset moves by the whole keyboard delta even when the
            // table's own adjustment (inset, frame) differs from it, e.g. the 34 pt home-indicator area
            // the safe area already counted.
            try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y - delta))
        }
    }
}
