@_spi(Checker) import ScrollGeometry

/// This app's keyboard follows its first responder (issue 34, "the keyboard follows focus"): on a view
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

    /// The notification to post for `note` on `scene` (rewritten when a held keyboard is let through),
    /// or `nil` when it is not posted. `newTurn`: `note` starts a run-loop turn.
    mutating func pass(_ note: KeyboardNotification, in scene: Scene, newTurn: Bool) -> KeyboardNotification? {
        guard scene.readFromController, note.isLocal else { return note }
        if newTurn { droppingTurn = false }
        if droppingTurn { return nil }
        let screen = scene.layout.screenBounds
        let onScreen = note.endFrame.height > 0 && note.endFrame.minY < screen.maxY
        let hasResponder = scene.focusedRow != nil || scene.outsideFocus != nil
        if holding {
            if note.event == .willHide {
                holding = false
                droppingTurn = true
                return nil
            }
            guard hasResponder, note.event.isWill, onScreen else { return nil }
            holding = false
            liftedTo = note.endFrame
            return Self.fromBelow(note, screen: screen)
        }
        if let lifted = liftedTo {
            // The let-through show's other notifications (its willShow or willChangeFrame partner, then
            // didChangeFrame and didShow) still say the keyboard began where it ends.
            let sameAnimation = note.endFrame == lifted && note.beginFrame == lifted && note.event != .willHide
            if !sameAnimation || note.event == .didShow { liftedTo = nil }
            if sameAnimation { return Self.fromBelow(note, screen: screen) }
        }
        let keyboardUp = scene.keyboardIsLocal && !scene.keyboardIsHiding && scene.keyboardFrame.height > 0
            && scene.keyboardFrame.minY < screen.maxY
        if note.event != .willHide, note.event.isWill, onScreen, !keyboardUp, !hasResponder {
            holding = true
            liftedTo = nil
            return nil
        }
        return note
    }

    /// `note` with its keyboard starting below the screen (a show from hidden), its end frame kept.
    private static func fromBelow(_ note: KeyboardNotification, screen: Rect) -> KeyboardNotification {
        let end = note.endFrame
        let below = Rect(x: end.minX, y: screen.maxY, width: end.width, height: end.height)
        return (try? KeyboardNotification(note.event, begin: below, end: end, duration: note.animationDuration,
                                          curve: note.animationCurve, isLocal: note.isLocal)) ?? note
    }
}
