@_spi(Checker) import ScrollGeometry

/// What the invariants remember between steps: the anchor, the state before the keyboard appeared, and
/// what happened since. The runner advances it after each step's checks (the only mutation, and it is
/// confined to the run loop).
struct InvariantTracker {
    /// The screen's strategy-controlled state, compared by the round trip.
    struct Snapshot: Equatable {
        /// `contentInset` as it is (what a message shows).
        var contentInset: EdgeInsets
        /// `contentInset` as keyboard code left it (what the round trip compares).
        var keyboardCodeInset: EdgeInsets
        var rootViewFrame: Rect
        var tableFrame: Rect
        var offset: Double
        var offsetWasValid: Bool

        /// ``keyboardCodeInset``: on a screen whose own code keeps the inset equal to the safe area
        /// (``Scene/appInsetsFollowSafeArea``), the safe area's top and bottom are taken off, so that a bar
        /// changing height (a collapsing large title) is not counted as the strategy's change.
        init(_ scene: Scene, tolerance: Double) {
            contentInset = scene.tableView.contentInset
            var inset = contentInset
            if scene.appInsetsFollowSafeArea {
                let safe = scene.tableView.safeAreaInsets
                inset.top -= safe.top
                inset.bottom -= safe.bottom
            }
            keyboardCodeInset = inset
            rootViewFrame = scene.rootViewFrame
            tableFrame = scene.tableView.frame
            offset = scene.tableView.contentOffset.y
            let range = scene.tableView.validOffsetRange
            offsetWasValid = offset >= range.lowerBound - tolerance && offset <= range.upperBound + tolerance
        }
    }

    /// The anchor picked on the last settled state (nil when nothing is visible).
    var anchor: AnchorRecord?
    /// The state before the keyboard last appeared, while it is up or hiding.
    var beforeShow: Snapshot?
    /// ``Scene/systemFirstResponderScrolls`` when ``beforeShow`` was taken: a `UITableViewController`
    /// that scrolled its first responder into view since moved the offset by UIKit's own act.
    var systemScrollsAtShow = 0
    /// A show interrupted a hide (willHide, then willShow before didHide) since ``beforeShow`` was taken
    /// (``UndocumentedBehavior/InterruptedHide``).
    var episodeHadInterruptedHide = false
    /// Whether the round trip back to ``beforeShow`` is owed (false when another keyboard was on screen
    /// before the show: the snapshot is then only an offset an app may return to).
    var roundTripOwed = true
    /// Something other than keyboard notifications and focus moves happened since the show.
    var disturbedSinceShow = false
    /// The state before the keyboard's show, when the screen left with the keyboard up (not hiding) and
    /// the round trip owed (nothing else had happened since the show): its `contentInset` is owed back
    /// when the screen returns with no keyboard over it after the keyboard moved while it was away.
    /// Dropped on the return, and by a rotation or a window resize while away (the app may then answer
    /// another keyboard frame).
    var awayRoundTrip: Snapshot?
    /// A keyboard notification came while the screen was away since ``awayRoundTrip`` was taken.
    var keyboardMovedWhileAway = false
    /// The keyboard went away and the round trip waits for the hide to complete (`didHide`, or the next
    /// action that is not a keyboard notification).
    var hidePending = false
    /// The last end frame announced per notification kind, and whether anything but keyboard
    /// notifications happened since (a repeat is only a repeat with nothing in between).
    var lastEndFrame: [KeyboardEvent: Rect] = [:]
    /// Keyboard notifications seen so far, the number of the last one of each kind, and the number of
    /// the last one that moved the keyboard: a repeat is only a repeat if the keyboard has not moved
    /// since the previous notification of its kind.
    var notesSeen = 0
    var lastNoteOfKind: [KeyboardEvent: Int] = [:]
    var lastMovingNote = -1
    var otherActionSinceKeyboard = false
    var focusChangedSinceKeyboard = false
    /// False between `viewWillDisappear` and `viewDidAppear`: checks pause while another screen
    /// covers this one.
    var onScreen = true
    /// While another screen covers this one: the anchor of the last settled state the user saw before
    /// it left. The return may keep either it or the anchor of the last state off screen (what the app
    /// did while away is not seen).
    var anchorWhenLeft: AnchorRecord?
    /// While another screen covers this one: whether the chat rested at the bottom in the last settled
    /// state the user saw before it left (``Invariant/bottomPinning`` owes it back when the screen
    /// returns as the keyboard changes).
    var chatAtBottomWhenLeft = false
    /// The offset the app's animated scroll had reached when a keyboard show interrupted it: what the app
    /// read at the will-notification, an offset no settled state showed. Going back to it when that
    /// keyboard hides is accepted, as going back to the offset before a show is (``StepContext/roundTripOffset``).
    var offsetWhenShowInterruptedScroll: Double?
}
