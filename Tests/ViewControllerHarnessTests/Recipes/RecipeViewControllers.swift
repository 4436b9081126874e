import AppStrategies
import KeyboardStrategies
import UIKit
import ViewControllerHarness

/// The five articles' recipes as view controllers on the UIKit module, each registered as a strategy
/// beside the hand transcription it mirrors. The id is the hand transcription's with the prefix `vc-`;
/// promises, promise scopes, list kinds, controller, form, focus margin and navigation-bar need are the
/// hand descriptor's (`SeedStrategies.all`), so both run on the same fitted scenario. Not in
/// `StrategyCatalog.all` (the lead decides).
enum RecipeViewControllers {
    /// One recipe: the view controller's descriptor and the hand transcription's.
    struct Pair: Sendable, CustomStringConvertible {
        let viewController: StrategyDescriptor
        let hand: StrategyDescriptor
        var description: String { viewController.id }
    }

    /// The id prefix of a recipe's view controller.
    static let prefix = "vc-"

    /// The view-controller descriptor mirroring the hand transcription `handID`.
    static func descriptor(mirroring handID: String, summary: String,
                           make: @escaping @Sendable () -> UIViewController) -> Pair {
        guard let hand = SeedStrategies.all.first(where: { $0.id == handID }) else {
            preconditionFailure("no hand transcription named \(handID)")
        }
        let vc = StrategyDescriptor(
            id: prefix + handID, summary: summary, source: hand.source, promises: hand.promises,
            listKinds: hand.listKinds, controller: hand.controller, tableOnly: hand.tableOnly,
            promiseScopes: hand.promiseScopes, focusMargin: hand.focusMargin,
            needsNavigationBar: hand.needsNavigationBar,
            make: { _ in ViewControllerStrategy(make: make) })
        return Pair(viewController: vc, hand: hand)
    }

    static let pairs: [Pair] = [
        descriptor(mirroring: "bottomPinned",
                   summary: "Seed 000 as a UITableViewController: observer added in viewWillAppear, removed in viewDidDisappear; on will-change-frame at the bottom, offset -= keyboard y delta",
                   make: { BottomPinnedViewController(style: .plain) }),
        descriptor(mirroring: "bottomPinnedFrameInset",
                   summary: "Seed 000's plain view controller variant: tableView.frame = CGRectInset(frame, 0, keyboard height), then the offset move; observer lifetime as the article's",
                   make: { BottomPinnedFrameInsetViewController() }),
        descriptor(mirroring: "frameResizeDidShow",
                   summary: "Seed 001 from its prose: did-show sets the view's height to the keyboard's y; did-hide restores it; the edited row scrolled into view 0.5 s after editing began (asyncAfter)",
                   make: { FrameResizeDidShowViewController() }),
        descriptor(mirroring: "insetAndScrollFocused",
                   summary: "Seed 002 line by line: observers in viewDidLoad (object: view.window), isViewLoaded / view.window guards, focused control set in shouldBeginEditing",
                   make: { InsetAndScrollFocusedViewController() }),
        descriptor(mirroring: "topInsertionAnchor",
                   summary: "Seed 003's insert block as printed, for every insertion: top row below the nav bar, insert, scrollToRow(.top), subtract the distance",
                   make: { TopInsertionAnchorViewController() }),
        descriptor(mirroring: "topInsertionReloadAndOffset",
                   summary: "Seed 003's updateTableViewAfterAdditionInNewArray as printed: oldArray.count - newArray.count (negative for an addition), reloadData, scrollToRow(count)",
                   make: { TopInsertionReloadAndOffsetViewController() }),
        descriptor(mirroring: "topInsertionPreScroll",
                   summary: "Seed 003's pre-scroll on viewDidAppear as printed, with the insert block",
                   make: { TopInsertionPreScrollViewController() }),
        descriptor(mirroring: "frameResizeBounds",
                   summary: "Seed 004 line by line: observers removed in viewWillDisappear (registered in viewDidLoad), UIKeyboardBoundsUserInfoKey, view height = application frame - keyboard",
                   make: { FrameResizeBoundsViewController() }),
    ]

    /// Every recipe's view-controller descriptor.
    static let all: [StrategyDescriptor] = pairs.map(\.viewController)

    static func named(_ id: String) -> StrategyDescriptor? { all.first { $0.id == id } }
}
