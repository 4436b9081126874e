@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// Focus visibility for a text control the view controller placed outside its table or scroll view
    /// (``Scene/outsideFocus``: a chat's composer, a search field above a list). No scrolling can bring
    /// such a control into view; the app's layout must keep it there. While this app's docked keyboard
    /// is up, the control's focus rect in window coordinates (what the user types into: a text field's
    /// line of text, a text view's caret rect, ``OutsideFocus/focusRectInWindow``) — as the app's last
    /// layout pass of the settled turn
    /// left it — ends at or above the keyboard's top, and begins at or below the top bars and safe
    /// area; a control taller than the room between them shows its top there. Nothing is owed where that
    /// room is less than one line of text (``lineHeight``). Tolerance ``tolerance``.
    ///
    /// Judged at every settled state while it is focused, since the user cannot scroll it out of view,
    /// except after a rotation or window resize (the keyboard's notifications for the new size follow),
    /// or a navigation. Anchor stability, reachability and bottom pinning keep judging the table.
    static func outsideFocusViolation(_ c: StepContext) -> String? {
        guard let focus = c.after.outsideFocus, let keyboard = c.after.obscuringKeyboardFrameInWindow,
              !c.hasSizeChange, !c.hasNavigation else { return nil }
        // A text view is judged by its caret; a text field by its frame, as before, or by its line of
        // text (its caret): what the user types into shows (POLICIES 23). The caret never makes the
        // judgement stricter than the frame was.
        let frame = focus.isTextView ? focus.focusRectInWindow : focus.frameInWindow
        let kind = focus.isTextView ? "text view" : "text field"
        let what = "focused \(kind) outside the list (control \(focus.index))"
        let top = c.after.layout.safeRegion(navigationBarHeight: c.after.navigationBarHeight).minY
        // Less room than one line of text between the bars and the keyboard (a short window the keyboard
        // nearly fills): no layout shows anything of the control a person can read, as in the table.
        if keyboard.minY - top < Swift.min(frame.height, Invariant.lineHeight) - c.tolerance { return nil }
        guard let broken = outsideRectViolation(frame, keyboard: keyboard, top: top, tolerance: c.tolerance) else { return nil }
        if !focus.isTextView, focus.focusRectInWindow != frame,
           outsideRectViolation(focus.focusRectInWindow, keyboard: keyboard, top: top, tolerance: c.tolerance) == nil {
            return nil
        }
        return "\(what) \(broken) \(c.place)"
    }

    /// Where `rect` (window coordinates) is out of view between the visible top `top` and the keyboard:
    /// "maxY 95 > keyboard top 89", "minY 12 < visible top 59", or `nil` when it is in view. A rect
    /// taller than the room between them is in view by its top, as a control in the table is.
    private static func outsideRectViolation(_ rect: Rect, keyboard: Rect, top: Double, tolerance: Double) -> String? {
        let byTop = rect.height > keyboard.minY - top + tolerance
        if byTop ? rect.minY >= keyboard.minY - tolerance : rect.maxY > keyboard.minY + tolerance {
            return "\(byTop ? "minY \(fmt(rect.minY))" : "maxY \(fmt(rect.maxY))") > keyboard top \(fmt(keyboard.minY))"
        }
        if rect.minY < top - tolerance {
            return "minY \(fmt(rect.minY)) < visible top \(fmt(top))"
        }
        return nil
    }
}
