@_spi(Checker) import ScrollGeometry

/// The main run loop as the checker sees it: virtual time, which callbacks iOS delivers in one turn, and
/// the keyboard animation in flight. It decides where the screen *renders a settled state* — the only
/// places invariants are judged.
///
/// iOS's orders it follows (each with its source):
/// - a tap on a text field delivers `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`, then
///   `keyboardWillChangeFrame` and `keyboardWillShow`, all from one `becomeFirstResponder` call in one
///   turn; a text view becomes first responder before the will-notifications, but its
///   `textViewDidBeginEditing` comes after them, still in that turn (Craig Grummitt, "Keyboards, text
///   views and first responders", 2016); the return key's `textFieldShouldReturn`, where the app moves
///   or resigns the focus, likewise posts the will-notifications that follow in its turn;
/// - `willChangeFrame` and `willShow`/`willHide` are posted back to back (nothing is drawn between them),
///   and so are `didChangeFrame` and `didShow`/`didHide`, when the animation has run its duration
///   (typically 0.25 s, `keyboardAnimationDurationUserInfoKey`);
/// - a drag that begins with `keyboardDismissMode = .onDrag` ends editing in its turn;
/// - a keyboard the pushed screen left up when the user goes back hides as this screen appears: its
///   will-notifications come in the appearance's turn;
/// - the app's first show may come late after the tap that asks for it, while the keyboard loads (its
///   cold start, ``KeyboardNotification/delayAfterFocus``): then the will-notifications are a turn of
///   their own, that long after the focus change's;
/// - anything else (the user scrolling, each phase of a drag, data arriving, a rotation, navigation) is a turn of its own.
///
/// A keyboard animation is in flight from a will-notification until the did-notification that answers
/// the *latest* will (`didShow` for `willShow`, `didHide` for `willHide`, `didChangeFrame` for a lone
/// `willChangeFrame`), or until its duration has passed. What happens meanwhile (a focus callback, rows
/// arriving) happens during the animation and is judged with it, at its end.
///
/// The app's own animated scroll (``Action/animatedScroll(_:)``) is in flight for
/// ``ScrollAnimation/duration`` from its call. The event after it comes when the scenario says
/// (``AnimatedScroll/nextEventAfter``): mid-flight, interrupting it, or after it has come to rest; any
/// later event comes an ``eventGap`` on, by which time the scroll has ended. While it is in flight the
/// screen shows no settled state either.
struct RunLoopClock {
    /// Seconds since the screen appeared.
    private(set) var now: Double = 0
    /// When the keyboard animation in flight ends, and the did-notification that ends it.
    private var animationEnd: Double?
    private var awaited: KeyboardEvent?
    /// When the app's animated scroll in flight comes to rest, and when the event that interrupts it
    /// comes (set by the scroll's call, used by the next event).
    private(set) var scrollEnd: Double?
    private var interruptionAt: Double?

    /// The pause between two of the user's or the system's independent events, in seconds.
    static let eventGap = 1.0

    /// True while a keyboard animation is in flight: the screen shows no settled state.
    var isAnimating: Bool { awaited != nil || scrollEnd != nil }

    /// True when `next` is delivered in the same run-loop turn as `previous`.
    static func sameTurn(_ previous: Action, _ next: Action) -> Bool {
        switch (previous, next) {
        case let (.keyboard(a), .keyboard(b)):
            // willChangeFrame + willShow/willHide, and didChangeFrame + didShow/didHide.
            return (a.event == .willChangeFrame && (b.event == .willShow || b.event == .willHide))
                || (a.event == .didChangeFrame && (b.event == .didShow || b.event == .didHide))
        case (.beginEditing, .keyboard(let b)), (.endEditing, .keyboard(let b)), (.returnKey, .keyboard(let b)),
             (.tapOutsideControl, .keyboard(let b)):
            // The focus change posts the keyboard's will-notifications, unless the keyboard has yet
            // to load (its cold start): then they come later, a turn of their own.
            return b.event.isWill && b.delayAfterFocus == 0
        case (.keyboard(let a), .beginEditing), (.keyboard(let a), .endEditing):
            // A text view's didBeginEditing after the will-notifications.
            return a.event.isWill
        case (.drag(.began), .endEditing):
            // `keyboardDismissMode = .onDrag`: the scroll view resigns the first responder as the drag
            // begins, and the keyboard's will-notifications follow in that turn.
            return true
        case (.endEditing, .beginEditing), (.beginEditing, .endEditing):
            // A focus move: the old field ends editing as the new one begins.
            return true
        case (.viewDidAppear, .keyboard(let b)):
            // The user went back with the pushed screen's keyboard up: it stays over the back animation
            // and hides as the animation ends, when this screen's view has appeared (mpak/Workdays issue
            // 8, iOS 8) — its will-notifications come with the appearance.
            return b.forAnotherScreen && b.event.isWill
        case (.resizeWindow, .keyboard(let b)):
            // The keyboard's announcement for the window's new overlap, when iPadOS posts one, comes
            // with the resize's layout: a willChangeFrame whose frame has not moved. Any other
            // notification is the keyboard's own next move, an event of its own.
            return b.event == .willChangeFrame && b.beginFrame == b.endFrame
        default:
            return false
        }
    }

