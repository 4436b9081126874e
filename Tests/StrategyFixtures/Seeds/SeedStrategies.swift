import KeyboardStrategies
import ScrollGeometry

/// The five published recipes of `../shared/seeds/`, one strategy per recipe and per variant, transcribed
/// with their bugs. Promises are what each article's author claims, no more, scoped to the events the
/// article is about (``StrategyDescriptor/promiseScopes``); every strategy promises
/// ``Guarantee/noUIKitException``.
///
/// Scopes, from the articles' own words:
/// - 000 "maintain the scroll position … when the Keyboard expands": bottom pinning across keyboard
///   changes (and the focus changes iOS posts with them, and the return from a pushed screen whose
///   keyboard hides as this one appears: bottom pinning is judged on no other navigation), not across
///   appended messages.
/// - 001 and 002 scroll the edited row or control into view when the keyboard shows: focus visibility
///   across keyboard and focus changes, not across content changes.
/// - 003 "adding cells at the top … without any scroll taking place": anchor stability across content
///   changes; its code force-unwraps the navigation bar, so its screens have one.
public enum SeedStrategies {
    /// Keyboard notifications and the focus changes iOS delivers with them.
    static let keyboardChanges: Set<Trigger> = [.keyboard, .focus]
    /// Seed 000's: keyboard changes, and the appearance a keyboard change comes with.
    static let keyboardChangesAndReturn: Set<Trigger> = [.keyboard, .focus, .navigation]

    public static let all: [StrategyDescriptor] = [
        StrategyDescriptor(
            id: "bottomPinned",
            summary: "On will-change-frame, if scrolled to the bottom, move the offset by the keyboard's y delta; relies on UITableViewController's own keyboard handling",
            source: "seed 000: Maintain UITableView scroll position with keyboard expansion (000_dfb453c1dfbdd645.txt)",
            promises: [.bottomPinning, .noUIKitException],
            listKinds: [.chat], controller: .tableViewController, promiseScopes: [.bottomPinning: keyboardChangesAndReturn],
            make: { _ in BottomPinned() }),
        StrategyDescriptor(
            id: "bottomPinnedFrameInset",
            summary: "Plain view controller variant: on every will-change-frame, tableView.frame = CGRectInset(frame, 0, keyboard height), then the bottom-pinning offset move",
            source: "seed 000: Maintain UITableView scroll position with keyboard expansion (000_dfb453c1dfbdd645.txt), UIViewController snippet",
            promises: [.bottomPinning, .reachability, .noUIKitException],
            listKinds: [.chat], controller: .plainViewController, tableOnly: true,
            promiseScopes: [.bottomPinning: keyboardChangesAndReturn],
            make: { _ in BottomPinnedFrameInset() }),
        StrategyDescriptor(
            id: "frameResizeDidShow",
            summary: "On did-show, save the view's height and set it to the keyboard's top in view coordinates; restore on did-hide; scroll the edited row to .middle after the resize",
            source: "seed 001: Scrolling a UITableView when displaying the keyboard (001_10d9e075879373c2.txt)",
            promises: [.focusVisibility, .reachability, .roundTrip, .noUIKitException],
            tableOnly: true, promiseScopes: [.focusVisibility: keyboardChanges], make: { _ in FrameResizeDidShow() }),
        StrategyDescriptor(
            id: "insetAndScrollFocused",
            summary: "On will-show, bottom inset = scroll view frame ∩ keyboard; scroll the focused control (10 pt padding) above the keyboard, clamped; on will-hide, zero insets",
            source: "seed 002: 當 UITextView 成為第一響應者時移動滾動 (002_9d9b79a3543595b6.txt)",
            promises: [.focusVisibility, .offsetBounds, .roundTrip, .noUIKitException],
            promiseScopes: [.focusVisibility: keyboardChanges], focusMargin: 10, make: { _ in InsetAndScrollFocused() }),
        StrategyDescriptor(
            id: "topInsertionAnchor",
            summary: "Rows inserted at the top: store the top visible row below the nav bar and its distance to the bar, insert, scrollToRow(.top), subtract the distance",
            source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt)",
            promises: [.anchorStability, .noUIKitException],
            listKinds: [.readingList], tableOnly: true, promiseScopes: [.anchorStability: [.contentChange]],
            needsNavigationBar: true,
            make: { _ in TopInsertionAnchor() }),
        StrategyDescriptor(
            id: "topInsertionReloadAndOffset",
            summary: "Rows inserted at the top: remember the offset (negative as 0), reloadData, scrollToRow(countOfAddedItems, .top), add the offset",
            source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt), \"Inserting cells at the top … with no scrolling\"",
            promises: [.anchorStability, .noUIKitException],
            listKinds: [.readingList], tableOnly: true, promiseScopes: [.anchorStability: [.contentChange]],
            needsNavigationBar: true,
            make: { _ in TopInsertionReloadAndOffset() }),
        StrategyDescriptor(
            id: "topInsertionPreScroll",
            summary: "topInsertionAnchor plus, on every appear, scrollToRow(.top) to the row index saved when the user's scroll came to rest, if the top row differs",
            source: "seed 003: Reloading/inserting Dynamic Height cells and keeping Scroll position (003_2fab5b9e3e3a6937.txt), \"Pre-Scrolling a Table to a specific cell at load\"",
            promises: [.anchorStability, .noUIKitException],
            // The pre-scroll is meant to put the reader back when the screen appears: the return is part
            // of the promise, with the insertions.
            listKinds: [.readingList], tableOnly: true, promiseScopes: [.anchorStability: [.contentChange, .navigation]],
            needsNavigationBar: true,
            make: { _ in TopInsertionPreScroll() }),
        StrategyDescriptor(
            id: "frameResizeBounds",
            summary: "On will-show/will-hide, view height = application frame height minus the keyboard bounds' height when showing; fixed 0.3 s animation",
            source: "seed 004: Resize UIView/UITableView when Keyboard displays (004_f424a173aeae850f.txt)",
            promises: [.reachability, .noUIKitException],
            make: { _ in FrameResizeBounds() }),
    ]
}
