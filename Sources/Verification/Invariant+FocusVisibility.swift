@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Focus visibility.** While a control is focused and a keyboard obscures content (it overlaps the
    /// table by more than the tolerance, or would have overlapped it had the app not shortened the table
    /// out of its way in that step: ``tableShrankOutOfTheKeyboard(_:keyboard:)``), what UIKit scrolls to for it (``FocusTarget``: a text field's
    /// frame, a text view's caret) lies inside the visible region: below the top bars and safe area, above
    /// the keyboard's top and the app's own opaque views over the list's bottom (``VisibleArea``; window coordinates, the same as content coordinates shifted by the offset); a
    /// text field taller than the region shows its top, a text view taller than the region one line.
    /// Nothing is owed where the region is shorter than a line of text (``lineHeight``), nor for a rect
    /// the app asked UIKit to show in a region with no room for it, under a collapsing large title that
    /// then followed the new offset (``barMovedUnderRequestedRect(_:_:area:)``).
    /// Anchor stability allows the moves to the same target. Tolerance ``tolerance``.
    ///
    /// Checked after keyboard notifications (the end of the keyboard's animation is the settled state: a
    /// strategy that waits for `didShow` leaves the field covered until then, which this reports), and
    /// after content changes when the control was visible before them (a text view growing as the user
    /// types must stay visible). Not checked after the user scrolls the field away, after a focus move
    /// (iOS follows it with a repeated `willShow`), after a rotation (followed by keyboard
    /// notifications), or while the user's finger holds the list (the list follows the finger; anchor
    /// stability judges that). Only a docked keyboard of this app obscures.
    public static let focusVisibility = Invariant(
        id: .focusVisibility, name: "focus visibility",
        statement: "the focused control stays inside the visible region, above the keyboard and below the bars",
        check: checkFocusVisibility)
}

extension Invariant {
    /// True when the keyboard's move in this step would have covered the table as it was before it (by
    /// more than the tolerance), and the app's code made the table shorter out of its way (a frame set
    /// to the keyboard's top, a constraint to it): the keyboard obscures nothing of the table now, but
    /// the focused control is owed in view as if it did — a control left below the shortened table's
    /// bottom is as hidden as one under the keyboard (the table clips it).
    ///
    /// Only for a control focused before the step, in a table whose frame is the app's: when the focus
    /// comes in the step, UIKit scrolls an enclosing scroll view to the new first responder as it
    /// becomes one, which the model does not reproduce; a `UITableViewController`'s table is sized by
    /// UIKit.
    static func tableShrankOutOfTheKeyboard(_ c: StepContext, keyboard: Rect) -> Bool {
        guard c.isKeyboard, !c.after.isTableViewController, let row = c.before.focusedRow, row == c.after.focusedRow else {
            return false
        }
        let before = c.before.tableFrameInWindow, after = c.after.tableFrameInWindow
        return keyboard.minY < before.maxY - c.tolerance && keyboard.maxY > before.minY
            && after.maxY < before.maxY - c.tolerance
    }

    /// The height of one line of text in a text view, for judging a text view taller than the visible
    /// region (UIKit's default body font is 17 pt with a line height of about 20.3 pt).
    static let lineHeight = 21.0
}

