// Seed 001 — "Scrolling a UITableView when displaying the keyboard" (001_10d9e075879373c2.txt,
// Sean Carpenter, 2012; its gists are not in the text).
//
// Recipe: on did-show, save the view's height and set it to the keyboard's top converted into the view
// (`convertRect:fromView:nil`); on did-hide, restore the saved height; after editing begins, scroll the
// edited row into view with a delayed call.
// Invariants meant: focusVisibility ("the desired row being displayed when editing begins"),
// reachability (the view "touches" the top of the keyboard), roundTrip ("restore the initial size when
// the keyboard is hidden"), noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's `keyboardShown:` / `keyboardHidden:` and its delayed scroll from
/// `textFieldDidBeginEditing:`.
///
/// Readings (the gists are not part of the article):
/// - The keyboard frame is `UIKeyboardFrameEndUserInfoKey` (the frame after showing, the only one whose
///   `y` is the keyboard's top on did-show).
/// - "Make the height of the main view equal to the `y` origin of the keyboard frame": the root view's
///   frame keeps its origin and width and takes the converted keyboard `y` as its height.
/// - The scroll position is not stated; `.middle` is used ("scroll the … row into view", the usual
///   choice of the time for an edited row). Reading it as `.none` or `.top` would only change where the
///   row lands, not the bugs below.
/// - The delayed call (`performSelector:withObject:afterDelay:`) captures the row's index path when
///   editing begins. It runs after the resize: if the keyboard is not up yet, at the end of the next
///   did-show handler (the delay exists to outlast the keyboard's appearance); if it is already up (focus
///   moved between fields), at once, since no resize is coming.
public struct FrameResizeDidShow: KeyboardStrategy {
    /// The view's height saved by `keyboardShown:` (an ivar: 0 until the first did-show, never reset).
    var initialHeight: Double = 0
    /// The index path the pending delayed scroll will use.
    var pendingScroll: IndexPath?
    /// True between a did-show and the next did-hide (whether the delayed scroll waits).
    var keyboardIsShown = false

    /// The scroll position the delayed call uses (see the readings above).
    static let scrollPosition = TableView.ScrollPosition.middle

    public init() {}

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        switch notification.event {
        case .didShow:
            try keyboardShown(notification, in: &scene)
            keyboardIsShown = true
            if let indexPath = pendingScroll {
                pendingScroll = nil
                try scene.tableView.scrollToRow(at: indexPath, at: Self.scrollPosition)
            }
        case .didHide:
            try keyboardHidden(in: &scene)
            keyboardIsShown = false
        default:
            return
        }
    }

    public mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
        // The app tracks the row and section it will scroll to; a row the table no longer has is a bug of
        // the caller, not of the recipe, so nothing is scheduled.
        guard let indexPath = scene.tableView.indexPath(of: row) else { return }
        if keyboardIsShown {
            try scene.tableView.scrollToRow(at: indexPath, at: Self.scrollPosition)
        } else {
            // Known bug, kept: the index path is captured now; a row inserted or deleted before the
            // delayed call runs makes it name another row, or none (UIKit raises).
            pendingScroll = indexPath
        }
    }

    /// `keyboardShown:`.
    mutating func keyboardShown(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        // Known bug, kept: the height is saved on *every* did-show. A repeated did-show (focus moving to
        // another field with the keyboard up) saves the already-shrunk height, and did-hide then
        // "restores" the shrunk view.
        initialHeight = scene.rootViewFrame.height
        // Known bug, kept: the raw frame is in screen coordinates, but `convertRect:fromView:nil` takes
        // it as window coordinates (wrong for a window that does not fill the screen). For a
        // UITableViewController, `self.view` is the table, so the converted `y` is in content
        // coordinates: off by `contentOffset.y`.
        let keyboardFrame = scene.convert(notification.endFrame, from: .window, to: .rootView)
        // Known bug, kept: a height, not a frame: right only for a view whose origin is at the window's
        // top (a view below an opaque navigation bar, or in a form sheet, ends `origin.y` below the
        // keyboard's top). An undocked keyboard in mid-screen cuts the view at its top; a floating one
        // anywhere. A negative `y` is an invalid size, which the model refuses.
        var frame = scene.rootViewFrame
        frame.size.height = keyboardFrame.minY
        try scene.setRootViewFrame(frame)
    }

    /// `keyboardHidden:`: animated back to the saved height (the model keeps the end state).
    mutating func keyboardHidden(in scene: inout Scene) throws {
        // Known bug, kept: a did-hide with no did-show before it restores a height that was never saved
        // (an ivar's 0): the view collapses to nothing.
        var frame = scene.rootViewFrame
        frame.size.height = initialHeight
        try scene.setRootViewFrame(frame)
    }
}
