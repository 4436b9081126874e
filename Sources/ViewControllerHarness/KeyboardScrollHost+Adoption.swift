@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// View-controller mode: the screen is whatever the view controller builds. The host loads the
/// controller's view as UIKit does (`loadView`, `viewDidLoad`), finds the table or scroll view in the
/// hierarchy it made, and backs that very object with the model; the table's rows are what its data
/// source says, asked as UIKit asks (counts, `heightForRowAt` or `rowHeight`, estimates, and
/// `cellForRowAt` for the cells, whose text fields and text views keep the delegates the app gave them).
///
/// Reading is done twice with the same code: once by the harness before a scenario is drawn
/// (``readScreen(world:)``, so the generator draws acts against what is really there), and once in the
/// run itself, where the controller, made afresh, builds the same screen.
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// Loads `viewController`'s view and puts it in the window, inside a `UINavigationController` when
    /// the world has a navigation bar. The view is sized to the scene's root view before `viewDidLoad`
    /// (as a view controller's view is sized to its container before it loads on iOS), so
    /// `view.bounds` read there is the screen's. The table or scroll view the app made is then backed by
    /// the model (``adoptedScrollView(in:)``); nothing is added to the app's hierarchy.
    public func adopt(_ viewController: UIViewController) {
        adoptsControllerScreen = true
        makeRoot(viewController)
        isViewInWindow = false
        run { viewController.loadViewIfNeeded() }
        guard let root = viewController.viewIfLoaded else { return }
        // The layout pass UIKit runs before the view first appears: frames the app left to constraints
        // or `layoutSubviews` are in place before they are read. Stack views arrange their views first
        // (their own size constraints kept), so Auto Layout meets them at their sizes.
        run {
            root.arrangeStacks()
            root.layoutIfNeeded()
        }
        let scroll = Self.adoptedScrollView(in: root)
        appSettings = scroll.map(AppScrollSettings.init)
        // A scroll-view form: the text controls the app placed in its content, where it laid them out.
        appForm = nil
        if let scroll, !(scroll is UITableView), !(scroll is UICollectionView) { appForm = FormReading(scroll) }
        appAccessoryHeight = 0
        if let scroll, scroll !== root {
            // The room the app left under its scroll view (a chat's input bar), from the frames it set,
            // before the model owns them.
            let frame = scroll.convert(scroll.bounds, to: root)
            if frame.height > 0, root.bounds.height > 0 {
                appAccessoryHeight = Swift.max(0, Double(root.bounds.height - frame.maxY))
            }
        }
        backWithModel(root: root, scroll: scroll, controller: viewController)
        if let scroll {
            appSettings?.apply(to: scroll)
            if let table = scroll as? UITableView {
                // The section header and footer views UIKit asks for as the table first shows (kept for
                // `headerView(forSection:)`); their heights were read with the screen.
                run { _ = TableDataSourceRows.sectionHeights(of: table, sections: table.numberOfSections) }
            }
        }
        bindFormControls()
        window.addSubview(root)
        isViewInWindow = true
    }

    /// Whether a navigation bar's large title tracks `scroll` on the screen `root` (iOS 11–14's
    /// heuristic, the only one without `setContentScrollView(_:for:)`, which this facade does not offer):
    /// the scroll view is the root view or is reached from it through first subviews only
    /// (`subviews[0]`, then its `subviews[0]`, …). Undocumented; published by those who hit it: "iOS
    /// expects scrollable component to be rendered in the screen view hierarchy as a first children"
    /// (software-mansion/react-native-screens pull request 202), "the scrollable view should be placed
    /// at index 0 in the subview hierarchy" (hotwired/hotwire-native-ios pull request 199, after
    /// Stack Overflow question 46703469), and openradar 34611901.
    static func isLargeTitleContentScrollView(_ scroll: UIScrollView, in root: UIView) -> Bool {
        var view: UIView? = root
        while let current = view {
            if current === scroll { return true }
            if current is UIScrollView { return false }
            view = current.subviews.first
        }
        return false
    }

    /// The starting screen the controller builds in `world` (the device, window, bars, UIKit's options
    /// and the user's first scroll, which the generator drew): the controller kind and where its table
    /// sits, the table's style, sections, rows (heights, estimates, text controls), titles and the
    /// inset adjustment it set. Call after ``adopt(_:)``.
    public func readScreen(world: StartScreen) -> StartScreen {
        var start = world
        start.sections = [[]]
        start.estimatedRowHeight = 0
        start.tableHeaderHeight = 0
        start.sectionHeaderHeight = 0
        start.sectionFooterHeight = 0
        start.pinsSectionHeaders = false
        start.appInsetsFollowSafeArea = false
        start.contentInsetAdjustmentBehavior = .automatic
        guard let controller = rootViewController, let root = controller.viewIfLoaded else { return start }
        let scroll = scrollView
        // A `UICollectionViewController` whose view is its collection view adjusts it for the keyboard
        // as a table view controller does, since iOS 9 (undocumented: Apple's AdvancedCollectionView
        // sample installs its own keyboard support only before iOS 9 — `AAPLNeedsCustomKeyboardSupport()`
        // in `AAPLCollectionViewKeyboardSupport.m`, zwaldowski/AdvancedCollectionView at 8deccceb).
        if controller is UITableViewController || controller is UICollectionViewController, scroll === root {
            start.layout.controller = .tableViewController
            // `.none` stands for an app that opted out of UITableViewController's documented keyboard
            // handling; here the app's own code runs, and a table view controller gets UIKit's handling
            // (one of the mechanisms the options name: an adjusted inset or a shrunk frame).
            if start.behavior.tableControllerKeyboard == .none { start.behavior.tableControllerKeyboard = .adjustedInset }
        } else {
            // A table above a bar the app put below it (a chat's input bar).
            start.layout.controller = .plainViewController(bottomAccessoryHeight: appAccessoryHeight)
        }
        if let settings = appSettings { start.contentInsetAdjustmentBehavior = settings.behavior.model }
        // A collapsing large title tracks only the scroll view UIKit finds for it: the controller's view, or
        // the first subview down the chain of first subviews (POLICIES 28). Any other scroll view scrolls
        // under a large title that stays expanded.
        if start.layout.navigationBar == .largeTitleCollapsing, let scroll, !Self.isLargeTitleContentScrollView(scroll, in: root) {
            start.layout.navigationBar = .largeTitle
        }
        if let collection = scroll as? UICollectionView {
            start.style = .table
            // Counting estimates again on return is a `UITableView` bug report (openradar 19988438,
            // 18062834); nothing of the kind is reported of collection views, so the option is off here.
            start.behavior.reestimatesOnReappear = false
            let reading = run { CollectionLayoutRows(collection: collection) }
            start.sections = reading.sections
            start.estimatedRowHeight = reading.estimatedRowHeight
            start.sectionHeaderHeight = reading.sectionHeaderHeight
            start.sectionFooterHeight = reading.sectionFooterHeight
            return start
        }
        guard let table = scroll as? UITableView else {
            start.style = .plainScrollView
            if let form = appForm { start.sections = [form.blocks] }
            return start
        }
        start.style = .table
        let reading = run { TableDataSourceRows(table: table) }
        start.sections = reading.sections
        start.estimatedRowHeight = reading.estimatedRowHeight
        start.sectionHeaderHeight = reading.sectionHeaderHeight
        start.sectionFooterHeight = reading.sectionFooterHeight
        start.pinsSectionHeaders = table.style == .plain && (reading.sectionHeaderHeight > 0 || reading.sectionFooterHeight > 0)
        start.tableHeaderHeight = Double(table.tableHeaderView?.frame.height ?? 0)
        return start
    }

    /// The form's text controls take the identities of the scene's blocks, in the order the blocks were
    /// read (top to bottom), so the runner can focus them; their frames stay the app's.
    package func bindFormControls() {
        guard let form = appForm, scene.tableView.numberOfSections > 0,
              scene.tableView.numberOfRows(inSection: 0) == form.blocks.count else { return }
        var block = 0
        for (index, spec) in form.blocks.enumerated() where spec.control != nil {
            guard let row = scene.tableView.row(at: IndexPath(row: index, section: 0)), block < form.controls.count else { break }
            bindFormControl(form.controls[block].view, row: row.id)
            block += 1
        }
    }

    /// A scroll-view form read again after a layout pass that can move its controls (a rotation, a
    /// window resize): its stack views arranged in their new frames, each block whose height or control
    /// changed given its new ones (same identity, so the focus and the anchor follow). A form whose
    /// number of controls changed keeps its blocks (controls are not added or removed here).
    func rereadForm() {
        guard appForm != nil, let scroll = scrollView, !(scroll is UITableView), !(scroll is UICollectionView) else { return }
        let form = FormReading(scroll)
        let blocks = form.blocks
        guard scene.tableView.numberOfSections > 0, scene.tableView.numberOfRows(inSection: 0) == blocks.count else { return }
        appForm = form
        for (index, spec) in blocks.enumerated() {
            let path = ScrollGeometry.IndexPath(row: index, section: 0)
            guard let row = scene.tableView.row(at: path), row.height != spec.height || row.control != spec.control else { continue }
            mutate { try $0.tableView.setBlock(spec, at: path) }
        }
        bindFormControls()
    }

}

