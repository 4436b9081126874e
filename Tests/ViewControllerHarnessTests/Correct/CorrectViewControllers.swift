import AppStrategies
import KeyboardStrategies
import ScrollGeometry
import UIKit
import ViewControllerHarness

/// The correct strategies written as view controllers on the UIKit module, each registered as a
/// strategy beside the model-API strategy it re-writes. The id is that strategy's with the prefix `vc-`;
/// promises, promise scopes, list kinds, controller, form, focus margin and navigation-bar need are the
/// model-API strategy's (`StrategyCatalog.correct`), so both run on the same fitted scenario and the view
/// controller is held to exactly the same promises. Not in `StrategyCatalog.all` (the lead decides).
enum CorrectViewControllers {
    /// The id prefix of a correct strategy's view controller.
    static let prefix = "vc-"

    /// The view-controller descriptor mirroring the model-API strategy `id`.
    /// `tableOnly` narrows the screens to tables for a view controller written around `UITableView`
    /// (on a plain scroll view form an app adds and removes its content views itself; the adapter tells
    /// no data source about those changes, so a table-based view controller would never hear of them).
    static func descriptor(mirroring id: String, tableOnly: Bool = false, summary: String,
                           make: @escaping @Sendable () -> UIViewController) -> StrategyDescriptor {
        descriptor(mirroring: id, tableOnly: tableOnly, summary: summary, makeFor: { _ in make() })
    }

    /// The same, for a view controller made for the scenario's kind of list.
    static func descriptor(mirroring id: String, tableOnly: Bool = false, summary: String,
                           makeFor make: @escaping @Sendable (ListKind) -> UIViewController) -> StrategyDescriptor {
        guard let model = StrategyCatalog.correct.first(where: { $0.id == id }) else {
            preconditionFailure("no correct strategy named \(id)")
        }
        return StrategyDescriptor(
            id: prefix + id, summary: summary, source: model.source + "; written here as a UIViewController on the UIKit module",
            promises: model.promises, listKinds: model.listKinds, controller: model.controller, tableOnly: model.tableOnly || tableOnly,
            promiseScopes: model.promiseScopes, focusMargin: model.focusMargin, needsNavigationBar: model.needsNavigationBar,
            make: { kind in ViewControllerStrategy(make: { make(kind) }) })
    }

    static let tableControllerAnchoring = descriptor(
        mirroring: "tableControllerAnchoring",
        summary: "UITableViewController subclass: the keyboard left to UIKit; the rows on screen noted by item identity before each data change and the first survivor put back at its distance",
        make: { AnchoringTableViewController() })

    static let layoutGuide = descriptor(
        mirroring: "layoutGuide",
        summary: "table bottom laid out to view.keyboardLayoutGuide (usesBottomSafeArea false) inside the keyboard's animation; the reader's row noted at rest and put back after each frame change",
        make: { LayoutGuideViewController() })

    static let chatPinned = descriptor(
        mirroring: "chatPinned", tableOnly: true,
        summary: "chat: bottom inset = docked keyboard's overlap less UIKit's share; a list at the bottom (noted at rest) scrolled back to the bottom after keyboard changes, appends and rotation",
        make: { ChatPinnedViewController() })

    static let reference = descriptor(
        mirroring: "reference", tableOnly: true,
        summary: "the reference as a UIViewController: insets from the visible region, the reader's place (by item identity) kept, least move for the first responder, offset restored on hide",
        makeFor: { kind in ReferenceViewController(listStyle: kind == .chat ? .chat : .reading) })

    /// Every correct view controller's descriptor.
    static let all: [StrategyDescriptor] = [tableControllerAnchoring, layoutGuide, chatPinned, reference]

    static func named(_ id: String) -> StrategyDescriptor? { all.first { $0.id == id } }
}
