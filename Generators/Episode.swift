import ScrollGeometry

/// The actions of one generated step (a keyboard episode, a content change, a scroll), built in order
/// while following the keyboard frame the notifications announce, so that each notification's begin
/// frame is the previous end frame, as iOS reports it.
struct Episode {
    var actions: [Action] = []
    /// The keyboard frame last announced in this episode (screen coordinates).
    var frame: Rect
    /// True while the notes are about the pushed screen's own keyboard
    /// (``KeyboardNotification/forAnotherScreen``).
    var forAnotherScreen = false

    init(frame: Rect) { self.frame = frame }

    mutating func append(_ action: Action) { actions.append(action) }

    /// One notification from `begin` (default: the last announced frame) to `end`.
    mutating func note(_ event: KeyboardEvent, to end: Rect, from begin: Rect? = nil, duration: Double = 0.25,
                       local: Bool = true, delayAfterFocus: Double = 0) throws {
        let note = try KeyboardNotification(event, begin: begin ?? frame, end: end, duration: duration, isLocal: local,
                                            delayAfterFocus: delayAfterFocus, forAnotherScreen: forAnotherScreen)
        actions.append(.keyboard(note))
        frame = end
    }

    /// A will/did pair (`willShow`+`didShow`, `willHide`+`didHide`, or the change-frame pair alone) from
    /// the current frame to `end`. A show or hide comes wrapped in `willChangeFrame`/`didChangeFrame` in
    /// the order iOS posts them — willChangeFrame, will…, didChangeFrame, did… — since iOS posts the
    /// change-frame notifications with every show and hide. `delayAfterFocus` is the keyboard's cold
    /// start (``KeyboardNotification/delayAfterFocus``), carried by the first will-notification.
    mutating func pair(_ will: KeyboardEvent, to end: Rect, from begin: Rect? = nil,
                       local: Bool = true, delayAfterFocus: Double = 0,
                       between: (inout Episode) throws -> Void = { _ in }) throws {
        let start = begin ?? frame
        let frameNotes = will != .willChangeFrame
        if frameNotes { try note(.willChangeFrame, to: end, from: start, local: local, delayAfterFocus: delayAfterFocus) }
        try note(will, to: end, from: start, local: local, delayAfterFocus: frameNotes ? 0 : delayAfterFocus)
        try between(&self)
        if frameNotes { try note(.didChangeFrame, to: end, from: start, local: local) }
        let did: KeyboardEvent
        switch will {
        case .willShow: did = .didShow
        case .willHide: did = .didHide
        default: did = .didChangeFrame
        }
        try note(did, to: end, from: start, local: local)
    }
}
