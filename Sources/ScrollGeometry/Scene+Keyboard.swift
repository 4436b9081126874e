/// The system's side of keyboard notifications: the keyboard state the screen shows, and what a
/// `UITableViewController` does on its own before the app's observers run.
extension Scene {
    /// Delivers a keyboard notification to the system side of the model. A `will…` notification's end
    /// frame becomes the keyboard's frame — where its animation takes it — and a
    /// `UITableViewController` adjusts its table for it (per
    /// ``UndocumentedBehavior/tableControllerKeyboard``) before the app sees it (it registered first).
    /// A `did…` notification reports an animation's end and moves nothing: when a later `will…` has
    /// superseded that animation (a hide interrupted by a show), its end frame is stale. A plain view
    /// controller adjusts nothing.
    /// Under ``UndocumentedBehavior/tableControllerFollowsKeyboardWhileAway`` `false` the controller does
    /// not hear the pushed screen's keyboard (``KeyboardNotification/forAnotherScreen``) while its view
    /// is out of the window.
    public mutating func receiveKeyboard(_ note: KeyboardNotification) throws {
        guard note.event.isWill else { return }
        keyboardFrameUpdate(note)
        guard isTableViewController else { return }
        if !behavior.tableControllerFollowsKeyboardWhileAway, note.forAnotherScreen, !isInWindow { return }
        try adjustTableControllerForKeyboard()
    }

    private mutating func keyboardFrameUpdate(_ note: KeyboardNotification) {
        keyboardFrameStorage = note.endFrame
        keyboardRotatedFrameStorage = nil
        keyboardIsLocalStorage = note.isLocal
        keyboardHidingStorage = note.event == .willHide
    }

    /// True when the keyboard announced last is docked at the screen's bottom (a software keyboard or a
    /// hardware keyboard's shortcut bar) and on screen: its frame reaches the screen's bottom edge and
    /// spans the screen's width. Undocked, split and floating keyboards are not. After
    /// `keyboardWillHide` the keyboard is going away and is not docked, whatever the end frame says: iOS
    /// 26 reports the input accessory's height in a hide's end frame, and IQKeyboardManager
    /// (`IQKeyboardInfo`) forces such a frame to height 0.
    @_spi(Checker) public var keyboardIsDocked: Bool {
        let screen = layout.screenBounds
        return !keyboardHidingStorage && keyboardFrame.minY < screen.maxY && keyboardFrame.maxY >= screen.maxY
            && keyboardFrame.width >= screen.width && keyboardFrame.height > 0
    }

    /// The keyboard frame that hides content, in window coordinates: the announced frame when it is
    /// docked and belongs to this app, else `nil`. This is the policy of `UIKeyboardLayoutGuide` (whose
    /// default ignores undocked keyboards) and of IQKeyboardManager: a floating, undocked or split
    /// keyboard, or another app's keyboard, covers nothing.
    @_spi(Checker) public var obscuringKeyboardFrameInWindow: Rect? {
        guard keyboardIsDocked, keyboardIsLocal else { return nil }
        return convert(keyboardFrame, from: .screen, to: .window)
    }

    /// The part of the table's frame the obscuring keyboard covers, as a height measured up from the
    /// table's bottom (0 when nothing covers it).
    @_spi(Checker) public var keyboardOverlapOfTable: Double {
        let t = tableFrameInWindow
        guard let k = obscuringKeyboardFrameInWindow, k.minY < t.maxY, k.maxY > t.minY else { return 0 }
        return t.maxY - Swift.max(k.minY, t.minY)
    }

    /// How far the obscuring keyboard reaches up into what would be seen without it: the bottom of the
    /// visible region without the keyboard less the keyboard's top, 0 when none is up or when the table's
    /// bottom, the safe area, a bar (a tab bar, the home indicator's inset) or the app's own opaque view
    /// over the list already ends that region above the keyboard. A keyboard that only slides behind a tab bar at the bottom of an iPad form
    /// sheet overlaps the table but hides nothing anyone could see.
    @_spi(Checker) public var keyboardHiddenHeight: Double {
        guard let k = obscuringKeyboardFrameInWindow else { return 0 }
        let open = visibleRegionInWindow(navigationBarHeight: navigationBarHeight, ignoringKeyboard: true)
        return Swift.max(0, open.maxY - Swift.max(k.minY, open.minY))
    }