/// The scroll view settings the app made before the model owned the view, carried onto the model.
struct AppScrollSettings {
    var behavior: UIScrollView.ContentInsetAdjustmentBehavior
    var contentInset: UIEdgeInsets

    init(_ scroll: UIScrollView) {
        behavior = scroll.contentInsetAdjustmentBehavior
        contentInset = scroll.contentInset
    }

    /// Carries the settings onto `scroll`, the model's. The scene was put at the top (or the bottom) of
    /// its range before the app's own `contentInset` was known; UIKit lays a scroll view out with its
    /// insets before it first appears, so content at the top of the range starts at
    /// `-adjustedContentInset.top` with the app's inset counted (and at the bottom, at the range's new
    /// end): the offset moves with the inset here, where it would otherwise start out of range by the
    /// app's own inset and the app be charged with an offset UIKit set.
    func apply(to scroll: UIScrollView) {
        scroll.contentInsetAdjustmentBehavior = behavior
        guard contentInset != .zero else { return }
        let before = scroll.adjustedContentInset
        let y = scroll.contentOffset.y
        let height = scroll.contentSize.height, visible = scroll.bounds.height
        let atTop = abs(y + before.top) < 0.5
        let atBottom = !atTop && abs(y - max(-before.top, height + before.bottom - visible)) < 0.5
        scroll.contentInset = contentInset
        let after = scroll.adjustedContentInset
        let lowest = -after.top, highest = max(-after.top, height + after.bottom - visible)
        let placed = atTop ? lowest : atBottom ? highest : min(max(y, lowest), highest)
        if abs(placed - y) > 0.001 { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: placed) }
    }
}
