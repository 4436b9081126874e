@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// What the runner makes UIKit do to the view controller: lifecycle, keyboard notifications, editing,
/// rotation, the user's scroll and the main queue. Each call runs as app code on the host's main run
/// loop (``KeyboardScrollHost/run(_:)``).
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// `viewWillAppear(_:)` (the view is put back in the window first when it had left it).
    public func viewWillAppear() {
        guard let vc = rootViewController else { return }
        run {
            if !isViewInWindow, let root = vc.viewIfLoaded { window.addSubview(root) }
            isViewInWindow = true
            // Back in the window: the table's safe area is the window's again, as the root view's is.
            mutate { $0.setInWindow(true) }
            vc.viewWillAppear(false)
        }
    }

    /// The appearance's layout pass and `viewDidAppear(_:)`. The pass lays the view out in its
    /// container's frame (below an opaque navigation bar, in a sheet), which can move a scroll-view
    /// form's controls from where the load-time pass at the screen's size put them (a stack centred in a
    /// content as tall as the frame): the form is read again from the pass, as after a rotation.
    public func viewDidAppear() {
        guard let vc = rootViewController else { return }
        run {
            vc.viewIsAppearing(false)
            vc.viewWillLayoutSubviews()
            window.runAutoLayoutPass()
            rereadForm()
            scene.layoutIfNeeded()
            vc.viewDidLayoutSubviews()
            vc.layOutChildren()
            vc.viewDidAppear(false)
        }
    }

    /// `viewWillDisappear(_:)`: the view is still in the window.
    public func viewWillDisappear() {
        guard let vc = rootViewController else { return }
        run { vc.viewWillDisappear(false) }
    }

    /// `viewDidDisappear(_:)`: the view has left the window (`view.window` is nil from now on).
    public func viewDidDisappear() {
        guard let vc = rootViewController else { return }
        run {
            vc.viewIfLoaded?.removeFromSuperview()
            isViewInWindow = false
            // Out of the window the table has no safe area, as the root view has none
            // (``Scene/setInWindow(_:)``).
            mutate { $0.setInWindow(false) }
            vc.viewDidDisappear(false)
        }
    }

    /// Posts the keyboard notification through the screen's `NotificationCenter.default`, with
    /// UIKit's name, `object` nil and UIKit's `userInfo`. The system's side (the keyboard's frame, a
    /// `UITableViewController`'s own adjustment) has already happened.
    ///
    /// The two notifications of a pair (`willChangeFrame` and `willShow`, say) carry the same frames, so
    /// the second is handed the dictionary made for the first (its `NSValue`s and `NSNumber`s are
    /// immutable, the dictionary a value): the same `userInfo`, made once.
    public func postKeyboard(_ note: KeyboardNotification) {
        let source = note.userInfoSource
        let userInfo: [AnyHashable: Any]
        if let posted = postedUserInfo, posted.source == source {
            userInfo = posted.info
        } else {
            userInfo = note.userInfo
            postedUserInfo = (source, userInfo)
        }
        run { NotificationCenter.default.post(name: Notification.Name(note.event), object: nil, userInfo: userInfo) }
    }

    /// `textFieldShouldBeginEditing` / `textViewShouldBeginEditing` of the row's control; true when
    /// there is no control or delegate.
    public func shouldBeginEditing(row: RowID) -> Bool {
        run {
            switch control(for: row) {
            case let field as UITextField: return field.delegate?.textFieldShouldBeginEditing(field) ?? true
            case let text as UITextView: return text.textDelegate?.textViewShouldBeginEditing(text) ?? true
            default: return true
            }
        }
    }

    /// A text view's tap as iOS handles it before the keyboard's will-notifications: the control that
    /// was first responder ends editing and the text view becomes first responder (`isFirstResponder`
    /// true) with no delegate call yet; ``beginEditing(row:askFirst:)`` delivers
    /// `textViewDidBeginEditing` after the notifications.
    public func becomeFirstResponderBeforeNotifications(row: RowID) {
        run {
            guard let control = control(for: row) as? any ScenarioTextControl else { return }
            if let current = firstResponder as? any ScenarioTextControl, current !== control {
                current.systemEndEditing()
            }
            control.takeFocus()
        }
    }

    /// The row's control becomes first responder: `…DidBeginEditing` (after `…ShouldBeginEditing`
    /// unless `askFirst` is false because the runner already asked) and the text-did-begin notification.
    /// The control that was first responder ends editing first.
    public func beginEditing(row: RowID, askFirst: Bool) {
        run {
            guard let control = control(for: row) as? any ScenarioTextControl else { return }
            if let current = firstResponder as? any ScenarioTextControl, current !== control {
                current.systemEndEditing()
                mutate { try $0.focus(row) }
            }
            control.systemBeginEditing(askFirst: askFirst)
        }
    }

    /// The first responder ends editing: `…DidEndEditing` and the text-did-end notification.
    public func endEditing() {
        run { (firstResponder as? any ScenarioTextControl)?.systemEndEditing() }
    }

    /// The user presses the return key in the focused text field: UIKit asks the field's delegate
    /// `textFieldShouldReturn(_:)`, where the app does what it does with the focus (moves it to the
    /// next field with `becomeFirstResponder()`, or resigns it). When the answer is true (or there is no
    /// delegate) the field sends `.editingDidEndOnExit` to its actions, and a field with an action for
    /// that event resigns first responder (the widely observed "Did End On Exit" behaviour that
    /// dismisses the keyboard). Nothing happens without a focused text field (the runner does not
    /// press it then).
    public func pressReturnKey() {
        run {
            guard let field = firstResponder as? UITextField else { return }
            let answer = field.delegate?.textFieldShouldReturn(field) ?? true
            guard answer else { return }
            let exits = field.registeredActions.contains { !$0.events.isDisjoint(with: .editingDidEndOnExit) }
            field.sendActions(for: .editingDidEndOnExit)
            if exits, field.isFirstResponder { field.resignFirstResponder() }
        }
    }

    /// The user types `lines` more lines at the end of the focused text view (each a line break and a
    /// few words, as one edit, as dictation or a paste delivers it): UIKit asks the delegate
    /// `textView(_:shouldChangeTextIn:replacementText:)` (false: nothing changes), changes the text,
    /// puts the caret at its end, then calls `textViewDidChange(_:)` and posts
    /// `UITextView.textDidChangeNotification`. A non-scrolling text view's size follows its text (its
    /// intrinsic size); an app that lets its row grow tells its table there.
    public func typeLines(_ lines: Int) {
        run {
            guard lines > 0, let textView = firstResponder as? UITextView else { return }
            let current = textView.text ?? ""
            let typed = String(repeating: "\nand a few more words", count: lines)
            let range = NSRange(location: current.utf16.count, length: 0)
            if textView.textDelegate?.textView(textView, shouldChangeTextIn: range, replacementText: typed) == false { return }
            textView.text = current + typed
            textView.textDelegate?.textViewDidChange(textView)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
        }
    }

    /// `viewWillTransition(to:with:)` after the model's rotation or window resize, with the size of the
    /// view controller's container (the window for a full-screen view, the sheet for a presented one),
    /// then the layout callbacks; a scroll-view form's blocks are read again from where the layout pass
    /// put its controls before `viewDidLayoutSubviews`.
    public func didRotate() {
        guard let vc = rootViewController else { return }
        run {
            let size = CGSize(scene.layout.containerFrame.size)
            vc.viewWillTransition(to: size, with: RotationCoordinator())
            vc.viewWillLayoutSubviews()
            window.runAutoLayoutPass()
            rereadForm()
            vc.viewDidLayoutSubviews()
            vc.layOutChildren()
        }
    }

    /// `tableView(_:willDisplay:forRowAt:)` for a row a layout pass sized, with its cell.
    public func willDisplay(row id: RowID) {
        guard let path = reading({ $0.tableView.indexPath(of: id) }) else { return }
        if let collection = scrollView as? UICollectionView, let delegate = collection.delegate as? any UICollectionViewDelegate {
            run {
                guard let cell = cell(for: id) as? UICollectionViewCell else { return }
                delegate.collectionView(collection, willDisplay: cell, forItemAt: Foundation.IndexPath(item: path.row, section: path.section))
            }
            return
        }
        guard let table = scrollView as? UITableView, let delegate = table.delegate as? any UITableViewDelegate else { return }
        run {
            guard let cell = cell(for: id) as? UITableViewCell else { return }
            delegate.tableView(table, willDisplay: cell, forRowAt: Foundation.IndexPath(path))
        }
    }

    /// `tableView(_:estimatedHeightForRowAt:)` for the row with identity `id`: `nil` when there is no
    /// table delegate or it answers `automaticDimension` (the row keeps the estimate it came with).
    public func estimatedHeight(row id: RowID) -> Double? {
        guard let table = scrollView as? UITableView, let delegate = table.delegate as? any UITableViewDelegate,
              let path = reading({ $0.tableView.indexPath(of: id) }) else { return nil }
        let answer = run { delegate.tableView(table, estimatedHeightForRowAt: Foundation.IndexPath(path)) }
        return answer == UITableView.automaticDimension ? nil : Double(answer)
    }

    /// The user's drag, already applied to the model (the offset is where it came to rest): the
    /// delegate hears `scrollViewWillBeginDragging`, `scrollViewDidScroll`,
    /// `scrollViewDidEndDragging(willDecelerate: true)`, `scrollViewWillBeginDecelerating` and
    /// `scrollViewDidEndDecelerating`, with `isDragging` / `isDecelerating` set as UIKit sets them.
    public func userDidScroll() {
        userDrag(.began)
        // Where the list came to rest is already in the model; the target only names the phase here.
        userDrag(.ended(.top))
    }

    /// A phase of the user's drag, already applied to the model (``DragPhase``). `.began`:
    /// `isTracking` and `isDragging` become true and the delegate hears `scrollViewWillBeginDragging`;
    /// `.moved`: `scrollViewDidScroll`; `.ended`: `scrollViewWillEndDragging(_:withVelocity:
    /// targetContentOffset:)` (``fling(_:)``), `scrollViewDidScroll` (the list came to rest),
    /// `scrollViewDidEndDragging(willDecelerate: true)` with `isDragging` false, then
    /// `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating` around `isDecelerating`.
    public func userDrag(_ phase: DragPhase) {
        guard let scroll = scrollView else { return }
        run {
            let delegate = scroll.delegate
            switch phase {
            case .began:
                dragLiftOffset = scroll.contentOffset
                scroll.isTracking = true
                scroll.isDragging = true
                delegate?.scrollViewWillBeginDragging(scroll)
            case .moved:
                dragLiftOffset = scroll.contentOffset
                delegate?.scrollViewDidScroll(scroll)
            case .ended:
                fling(scroll)
                delegate?.scrollViewDidScroll(scroll)
                scroll.isTracking = false
                delegate?.scrollViewDidEndDragging(scroll, willDecelerate: true)
                scroll.isDragging = false
                scroll.isDecelerating = true
                delegate?.scrollViewWillBeginDecelerating(scroll)
                scroll.isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(scroll)
            }
        }
    }

    /// The main run loop reaches `time`: first the turn's Auto Layout pass (nothing without active
    /// constraints) and the news of the turn's layout pass (``deliverInsetChanges(rootSafeArea:)``), then
    /// the blocks due by then, in order. When the Auto Layout pass moved a view, the view controller hears
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` (both after the pass: the model does not know
    /// beforehand that the pass will move anything), and what they changed is laid out once more. The same
    /// callbacks come when the view's `safeAreaInsets` changed since the view controller last heard them
    /// without any view moving (a collapsing large title closing or opening as the offset moves, a window
    /// moving under the status bar): UIKit lays out a view whose safe area changed
    /// (`safeAreaInsetsDidChange()` marks it as needing layout, so a view controller's
    /// `viewDidLayoutSubviews` runs on every frame of a large title's collapse). Not for a view that has
    /// left the window (its safe area drops to zero, and no window lays it out).
    ///
    /// A turn that follows a quiet turn with the same scene skips the Auto Layout pass: no code has run
    /// on the screen since a pass that moved nothing, so every input of the pass is as that pass left it
    /// and the pass would do nothing (UIKit's `layoutIfNeeded()` on a hierarchy that needs no layout).
    /// A turn is quiet when its last pass moved nothing, the view controller heard no layout or inset
    /// news, no block ran and the scene did not change. Under ``QuietTurnAudit`` the pass runs anyway
    /// and a pass that was not a no-op is recorded.
    public func runMainQueue(until time: Double) {
        // The runner hands the scene in afresh each turn: an equal scene is the same screen.
        // (The scenes compared in place: the host's through its getter, and the one kept, would be copied.)
        let skippable = quiet?.activity == activity && sceneEquals(&quiet!.scene)
        run {
            let start = sceneChanges
            var isQuiet = true
            let rootSafeArea = isViewInWindow && heardSafeArea != nil ? rootViewController?.viewIfLoaded?.safeAreaInsets : nil
            let safeAreaMoved = isViewInWindow && heardSafeArea.map { $0 != rootSafeArea } ?? false
            let moved: Bool
            if skippable {
                moved = false
                if let audit = QuietTurnAudit.current {
                    audit.noteAudited()
                    let pass = window.runAutoLayoutPassReporting()
                    if pass.changed || !pass.unchanged { audit.record(moved: pass.changed, at: now) }
                }
            } else {
                moved = window.runAutoLayoutPass()
            }
            if moved || safeAreaMoved, let vc = rootViewController {
                isQuiet = false
                vc.viewWillLayoutSubviews()
                vc.viewDidLayoutSubviews()
                vc.layOutChildren()
                window.runAutoLayoutPass()
            }
            // The root view's safe area read above still holds when no view moved, no app code ran and
            // the scene did not change.
            let safeAreaKnown = isQuiet && !moved && sceneChanges == start ? rootSafeArea : nil
            if deliverInsetChanges(rootSafeArea: safeAreaKnown) { isQuiet = false }
            if runMainQueueBlocks(until: time) { isQuiet = false }
            if isQuiet && sceneChanges == start {
                // The scene kept is copied only when it is not this very one.
                if self.quiet != nil, sceneHasSameBits(as: &self.quiet!.scene) {
                    self.quiet!.activity = activity
                } else {
                    self.quiet = (scene, activity)
                }
            }
        }
    }

    /// What UIKit tells an app from a layout pass that moved the insets: `viewSafeAreaInsetsDidChange()`
    /// on the view controller when its view's `safeAreaInsets` changed (a rotation, a window resize, a
    /// large title collapsing or opening), and `adjustedContentInsetDidChange()` on the scroll view with
    /// its delegate's `scrollViewDidChangeAdjustedContentInset(_:)` when `adjustedContentInset` changed
    /// (the same, or `contentInset` set by app code). UIKit calls them from the layout pass of the turn;
    /// here they come at the turn's end, after the model's layout pass and before the main queue's
    /// blocks, once for all of the turn's changes. The first call notes the insets without telling.
    /// `rootSafeArea`: the root view's `safeAreaInsets` when the caller has just read them (nil: read
    /// here). True when the app heard something (its code ran).
    @discardableResult
    func deliverInsetChanges(rootSafeArea: UIEdgeInsets? = nil) -> Bool {
        guard let controller = rootViewController, let scroll = scrollView else { return false }
        var told = false
        // Each inset is read once; again at the end only when app code ran in between (it was told).
        let safeArea = rootSafeArea ?? controller.view.safeAreaInsets
        if let heard = heardSafeArea, heard != safeArea {
            heardSafeArea = safeArea
            controller.view.safeAreaInsetsDidChange()
            controller.viewSafeAreaInsetsDidChange()
            told = true
        }
        let adjusted = scroll.adjustedContentInset
        if let heard = heardAdjustedInset, heard != adjusted {
            heardAdjustedInset = adjusted
            scroll.adjustedContentInsetDidChange()
            scroll.delegate?.scrollViewDidChangeAdjustedContentInset(scroll)
            told = true
        }
        heardSafeArea = told ? controller.view.safeAreaInsets : safeArea
        heardAdjustedInset = told ? scroll.adjustedContentInset : adjusted
        return told
    }

    /// The model-backed table, when the scenario shows one.
    public var tableView: UITableView? { scrollView as? UITableView }

    /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` as the finger lifts, for
    /// a drag the model has already brought to rest (the drawn resting place). The offset is put back
    /// where the finger lifted (the last place a `.began`/`.moved` left it) while the delegate is asked;
    /// the velocity (points per millisecond, as UIKit gives it) is the one whose deceleration at the
    /// normal rate (`UIScrollView.DecelerationRate.normal`, 0.998 per millisecond: a distance of
    /// v·r/(1−r)) comes to rest at the drawn place, which is the proposed target. Whatever target the
    /// app leaves is where the list decelerates to, brought inside the valid offsets (a target past an
    /// end bounces back to it). A whole scroll in one event (``userDidScroll()``) lifts at rest: zero
    /// velocity.
    func fling(_ scroll: UIScrollView) {
        let rest = scroll.contentOffset
        let lift = dragLiftOffset ?? rest
        dragLiftOffset = nil
        guard let delegate = scroll.delegate else { return }
        let rate: CGFloat = 0.998
        let velocity = CGPoint(x: 0, y: (rest.y - lift.y) * (1 - rate) / rate)
        let backed = scroll === scrollView
        if backed, lift != rest { mutate { try $0.tableView.setContentOffset(Point(x: Double(lift.x), y: Double(lift.y))) } }
        var target = rest
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate.scrollViewWillEndDragging(scroll, withVelocity: velocity, targetContentOffset: pointer)
        }
        guard backed else { return }
        // The drawn resting place, unless the app chose another target.
        let y = target == rest ? Double(rest.y) : scene.tableView.scrollView.clampedOffsetY(Double(target.y))
        if lift != rest || target != rest { mutate { try $0.tableView.setContentOffset(Point(x: Double(rest.x), y: y)) } }
    }
}
