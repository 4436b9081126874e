import PropertyCheck
import ScrollGeometry

/// The starting screen: device, window, presentation, bars, controller, table, rows, options, scroll.
/// Every draw's zero choice is the plainest answer, so all-zero choices give the iPhone 15 in portrait,
/// full screen, no bars, a `UITableViewController` with 20 rows of 44 pt (exact heights, a text field
/// in each), UIKit's plain options, resting at the top (a chat list: at the bottom).
extension ScenarioGen {
    /// Draws a starting screen for a list of `listKind`, with its label per class.
    public static func startScreen(listKind: ListKind) -> Gen<StartScreen> {
        Gen { testCase in try drawStartScreen(listKind: listKind, &testCase).start }
    }

    /// A starting screen and the row pattern new rows are drawn from.
    static func drawStartScreen(listKind: ListKind, _ tc: inout TestCase) throws -> (start: StartScreen, template: RowTemplate) {
        let layout = try tc.spanned { try drawLayout(&$0) }
        // Draws below are made whatever the earlier answers, so that shrinking one choice (say the
        // controller kind) does not shift the meaning of the choices after it.
        var style = TableView.Style.table
        let form = try tc.chance(15)
        if case .plainViewController = layout.controller, form {
            style = .plainScrollView
            tc.label(ScenarioLabel.plainScrollViewForm)
        }
        let insets = ContentInsetAdjustmentBehavior.allCases[try tc.pick([6, 1, 2, 1])]
        if insets != .automatic { tc.label(ScenarioLabel.insets(insets)) }
        var header = 0.0
        if try tc.chance(15) {
            let height = Double(try tc.int(1...400))
            if style == .table {
                header = height
                tc.label(ScenarioLabel.tableHeader)
            }
        }
        let screenHeight = layout.screenBounds.height
        let (sections, template, estimate, sectionTitles) = try tc.spanned {
            try drawRows(style: style, screenHeight: screenHeight, &$0)
        }
        let behavior = try tc.spanned { try drawBehavior(&$0) }
        let scroll = try drawInitialScroll(listKind: listKind, &tc)
        if listKind == .chat { tc.label(ScenarioLabel.chatList) }
        var start = StartScreen(layout: layout, listKind: listKind, style: style, sections: sections,
                                estimatedRowHeight: estimate, tableHeaderHeight: header,
                                contentInsetAdjustmentBehavior: insets, behavior: behavior, initialScroll: scroll)
        start.sectionHeaderHeight = sectionTitles.header
        start.sectionFooterHeight = sectionTitles.footer
        start.pinsSectionHeaders = sectionTitles.pinned
        if start.sections.count > 1, start.sections.contains(where: \.isEmpty) { tc.label(ScenarioLabel.emptySection) }
        // An app that turns UIKit's adjustment off insets the table by the safe area itself; a table
        // starting under the bars with no inset is not a screen apps ship.
        start.appInsetsFollowSafeArea = insets == .never
        return (start, template)
    }

    // MARK: Layout

    /// The world around a view controller that builds its own screen: the device, window,
    /// presentation and bars (``drawLayout(_:drawsController:)`` without the controller kind, which is
    /// the controller's), UIKit's undocumented options and where the user first scrolls. The table and
    /// its rows are left empty for the controller to fill.
    static func drawWorld(listKind: ListKind, _ tc: inout TestCase) throws -> StartScreen {
        let layout = try tc.spanned { try drawLayout(&$0, drawsController: false) }
        let behavior = try tc.spanned { try drawBehavior(&$0) }
        let scroll = try drawInitialScroll(listKind: listKind, &tc)
        if listKind == .chat { tc.label(ScenarioLabel.chatList) }
        return StartScreen(layout: layout, listKind: listKind, sections: [[]], behavior: behavior, initialScroll: scroll)
    }

