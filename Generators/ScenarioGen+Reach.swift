import PropertyCheck
import ScrollGeometry

/// Scenarios the generator once never made: a keyboard as tall as most of the
/// window, and the app's own animated scroll interrupted in flight. Each is drawn behind an
/// alternative added at the end of an existing `pick`, so replay tokens recorded before it decode as
/// they did (a recorded index never names the new alternative).
extension ScenarioGen {
    // MARK: Full-height keyboard

    /// A docked keyboard topped by a tall input accessory view (a composer with an attachment tray, a
    /// formatting bar above a reply field): 61–160 pt more than the keyboard, capped at the screen's
    /// height. On a landscape iPhone (a 320–430 pt screen, 199–209 pt of keyboard with the predictive
    /// bar) it covers most of the screen.
    static func drawTallAccessoryFrame(_ s: ScenarioState, base: Rect, _ tc: inout TestCase) throws -> Rect {
        grown(base, by: Double(try tc.uniform(61...160)), s)
    }

    /// A Stage Manager window at the bottom of the screen, shorter than the docked keyboard (iPadOS lets
    /// a window be resized down to a strip; a docked keyboard then covers it all or nearly): 60–100 % of
    /// the keyboard's height, 50–95 % of the screen's width, anywhere along the bottom edge.
    static func drawWindowShorterThanKeyboard(_ layout: ScreenLayout, _ tc: inout TestCase) throws -> Rect {
        let screen = layout.screenBounds
        let keyboard = layout.metrics.dockedKeyboardHeight(predictive: true)
        let height = (keyboard * Double(try tc.uniform(60...100)) / 100).rounded()
        let width = (screen.width * Double(try tc.uniform(50...95)) / 100).rounded()
        let x = ((screen.width - width) * (try tc.fraction())).rounded()
        return Rect(x: x, y: screen.height - height, width: width, height: height)
    }

    /// Labels a step whose end leaves this app's docked keyboard covering at least three quarters of
    /// the window's height (``ScenarioLabel/kbFullHeight``). Folds only what moves the keyboard or the
    /// window, not the rows (cheap for a 100,000-row list).
    static func labelFullHeightKeyboard(after s: ScenarioState, _ actions: [Action], _ tc: inout TestCase) {
        var layout = s.layout, frame = s.keyboardFrame, local = s.keyboardIsLocal
        for action in actions {
            switch action {
            case let .keyboard(note):
                frame = note.endFrame
                local = note.isLocal
            case .rotate:
                let hidden = frame.minY >= layout.screenBounds.maxY
                layout = layout.rotated()
                if hidden { frame = ScenarioState.hiddenFrame(layout) }
            case let .resizeWindow(window):
                layout = layout.resized(windowFrame: window)
            default: break
            }
        }
        if Self.keyboardCoversMostOfWindow(frame, local: local, layout) { tc.label(ScenarioLabel.kbFullHeight) }
    }

    /// True for this app's docked keyboard (at the screen's bottom, full width) whose overlap with the
    /// window is at least three quarters of the window's height.
    static func keyboardCoversMostOfWindow(_ keyboard: Rect, local: Bool, _ layout: ScreenLayout) -> Bool {
        let screen = layout.screenBounds
        guard local, keyboard.height > 0, keyboard.minY < screen.maxY, abs(keyboard.maxY - screen.maxY) <= 0.5,
              keyboard.width >= screen.width else { return false }
        let window = layout.windowFrameOnScreen
        let overlap = Swift.min(window.maxY, keyboard.maxY) - Swift.max(window.minY, keyboard.minY)
        return overlap >= 0.75 * window.height
    }

    // MARK: Animated scroll in flight

    /// ``UndocumentedBehavior/scrollAnimationStopsOnChange`` for a scenario in which something
    /// interrupts the app's animated scroll, in half of them. Drawn last, after the actions (and after
    /// the reappearance option), so that cases recorded before it replay with the option off.
    static func drawScrollInterruptionOption(_ start: inout StartScreen, actions: [Action], _ tc: inout TestCase) throws {
        let interrupted = actions.contains { if case let .animatedScroll(scroll) = $0 { return scroll.nextEventAfter != nil }; return false }
        guard interrupted else { return }
        if try tc.chance(50) {
            start.behavior.scrollAnimationStopsOnChange = true
            tc.label(ScenarioLabel.optionScrollAnimationStops)
        }
    }

    /// The app's own animated scroll (``Action/animatedScroll(_:)``): `scrollToRow(at:at:animated: true)`
    /// to the last row (a chat's "jump to the latest") or any row, or `setContentOffset(_:animated: true)`
    /// to the bottom, the top or a fraction of the range. In most of them the next event comes while it
    /// is in flight (10–280 ms after the call): a keyboard change or a content update, drawn here against
    /// the state the scroll leaves.
    static func drawAnimatedScroll(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        tc.label(ScenarioLabel.appAnimatedScroll)
        let call: AnimatedScroll.Call
        // A door-driven screen's rows may have moved since the generator saw them: no index paths there.
        if s.isTable, s.rowCount > 0, s.doors.isEmpty, try tc.chance(60) {
            let row = try tc.chance(50) ? s.rowCount - 1 : try tc.int(0...(s.rowCount - 1))
            let position = TableView.ScrollPosition.allCases[try tc.pick([2, 3, 1, 3])]
            call = .scrollToRow(s.indexPath(flat: row), position)
        } else {
            let targets: [ScrollTarget] = [.bottom, .top, .fraction(0.5)]
            let choice = try tc.pick([3, 2, 1, 2])
            call = .setContentOffset(choice < 3 ? targets[choice] : .fraction(try tc.fraction()))
        }
        let plain = Action.animatedScroll(AnimatedScroll(call))
        guard try tc.chance(65) else { return [plain] }
        let after = Double(try tc.uniform(1...28)) / 100
        let state = s.applying(plain)
        let interruption: [Action]
        if canChangeContent(state), try tc.chance(50) {
            interruption = try drawContentUpdate(state, &tc)
        } else {
            interruption = try drawKeyboardEpisode(state, &tc)
        }
        guard !interruption.isEmpty else { return [plain] }
        tc.label(ScenarioLabel.appAnimatedScrollInFlight)
        return [.animatedScroll(AnimatedScroll(call, nextEventAfter: after))] + interruption
    }
}