    /// Moves time to when `action` happens, given the action before it in the scenario (`nil` for the
    /// first), and updates the animation in flight.
    mutating func advance(to action: Action, after previous: Action?) {
        if previous == nil {
            // The screen appearing: time 0.
        } else if let previous, Self.sameTurn(previous, action) {
            // Same turn, same time.
        } else if let at = interruptionAt {
            // The event that comes while the app's animated scroll is in flight.
            now = Swift.max(now, at)
        } else if case let .keyboard(note) = action, note.delayAfterFocus > 0, let previous, previous.isFocusChange {
            // The keyboard's cold start: its show comes that long after the tap.
            now += note.delayAfterFocus
        } else if case let .keyboard(note) = action, !note.event.isWill, let end = animationEnd {
            // A did-notification comes when the animation has run.
            now = Swift.max(now, end)
        } else if let end = animationEnd {
            // During an animation: a moment later, still before its end.
            now = Swift.min(now + 0.05, Swift.max(now, end - 0.01))
        } else {
            now += Self.eventGap
        }
        if let end = animationEnd, now >= end, !isDid(action) {
            finishAnimation()
        }
        if previous.map({ !Self.sameTurn($0, action) }) ?? true { interruptionAt = nil }
        if let end = scrollEnd, now >= end { scrollEnd = nil }
        if case let .animatedScroll(scroll) = action {
            scrollEnd = now + ScrollAnimation.duration
            interruptionAt = scroll.nextEventAfter.map { now + Swift.min(Swift.max(0, $0), ScrollAnimation.duration - 0.01) }
        }
        guard case let .keyboard(note) = action else { return }
        switch note.event {
        case .willShow, .willHide:
            startAnimation(awaiting: note.event == .willShow ? .didShow : .didHide, duration: note.animationDuration)
        case .willChangeFrame:
            startAnimation(awaiting: .didChangeFrame, duration: note.animationDuration)
        case .didShow, .didHide, .didChangeFrame:
            if note.event == awaited { finishAnimation() }
        }
    }

    /// How far the main queue runs at the end of the turn `action` ends, `next` being the scenario's
    /// next action (`nil` after the last): up to just before `next` happens, or one ``eventGap`` on after
    /// the last action. Work the app deferred to the main queue (`asyncAfter`, a delayed perform, an
    /// animation's completion) that falls due before the next event has run when the screen is judged,
    /// as on a device, where nothing else happens in that time; work due at the next event's own time
    /// runs at the start of its turn.
    func mainQueueHorizon(after action: Action, next: Action?) -> Double {
        guard let next else { return now + Self.eventGap }
        var peek = self
        peek.advance(to: next, after: action)
        return Swift.max(now, peek.now - Self.beforeNextEvent)
    }

    /// How long before the next event the main queue's run at the end of a turn stops.
    static let beforeNextEvent = 0.001

    /// The animation in flight runs to its end (the scenario is over: time passes).
    mutating func runAnimationToEnd() {
        if let end = animationEnd { now = Swift.max(now, end) }
        finishAnimation()
        runScrollToEnd()
    }

    /// The app's animated scroll in flight comes to rest (nothing else happens before its end).
    mutating func runScrollToEnd() {
        if let end = scrollEnd { now = Swift.max(now, end) }
        scrollEnd = nil
    }

    /// The app's animated scroll is over before the next event (it ended, or the app's own offset
    /// stopped it): time stays where it is.
    mutating func scrollCameToRest() { scrollEnd = nil }

    /// True when the app's animated scroll is in flight and `next` (`nil`: nothing more) comes after
    /// it has come to rest: the scroll ends before the turn's screen is judged.
    func scrollEnds(before next: Action?, after action: Action) -> Bool {
        guard let end = scrollEnd else { return false }
        guard let next else { return true }
        var peek = self
        peek.advance(to: next, after: action)
        return peek.now >= end
    }

    private func isDid(_ action: Action) -> Bool {
        if case let .keyboard(note) = action { return !note.event.isWill }
        return false
    }

    /// A notification with a zero duration (the keyboard following the user's finger in an interactive
    /// dismissal) moves the keyboard at once: nothing is in flight.
    private mutating func startAnimation(awaiting did: KeyboardEvent, duration: Double) {
        guard duration > 0 else { return finishAnimation() }
        awaited = did
        animationEnd = now + duration
    }

    private mutating func finishAnimation() {
        awaited = nil
        animationEnd = nil
    }

    /// The number of *events* in `actions`: settled states a person sees, each made of the callbacks of
    /// one turn or of one keyboard animation (a tap and the whole show it starts is one event). Shrunk
    /// counterexamples are measured in events.
    static func eventCount(_ actions: [Action]) -> Int {
        var clock = RunLoopClock()
        var count = 0
        for (index, action) in actions.enumerated() {
            clock.advance(to: action, after: index > 0 ? actions[index - 1] : nil)
            let turnEnds = index + 1 == actions.count || !sameTurn(action, actions[index + 1])
            if (turnEnds && !clock.isAnimating) || index + 1 == actions.count { count += 1 }
        }
        return count
    }
}
