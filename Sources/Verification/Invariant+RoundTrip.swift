import ScrollGeometry

extension Invariant {
    /// **Round trip.** Showing then hiding the keyboard restores `contentInset`, the root view's and the
    /// table's frames and — when it was valid before the show — `contentOffset.y`, all as they were just
    /// before the show; and a repeated notification (the same kind with the same end frame as the last of
    /// its kind, the keyboard unmoved since, nothing but keyboard notifications or focus moves in between)
    /// changes no inset or frame, and no offset unless
    /// focus moved. The offset owed is the old one clamped to the valid range of the moment, since rows
    /// laid out meanwhile may have changed the content size.
    ///
    /// The restore is owed only when nothing else happened between show and hide (no user scroll, content
    /// change, rotation or disappearance), and is checked when the hide completes: at `didHide`, or before
    /// the next action that is not a keyboard notification. A show during the hide's animation continues
    /// the first show. Tolerance ``tolerance``.
    public static let roundTrip = Invariant(
        id: .roundTrip, name: "round trip",
        statement: "keyboard shown then hidden restores insets, frames and offset; a repeated notification changes nothing",
        check: checkRoundTrip)
}

/// How the screen `now` (whose scroll view is `scroll`) differs from `s`.
private func differences(_ now: InvariantTracker.Snapshot, scroll: ScrollView, from s: InvariantTracker.Snapshot,
                         tolerance: Double, offset: Bool) -> [String] {
    var out: [String] = []
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
    let i = now.contentInset, j = s.contentInset
    if !(near(i.top, j.top) && near(i.bottom, j.bottom) && near(i.left, j.left) && near(i.right, j.right)) {
        out.append("contentInset \(i) ≠ \(j)")
    }
    if now.rootViewFrame != s.rootViewFrame { out.append("view.frame \(now.rootViewFrame) ≠ \(s.rootViewFrame)") }
    if now.tableFrame != s.tableFrame { out.append("tableView.frame \(now.tableFrame) ≠ \(s.tableFrame)") }
    // Rows laid out while the keyboard was up can change the content size (estimates becoming true
    // heights): the offset owed is the old one as far as the valid range now allows.
    let owed = scroll.clampedOffsetY(s.offset)
    if offset && !near(now.offset, owed) {
        out.append("contentOffset.y \(fmt(now.offset)) ≠ \(fmt(owed))")
    }
    return out
}

private func checkRoundTrip(_ c: StepContext) -> String? {
    let tracker = c.tracker
    // A repeated notification.
    if case let .keyboard(note) = c.action, tracker.lastEndFrame[note.event] == note.endFrame,
       c.before.keyboardFrame == note.endFrame, c.before.keyboardIsLocal == note.isLocal,
       let previous = tracker.lastNoteOfKind[note.event], previous >= tracker.lastMovingNote,
       !tracker.otherActionSinceKeyboard {
        let after = InvariantTracker.Snapshot(c.after, tolerance: c.tolerance)
        let diff = differences(after, scroll: c.after.tableView.scrollView, from: c.before.snapshot,
                               tolerance: c.tolerance, offset: !tracker.focusChangedSinceKeyboard)
        if !diff.isEmpty {
            return "a repeated \(note.event.rawValue) with the same frame \(note.endFrame) changed " + diff.joined(separator: ", ") + " \(c.place)"
        }
    }
    // The completed hide.
    guard tracker.hidePending, !tracker.disturbedSinceShow, let snapshot = tracker.beforeShow else { return nil }
    let now: InvariantTracker.Snapshot, scroll: ScrollView, layout: ScreenLayout
    switch c.action {
    case let .keyboard(note):
        guard note.event == .didHide else { return nil }
        (now, scroll, layout) = (InvariantTracker.Snapshot(c.after, tolerance: c.tolerance), c.after.tableView.scrollView, c.after.layout)
    default:
        (now, scroll, layout) = (c.before.snapshot, c.before.scrollView, c.before.layout)
    }
    let diff = differences(now, scroll: scroll, from: snapshot, tolerance: c.tolerance, offset: snapshot.offsetWasValid)
    if diff.isEmpty { return nil }
    return "after the keyboard was shown and hidden: " + diff.joined(separator: ", ") + " (before the show) \(StepContext.place(layout))"
}