    /// Labels what a view controller built, read back into `start`, as ``drawStartScreen(listKind:_:)``
    /// labels what it draws.
    static func labelControllerScreen(_ start: StartScreen, _ tc: inout TestCase) {
        switch start.layout.controller {
        case .tableViewController: tc.label(ScenarioLabel.tableViewController)
        case let .plainViewController(bar): tc.label(bar > 0 ? ScenarioLabel.tableAboveBottomBar : ScenarioLabel.fullHeightTable)
        }
        if start.style == .plainScrollView { tc.label(ScenarioLabel.plainScrollViewForm) }
        if start.contentInsetAdjustmentBehavior != .automatic { tc.label(ScenarioLabel.insets(start.contentInsetAdjustmentBehavior)) }
        if start.tableHeaderHeight > 0 { tc.label(ScenarioLabel.tableHeader) }
        if start.sections.count > 1, start.sections.contains(where: \.isEmpty) { tc.label(ScenarioLabel.emptySection) }
    }

    static func drawLayout(_ tc: inout TestCase, drawsController: Bool = true) throws -> ScreenLayout {
        // Order of Device.allCases: iPhone 15, SE 2, SE 1, 15 Pro Max, iPad 10, iPad Pro 12.9.
        let device = Device.allCases[try tc.pick([5, 2, 1, 2, 3, 2])]
        tc.label(ScenarioLabel.device(device))
        let orientation: Orientation = try tc.chance(30) ? .landscape : .portrait
        if orientation == .landscape { tc.label(ScenarioLabel.landscape) }
        var layout = ScreenLayout(device: device, orientation: orientation)
        let screen = layout.screenBounds
        // Multitasking needs an iPad. The window shorter than the keyboard (the last) only on the
        // generator's own screens: a view controller's world never draws it.
        let windowKind = try tc.pick(device.isPad ? [6, 2, 1, drawsController ? 1 : 0] : [1, 0, 0, 0])
        do {
            switch windowKind {
            case 1:
                // Split View: a half, third or two thirds of the width, on the left or the right.
                let fraction = [0.5, 1.0 / 3, 2.0 / 3][try tc.uniform(0...2)]
                let width = (screen.width * fraction).rounded()
                let x = try tc.chance(50) ? screen.width - width : 0
                layout.windowFrame = Rect(x: x, y: 0, width: width, height: screen.height)
                tc.label(ScenarioLabel.splitViewWindow)
            case 2:
                // Stage Manager: a smaller window anywhere on the screen.
                let width = (screen.width * Double(try tc.uniform(40...95)) / 100).rounded()
                let height = (screen.height * Double(try tc.uniform(40...95)) / 100).rounded()
                let x = ((screen.width - width) * (try tc.fraction())).rounded()
                let y = ((screen.height - height) * (try tc.fraction())).rounded()
                layout.windowFrame = Rect(x: x, y: y, width: width, height: height)
                tc.label(ScenarioLabel.stageManagerWindow)
            case 3:
                layout.windowFrame = try drawWindowShorterThanKeyboard(layout, &tc)
                tc.label(ScenarioLabel.stageManagerWindow)
                tc.label(ScenarioLabel.windowShorterThanKeyboard)
            default: break
            }
        }
        let window = layout.windowBounds
        // A form sheet needs an iPad. A page sheet (the last, the default presentation on iPhone since
        // iOS 13) on the generator's own screens and around a view controller, a little less often
        // there. Its tickets are the last of full
        // screen's old range (12 on an iPad, 10 on an iPhone, in both modes), so the total is unchanged
        // and every other ticket draws what it drew before page sheets existed: seeded runs differ only
        // where a page sheet is drawn, and form sheets and popovers keep their shares (popover ×
        // floating keyboard is the rarest dimension pair).
        let weights = device.isPad ? (drawsController ? [6, 3, 1, 2] : [7, 3, 1, 1])
            : (drawsController ? [6, 0, 1, 3] : [7, 0, 1, 2])
        switch try tc.pick(weights, ticketOrder: [0, 3, 1, 2]) {
        case 1:
            // An iPad form sheet: 540 × 620, centred, shrunk to fit a small window.
            let width = Swift.min(540, window.width), height = Swift.min(620, window.height)
            layout.presentation = .formSheet(Rect(x: ((window.width - width) / 2).rounded(),
                                                  y: ((window.height - height) / 2).rounded(),
                                                  width: width, height: height))
            tc.label(layout.adaptedPresentation == .pageSheet ? ScenarioLabel.pageSheet : ScenarioLabel.formSheet)
        case 2:
            // A popover-like presentation: the view stands away from the window's edges. Its sizes are
            // one span, so the shrinker can drop them with the presentation. On an iPhone and in a
            // compact-width iPad window UIKit shows it as a page sheet (``ScreenLayout/adaptedPresentation``):
            // the sizes are drawn all the same, so every other draw of a token keeps its meaning.
            let (top, side, bottom) = try tc.spanned { tc in
                (Double(try tc.uniform(10...120)), Double(try tc.uniform(0...40)), Double(try tc.uniform(0...150)))
            }
            let height = Swift.max(100, window.height - top - bottom)
            layout.presentation = .popover(Rect(x: side, y: Swift.min(top, window.height - height),
                                                width: window.width - 2 * side, height: height))
            tc.label(layout.adaptedPresentation == .pageSheet ? ScenarioLabel.pageSheet : ScenarioLabel.popover)
        case 3:
            // A page sheet at its large detent: UIKit gives it its frame (``PageSheet``), which follows
            // the orientation and the window, so nothing more is drawn.
            layout.presentation = .pageSheet
            tc.label(ScenarioLabel.pageSheet)
        default: break
        }
        // The last alternative is a large title that collapses as the table scrolls: the table is the
        // bar's content scroll view (a UITableViewController's table, or a view controller's first
        // scroll view subview — every screen drawn here has one), while `.largeTitle` stays the bar
        // that tracks nothing (the last index, so a token's earlier indices keep naming the same bars).
        layout.navigationBar = NavigationBarStyle.allCases[try tc.pick([5, 2, 3, 2, 2])]
        switch layout.navigationBar {
        case .none: break
        case .opaque: tc.label(ScenarioLabel.navOpaque)
        case .translucent: tc.label(ScenarioLabel.navTranslucent)
        case .largeTitle: tc.label(ScenarioLabel.navLargeTitle)
        case .largeTitleCollapsing: tc.label(ScenarioLabel.navLargeTitleCollapsing)
        }
        layout.bottomBar = BottomBar.allCases[try tc.pick([6, 2, 1])]
        if layout.bottomBar == .tabBar { tc.label(ScenarioLabel.tabBar) }
        if layout.bottomBar == .toolbar { tc.label(ScenarioLabel.toolbar) }
        guard drawsController else { return layout }
        switch try tc.pick([5, 3, 2]) {
        case 1:
            layout.controller = .plainViewController(bottomAccessoryHeight: 0)
            tc.label(ScenarioLabel.fullHeightTable)
        case 2:
            // A chat input bar or a button bar below the table; never taller than the view.
            let bar = Double(try tc.uniform(44...120))
            layout.controller = .plainViewController(bottomAccessoryHeight: Swift.min(bar, (layout.rootViewFrame.height / 2).rounded(.down)))
            tc.label(ScenarioLabel.tableAboveBottomBar)
        default:
            tc.label(ScenarioLabel.tableViewController)
        }
        return layout
    }

