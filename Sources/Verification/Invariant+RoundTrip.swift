@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **Round trip.** Showing then hiding the keyboard restores `contentInset`, the root view's and the
    /// table's frames and — when it was valid before the show — `contentOffset.y`, all as they were just
    /// before the show; and a repeated notification (the same kind with the same end frame as the last of
    /// its kind, the keyboard unmoved since, nothing but keyboard notifications or focus moves in between,
    /// some of the table visible) changes no inset or frame, and no offset unless focus moved or a
    /// `UITableViewController` scrolled its first responder into view on its own. The offset owed is the old one clamped to the valid range of the moment, since rows
    /// laid out meanwhile may have changed the content size.
    ///
    /// The restore is owed only when nothing else happened between show and hide (no user scroll, content
    /// change, rotation or disappearance), and is checked when the hide completes: at `didHide`, or before
    /// the next action that is not a keyboard notification. One exception to "nothing else": the screen
    /// left with the keyboard up and the keyboard hid while another screen covered it (UIKit may post the
    /// hide after `viewWillDisappear`) — back on screen with no keyboard, `contentInset` (not the frames, which
    /// the return's layout may set anew, nor the offset) is owed as before the show, since nothing on the
    /// screen asks for the keyboard's space any more. A show during the hide's animation continues
    /// the first show (``UndocumentedBehavior/InterruptedHide``: the default; a finding across one names
    /// the option, and under ``UndocumentedBehavior/InterruptedHide/startsNewEpisode`` nothing is owed).
    /// An offset a `UITableViewController` scrolled to on its own during the episode is not owed back. A show that starts while another keyboard is on screen without obscuring (another
    /// app's, a floating or undocked one) owes no restore: the screen before it is no keyboard-free
    /// baseline. Tolerance ``tolerance``.
    public static let roundTrip = Invariant(
        id: .roundTrip, name: "round trip",
        statement: "keyboard shown then hidden restores insets, frames and offset; a repeated notification changes nothing",
        check: checkRoundTrip)
}

/// How the screen `now` (whose scroll view is `scroll`) differs from `s`. With `clampOwed` the offset
/// owed is `s`'s clamped to the valid range of the moment (rows laid out meanwhile may have changed the
/// content size; a collapsing large title's bar may have shortened its top: ``VisibleArea/clampedOffset(_:in:)``
/// of `area`, the screen's visible area); without it, `s`'s offset as it was.
private func differences(_ now: InvariantTracker.Snapshot, scroll: ScrollView, from s: InvariantTracker.Snapshot,
                         tolerance: Double, offset: Bool, clampOwed: Bool, area: VisibleArea? = nil) -> [String] {
    var out: [String] = []
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
    let i = now.keyboardCodeInset, j = s.keyboardCodeInset
    if !(near(i.top, j.top) && near(i.bottom, j.bottom) && near(i.left, j.left) && near(i.right, j.right)) {
        out.append("contentInset \(now.contentInset) ≠ \(s.contentInset)")
    }
    if now.rootViewFrame != s.rootViewFrame { out.append("view.frame \(now.rootViewFrame) ≠ \(s.rootViewFrame)") }
    if now.tableFrame != s.tableFrame { out.append("tableView.frame \(now.tableFrame) ≠ \(s.tableFrame)") }
    let owed = !clampOwed ? s.offset : area?.clampedOffset(s.offset, in: scroll) ?? scroll.clampedOffsetY(s.offset)
    if offset && !near(now.offset, owed) {
        out.append("contentOffset.y \(fmt(now.offset)) ≠ \(fmt(owed))")
    }
    return out
}

/// True when every keyboard notification of the step repeats the last one of its kind (same end frame
/// and locality, the keyboard unmoved since) and nothing but keyboard notifications and focus changes
/// happened since the previous keyboard step.
private func isRepeat(_ c: StepContext) -> Bool {
    let notes = c.notes
    let tracker = c.tracker
    guard !notes.isEmpty, !tracker.otherActionSinceKeyboard, !c.isUpdate, !c.hasUserScroll, !c.hasSizeChange,
          !c.hasNavigation else { return false }
    var keyboard = c.before.keyboardFrame
    var hiding = c.before.keyboardIsHiding
    var seen = tracker.notesSeen, lastMoving = tracker.lastMovingNote
    var lastOfKind = tracker.lastNoteOfKind, lastEnd = tracker.lastEndFrame
    for note in notes {
        guard lastEnd[note.event] == note.endFrame, keyboard == note.endFrame, c.before.keyboardIsLocal == note.isLocal,
              let previous = lastOfKind[note.event], previous >= lastMoving else { return false }
        seen += 1
        lastOfKind[note.event] = seen
        lastEnd[note.event] = note.endFrame
        if note.event.isWill && (note.endFrame != keyboard || (note.event == .willHide) != hiding) {
            // A will-notification that moves the keyboard, or turns a hide into a show or back.
            if (note.event == .willHide) != hiding { return false }
            keyboard = note.endFrame
            lastMoving = seen
        }
        if note.event.isWill { hiding = note.event == .willHide }
    }
    return true
}

