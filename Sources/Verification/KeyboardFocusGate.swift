@_spi(Checker) import ScrollGeometry

/// This app's keyboard follows its first responder (POLICIES item 15): on a view
/// controller's own screen the runner posts a show of this app's keyboard only when one of the app's
/// responders is first responder — a text control in a cell, or one the controller placed outside its
/// table. iOS brings the keyboard up *because* a responder became first responder
/// (`becomeFirstResponder()` on a view whose `inputView` is the system keyboard); a tap that landed on
/// nothing (a row whose cell is not on screen, a control a door moved away, a `…ShouldBeginEditing`
/// that said no) shows no keyboard, and nothing the scenario says afterwards about that keyboard
/// (frame changes, a repeated willShow, its hide) reaches the app or the screen.
///
/// What is held back comes back as iOS would post it: when a responder of the app is first responder
/// again at a later will-notification of the held keyboard (the user's next tap landed), that
/// notification is posted with the keyboard coming from below the screen (`beginFrame` off screen),
/// as a show from hidden is, and the other notifications of the same animation likewise.
///
/// A keyboard of this app still up when none of its responders is first responder any more (editing
/// ended and the next tap landed on nothing) is taken away as iOS takes it: at the scenario's next
/// notification of it, a hide is posted instead (willChangeFrame, willHide, didChangeFrame, didHide), and
/// the rest is held back as above.
///
/// A show held back while this app's keyboard is still hiding (a willHide posted, its didHide not yet:
/// iOS posts that pair when focus moves between fields, and the user's tap here landed on nothing) leaves
/// the hide to finish as iOS finishes it: the hide's didChangeFrame and didHide are posted after the held
/// notification, so the app is never left with a willHide that no didHide follows.
///
/// Another app's keyboard (`keyboardIsLocalUserInfoKey` false, iPad multitasking) is never held: it
/// does not follow this app's focus. The generator's own screens (model-level strategies) are not
/// gated: their "field outside the table" is implied.
struct KeyboardFocusGate {
    /// The scenario's keyboard is up with no responder of this app: its notifications are held back.
    private(set) var holding = false
    /// A held keyboard's hide: the rest of its turn's notifications are dropped with it.
    private var droppingTurn = false
    /// The frame of a keyboard let through after being held, whose did-notifications still say it began
    /// where it ends; they are posted as coming from below the screen too.
    private var liftedTo: Rect?

    /// What becomes of one keyboard notification of the scenario.
    enum Decision: Equatable {
        /// Posted as it is, or rewritten (a held keyboard let through comes from below the screen).
        case post(KeyboardNotification)
        /// Not posted; `finishing` are the notifications that end a hide still in flight, which iOS posts
        /// as its animation ends and which the runner puts in after this one.
        case hold(finishing: [KeyboardNotification])
    }

    /// A hide of this app's keyboard posted (its willHide) whose didHide has not been posted yet.
    private var hideInFlight: KeyboardNotification?
    /// Notifications this gate asked the runner to put in: posted when they come, even while holding.
    private var finishing: [KeyboardNotification] = []

    /// What to do with `note` on `scene`. `newTurn`: `note` starts a run-loop turn.
    mutating func pass(_ note: KeyboardNotification, in scene: Scene, newTurn: Bool) -> Decision {
        let decision = decide(note, in: scene, newTurn: newTurn)
        if case let .post(posted) = decision, posted.isLocal {
            if posted.event == .willHide { hideInFlight = posted }
            if posted.event == .didHide || (posted.event.isWill && posted.event != .willHide) { hideInFlight = nil }
        }
        return decision
    }

    private mutating func decide(_ note: KeyboardNotification, in scene: Scene, newTurn: Bool) -> Decision {
        // While a pushed screen covers this one, the keyboard may be the pushed screen's: not gated, and
        // what was held back before the screen left is over (the keyboard moves for the pushed screen).
        if scene.readFromController, !scene.isInWindow, note.isLocal {
            holding = false
            droppingTurn = false
            liftedTo = nil
            finishing = []
            hideInFlight = nil
        }
        guard scene.readFromController, scene.isInWindow, note.isLocal else { return .post(note) }
        if let first = finishing.first, first == note {
            finishing.removeFirst()
            return .post(note)
        }
        if newTurn { droppingTurn = false }
        if droppingTurn { return .hold(finishing: []) }
        let screen = scene.layout.screenBounds
        let onScreen = note.endFrame.height > 0 && note.endFrame.minY < screen.maxY
        let hasResponder = scene.focusedRow != nil || scene.outsideFocus != nil
        if holding {
            if note.event == .willHide {
                holding = false
                droppingTurn = true
                return .hold(finishing: [])
            }
            guard hasResponder, note.event.isWill, onScreen else { return .hold(finishing: []) }
            holding = false
            liftedTo = note.endFrame
            return .post(Self.fromBelow(note, screen: screen))
        }
        if let lifted = liftedTo {
            // The let-through show's other notifications (its willShow or willChangeFrame partner, then
            // didChangeFrame and didShow) still say the keyboard began where it ends.
            let sameAnimation = note.endFrame == lifted && note.beginFrame == lifted && note.event != .willHide
            if !sameAnimation || note.event == .didShow { liftedTo = nil }
            if sameAnimation { return .post(Self.fromBelow(note, screen: screen)) }
        }
        let keyboardUp = scene.keyboardIsLocal && !scene.keyboardIsHiding && scene.keyboardFrame.height > 0
            && scene.keyboardFrame.minY < screen.maxY
        if note.event != .willHide, note.event.isWill, onScreen, keyboardUp, !hasResponder {
            // This app's keyboard is up but none of its responders is first responder any more (editing
            // ended, and the tap meant to take the focus landed on nothing): iOS takes the keyboard away
            // as the last responder resigns. The hide is posted now, as iOS posts one (willChangeFrame and
            // willHide, then didChangeFrame and didHide, to below the screen), and what the scenario
            // says of that keyboard afterwards is held back like any show with nothing focused.
            holding = true
            liftedTo = nil
            hideInFlight = nil
            let current = scene.keyboardFrame
            let hidden = Rect(x: current.minX, y: screen.maxY, width: current.width, height: current.height)
            finishing = [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].compactMap {
                try? KeyboardNotification($0, begin: current, end: hidden, duration: note.animationDuration,
                                         curve: note.animationCurve, isLocal: true)
            }
            return .hold(finishing: finishing)
        }
        if note.event != .willHide, note.event.isWill, onScreen, !keyboardUp, !hasResponder {
            holding = true
            liftedTo = nil
            // A hide in flight ends as iOS ends it: its did-notifications, with the hide's frames.
            guard let hide = hideInFlight else { return .hold(finishing: []) }
            hideInFlight = nil
            finishing = [KeyboardEvent.didChangeFrame, .didHide].compactMap {
                try? KeyboardNotification($0, begin: hide.beginFrame, end: hide.endFrame, duration: hide.animationDuration,
                                         curve: hide.animationCurve, isLocal: true)
            }
            return .hold(finishing: finishing)
        }
        return .post(note)
    }

    /// `note` with its keyboard starting below the screen (a show from hidden), its end frame kept.
    private static func fromBelow(_ note: KeyboardNotification, screen: Rect) -> KeyboardNotification {
        let end = note.endFrame
        let below = Rect(x: end.minX, y: screen.maxY, width: end.width, height: end.height)
        return (try? KeyboardNotification(note.event, begin: below, end: end, duration: note.animationDuration,
                                          curve: note.animationCurve, isLocal: note.isLocal)) ?? note
    }
}
