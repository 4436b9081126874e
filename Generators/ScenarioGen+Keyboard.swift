import PropertyCheck
import ScrollGeometry

/// Keyboard episodes: the notification sequences iOS sends, one step each, chosen by the keyboard's
/// phase so that each sequence is one a device can send from the state the screen is in. Within each
/// phase the alternatives run from the plainest (index 0) to the oddest.
///
/// A rotation with the keyboard up is not among them: it is the rotation step's form whenever the
/// keyboard is on screen (``rotationWhileUp``), so that deleting the show before it leaves a plain
/// rotation and a failure that needs only a rotation shrinks to one.
extension ScenarioGen {
    static func drawKeyboardEpisode(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        var e = Episode(frame: s.keyboardFrame)
        switch s.keyboardPhase {
        case .hidden where s.focused != nil:
            try hardwareSilentStep(s, &e, &tc)
        case .hidden:
            try showFromHidden(s, &e, &tc)
        case .docked:
            try dockedStep(s, &e, &tc)
        case .hardwareBar:
            try hardwareBarStep(s, &e, &tc)
        case .detached:
            try detachedStep(s, &e, &tc)
        case .otherApp:
            try otherAppStep(s, &e, &tc)
        }
        return e.actions
    }

    // MARK: Focus

    /// A row with a control to focus (not `excluding` when another exists), or nil.
    static func drawFocusTarget(_ s: ScenarioState, excluding: IndexPath? = nil, _ tc: inout TestCase) throws -> IndexPath? {
        guard s.rowCount > 0 else { return nil }
        let n = try tc.int(0...(s.rowCount - 1))
        guard var ip = s.focusableRow(from: n) else { return nil }
        if ip == excluding, let other = s.focusableRow(from: s.flat(ip) + 1) { ip = other }
        return ip
    }

    /// The docked frame a show ends at: with the predictive bar (zero choice), without it, or taller by
    /// an input accessory view (on the generator's own screens only, ``ScenarioState/drawsAccessories``).
    static func drawDockedFrame(_ s: ScenarioState, _ tc: inout TestCase) throws -> Rect {
        switch try tc.pick([6, 1, s.drawsAccessories ? 1 : 0, s.drawsAccessories ? 2 : 0]) {
        case 3: return try drawTallAccessoryFrame(s, base: s.dockedFrame(), &tc)
        case 1: return s.dockedFrame(predictive: false)
        case 2: return grown(s.dockedFrame(), by: Double(try tc.uniform(44...60)), s)
        default: return s.dockedFrame()
        }
    }

    static func grown(_ frame: Rect, by extra: Double, _ s: ScenarioState) -> Rect {
        let h = Swift.min(frame.height + extra, s.screen.height)
        return Rect(x: 0, y: s.screen.height - h, width: s.screen.width, height: h)
    }

    // MARK: Hidden

