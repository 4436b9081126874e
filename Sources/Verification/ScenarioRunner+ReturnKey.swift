@_spi(Checker) import ScrollGeometry

extension ScenarioRunner {
    /// The keyboard's notifications iOS posts after the app answered the return key
    /// (``Action/returnKey``) in `textFieldShouldReturn(_:)`, read from what it did to the first
    /// responder (`focusBefore` when the key was pressed, `scene.focusedRow` after):
    ///
    /// - the focus moved to another control with this app's docked keyboard (or a hardware keyboard's
    ///   bar) up: the keyboard is announced again with its frame unchanged (`willChangeFrame` and
    ///   `willShow` with begin == end in the key's turn, `didChangeFrame` and `didShow` when the
    ///   animation has run), as for any focus move between fields with the keyboard up;
    /// - the app resigned the focus and nothing else took it, with this app's keyboard up: the keyboard
    ///   hides (`willChangeFrame` and `willHide` to below the screen, with its height, then the
    ///   did-notifications);
    /// - the focus stayed, or no keyboard of this app is on screen (a hardware keyboard with its bar
    ///   hidden), or it is undocked, split or floating and the focus moved: nothing is posted.
    ///
    /// The runner puts these after the key, so the app hears them, the checker judges them and a
    /// counterexample shows them, as the system's part of the user's act.
    static func keyboardAfterReturnKey(focusBefore: RowID?, scene: Scene) -> [Action] {
        guard focusBefore != nil, scene.focusedRow != focusBefore else { return [] }
        let frame = scene.keyboardFrame, screen = scene.layout.screenBounds
        guard scene.keyboardIsLocal, !scene.keyboardIsHiding, frame.height > 0, frame.minY < screen.maxY else { return [] }
        let end: Rect
        let will: KeyboardEvent, did: KeyboardEvent
        if scene.focusedRow != nil {
            // Docked (its bottom at the screen's) or a hardware keyboard's bar (reaching below it).
            guard frame.maxY >= screen.maxY - 0.5, frame.width >= screen.width - 0.5 else { return [] }
            end = frame
            (will, did) = (.willShow, .didShow)
        } else {
            end = Rect(x: 0, y: screen.maxY, width: screen.width, height: frame.height)
            (will, did) = (.willHide, .didHide)
        }
        do {
            return [
                .keyboard(try KeyboardNotification(.willChangeFrame, begin: frame, end: end, duration: 0.25, isLocal: true)),
                .keyboard(try KeyboardNotification(will, begin: frame, end: end, duration: 0.25, isLocal: true)),
                .keyboard(try KeyboardNotification(.didChangeFrame, begin: frame, end: end, duration: 0.25, isLocal: true)),
                .keyboard(try KeyboardNotification(did, begin: frame, end: end, duration: 0.25, isLocal: true)),
            ]
        } catch {
            return []
        }
    }
}
