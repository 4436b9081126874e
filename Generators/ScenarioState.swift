import ScrollGeometry

/// What the action generators know about the screen while they build a scenario: a light summary of
/// the ``Scene`` that the actions would produce, folded from the actions alone (``applying(_:)``), so
/// that every index path a generated action names exists when the action applies.
///
/// It holds no table geometry: rows are one small record each (height, control), the keyboard is its
/// last announced frame, and the anchor is the generator's estimate of the row a strategy keeps still
/// (the top visible row of a reading list, the bottom one of a chat), shifted by insertions and
/// deletions like the focused row.
struct ScenarioState: Sendable {
    /// One row as the generator sees it.
    struct RowInfo: Sendable, Hashable {
        var height: Float
        /// 0: no control, 1: text field, 2: text view.
        var control: UInt8
    }

    var layout: ScreenLayout
    let listKind: ListKind
    let style: TableView.Style
    let template: RowTemplate
    let maxActions: Int
    var sections: [[RowInfo]]
    var rowCount: Int
    /// The keyboard's last announced end frame (screen coordinates) and whether it was this app's.
    var keyboardFrame: Rect
    var keyboardIsLocal = true
    /// True once a notification has put the keyboard on screen: it is loaded, and no later show has a
    /// cold start (``KeyboardNotification/delayAfterFocus``).
    var keyboardHasShown = false
    var focused: IndexPath?
    var anchor: IndexPath?
    /// Where the list was last put to rest (initial scroll or the user's last scroll).
    var position: ScrollTarget
    var onScreen = true
    /// The user's finger is on the list: a drag began and has not ended.
    var isDragging = false
    var actionCount = 0
    /// Whether content changes may be drawn: false for a view controller that declares no door for data
    /// to arrive through (its data changes only when it says so).
    var contentChanges = true
    /// Whether the generator may top the keyboard with an input accessory view of its own imagining: on
    /// its own screens only. On a view controller's screen an accessory is the app's
    /// (`inputAccessoryView` of the responder it focuses), and the runner adds its height to the frames
    /// the keyboard's notifications carry; a keyboard taller by an accessory the app does not have is
    /// one no device shows (POLICIES item 24).
    var drawsAccessories: Bool { contentChanges }
    /// The labels of the doors data may arrive through (a view controller's own entry points).
    var doors: [String] = []
    /// The user's acts on the controller's own controls are drawn (view-controller mode): the return
    /// key in a focused text field, typing into a focused text view. Off for model-level scenarios, which
    /// draw no choice for them.
    var userActs = false
    /// ``StartScreen/returnKeyFocus``: where the return key sends the focus, by row.
    var returnKeyFocus: [IndexPath: IndexPath?] = [:]
    /// Whether the table sizes rows from estimates (`estimatedRowHeight`, or per-row estimates in the
    /// pattern the rows tile): rows laid out for the first time move the offset.
    let hasEstimates: Bool
    /// How many text controls the controller placed outside its table (``StartScreen/outsideControls``),
    /// and which of them is focused (a row's focus and this exclude each other).
    var outsideControls = 0
    var outsideFocused: Int?

    init(start: StartScreen, template: RowTemplate, maxActions: Int) {
        layout = start.layout
        listKind = start.listKind
        style = start.style
        self.template = template
        self.maxActions = maxActions
        sections = start.sections.map { specs in specs.map { RowInfo($0) } }
        rowCount = sections.reduce(0) { $0 + $1.count }
        keyboardFrame = Self.hiddenFrame(layout)
        position = start.initialScroll
        hasEstimates = start.estimatedRowHeight > 0 || template.pattern.contains { $0.estimatedHeight != nil }
        anchor = estimatedAnchor()
    }

    static func hiddenFrame(_ layout: ScreenLayout) -> Rect {
        let m = layout.metrics
        return Rect(x: 0, y: m.screenSize.height, width: m.screenSize.width,
                    height: m.dockedKeyboardHeight(predictive: true))
    }

    // MARK: Derived facts

    var isTable: Bool { style == .table }
    var screen: Rect { layout.screenBounds }
    var device: Device { layout.device }

    /// The keyboard phase the last notification left, read from its frame as a strategy would.
    enum KeyboardPhase: Equatable {
        case hidden
        /// Docked at the bottom with its top on screen and its bottom at the screen's bottom.
        case docked
        /// Only a hardware keyboard's shortcut bar on screen (the frame extends below the screen).
        case hardwareBar
        /// Undocked, split or floating: in mid-screen.
        case detached
        /// Another app's keyboard on screen.
        case otherApp
    }

    var keyboardPhase: KeyboardPhase {
        let k = keyboardFrame, s = screen
        guard k.height > 0, k.minY < s.maxY else { return .hidden }
        if !keyboardIsLocal { return .otherApp }
        if k.maxY > s.maxY + 0.5 { return .hardwareBar }
        if k.maxY < s.maxY - 0.5 || k.width < s.width { return .detached }
        return .docked
    }