    /// The region of the window where the table's content can be seen: the table's frame inside the
    /// safe area and bars, above the obscuring keyboard's top, and above the app's own opaque views that
    /// cover the table's bottom (``appCoverTopInWindow``, ``AppCover``). Window coordinates; zero height
    /// when nothing is visible. The navigation bar is at its current height (a collapsing large title's
    /// follows the offset: ``visibleRegionInWindow(navigationBarHeight:)``).
    @_spi(Checker) public var visibleRegionInWindow: Rect {
        visibleRegionInWindow(navigationBarHeight: navigationBarHeight)
    }

    /// ``visibleRegionInWindow`` with the navigation bar `navigationBarHeight` tall; without the
    /// keyboard's part when `ignoringKeyboard` (what the screen would show were no keyboard up).
    @_spi(Checker) public func visibleRegionInWindow(navigationBarHeight: Double, ignoringKeyboard: Bool = false) -> Rect {
        let t = tableFrameInWindow
        let safe = layout.safeRegion(navigationBarHeight: navigationBarHeight)
        var top = Swift.max(t.minY, safe.minY)
        var bottom = uncoveredVisibleBottom(navigationBarHeight: navigationBarHeight, ignoringKeyboard: ignoringKeyboard)
        if let cover = appCoverStack(navigationBarHeight: navigationBarHeight, ignoringKeyboard: ignoringKeyboard)?.top {
            bottom = Swift.min(bottom, cover)
        }
        if bottom < top { bottom = top }
        top = Swift.min(top, bottom)
        return Rect(x: t.minX, y: top, width: t.width, height: bottom - top)
    }

    /// What a `UITableViewController` does for the keyboard where it now is; `scrollingToFirstResponder`
    /// false leaves out the scroll to the first responder (a resize's layout, not a notification).
    mutating func adjustTableControllerForKeyboard(scrollingToFirstResponder: Bool = true) throws {
        let overlap = keyboardOverlapOfTable
        switch behavior.tableControllerKeyboard {
        case .none:
            return
        case .adjustedInset:
            var scroll = tableView.scrollView
            let previous = scroll.systemKeyboardInset
            scroll.systemKeyboardInset = 0
            // Only what the table's bottom inset does not already cover (the safe area, and any inset the
            // app set, as a `.never` screen does for the home indicator): the content just clears the
            // keyboard, never by the home indicator twice.
            let covered = scroll.adjustedContentInset.bottom
            tableView.scrollView.systemKeyboardInset = Swift.max(0, overlap - covered)
            // The controller owns this inset: when it takes it away it also brings the offset back into
            // range, as a scroll view whose inset animates away does.
            if tableView.scrollView.systemKeyboardInset < previous { tableView.scrollView.clampOffset() }
        case .shrinkFrame:
            // Measured against the frame the controller had before it shrank it, so a repeated
            // notification finds the same overlap.
            let original = controllerFrameBeforeKeyboardStorage ?? rootViewFrame
            if let keyboard = obscuringKeyboardFrameInWindow, keyboard.minY < original.maxY, keyboard.maxY > original.minY {
                controllerFrameBeforeKeyboardStorage = original
                let height = Swift.max(0, keyboard.minY - original.minY)
                try setRootViewFrame(Rect(x: original.minX, y: original.minY, width: original.width, height: height))
            } else if controllerFrameBeforeKeyboardStorage != nil {
                controllerFrameBeforeKeyboardStorage = nil
                try setRootViewFrame(original)
                tableView.scrollView.clampOffset()
            }
        }
        if scrollingToFirstResponder, behavior.tableControllerScrollsToFirstResponder, overlap > 0, let control = focusedControlFrame {
            let before = tableView.contentOffset.y
            try tableView.scrollRectToVisible(control)
            if tableView.contentOffset.y != before {
                systemFirstResponderScrolls += 1
                systemFirstResponderScrollOffset = tableView.contentOffset.y
            }
        }
    }
}
