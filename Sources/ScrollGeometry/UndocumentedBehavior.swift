/// Choices for UIKit behaviour Apple does not document. Each plausible behaviour is a named option so
/// that a strategy is checked against all of them instead of a bet on one (no Apple document settles
/// them). Each non-default value is an ``UndocumentedOption``, named there with its source: a
/// finding that breaks a promise only under one is a conditional verdict, counted apart.
public struct UndocumentedBehavior: Hashable, Sendable, CustomStringConvertible {
    /// What the table does to `contentOffset` when rows **above** the rows already on screen are laid
    /// out and their estimates turn into true heights (Apple: "the table view actively manages the
    /// contentOffset" — how is not stated).
    public enum EstimateCorrection: String, CaseIterable, Hashable, Sendable {
        /// The offset is left alone: the rows on screen move by the estimate error.
        case none
        /// The offset moves by the estimate error, so the rows already on screen stay where they were.
        case keepVisibleRowsStill
    }

    /// How a `UITableViewController` "resizes the table view to accommodate … the onscreen keyboard"
    /// (Apple's overview; the mechanism is not documented). Applied before the app's own observers see
    /// the notification, and only when the table is the controller's root view.
    public enum TableControllerKeyboard: String, CaseIterable, Hashable, Sendable {
        /// An overlap-sized bottom inset added inside `adjustedContentInset`; `contentInset` untouched.
        case adjustedInset
        /// The table's frame shrinks by the overlap from the bottom.
        case shrinkFrame
        /// The controller does nothing (as if the app had opted out).
        case none
    }

    /// What a hide interrupted by a show is (`keyboardWillHide`, then `keyboardWillShow` before
    /// `keyboardDidHide`) for the round trip. iOS posts exactly that pair when focus moves between
    /// fields, "even when user changes the input field and there is no visible disappear/appear
    /// animations" (ionic-team/cordova-plugin-ionic-keyboard pull request 68, and the same fix in
    /// ionic-team/capacitor pull request 1183, which drop a willHide followed at once by a willShow). No
    /// published log shows what is rendered when the show comes later in the hide's animation, so the
    /// baseline the round trip returns to is an option.
    public enum InterruptedHide: String, CaseIterable, Hashable, Sendable {
        /// The keyboard never visibly left: one episode, from the first show to the last hide, and the
        /// round trip returns to the screen before the first show. A finding of the round trip across
        /// such a hide says it depends on this option.
        case continuesEpisode
        /// The interrupting show starts a new episode, as the app's notifications have it; its baseline
        /// is a state between callbacks that is never rendered, so the round trip is not owed across it.
        case startsNewEpisode
    }