    /// The docked keyboard's frame in the current orientation.
    func dockedFrame(predictive: Bool = true) -> Rect {
        let m = layout.metrics, h = m.dockedKeyboardHeight(predictive: predictive)
        return Rect(x: 0, y: m.screenSize.height - h, width: m.screenSize.width, height: h)
    }

    /// The hidden frame iOS reports: below the screen, with the docked keyboard's height.
    func hiddenFrame(height: Double? = nil) -> Rect {
        let m = layout.metrics
        return Rect(x: 0, y: m.screenSize.height, width: m.screenSize.width,
                    height: height ?? m.dockedKeyboardHeight(predictive: true))
    }

    /// The focused row's control: 0 none (or nothing focused), 1 text field, 2 text view.
    var focusedKind: UInt8 {
        guard let f = focused, sections.indices.contains(f.section), sections[f.section].indices.contains(f.row) else { return 0 }
        return sections[f.section][f.row].control
    }

    /// Whether the return key in the focused text field moves the focus to another row, as read from the
    /// controller (``StartScreen/returnKeyFocus``). The reading is taken on a controller off screen, and
    /// where it says the focus leaves or stays it has been seen to differ from the run (a next field
    /// whose cell was not loaded when it was read): the key is drawn only where it says the focus moves,
    /// so the keyboard the generator draws next agrees with the one the runner posts.
    var returnKeyMovesFocus: Bool {
        guard let f = focused, case .some(.some) = returnKeyFocus[f] else { return false }
        return true
    }

    func hasControl(_ ip: IndexPath) -> Bool { sections[ip.section][ip.row].control != 0 }
    func isTextView(_ ip: IndexPath) -> Bool { sections[ip.section][ip.row].control == 2 }

    func row(_ ip: IndexPath) -> RowInfo { sections[ip.section][ip.row] }

    /// The `n`-th row in reading order (0 ≤ n < rowCount).
    /// - Complexity: O(number of sections).
    func indexPath(flat n: Int) -> IndexPath {
        var rest = n
        for (s, rows) in sections.enumerated() {
            if rest < rows.count { return IndexPath(row: rest, section: s) }
            rest -= rows.count
        }
        return IndexPath(row: 0, section: 0)
    }

    func flat(_ ip: IndexPath) -> Int {
        sections[..<ip.section].reduce(0) { $0 + $1.count } + ip.row
    }

    var lastIndexPath: IndexPath? { rowCount == 0 ? nil : indexPath(flat: rowCount - 1) }

    /// The first row with a control at or after the `n`-th row, wrapping around, or nil when no row has
    /// one. With the tiled row pattern a control is usually within one pattern period.
    func focusableRow(from n: Int) -> IndexPath? {
        guard rowCount > 0 else { return nil }
        for step in 0..<Swift.min(rowCount, 64) {
            let ip = indexPath(flat: (n + step) % rowCount)
            if hasControl(ip) { return ip }
        }
        // A long stretch without controls: the first control in the list, if any.
        return firstFocusable()
    }