    // MARK: Rows

    /// Row counts: mostly short lists, sometimes empty, medium, long, and rarely 10,000–100,000.
    static func drawRowCount(_ tc: inout TestCase) throws -> Int {
        switch try tc.pick([60, 4, 20, 10, 4]) {
        case 1:
            // One (ignored) draw like the short bucket's, so an empty list is never shorter in choices
            // than the plainest 20 rows and the shrinker does not prefer it.
            _ = try tc.draw(upTo: 0)
            tc.label(ScenarioLabel.rows0)
            return 0
        case 2:
            tc.label(ScenarioLabel.rowsMedium)
            return try tc.int(41...300)
        case 3:
            tc.label(ScenarioLabel.rowsLong)
            return try tc.int(301...9_999)
        case 4:
            tc.label(ScenarioLabel.rowsHuge)
            if try tc.chance(30) {
                tc.label(ScenarioLabel.rows100k)
                return 100_000
            }
            return try tc.int(10_000...100_000)
        default:
            tc.label(ScenarioLabel.rowsShort)
            return 20 + (try tc.int(-19...20))
        }
    }

    /// One true row height: 44 (the zero choice), ordinary, tiny, tall, or taller than the screen.
    static func drawHeight(screenHeight: Double, _ tc: inout TestCase) throws -> Double {
        switch try tc.pick([4, 4, 1, 1, 1]) {
        case 1:
            let whole = Double(try tc.int(11...200))
            return try tc.chance(15) ? whole + 0.5 : whole
        case 2:
            tc.label(ScenarioLabel.heightTiny)
            return Double(try tc.int(1...10))
        case 3:
            return Double(try tc.int(201...Int(screenHeight)))
        case 4:
            tc.label(ScenarioLabel.heightTallerThanScreen)
            return Double(try tc.int(Int(screenHeight) + 1...Int(screenHeight * 2.5)))
        default:
            return 44
        }
    }