    /// Default ``EstimateCorrection/keepVisibleRowsStill``: Apple documents that "when using height
    /// estimates, the table view actively manages the `contentOffset`" (UITableView.estimatedRowHeight);
    /// `.none` is the jumpy table of the published complaints, kept as the option.
    public var estimateCorrection: EstimateCorrection
    /// Whether the table pulls `contentOffset` back into the valid range after an update shrinks its
    /// content (`endUpdates`, `reloadData`, a row getting shorter). Apple does not document it; the
    /// widely observed behaviour — deleting the last rows of a list scrolled to its end animates the
    /// remaining rows down, and no blank space stays past the last row — is `true`, the default.
    /// `false` keeps the offset where it was, as a plain `UIScrollView` does when its content shrinks.
    /// The same option covers the table's own layout pass and a table whose frame grows past its content
    /// (the keyboard going away from a table pinned to it).
    public var clampsOffsetAfterUpdates: Bool
    public var tableControllerKeyboard: TableControllerKeyboard
    /// Whether a `UITableViewController`, after adjusting for the keyboard, scrolls the first
    /// responder's row into view (the least move).
    public var tableControllerScrollsToFirstResponder: Bool
    /// Whether a table using estimates counts its rows' estimates again when its screen comes back after
    /// a pushed screen is popped, as if reloaded: the rows it had laid out forget their true heights,
    /// the delegate's `tableView(_:estimatedHeightForRowAt:)` is asked again for them, and
    /// `contentOffset` is kept, so the rows on screen move by the estimate error of the rows above them.
    ///
    /// openradar 19988438 (iOS 8.3): "the table view leaves and re-enters the window when the default
    /// navigation transition begins. UITableView's -didMoveToWindow then recomputes its contentSize
    /// based on the estimated row height"; scrolled to the end, pushed and popped, "the last row has
    /// been scrolled partially (or entirely) offscreen". openradar 18062834 (iOS 8.0) reports the same
    /// after a pop. Later iOS versions are not documented either way, so the default is `false`; apps fix
    /// it by returning heights they cached from `tableView(_:estimatedHeightForRowAt:)` (WordPress-iOS
    /// pull request 2075) or by putting the reader's row back when the screen appears.
    public var reestimatesOnReappear: Bool
    /// Default ``InterruptedHide/continuesEpisode``: what the evidence shows (no visible animation
    /// between the willHide and the willShow of a focus move).
    public var interruptedHide: InterruptedHide = .continuesEpisode
    /// Whether an animated scroll in flight (``ScrollAnimation``: the app's `setContentOffset(_:animated:
    /// true)` or `scrollToRow(at:at:animated: true)`) stops where it is when the table's content height or
    /// adjusted insets change under it (rows inserted or deleted, the keyboard's inset, a
    /// `UITableViewController`'s own keyboard inset). Apple documents only the constant velocity and the
    /// `scrollViewDidEndScrollingAnimation(_:)` at its end. The scroll view drives the animation from its
    /// own display link, setting `contentOffset` frame by frame toward the offset it was given (see
    /// ``ScrollAnimation``), so the default, `false`, is that it goes on to that offset whatever changed:
    /// rows inserted above move the rows under it and the scroll ends at the old offset, not at the row
    /// the app asked for; a target past a content that shrank is left to the table's clamp
    /// (``clampsOffsetAfterUpdates``). `true` stops it at the frame the change happened in.
    public var scrollAnimationStopsOnChange: Bool = false
    /// Whether a `UITableViewController`'s own keyboard handling follows the keyboard while another
    /// screen is pushed over it (its view out of the window). Apple does not say when the controller
    /// listens. Its handling is known to start in `viewWillAppear` — a subclass that overrides it without
    /// calling `super` loses the automatic scrolling (IQKeyboardManager issues 850, 1202 and 623) — which
    /// suggests it stops when the view disappears; the default, `true`, keeps the controller in step
    /// with the keyboard as the other options do. `false`: the notifications about the pushed screen's
    /// own keyboard (``KeyboardNotification/forAnotherScreen``) reach the controller only once its view
    /// is back in the window, so it comes back with the inset it left with and hears the pushed screen's
    /// keyboard hide when the user goes back with it up. The hide that ends this screen's own editing as
    /// it leaves comes during the push's transition, while the controller still listens.
    public var tableControllerFollowsKeyboardWhileAway: Bool = true

    public init(estimateCorrection: EstimateCorrection = .keepVisibleRowsStill,
                clampsOffsetAfterUpdates: Bool = true,
                tableControllerKeyboard: TableControllerKeyboard = .adjustedInset,
                tableControllerScrollsToFirstResponder: Bool = true,
                reestimatesOnReappear: Bool = false) {
        self.estimateCorrection = estimateCorrection
        self.clampsOffsetAfterUpdates = clampsOffsetAfterUpdates
        self.tableControllerKeyboard = tableControllerKeyboard
        self.tableControllerScrollsToFirstResponder = tableControllerScrollsToFirstResponder
        self.reestimatesOnReappear = reestimatesOnReappear
    }

    /// The first option of every choice: the plainest model.
    public static let plain = UndocumentedBehavior()

    /// Every combination of the options, so a check can run over all of them.
    public static let allCombinations: [UndocumentedBehavior] = {
        var all: [UndocumentedBehavior] = []
        for correction in EstimateCorrection.allCases {
            for clamps in [false, true] {
                for keyboard in TableControllerKeyboard.allCases {
                    for scrolls in [true, false] {
                        for reestimates in [false, true] {
                            for stops in [false, true] {
                                var behavior = UndocumentedBehavior(estimateCorrection: correction, clampsOffsetAfterUpdates: clamps,
                                                                    tableControllerKeyboard: keyboard,
                                                                    tableControllerScrollsToFirstResponder: scrolls,
                                                                    reestimatesOnReappear: reestimates)
                                behavior.scrollAnimationStopsOnChange = stops
                                all.append(behavior)
                                if keyboard != .none {
                                    behavior.tableControllerFollowsKeyboardWhileAway = false
                                    all.append(behavior)
                                }
                            }
                        }
                    }
                }
            }
        }
        return all
    }()

    public var description: String {
        "estimates: \(estimateCorrection.rawValue), clamp after updates: \(clampsOffsetAfterUpdates), "
            + "UITableViewController keyboard: \(tableControllerKeyboard.rawValue)"
            + (tableControllerScrollsToFirstResponder ? " + scroll to first responder" : "")
            + (reestimatesOnReappear ? ", rows re-estimated when the screen comes back" : "")
            + (interruptedHide == .continuesEpisode ? "" : ", an interrupted hide starts a new keyboard episode")
            + (scrollAnimationStopsOnChange ? ", animated scroll stops when the content or insets change" : "")
            + (tableControllerFollowsKeyboardWhileAway ? "" : ", UITableViewController keyboard not followed while away")
    }
}