private func checkRoundTrip(_ c: StepContext) -> String? {
    let tracker = c.tracker
    // Repeated notifications: nothing changes, the offset compared as it was (not clamped). Not judged
    // when nothing of the table can be seen before or after (a frame no taller than what covers it):
    // no change there is one a person sees.
    if isRepeat(c), c.before.visibleArea.height > c.tolerance || VisibleArea(c.after).height > c.tolerance {
        let after = InvariantTracker.Snapshot(c.after, tolerance: c.tolerance)
        let focusMoved = c.hasFocusChange || tracker.focusChangedSinceKeyboard
        // A UITableViewController that scrolled its first responder into view on its own, the app
        // leaving the list there: the offset moved by UIKit's act, not the app's.
        let systemScrolled = c.after.systemFirstResponderScrolls != c.before.systemFirstResponderScrolls
            && abs(c.after.tableView.contentOffset.y - c.after.systemFirstResponderScrollOffset) <= c.tolerance
        let diff = differences(after, scroll: c.after.tableView.scrollView, from: c.before.snapshot,
                               tolerance: c.tolerance, offset: !focusMoved && !systemScrolled, clampOwed: false)
        if !diff.isEmpty {
            let kinds = c.notes.map(\.event.rawValue).joined(separator: "+")
            return "a repeated \(kinds) with the same frame \(c.notes.last!.endFrame) changed " + diff.joined(separator: ", ") + " \(c.place)"
        }
    }
    // The keyboard hid while another screen covered this one (a push with the keyboard up, the view
    // leaving before the hide): back on screen with no keyboard over it, `contentInset` is owed as it was
    // before the show. Not the frames (the return's layout may set them anew, as it may the safe area)
    // nor the offset (the layout and the app may both move it).
    if c.isReturn, let owed = tracker.awayRoundTrip, tracker.keyboardMovedWhileAway,
       c.after.obscuringKeyboardFrameInWindow == nil {
        var now = InvariantTracker.Snapshot(c.after, tolerance: c.tolerance)
        now.rootViewFrame = owed.rootViewFrame
        now.tableFrame = owed.tableFrame
        let diff = differences(now, scroll: c.after.tableView.scrollView, from: owed, tolerance: c.tolerance,
                               offset: false, clampOwed: false)
        if !diff.isEmpty {
            return "back on screen after the keyboard hid while another screen covered this one: " + diff.joined(separator: ", ")
                + " (before the show) \(c.place)"
        }
    }
    // The completed hide.
    guard let snapshot = tracker.beforeShow, tracker.roundTripOwed, !tracker.disturbedSinceShow else { return nil }
    let other = c.isUpdate || c.hasUserScroll || c.hasSizeChange || c.hasNavigation
    let completes = c.notes.contains { $0.event == .didHide }
    let now: InvariantTracker.Snapshot, scroll: ScrollView, layout: ScreenLayout
    let afterState = (InvariantTracker.Snapshot(c.after, tolerance: c.tolerance), c.after.tableView.scrollView, c.after.layout)
    var area = VisibleArea(c.after)
    if tracker.hidePending {
        // The hide began in an earlier step: it completes at didHide, or before anything else happens.
        if other {
            (now, scroll, layout) = (c.before.snapshot, c.before.scrollView, c.before.layout)
            area = c.before.visibleArea
        } else if completes {
            (now, scroll, layout) = afterState
        } else {
            return nil
        }
    } else if c.before.keyboardObscures && c.after.obscuringKeyboardFrameInWindow == nil && completes && !other {
        (now, scroll, layout) = afterState
    } else {
        return nil
    }
    // A show interrupted a hide: one episode by default; under the other option, nothing is owed.
    let interrupted = tracker.episodeHadInterruptedHide
    if interrupted, c.after.behavior.interruptedHide == .startsNewEpisode { return nil }
    // A UITableViewController scrolled its first responder into view during the episode: UIKit's own
    // act, which UIKit does not undo when the keyboard goes; the offset is not owed back, the insets
    // and frames still are.
    let scrolls = (tracker.hidePending && other) ? c.before.systemFirstResponderScrolls : c.after.systemFirstResponderScrolls
    let systemScrolled = scrolls != tracker.systemScrollsAtShow
    let diff = differences(now, scroll: scroll, from: snapshot, tolerance: c.tolerance,
                           offset: snapshot.offsetWasValid && !systemScrolled, clampOwed: true, area: area)
    if diff.isEmpty { return nil }
    // The default bet this verdict rests on, and the option that would clear it, named from the one
    // catalogue of undocumented options (``UndocumentedOption``).
    let depends = interrupted
        ? " — a show interrupted a hide in this episode, judged as one episode (UndocumentedBehavior.interruptedHide .continuesEpisode, the default); not owed "
            + UndocumentedOption.condition([.interruptedHideStartsNewEpisode]) : ""
    return "after the keyboard was shown and hidden: " + diff.joined(separator: ", ") + " (before the show) \(StepContext.place(layout))" + depends
}