private func checkFocusVisibility(_ c: StepContext) -> String? {
    if c.after.outsideFocus != nil { return Invariant.outsideFocusViolation(c) }
    // Owed only while a keyboard of this app, docked, hides by more than the tolerance some of what would
    // be seen of the scroll view: a keyboard whose top is the table's bottom (to rounding), or one that
    // only slides behind a tab bar, covers nothing anyone sees.
    guard let keyboard = c.after.obscuringKeyboardFrameInWindow,
          c.after.keyboardHiddenHeight > c.tolerance || Invariant.tableShrankOutOfTheKeyboard(c, keyboard: keyboard),
          let control = c.after.focusedControlFrame, !c.hasUserScroll, !c.hasRotation, !c.hasNavigation,
          !c.after.isDragging else { return nil }
    // A keyboard that appears or comes to cover more, or a newly focused control, owes the control in
    // view. Anything else (content changing, a keyboard that shrinks or moves down) owes it only when it
    // was in view before: a control the user scrolled away is theirs to bring back.
    let coversMore = !c.before.keyboardObscures
        || VisibleArea(c.after).bottomFromFrame < c.before.visibleArea.bottomFromFrame - c.tolerance
    // A control taller than the region it was shown in is in view by its top; it keeps that standard
    // while the keyboard only moves away (the region growing past its height does not raise the bar).
    var judgedByTop = false
    // A text view taller than the region it was shown in was in view by one of its lines (the caret's,
    // ``FocusTarget``), not by its top: it keeps that standard while the keyboard only moves away.
    var judgedByALine = false
    if !(c.isKeyboard && coversMore) && !c.focusMovedToAControl {
        guard c.isKeyboard || c.isUpdate, let before = c.before.focusTarget else { return nil }
        let area = c.before.visibleArea
        guard before.shows(in: area, atOffset: area.offset, tolerance: c.tolerance), !c.before.focusCovered else { return nil }
        judgedByTop = before.frame.height > area.height
        judgedByALine = judgedByTop && before.kind == .textView
    }
    let area = VisibleArea(c.after)
    // Less room than one line of text (or than the control, if it is smaller) between the bars and the
    // keyboard: nothing of the control a person can read or type into can be shown, wherever the list is
    // scrolled (the keyboard reaching up near the bars of a short window). The same rule as for a
    // region between floating section titles, below.
    guard area.height >= Swift.min(control.height, Invariant.lineHeight) - c.tolerance else { return nil }
    // In a plain-style table a floating header and footer take their height from the region: a control
    // taller than the room left is shown as well as it can be by its top, below the header.
    let table = c.after.tableView
    let floats = table.pinsSectionHeaders && !table.floatingSectionViews.isEmpty
    if floats {
        let room = area.height - table.sectionHeaderHeight - table.sectionFooterHeight
        // A region no taller than the floating titles (a keyboard reaching up near the bars) has no
        // room to show a line of the control clear of them, wherever it is scrolled.
        if room < Swift.min(control.height, Invariant.lineHeight) - c.tolerance { return nil }
        if control.height > room + c.tolerance { judgedByTop = true }
    }
    let controlKind = c.after.focusedRow.flatMap { table.indexPath(of: $0) }.flatMap { table.row(at: $0)?.control?.kind }
    let kind = controlKind?.rawValue ?? "control"
    let shift = c.after.tableFrameInWindow.minY - area.offset
    let topShown = control.minY >= area.top - c.tolerance && control.minY <= area.bottom + c.tolerance
    let target = FocusTarget(c.after)
    if target?.shows(in: area, atOffset: area.offset, tolerance: c.tolerance) ?? false || (judgedByTop && topShown && floats) {
        guard let cover = Invariant.sectionView(covering: target?.caret ?? control, in: c.after,
                                                atOffsetY: area.offset, regionHeight: area.height,
                                                judgedByTop: judgedByTop, tolerance: c.tolerance) else { return nil }
        return "focused \(kind) (y \(fmt(control.minY + shift))…\(fmt(control.maxY + shift))) under \(cover.kind == .header ? "a pinned header" : "a pinned footer")"
            + " (y \(fmt(cover.frame.minY + shift))…\(fmt(cover.frame.maxY + shift)), section \(cover.section)) \(c.place)"
    }
    if judgedByTop, topShown { return nil }
    if judgedByALine,
       Swift.min(control.maxY, area.bottom) - Swift.max(control.minY, area.top) >= Swift.min(Invariant.lineHeight, control.height) - c.tolerance {
        return nil
    }
    // A `UITableViewController`'s own scroll to its first responder in this step, left where it ended by
    // the app's code: what it shows is UIKit's act, not the app's (POLICIES, "the system's own acts").
    // Under a collapsing large title UIKit measures with the bar it has when it scrolls; the bar then
    // follows the new offset and the region changes under the field it placed.
    if c.after.systemFirstResponderScrolls > c.before.systemFirstResponderScrolls, !c.appMovedOffset,
       abs(c.after.tableView.contentOffset.y - c.after.systemFirstResponderScrollOffset) <= c.tolerance {
        return nil
    }
    // A text view whose caret the facade placed is measured by that caret, what the user's eye is on.
    let measured = target?.caret ?? control
    if Invariant.barMovedUnderRequestedRect(measured, c, area: area) { return nil }
    let what = target?.caret != nil ? "caret of the focused \(kind)" : "focused \(kind)"
    let top = measured.minY + shift, bottom = measured.maxY + shift
    let regionTop = area.top + shift, regionBottom = area.bottom + shift
    if bottom > regionBottom + c.tolerance {
        let edge = abs(regionBottom - keyboard.minY) <= c.tolerance ? "keyboard top" : "visible bottom"
        return "\(what) maxY \(fmt(bottom)) > \(edge) \(fmt(regionBottom)) \(c.place)"
    }
    return "\(what) minY \(fmt(top)) < visible top \(fmt(regionTop)) \(c.place)"
}

