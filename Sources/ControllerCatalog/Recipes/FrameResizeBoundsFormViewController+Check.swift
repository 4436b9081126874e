import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 004's settings form: one descriptor line (no doors: the article's data is what the user
/// types). Promises are the hand transcription's (`frameResizeBounds`).
extension FrameResizeBoundsFormViewController {
    // Both list kinds are drawn: the article's code does not depend on the kind and promises neither
    // anchor stability nor bottom pinning.
    static let check = ViewControllerStrategy.descriptor(
        id: "frameResizeBoundsController",
        summary: "Seed 004 in a form of text fields: observers removed in viewWillDisappear (registered in viewDidLoad), UIKeyboardBoundsUserInfoKey, view height = application frame - keyboard",
        source: "seed 004: Resize UIView/UITableView when Keyboard displays (004_f424a173aeae850f.txt)",
        promises: [.reachability, .noUIKitException], listKinds: [.readingList, .chat]) { FrameResizeBoundsFormViewController() }
}