    /// The keyboard comes up: docked (plainest), in steps, as a hardware keyboard's bar or not at all,
    /// undocked/split/floating on iPad, or another app's keyboard.
    static func showFromHidden(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let pad = s.device.isPad
        let hidden = s.hiddenFrame()
        // Another app's keyboard exists only in iPad multitasking (`keyboardIsLocalUserInfoKey`).
        switch try tc.pick([30, 4, 4, 3, pad ? 8 : 0, pad ? 6 : 0]) {
        case 1:
            // A third-party keyboard: willShow/didShow several times with growing heights.
            tc.label(ScenarioLabel.kbSteppedShow)
            try focusForShow(s, &e, &tc)
            let final = try drawDockedFrame(s, &tc)
            let steps = try tc.uniform(2...4)
            var begin = hidden
            for i in 1...steps {
                let h = i == steps ? final.height : (final.height * Double(40 + 50 * i / steps) / 100).rounded()
                let end = Rect(x: 0, y: s.screen.height - h, width: s.screen.width, height: h)
                try e.pair(.willShow, to: end, from: begin)
                begin = end
            }
        case 2:
            // A hardware keyboard: only the shortcut bar shows; the frame extends below the screen.
            tc.label(ScenarioLabel.kbHardwareBar)
            try focusForShow(s, &e, &tc)
            let bar = try KeyboardPlacement.hardware.frame(on: s.device, s.layout.orientation)
            try e.pair(.willShow, to: bar, from: hidden)
        case 3:
            // A hardware keyboard with the bar hidden: focus moves and no notification comes.
            tc.label(ScenarioLabel.kbHardwareSilent)
            if let ip = try drawFocusTarget(s, &tc) { e.append(.beginEditing(ip)) }
            else { e.append(.endEditing) }
        case 4:
            try focusForShow(s, &e, &tc)
            let target = try drawDetachedFrame(s, &tc)
            if try tc.chance(30) {
                try e.pair(.willShow, to: target, from: hidden)
            } else {
                try e.pair(.willChangeFrame, to: target, from: hidden)
            }
        case 5:
            // Another app's keyboard (iPad multitasking, Slide Over): not local, nothing focused here.
            tc.label(ScenarioLabel.kbOtherApp)
            if s.focused != nil { e.append(.endEditing) }
            try e.pair(.willShow, to: try drawDockedFrame(s, &tc), from: hidden, local: false)
        default:
            // The plainest show draws the fewest choices: the focused row, then one "extras" flag
            // behind which the variants sit (so shrinking prefers it to any other show).
            tc.label(ScenarioLabel.kbShow)
            var focus: [Action] = []
            if let ip = try drawFocusTarget(s, &tc) { focus = [.beginEditing(ip)] }
            else {
                tc.label(ScenarioLabel.kbFocusOutsideTable)
                focus = focusLeavingTable(s)
            }
            var end = s.dockedFrame()
            var coldStart = 0.0
            if try tc.chance(40) {
                end = try drawDockedFrame(s, &tc)
                coldStart = try drawColdStart(s, &tc)
                if try tc.chance(20) {
                    tc.label(ScenarioLabel.kbFocusOutsideTable)
                    focus = focusLeavingTable(s)
                }
            }
            // A cold start delays the show after the focus change that asks for it; a text view's
            // focus callback comes after the will-notifications, in their turn, so it delays nothing.
            let late = focus.contains { !isFocusAfterWill($0, s) } ? coldStart : 0
            if late > 0 { tc.label(ScenarioLabel.kbColdStart) }
            if try showWithFocus(s, focus, &e, { ep, between in
                try ep.pair(.willShow, to: end, from: hidden, delayAfterFocus: late, between: between)
            }) { tc.label(ScenarioLabel.kbFocusAfterWillShow) }
        }
    }

    /// A show group with its focus callbacks in iOS's order: the old control's `didEndEditing` and a
    /// text field's `textFieldDidBeginEditing` come before `keyboardWillChangeFrame`; a text view's
    /// `textViewDidBeginEditing` comes after the will-notifications (Craig Grummitt, "Keyboards, text
    /// views and first responders", 2016): whether the focus callback comes after the will-notifications
    /// follows from the focused control, not from a draw.
    @discardableResult
    static func showWithFocus(_ s: ScenarioState, _ focus: [Action], _ e: inout Episode,
                              _ show: (inout Episode, (inout Episode) throws -> Void) throws -> Void) throws -> Bool {
        var before: [Action] = [], after: [Action] = []
        for action in focus {
            if isFocusAfterWill(action, s) { after.append(action) } else { before.append(action) }
        }
        before.forEach { e.append($0) }
        try show(&e) { ep in after.forEach { ep.append($0) } }
        return !after.isEmpty
    }

    /// True for a focus act that iOS delivers after the keyboard's will-notifications: a text view's
    /// `textViewDidBeginEditing`.
    static func isFocusAfterWill(_ action: Action, _ s: ScenarioState) -> Bool {
        if case let .beginEditing(ip) = action { return s.isTextView(ip) }
        return false
    }

    /// The keyboard's cold start (``KeyboardNotification/delayAfterFocus``): on the scenario's first
    /// show, a 30 % coin whether the keyboard still has to load, and if so how long its show comes
    /// after the tap, 0.3 to 2 s in tenths (shrinking toward 0.3). 0 when the keyboard has been on
    /// screen before in the scenario (it is loaded) or the coin says it was loaded before the screen.
    static func drawColdStart(_ s: ScenarioState, _ tc: inout TestCase) throws -> Double {
        guard try tc.chance(30), !s.keyboardHasShown else { return 0 }
        return Double(try tc.uniform(3...20)) / 10
    }

    /// A choice in the show's variants that nothing reads: the choice sequence (and so every recorded
    /// replay token) has a slot here, drawn as a 30 % coin, whose value changes no action.
    static func drawUnreadChoice(_ tc: inout TestCase) throws {
        _ = try tc.chance(30)
    }