    /// The rows: a count, a repeating pattern of up to 12 row specs (heights, estimates, controls), and
    /// the table's `estimatedRowHeight`. Tiling a short pattern keeps 100,000 rows at a few dozen draws.
    static func drawRows(style: TableView.Style, screenHeight: Double, _ tc: inout TestCase) throws
        -> (sections: [[RowSpec]], template: RowTemplate, estimatedRowHeight: Double,
            sectionTitles: (header: Double, footer: Double, pinned: Bool))
    {
        var sectionCount = 1
        var sectionTitles = (header: 0.0, footer: 0.0, pinned: false)
        var emptySectionAt: Int?
        if try tc.chance(20) {
            let count = try tc.uniform(2...4)
            // A grouped form's section titles and notes (every section's header and footer, 18–60 pt),
            // and an empty section among the others. Drawn inside this branch whatever the style, so
            // that screens of one section (and old replay tokens, which name them) draw nothing more;
            // the plainest answer (neither) is one choice, so a shrink can still leave the branch.
            // 0: neither, 1: titles, 2: an empty section, 3: both.
            let form = try tc.pick([4, 3, 1, 2])
            let titles = form == 1 || form == 3, empty = form >= 2
            let header = titles ? Double(try tc.uniform(18...60)) : 0
            var footer = 0.0
            if titles, try tc.chance(50) { footer = Double(try tc.uniform(18...60)) }
            // A plain-style table (a chat's date headers, a contacts list's letters): the titles float
            // over the rows while their section passes. Half the titled tables.
            let pinned = titles ? try tc.chance(50) : false
            let emptyAt = empty ? try tc.uniform(0...count) : 0
            if style == .table {
                sectionCount = count
                tc.label(ScenarioLabel.severalSections)
                if titles {
                    sectionTitles = (header, footer, pinned)
                    tc.label(ScenarioLabel.sectionHeaders)
                    if pinned { tc.label(ScenarioLabel.sectionHeadersPinned) }
                }
                if empty { emptySectionAt = emptyAt }
            }
        }
        let count = try drawRowCount(&tc)
        let period = try tc.chance(50) ? 1 + (try tc.uniform(1...11)) : 1
        var heights: [Double] = []
        for _ in 0..<period { heights.append(try drawHeight(screenHeight: screenHeight, &tc)) }
        if Set(heights).count > 1 { tc.label(ScenarioLabel.heightsVaried) }

        // Estimates.
        var estimated = 0.0
        var perRow: [Double?] = Array(repeating: nil, count: period)
        switch try tc.pick([5, 2, 2, 2, 2]) {
        case 1:
            estimated = heights[0]
            tc.label(ScenarioLabel.estimatesEqual)
        case 2:
            let factor = Double(try tc.uniform(20...90)) / 100
            estimated = Swift.max(1, (heights.min()! * factor).rounded())
            tc.label(ScenarioLabel.estimatesUndershoot)
        case 3:
            let factor = Double(try tc.uniform(120...300)) / 100
            estimated = (heights.max()! * factor).rounded()
            tc.label(ScenarioLabel.estimatesOvershoot)
        case 4:
            estimated = 44
            for i in 0..<period {
                perRow[i] = Swift.max(1, (heights[i] * Double(try tc.uniform(30...250)) / 100).rounded())
            }
            tc.label(ScenarioLabel.estimatesPerRow)
        default:
            tc.label(ScenarioLabel.estimatesExact)
        }

        // Controls.
        var kinds: [Control.Kind?]
        switch try tc.pick([5, 1, 2, 3]) {
        case 1: kinds = Array(repeating: nil, count: period)
        case 2: kinds = Array(repeating: .textView, count: period)
        case 3:
            kinds = []
            for _ in 0..<period { kinds.append([Control.Kind.textField, nil, .textView][try tc.uniform(0...2)]) }
        default: kinds = Array(repeating: .textField, count: period)
        }
        if kinds.contains(.textField) { tc.label(ScenarioLabel.controlTextField) }
        if kinds.contains(.textView) { tc.label(ScenarioLabel.controlTextView) }
        if kinds.allSatisfy({ $0 == nil }) { tc.label(ScenarioLabel.controlsNone) }

        let pattern = (0..<period).map { i in
            // A text field is as tall as its font and border make it (``Control/textFieldHeight``),
            // whatever the cell's height; a text view fills its cell and grows with it.
            RowSpec(height: heights[i], estimatedHeight: perRow[i],
                    control: kinds[i].map { $0 == .textField ? Control(.textField, height: Control.textFieldHeight) : Control($0) })
        }
        let template = RowTemplate(pattern: pattern, screenHeight: screenHeight)
        var sections: [[RowSpec]] = []
        var first = 0
        for s in 0..<sectionCount {
            let size = count / sectionCount + (s < count % sectionCount ? 1 : 0)
            sections.append(template.rows(count: size, startingAt: first))
            first += size
        }
        if let emptySectionAt { sections.insert([], at: emptySectionAt) }
        return (sections, template, estimated, sectionTitles)
    }

