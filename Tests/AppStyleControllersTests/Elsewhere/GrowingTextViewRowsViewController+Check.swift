import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``GrowingTextViewRowsViewController`` in one line beside its source, and its twin.
extension GrowingTextViewRowsViewController {
    static let source = "Damien Pontifex, \"Self-sizing UITableViewCell with UITextView in iOS8\" (damienpontifex.com/2014/10/01/self-sizing-uitableviewcell-with-uitextview-in-ios8/), "
        + "and the Stack Overflow answers that call beginUpdates()/endUpdates() from textViewDidChange"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereGrowingTextViewRows", summary: "self-sizing rows of non-scrolling text views; beginUpdates/endUpdates as the user types, the caret scrolled into view",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { GrowingTextViewRowsViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereGrowingTextViewRowsNoCaret", summary: "the same rows, the caret not scrolled after the row grows",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { GrowingTextViewRowsViewController(forgetsTheCaret: true) })
}