extension Invariant {
    /// The floating section header or footer of a plain-style table (``FloatingSectionView``) drawn over
    /// `control` by more than `tolerance` with the offset at `y`, if any. A control judged by its top —
    /// taller than the visible region (`regionHeight`), or than the room left in it between a floating
    /// header and footer, where no offset shows it whole and clear — is hidden only when a header or
    /// footer covers its top edge.
    static func sectionView(covering control: Rect, in scene: Scene, atOffsetY y: Double, regionHeight: Double,
                            judgedByTop: Bool, tolerance: Double) -> FloatingSectionView? {
        let views = scene.tableView.floatingSectionViews(atOffsetY: y)
        guard !views.isEmpty else { return nil }
        let table = scene.tableView
        let room = regionHeight - table.sectionHeaderHeight - table.sectionFooterHeight
        let byTop = judgedByTop || control.height > room + tolerance
        return views.first { view in
            let f = view.frame
            if byTop {
                return f.minY <= control.minY + tolerance && f.maxY > control.minY + tolerance
            }
            return Swift.min(f.maxY, control.maxY) - Swift.max(f.minY, control.minY) > tolerance
        }
    }
}

extension Invariant {
    /// True when the app's last `scrollRectToVisible` on the table (``Scene/lastRectScroll``) asked for
    /// `target` (content coordinates), nothing has moved the offset since, and a collapsing large title
    /// has changed height with that offset, where the region under the bar UIKit measured by had no room
    /// for the rect: none at all (the bar reached below the keyboard's top), or less than the rect, whose
    /// top then still shows. UIKit places the rect in the region the bar leaves when it is asked
    /// (`scrollRectToVisible(_:animated:)` works in `adjustedContentInset` as it stands) and the bar
    /// then follows the new offset; the app asked for the right rect, and where it ends is UIKit's doing
    /// (POLICIES, "the system's own acts"). A field or caret placed where the region had room is still
    /// owed its place.
    static func barMovedUnderRequestedRect(_ target: Rect, _ c: StepContext, area: VisibleArea) -> Bool {
        let scene = c.after
        guard let scroll = scene.lastRectScroll,
              abs(scene.tableView.contentOffset.y - scroll.offset) <= c.tolerance,
              abs(scroll.navigationBarHeight - scene.navigationBarHeight) > c.tolerance,
              Swift.min(scroll.rect.maxY, target.maxY) - Swift.max(scroll.rect.minY, target.minY) > c.tolerance else { return false }
        let then = scene.visibleRegionInWindow(navigationBarHeight: scroll.navigationBarHeight)
        if then.height <= c.tolerance { return true }
        let topShows = target.minY >= area.top - c.tolerance && target.minY <= area.bottom - c.tolerance
        return scroll.rect.height > then.height + c.tolerance && topShows
    }
}