    // MARK: Options and scroll

    static func drawBehavior(_ tc: inout TestCase) throws -> UndocumentedBehavior {
        guard try tc.chance(40) else { return .plain }
        var behavior = UndocumentedBehavior.plain
        if try tc.chance(50) {
            behavior.estimateCorrection = .none
            tc.label(ScenarioLabel.optionEstimatesUncorrected)
        }
        if try tc.chance(50) {
            behavior.clampsOffsetAfterUpdates = false
            tc.label(ScenarioLabel.optionNoClampAfterUpdates)
        }
        behavior.tableControllerKeyboard = UndocumentedBehavior.TableControllerKeyboard.allCases[try tc.pick([2, 1, 1])]
        if behavior.tableControllerKeyboard == .shrinkFrame { tc.label(ScenarioLabel.optionControllerShrinkFrame) }
        if behavior.tableControllerKeyboard == .none { tc.label(ScenarioLabel.optionControllerNone) }
        if try tc.chance(30) {
            behavior.tableControllerScrollsToFirstResponder = false
            tc.label(ScenarioLabel.optionNoScrollToResponder)
        }
        return behavior
    }

    /// A reading list starts at the top and a chat at the bottom (the zero choice); either may start in
    /// the middle, at the other end or at any valid offset.
    static func drawInitialScroll(listKind: ListKind, _ tc: inout TestCase) throws -> ScrollTarget {
        let order: [ScrollTarget] = listKind == .chat ? [.bottom, .top, .fraction(0.5)] : [.top, .fraction(0.5), .bottom]
        let choice = try tc.pick([6, 1, 1, 1])
        let target = choice < 3 ? order[choice] : .fraction(try tc.fraction())
        switch (target, choice) {
        case (.top, _): tc.label(ScenarioLabel.startTop)
        case (.bottom, _): tc.label(ScenarioLabel.startBottom)
        case (_, 3): tc.label(ScenarioLabel.startOffset)
        default: tc.label(ScenarioLabel.startMiddle)
        }
        return target
    }

