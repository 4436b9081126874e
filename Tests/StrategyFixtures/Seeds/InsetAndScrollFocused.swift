// Seed 002 — "當 UITextView 成為第一響應者時移動滾動" (Move the scroll when a UITextView becomes first
// responder; 002_9d9b79a3543595b6.txt).
//
// Recipe: on will-show, bottom `contentInset` = height of the scroll view's frame ∩ the keyboard (converted
// into `self.view`), then scroll the focused control (10 pt padding) above the keyboard, clamped to
// `contentSize.height - visibleHeight`, or down to its top if it is above the offset; on will-hide, zero
// insets.
// Invariants meant: focusVisibility, offsetBounds ("make sure we don't set an impossible offset"),
// roundTrip ("undo all that keyboardWillShow-magic"), noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's `keyboardWillShow:` / `keyboardWillHide:`.
///
/// Registration: `addObserver:… object:self.view.window`, in `viewDidLoad`, where `self.view.window` is
/// still nil (so the filter is nil and every notification arrives). Apple does not document the
/// notification's object; the model delivers every notification, as if the filter matched.
/// `isViewLoaded` and `self.view.window` are always true in the model.
///
/// `_focusedControl` is the focused row's control (`Scene.focusedRow`), and
/// `[_scrollView convertRect:_focusedControl.bounds fromView:_focusedControl]` is its frame in the scroll
/// view's content coordinates (`Scene.focusedControlFrame`). `_scrollView` is the table.
/// `scrollIndicatorInsets` is not modelled; the recipe sets it to the same value as `contentInset`.
public struct InsetAndScrollFocused: KeyboardStrategy {
    /// The "nice visual offset" between the control and the keyboard or the scroll view's top.
    static let padding = 10.0

    public init() {}

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        switch notification.event {
        case .willShow: try keyboardWillShow(notification, in: &scene)
        case .willHide: try keyboardWillHide(in: &scene)
        default: return
        }
    }

    mutating func keyboardWillShow(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        // Known bug, kept: "the keyboard frame is specified in window-level coordinates" — it is in
        // screen coordinates; `convertRect:fromView:nil` takes it as window coordinates.
        let keyboardFrameInWindow = notification.endFrame
        let keyboardFrameInView = scene.convert(keyboardFrameInWindow, from: .window, to: .rootView)

        // Known bug, kept: `_scrollView.frame` is in `self.view`'s superview coordinates when the scroll
        // view *is* `self.view` (a UITableViewController): the window's, while `keyboardFrameInView` is
        // then in the table's content coordinates. Scrolled by `contentOffset.y`, the overlap is wrong by
        // that much. An undocked or floating keyboard in mid-screen intersects the frame there, and that
        // height becomes a *bottom* inset.
        let intersection = scene.tableView.frame.intersection(keyboardFrameInView)
        // CGRectIntersection of disjoint rects is CGRectNull, whose size is zero.
        let intersectionHeight = intersection?.height ?? 0
        // Known bug, kept: replaces the whole `contentInset` (any top inset the app had is lost), and adds
        // the overlap on top of the safe area the scroll view already counts in `adjustedContentInset`
        // (the home-indicator area is counted twice), and on top of a UITableViewController's own
        // keyboard adjustment.
        let newContentInsets = EdgeInsets(top: 0, left: 0, bottom: intersectionHeight, right: 0)

        // Inside the keyboard's animation (beginAnimations/commitAnimations): the model keeps the end state.
        try scene.tableView.setContentInset(newContentInsets)

        guard let focused = scene.focusedControlFrame else { return }
        // CGRectInset(frame, 0, -10): grows the control by 10 on the top and the bottom.
        let controlFrameInScrollView = Rect(x: focused.minX, y: focused.minY - Self.padding,
                                            width: focused.width, height: focused.height + 2 * Self.padding)
        let offset = scene.tableView.contentOffset
        let controlVisualOffsetToTopOfScrollview = controlFrameInScrollView.minY - offset.y
        let controlVisualBottom = controlVisualOffsetToTopOfScrollview + controlFrameInScrollView.height
        // Known bug, kept: the visible height ignores `adjustedContentInset` (a translucent navigation
        // bar or status bar at the top) and measures from the frame's top.
        let scrollViewVisibleHeight = scene.tableView.frame.height - intersectionHeight

        if controlVisualBottom > scrollViewVisibleHeight {
            var newContentOffset = offset
            newContentOffset.y += controlVisualBottom - scrollViewVisibleHeight
            // Known bug, kept: the clamp uses `contentSize.height - visibleHeight`, not the valid range
            // (`adjustedContentInset` ignored: the safe-area bottom; no lower bound, so content shorter than
            // the visible height gives an offset above `-adjustedContentInset.top`).
            newContentOffset.y = min(newContentOffset.y, scene.tableView.contentSize.height - scrollViewVisibleHeight)
            try scene.tableView.setContentOffset(newContentOffset)
        } else if controlFrameInScrollView.minY < offset.y {
            // Known bug, kept: "above the top" is measured against the bounds' top, not below the
            // top bars, and the padded top is then put exactly at the bounds' top — under a translucent
            // navigation bar.
            var newContentOffset = offset
            newContentOffset.y = controlFrameInScrollView.minY
            try scene.tableView.setContentOffset(newContentOffset)
        }
    }

    mutating func keyboardWillHide(in scene: inout Scene) throws {
        // "undo all that keyboardWillShow-magic / the scroll view will adjust its contentOffset
        // apropriately". Known bug, kept: it does not — setting the inset leaves the offset where it was,
        // past the new valid range when the table was scrolled to its (keyboard-extended) bottom. And
        // zero replaces whatever `contentInset` the app had before the keyboard.
        try scene.tableView.setContentInset(.zero)
    }
}