    /// Focus before a show: a row's control (plainest), or a field outside the table (a chat input bar,
    /// a search field), which focuses nothing in the table.
    static func focusForShow(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let target = try drawFocusTarget(s, &tc)
        if let ip = target, try !tc.chance(15) {
            e.append(.beginEditing(ip))
        } else {
            tc.label(ScenarioLabel.kbFocusOutsideTable)
            focusLeavingTable(s).forEach { e.append($0) }
        }
    }

    /// The focus going to "a field outside the table" before a keyboard's show or re-announcement. On
    /// the generator's own screens that field is implied (a chat input bar, a search field: nothing in
    /// the table is focused). On a view controller's own screen it must exist: the user taps the first
    /// text control the controller placed outside its table when it has one not already focused;
    /// otherwise the focus stays where it is (nothing is tapped), since this app's keyboard shows only
    /// for one of its own responders (POLICIES item 15; a show left with nothing
    /// focused is not posted by the runner either, ``ScenarioRunner``).
    static func focusLeavingTable(_ s: ScenarioState) -> [Action] {
        guard s.userActs else { return s.focused != nil ? [.endEditing] : [] }
        if s.outsideControls > 0, s.outsideFocused == nil { return [.tapOutsideControl(0)] }
        return []
    }

    /// Focused with no keyboard on screen (a hardware keyboard with its bar hidden).
    static func hardwareSilentStep(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbHardwareSilent)
        switch try tc.pick([4, 3, 2]) {
        case 1:
            tc.label(ScenarioLabel.endEditing)
            e.append(.endEditing)
        case 2:
            // The hardware keyboard is disconnected: the software keyboard comes up.
            tc.label(ScenarioLabel.kbSoftwareAfterHardware)
            try e.pair(.willShow, to: try drawDockedFrame(s, &tc), from: s.hiddenFrame())
        default:
            tc.label(ScenarioLabel.focusMove)
            if let ip = try drawFocusTarget(s, excluding: s.focused, &tc) { e.append(.beginEditing(ip)) }
        }
    }

    // MARK: Docked

    static func dockedStep(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let f = s.keyboardFrame
        let pad = s.device.isPad
        switch try tc.pick([20, 12, 5, 5, 3, 6, 4, pad ? 8 : 0, 6]) {
        case 1:
            // Focus moves between fields with the keyboard up: willShow again with begin == end.
            tc.label(ScenarioLabel.kbRepeatedWillShow)
            tc.label(ScenarioLabel.focusMove)
            var focus: [Action] = []
            let target = try drawFocusTarget(s, excluding: s.focused, &tc)
            if let target { focus = [.beginEditing(target)] }
            if try tc.chance(40) {
                // Variants: focus leaves the table (a chat input bar), didEndEditing comes first,
                // change-frame notes, the focus callback after willShow.
                switch try tc.pick([1, 1, 1]) {
                case 1: if s.focused != nil, let target { focus = [.endEditing, .beginEditing(target)] }
                case 2:
                    tc.label(ScenarioLabel.kbFocusOutsideTable)
                    focus = focusLeavingTable(s)
                default: break
                }
                try drawUnreadChoice(&tc)
            }
            if try showWithFocus(s, focus, &e, { ep, between in
                try ep.pair(.willShow, to: f, between: between)
            }) { tc.label(ScenarioLabel.kbFocusAfterWillShow) }
        case 2, 3:
            // Height changes with the keyboard up: predictive bar toggled, emoji keyboard, accessory view.
            let end = try drawChangedDockedFrame(s, &tc)
            if try tc.chance(50) {
                tc.label(ScenarioLabel.kbHeightChangeWithWillShow)
                try e.pair(.willShow, to: end)
            } else {
                tc.label(ScenarioLabel.kbHeightChangeWithoutWillShow)
                try e.pair(.willChangeFrame, to: end)
            }
        case 4:
            tc.label(ScenarioLabel.kbBeginEqualsEnd)
            try e.pair(try tc.chance(50) ? .willShow : .willChangeFrame, to: f)
        case 5:
            try interactiveDismissal(s, &e, &tc)
        case 6:
            // The keyboard starts to hide, and a show arrives before the hide animation ends: its begin
            // frame is the docked frame the hide never left. Each show and hide comes wrapped in its
            // change-frame notification, as iOS posts every show and hide (an app may listen to
            // willChangeFrame and willHide only, as Apple's pattern allows).
            tc.label(ScenarioLabel.kbHideThenShow)
            let refocus = try tc.chance(50)
            if refocus, s.focused != nil { e.append(.endEditing) }
            let hidden = s.hiddenFrame(height: f.height)
            try e.note(.willChangeFrame, to: hidden, from: f)
            try e.note(.willHide, to: hidden, from: f)
            if refocus, let ip = try drawFocusTarget(s, &tc) { e.append(.beginEditing(ip)) }
            let lateDidHide = try tc.chance(40)
            try e.note(.willChangeFrame, to: f, from: f)
            try e.note(.willShow, to: f, from: f)
            if lateDidHide {
                try e.note(.didChangeFrame, to: hidden, from: f)
                try e.note(.didHide, to: hidden, from: f)
            }
            try e.note(.didChangeFrame, to: f, from: f)
            try e.note(.didShow, to: f, from: f)
        case 7:
            if try tc.chance(55) {
                // Undocked or split from the keyboard's menu: iPadOS has posted the will-notifications
                // with an end frame above the screen (the docked frame moved up, 40 pt of it left at the
                // top) and the did-notifications with the real frame — a published log on a 768 × 1024
                // iPad: willChangeFrame end {{0, −264}, {768, 304}}, didChangeFrame the undocked frame
                // (StackOverflow question 10749311, "iPad split keyboard").
                tc.label(ScenarioLabel.kbUndockedFromMenu)
                let target = try drawDetachedFrame(s, &tc)
                let aboveScreen = Rect(x: 0, y: 40 - f.height, width: f.width, height: f.height)
                try e.note(.willChangeFrame, to: aboveScreen, from: f)
                try e.note(.willHide, to: aboveScreen, from: f)
                try e.note(.didChangeFrame, to: target, from: f)
                try e.note(.didHide, to: target, from: f)
                return
            }
            // iPad: the user undocks, splits or floats the keyboard: a will-hide, then frame changes
            // (the hide wrapped in its change-frame notifications, as iOS posts every hide).
            let hidden = s.hiddenFrame(height: f.height)
            try e.note(.willChangeFrame, to: hidden, from: f)
            try e.note(.willHide, to: hidden, from: f)
            if try tc.chance(50) {
                try e.note(.didChangeFrame, to: hidden, from: f)
                try e.note(.didHide, to: hidden, from: f)
            }
            let target = try drawDetachedFrame(s, &tc)
            try e.pair(.willChangeFrame, to: target)
        case 8:
            // A hardware keyboard is connected: the keyboard shrinks to the shortcut bar.
            tc.label(ScenarioLabel.kbHardwareBar)
            let bar = try KeyboardPlacement.hardware.frame(on: s.device, s.layout.orientation)
            try e.pair(try tc.chance(50) ? .willShow : .willChangeFrame, to: bar)
        default:
            try hide(s, &e, &tc)
        }
    }

    /// A docked frame of another height than the current one: the predictive bar toggled, an emoji
    /// keyboard, or (on the generator's own screens, ``ScenarioState/drawsAccessories``) an input
    /// accessory view appearing.
    static func drawChangedDockedFrame(_ s: ScenarioState, _ tc: inout TestCase) throws -> Rect {
        let f = s.keyboardFrame
        let m = s.layout.metrics
        let candidates = [
            s.dockedFrame(predictive: f.height != m.dockedKeyboardHeight(predictive: true)),  // predictive bar toggled
            grown(s.dockedFrame(), by: Double(try tc.uniform(10...40)), s),  // emoji keyboard
            grown(f, by: Double(try tc.uniform(44...60)), s),  // an input accessory view appears
            s.dockedFrame(predictive: f.height == m.dockedKeyboardHeight(predictive: false)),
        ]
        let choice = try tc.pick([4, 2, s.drawsAccessories ? 2 : 0, 1, s.drawsAccessories ? 1 : 0])
        let pick = choice == 4 ? try drawTallAccessoryFrame(s, base: s.dockedFrame(), &tc) : candidates[choice]
        return pick == f ? grown(f, by: 1, s) : pick
    }

    /// The keyboard hides. The end frame is below the screen with the keyboard's height (plainest); or
    /// of zero height; or of another height; or still on screen with an accessory's height.
    ///
    /// Or, with `keyboardDismissMode = .onDrag`, the user's drag dismisses it (``dragDismissal(_:_:_:)``).
    static func hide(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let f = s.keyboardFrame
        if try tc.chance(15) { return try dragDismissal(s, &e, &tc) }
        let end: Rect
        let extras = try tc.chance(55)
        switch extras ? try tc.pick([2, 1, 1, 1]) : 0 {
        case 1:
            tc.label(ScenarioLabel.kbHideZeroHeight)
            end = Rect(x: 0, y: s.screen.height, width: s.screen.width, height: 0)
        case 2:
            tc.label(ScenarioLabel.kbHideOtherHeight)
            end = s.hiddenFrame(height: f.height == s.dockedFrame().height ? s.dockedFrame(predictive: false).height : s.dockedFrame().height)
        case 3:
            // Still has a height on screen (an input accessory or iOS 26's bar stays docked).
            tc.label(ScenarioLabel.kbHideWithHeight)
            let h = s.layout.metrics.hardwareKeyboardBarHeight
            end = Rect(x: 0, y: s.screen.height - h, width: s.screen.width, height: h)
        default:
            tc.label(ScenarioLabel.kbShowHidePair)
            end = s.hiddenFrame(height: f.height)
        }
        let endEditingLate = try extras && tc.chance(40)
        if s.focused != nil, endEditingLate {
            try e.pair(.willHide, to: end)
            tc.label(ScenarioLabel.endEditing)
            e.append(.endEditing)
        } else {
            if s.focused != nil {
                tc.label(ScenarioLabel.endEditing)
                e.append(.endEditing)
            }
            try e.pair(.willHide, to: end)
        }
    }

    /// The device rotates with the keyboard up; the keyboard is announced again for the new
    /// orientation, the begin frame given in the new orientation's coordinates.
    static func rotationWhileUp(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbRotationWhileUp)
        tc.label(ScenarioLabel.rotate)
        let phase = s.keyboardPhase
        let predictive = s.keyboardFrame.height != s.layout.metrics.dockedKeyboardHeight(predictive: false)
        var rotated = s
        rotated.layout = s.layout.rotated()
        let newHidden = rotated.hiddenFrame()
        // One "extras" flag (always drawn) holds the variants, so the plainest rotation draws least.
        let extras = try tc.chance(40)
        let hideFirst = try extras && tc.chance(30) && phase == .docked
        let beginAtEnd = try extras && tc.chance(50)
        if hideFirst {
            // Older iOS: the keyboard hides before the rotation and shows again after it.
            try e.pair(.willHide, to: s.hiddenFrame(height: s.keyboardFrame.height))
        }
        e.append(.rotate)
        e.frame = newHidden
        let local = phase != .otherApp
        switch phase {
        case .hardwareBar:
            let bar = try KeyboardPlacement.hardware.frame(on: rotated.device, rotated.layout.orientation)
            try e.pair(.willShow, to: bar, from: hideFirst ? newHidden : bar)
        case .detached:
            let target = try drawDetachedFrame(rotated, &tc)
            try e.pair(.willChangeFrame, to: target, from: target)
        default:
            let end = rotated.dockedFrame(predictive: predictive)
            let begin = hideFirst || !beginAtEnd ? newHidden : end
            try e.pair(.willShow, to: end, from: begin, local: local)
        }
    }

    /// The user drags the keyboard down (`keyboardDismissMode = .interactive`): the drag begins on the
    /// list, the finger moves it and, once it reaches the keyboard, pulls the keyboard along (a few
    /// frame changes without animation, or none); the finger lifts, and the keyboard finishes hiding or
    /// springs back.
    static func interactiveDismissal(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let docked = s.keyboardFrame
        let moves = try tc.pick([3, 1]) == 1 ? 0 : try tc.uniform(1...5)
        if moves == 0 { tc.label(ScenarioLabel.kbInteractiveSilent) }
        e.append(.drag(.began))
        var y = docked.minY
        for _ in 0..<moves {
            if try tc.chance(60) { e.append(.drag(.moved(by: try drawFingerMove(&tc)))) }
            y = Swift.min(s.screen.height - 1, y + Swift.max(1, (docked.height * Double(try tc.uniform(5...30)) / 100).rounded()))
            try e.note(.willChangeFrame, to: Rect(x: 0, y: y, width: docked.width, height: docked.height), duration: 0)
        }
        if moves == 0 { e.append(.drag(.moved(by: try drawFingerMove(&tc)))) }
        e.append(.drag(.ended(.fraction(try tc.fraction()))))
        if try tc.chance(40) {
            tc.label(ScenarioLabel.kbInteractiveCancelled)
            try e.pair(.willChangeFrame, to: docked)
        } else {
            tc.label(ScenarioLabel.kbInteractiveFinished)
            try e.pair(.willHide, to: s.hiddenFrame(height: docked.height))
            if s.focused != nil {
                tc.label(ScenarioLabel.endEditing)
                e.append(.endEditing)
            }
        }
    }

    // MARK: Hardware keyboard bar

    static func hardwareBarStep(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbHardwareBar)
        let f = s.keyboardFrame
        switch try tc.pick([4, 3, 1]) {
        case 1:
            tc.label(ScenarioLabel.focusMove)
            if let ip = try drawFocusTarget(s, excluding: s.focused, &tc) { e.append(.beginEditing(ip)) }
            try e.pair(.willShow, to: f)
        case 2:
            tc.label(ScenarioLabel.kbSoftwareAfterHardware)
            try e.pair(.willShow, to: try drawDockedFrame(s, &tc))
        default:
            if s.focused != nil {
                tc.label(ScenarioLabel.endEditing)
                e.append(.endEditing)
            }
            try e.pair(.willHide, to: s.hiddenFrame(height: f.height))
        }
    }

    // MARK: iPad undocked, split, floating

    /// An undocked, split or floating keyboard's frame in mid-screen (iPad only).
    static func drawDetachedFrame(_ s: ScenarioState, _ tc: inout TestCase) throws -> Rect {
        let m = s.layout.metrics
        let o = s.layout.orientation
        let screen = s.screen
        switch try tc.pick([2, 1, 1]) {
        case 1:
            tc.label(ScenarioLabel.kbSplit)
            let maxLift = Int(screen.height - (m.undockedKeyboardHeight ?? 0))
            return try KeyboardPlacement.split(lift: Double(try tc.uniform(40...Swift.max(40, maxLift)))).frame(on: s.device, o)
        case 2:
            tc.label(ScenarioLabel.kbFloating)
            let size = m.floatingKeyboardSize ?? Size(width: 320, height: 260)
            let x = ((screen.width - size.width) * (try tc.fraction())).rounded()
            let y = ((screen.height - size.height - 1) * (try tc.fraction())).rounded()
            return try KeyboardPlacement.floating(origin: Point(x: x, y: y)).frame(on: s.device, o)
        default:
            tc.label(ScenarioLabel.kbUndocked)
            let maxLift = Int(screen.height - (m.undockedKeyboardHeight ?? 0))
            return try KeyboardPlacement.undocked(lift: Double(try tc.uniform(40...Swift.max(40, maxLift)))).frame(on: s.device, o)
        }
    }

    static func detachedStep(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        let f = s.keyboardFrame
        switch try tc.pick([3, 4, 2, 2]) {
        case 1:
            tc.label(ScenarioLabel.kbMoved)
            try e.pair(.willChangeFrame, to: try drawDetachedFrame(s, &tc))
        case 2:
            tc.label(ScenarioLabel.kbRedocked)
            let end = s.dockedFrame()
            try e.note(.willChangeFrame, to: end)
            try e.note(.willShow, to: end, from: s.hiddenFrame())
            try e.note(.didChangeFrame, to: end, from: f)
            try e.note(.didShow, to: end, from: s.hiddenFrame())
        case 3:
            tc.label(ScenarioLabel.focusMove)
            if let ip = try drawFocusTarget(s, excluding: s.focused, &tc) { e.append(.beginEditing(ip)) }
            if try tc.chance(50) { try e.pair(.willChangeFrame, to: f) }
        default:
            if s.focused != nil {
                tc.label(ScenarioLabel.endEditing)
                e.append(.endEditing)
            }
            let hidden = s.hiddenFrame(height: f.height)
            try e.pair(try tc.chance(50) ? .willChangeFrame : .willHide, to: hidden)
        }
    }

    // MARK: Another app's keyboard

    static func otherAppStep(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbOtherApp)
        let f = s.keyboardFrame
        switch try tc.pick([3, 2]) {
        case 1:
            // This app takes focus: its own keyboard replaces the other app's.
            try focusForShow(s, &e, &tc)
            try e.pair(.willShow, to: try drawDockedFrame(s, &tc), from: f)
        default:
            try e.pair(.willHide, to: s.hiddenFrame(height: f.height), local: false)
        }
    }
}