    func firstFocusable() -> IndexPath? {
        for (s, rows) in sections.enumerated() {
            if let r = rows.firstIndex(where: { $0.control != 0 }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The generator's estimate of the anchor row for ``position``: the row at the top of the visible
    /// area (reading list) or at its bottom (chat).
    func estimatedAnchor() -> IndexPath? {
        guard rowCount > 0 else { return nil }
        let visible = screen.height - (keyboardPhase == .docked ? keyboardFrame.height : 0)
        switch (position, listKind) {
        case (.top, .readingList): return indexPath(flat: 0)
        case (.bottom, .chat): return indexPath(flat: rowCount - 1)
        case (.bottom, .readingList):
            // The top visible row when resting at the bottom: walk up one screen from the end.
            var sum = 0.0, n = rowCount - 1
            while n > 0, sum + Double(row(indexPath(flat: n)).height) < visible {
                sum += Double(row(indexPath(flat: n)).height)
                n -= 1
            }
            return indexPath(flat: n)
        case (.top, .chat):
            var sum = 0.0, n = 0
            while n < rowCount - 1, sum + Double(row(indexPath(flat: n)).height) < visible {
                sum += Double(row(indexPath(flat: n)).height)
                n += 1
            }
            return indexPath(flat: n)
        case let (.fraction(f), _):
            return indexPath(flat: Swift.min(rowCount - 1, Int(f * Double(rowCount))))
        }
    }

    // MARK: Folding actions

    /// The state after `action`, as the model would leave it.
    func applying(_ action: Action) -> ScenarioState {
        var next = self
        next.apply(action)
        return next
    }

    mutating func apply(_ action: Action) {
        actionCount += 1
        switch action {
        case let .keyboard(note):
            keyboardFrame = note.endFrame
            keyboardIsLocal = note.isLocal
            if keyboardPhase != .hidden { keyboardHasShown = true }
        case let .beginEditing(ip):
            focused = ip
            outsideFocused = nil
        case .endEditing:
            focused = nil
            outsideFocused = nil
        case let .tapOutsideControl(index):
            focused = nil
            outsideFocused = index
        case let .update(update): apply(update)
        case let .userScroll(target), let .drag(.ended(target)):
            if case .drag = action { isDragging = false }
            position = target
            anchor = estimatedAnchor()
        case .drag(.began):
            isDragging = true
        case .drag(.moved):
            // Somewhere between where the drag began and the finger's move: the estimate stays.
            break
        case .rotate:
            let wasHidden = keyboardPhase == .hidden
            layout = layout.rotated()
            if wasHidden { keyboardFrame = hiddenFrame() }
        case let .resizeWindow(frame):
            layout = layout.resized(windowFrame: frame)
        case .viewWillDisappear: onScreen = false
        case .viewDidAppear: onScreen = true
        case .interactivePopCancelled: break
        case .returnKey:
            // What the controller's `textFieldShouldReturn(_:)` did on the screen it built (read with
            // it): the focus moves to the row it named (the keyboard, already up, is announced again
            // with its frame unchanged) or leaves the table, and then the keyboard hides. Without a
            // reading, the focus stays.
            guard let from = focused, let target = returnKeyFocus[from] else { break }
            focused = target
            if target == nil, keyboardPhase != .hidden, keyboardIsLocal { keyboardFrame = hiddenFrame(height: keyboardFrame.height) }
        case .typeLines:
            // The text view's row grows by the app's own code; the rows keep their paths.
            break
        case let .animatedScroll(scroll):
            // Where the app's scroll ends, as the generator estimates it (an interruption may change it).
            switch scroll.call {
            case let .setContentOffset(target): position = target
            case let .scrollToRow(path, _):
                position = rowCount > 1 ? .fraction(Double(flat(path)) / Double(rowCount - 1)) : .top
            }
            anchor = estimatedAnchor()
        case .door:
            // What the app's own method changes is known only once it runs: the rows stay as they were
            // here, and acts on rows that moved are resolved (or skipped) against the live screen.
            break
        }
    }

    mutating func apply(_ update: RowUpdate) {
        switch update {
        case let .insert(paths, rows):
            for (ip, spec) in zip(paths, rows) {
                sections[ip.section].insert(RowInfo(spec), at: ip.row)
                focused = focused.map { Self.shiftedForInsert($0, at: ip) }
                anchor = anchor.map { Self.shiftedForInsert($0, at: ip) }
            }
            rowCount += rows.count
        case let .delete(paths):
            for ip in paths.sorted(by: >) {
                sections[ip.section].remove(at: ip.row)
                focused = Self.shiftedForDelete(focused, at: ip)
                anchor = Self.shiftedForDelete(anchor, at: ip)
            }
            rowCount -= paths.count
            if anchor == nil, rowCount > 0 { anchor = estimatedAnchor() }
        case let .reload(paths, heights):
            for (ip, h) in zip(paths, heights) { sections[ip.section][ip.row].height = Float(h) }
        case let .resize(ip, height):
            sections[ip.section][ip.row].height = Float(height)
        case .reloadAll:
            break
        case let .insertSections(indices, rows):
            for (s, specs) in zip(indices, rows).sorted(by: { $0.0 < $1.0 }) {
                sections.insert(specs.map(RowInfo.init), at: s)
                focused = focused.map { Self.shiftedForSectionInsert($0, at: s) }
                anchor = anchor.map { Self.shiftedForSectionInsert($0, at: s) }
                rowCount += specs.count
            }
        case let .deleteSections(indices):
            for s in indices.sorted(by: >) {
                rowCount -= sections[s].count
                sections.remove(at: s)
                focused = Self.shiftedForSectionDelete(focused, at: s)
                anchor = Self.shiftedForSectionDelete(anchor, at: s)
            }
            if anchor == nil, rowCount > 0 { anchor = estimatedAnchor() }
        }
    }

    /// A tracked row after a section is inserted at `section` (an index after the insertion).
    static func shiftedForSectionInsert(_ tracked: IndexPath, at section: Int) -> IndexPath {
        tracked.section >= section ? IndexPath(row: tracked.row, section: tracked.section + 1) : tracked
    }

    /// A tracked row after the section at `section` is deleted: gone with it, or one section up.
    static func shiftedForSectionDelete(_ tracked: IndexPath?, at section: Int) -> IndexPath? {
        guard let tracked, tracked.section >= section else { return tracked }
        if tracked.section == section { return nil }
        return IndexPath(row: tracked.row, section: tracked.section - 1)
    }

    static func shiftedForInsert(_ tracked: IndexPath, at ip: IndexPath) -> IndexPath {
        guard tracked.section == ip.section, tracked.row >= ip.row else { return tracked }
        return IndexPath(row: tracked.row + 1, section: tracked.section)
    }

    static func shiftedForDelete(_ tracked: IndexPath?, at ip: IndexPath) -> IndexPath? {
        guard let tracked, tracked.section == ip.section, tracked.row >= ip.row else { return tracked }
        if tracked.row == ip.row { return nil }
        return IndexPath(row: tracked.row - 1, section: tracked.section)
    }
}

extension ScenarioState.RowInfo {
    init(_ spec: RowSpec) {
        let control: UInt8
        switch spec.control?.kind {
        case .none: control = 0
        case .textField?: control = 1
        case .textView?: control = 2
        }
        self.init(height: Float(spec.height), control: control)
    }
}
