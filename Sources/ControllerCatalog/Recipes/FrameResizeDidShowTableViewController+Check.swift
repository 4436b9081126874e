import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 001 as a `UITableViewController` app: one descriptor line, the form recipe's promises
/// and scopes (the hand transcription's, `frameResizeDidShow`), the same article code in the controller
/// where `self.view` is the scrolled table.
extension FrameResizeDidShowTableViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "frameResizeDidShowTableController",
        summary: "Seed 001 in a UITableViewController: did-show sets self.view's (the table's) height to the keyboard's y converted into the table's scrolled coordinates; did-hide restores it; the edited row scrolled into view 0.5 s after editing began (asyncAfter)",
        source: "seed 001: Scrolling a UITableView when displaying the keyboard (001_10d9e075879373c2.txt)",
        promises: [.focusVisibility, .reachability, .roundTrip, .noUIKitException], listKinds: [.readingList, .chat], tableOnly: true,
        promiseScopes: [.focusVisibility: [.keyboard, .focus]]) { FrameResizeDidShowTableViewController() }
}
