import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 001's form: one descriptor line (no doors: the article's data is what the user types).
/// Promises and their scopes are the hand transcription's (`frameResizeDidShow`).
extension FrameResizeDidShowFormViewController {
    // Both list kinds are drawn: the article's code does not depend on the kind and promises neither
    // anchor stability nor bottom pinning.
    static let check = ViewControllerStrategy.descriptor(
        id: "frameResizeDidShowController",
        summary: "Seed 001 in a form of text fields: did-show sets the view's height to the keyboard's y; did-hide restores it; the edited row scrolled into view 0.5 s after editing began (asyncAfter)",
        source: "seed 001: Scrolling a UITableView when displaying the keyboard (001_10d9e075879373c2.txt)",
        promises: [.focusVisibility, .reachability, .roundTrip, .noUIKitException], listKinds: [.readingList, .chat], tableOnly: true,
        promiseScopes: [.focusVisibility: [.keyboard, .focus]]) { FrameResizeDidShowFormViewController() }
}
