// Seed 000 — "Maintain UITableView scroll position with keyboard expansion"
// (000_dfb453c1dfbdd645.txt), the plain UIViewController variant ("If you are using a
// UIViewController … you will need to adjust the UITableView's frames accordingly").
//
// Recipe: on every will-change-frame, `tableView.frame = CGRectInset(tableView.frame, 0,
// CGRectGetHeight(endFrame))`, plus the UITableViewController version's bottom-pinning offset move.
// Invariants meant: bottomPinning, reachability ("so that it does not sit behind the keyboard"),
// noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's frame-adjusting `keyboardWillChange:` for a plain view controller, combined with the
/// offset move of ``BottomPinned``.
///
/// Reading: the article presents this handler as the stand-in for what `UITableViewController` does
/// "automatically" — the rest of the example (keeping the bottom) stays. Both snippets are the same
/// selector, so an app has one method doing both; the frame change comes first, in the place the
/// controller's own adjustment takes in the `UITableViewController` version, then the offset move.
public struct BottomPinnedFrameInset: KeyboardStrategy {
    public init() {}

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        guard notification.event == .willChangeFrame else { return }
        let endFrame = notification.endFrame

        // Known bug, kept: `CGRectInset(frame, 0, h)` insets the top *and* the bottom by the keyboard's
        // height, so the table loses 2·h and its top moves down by h. It does so on every
        // will-change-frame, including the one that hides the keyboard (whose end frame, below the screen,
        // still has the full height): the table shrinks again instead of growing back, and never returns
        // to its size. A negative height gives CGRectNull, whose origin is infinite.
        let frame = scene.tableView.frame.insetBy(dx: 0, dy: endFrame.height) ?? Self.cgRectNull
        // Animated with the keyboard's duration and curve; the model keeps the end state. Setting the
        // null rect throws ModelError (an invalid value), as UIKit would get a non-finite frame.
        try scene.setTableViewFrame(frame)

        // The offset move of the UITableViewController version (see BottomPinned).
        let delta = endFrame.minY - notification.beginFrame.minY
        if BottomScrollHelpers.scrolledToBottom(scene.tableView) && abs(delta) > 0.0 {
            try scene.tableView.setContentOffset(Point(x: 0, y: scene.tableView.contentOffset.y - delta))
        }
    }

    /// `CGRectNull`: origin at (+∞, +∞), size zero.
    static let cgRectNull = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
}
