// Seed 004 — "Resize UIView/UITableView when Keyboard displays" (004_f424a173aeae850f.txt, 2009).
//
// Recipe: on will-show remember `UIKeyboardBoundsUserInfoKey` and set the view's height to the
// application frame's height minus the keyboard bounds' height; on will-hide set it to the application
// frame's height; a fixed 0.3 s animation.
// Invariants meant: reachability (the table "resize[s] itself after the iPhone keyboard displayed"),
// noUIKitException.
import KeyboardStrategies
import ScrollGeometry

/// The article's `keyboardWillShow:` / `keyboardWillHide:` / `resizeViewControllerToFitScreen`.
///
/// `UIKeyboardBoundsUserInfoKey` (iOS 2.0–3.2) gave the keyboard's size with a zero origin; the model's
/// notifications carry frames, so the bounds are the end frame's size at the origin. The 0.3 s animation
/// collapses to its end state. `[[UIScreen mainScreen] applicationFrame]` is
/// `ScreenLayout.applicationFrame` (the screen less the status bar).
public struct FrameResizeBounds: KeyboardStrategy {
    /// `Boolean keyboardIsShowing`.
    var keyboardIsShowing = false
    /// `CGRect keyboardBounds`.
    var keyboardBounds = Rect.zero

    public init() {}

    public mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        switch notification.event {
        case .willShow:
            // Known bug, kept: the bounds are the keyboard's whole size, wherever the keyboard is — an
            // undocked, split or floating keyboard, a hardware keyboard's bar (whose frame extends below
            // the screen) all count their full height.
            keyboardBounds = Rect(origin: .zero, size: notification.endFrame.size)
            keyboardIsShowing = true
            try resizeViewControllerToFitScreen(in: &scene)
        case .willHide:
            keyboardIsShowing = false
            keyboardBounds = Rect(x: 0, y: 0, width: 0, height: 0)
            try resizeViewControllerToFitScreen(in: &scene)
        default:
            return
        }
    }

    /// `resizeViewControllerToFitScreen`.
    ///
    /// Known bug, kept ("Needs adjustment for portrait orientation!", "I've not tested on Landscape
    /// mode"): the height comes from the *screen*, not from where the view is. A view that does not start
    /// right below the status bar — at the window's top under a translucent bar or with no bar
    /// (iOS 7+ full-screen layout), below an opaque navigation bar, in a form sheet or popover — gets a
    /// height that leaves a gap above the keyboard or runs under it; after hiding, the view is the
    /// application frame's height, not its own original height (the round trip fails by the status bar's
    /// height on a full-screen view). It also ignores the safe-area bottom already inside the keyboard.
    mutating func resizeViewControllerToFitScreen(in scene: inout Scene) throws {
        let applicationFrame = scene.layout.applicationFrame
        var frame = scene.rootViewFrame
        frame.size.height = applicationFrame.height
        if keyboardIsShowing {
            // Known bug, kept: no lower bound — a keyboard taller than the application frame gives a
            // negative height, which the model refuses as an invalid value.
            frame.size.height -= keyboardBounds.height
        }
        // beginAnimations … setAnimationDuration:0.3 … commitAnimations.
        try scene.setRootViewFrame(frame)
    }
}
