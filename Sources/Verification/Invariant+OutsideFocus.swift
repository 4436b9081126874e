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
        let frame = focus.focusRectInWindow
        let kind = focus.isTextView ? "text view" : "text field"
        let what = "focused \(kind) outside the list (control \(focus.index))"
        let top = c.after.layout.safeRegion(navigationBarHeight: c.after.navigationBarHeight).minY
        // Less room than one line of text between the bars and the keyboard (a short window the keyboard
        // nearly fills): no layout shows anything of the control a person can read, as in the table.
        if keyboard.minY - top < Swift.min(frame.height, Invariant.lineHeight) - c.tolerance { return nil }
        // Taller than the room between the bars and the keyboard: no layout shows it whole, and it is in
        // view by its top, as a control in the table is.
        let byTop = frame.height > keyboard.minY - top + c.tolerance
        if byTop ? frame.minY >= keyboard.minY - c.tolerance : frame.maxY > keyboard.minY + c.tolerance {
            return "\(what) \(byTop ? "minY \(fmt(frame.minY))" : "maxY \(fmt(frame.maxY))") > keyboard top \(fmt(keyboard.minY)) \(c.place)"
        }
        if frame.minY < top - c.tolerance {
            return "\(what) minY \(fmt(frame.minY)) < visible top \(fmt(top)) \(c.place)"
        }
        return nil
    }
}