    /// The window is resized on an iPad with the view on screen: Split View's divider moved (a third, a
    /// half, two thirds or the whole width, on either side; a full-screen app enters Split View this
    /// way), or a Stage Manager window given a new size and place. The keyboard stays where it is on the
    /// screen; whether iPadOS then posts a change-frame pair for the window's new overlap is not
    /// documented, so both are drawn (the pair has begin == end, the frame unchanged).
    static func drawWindowResize(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        let screen = s.layout.screenBounds
        let frame: Rect?
        let current = s.layout.windowFrameOnScreen
        let stageManager = s.layout.windowFrame != nil && current.height < screen.height
        if stageManager {
            let width = (screen.width * Double(try tc.uniform(40...100)) / 100).rounded()
            let height = (screen.height * Double(try tc.uniform(40...100)) / 100).rounded()
            let x = ((screen.width - width) * (try tc.fraction())).rounded()
            let y = ((screen.height - height) * (try tc.fraction())).rounded()
            frame = Rect(x: x, y: y, width: width, height: height)
        } else {
            let fraction = [1.0, 0.5, 1.0 / 3, 2.0 / 3][try tc.pick([1, 2, 1, 1])]
            let width = (screen.width * fraction).rounded()
            let x = try tc.chance(50) ? screen.width - width : 0
            frame = fraction == 1 ? nil : Rect(x: x, y: 0, width: width, height: screen.height)
        }
        // The divider left where it was: nothing happens.
        guard (frame ?? screen) != current else { return [] }
        tc.label(ScenarioLabel.windowResize)
        var e = Episode(frame: s.keyboardFrame)
        e.append(.resizeWindow(frame))
        if s.keyboardPhase != .hidden, try tc.chance(50) {
            tc.label(ScenarioLabel.windowResizeWithNotes)
            try e.pair(.willChangeFrame, to: s.keyboardFrame, from: s.keyboardFrame, local: s.keyboardIsLocal)
        }
        return e.actions
    }

}

/// The repeating pattern rows are drawn from: the start screen tiles it, insertions reuse it.
struct RowTemplate: Sendable {
    var pattern: [RowSpec]
    var screenHeight: Double

    /// `count` rows continuing the pattern from position `start`.
    /// - Complexity: O(`count`).
    func rows(count: Int, startingAt start: Int) -> [RowSpec] {
        guard count > 0 else { return [] }
        // The pattern copied in runs, each from where the last left off (a table of 100,000 rows is drawn
        // for many scenarios, and shrinking draws it again for every attempt; a row at a time, through
        // generic collection code, is slow where the code is not optimized).
        return Array(unsafeUninitializedCapacity: count) { rows, initialized in
            pattern.withUnsafeBufferPointer { pattern in
                guard let source = pattern.baseAddress, let target = rows.baseAddress else { return }
                var filled = 0, from = start % pattern.count
                while filled < count {
                    let run = Swift.min(pattern.count - from, count - filled)
                    (target + filled).initialize(from: source + from, count: run)
                    filled += run
                    from = 0
                }
            }
            initialized = count
        }
    }
}
