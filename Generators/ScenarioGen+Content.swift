import PropertyCheck
import ScrollGeometry

/// Content changes and user actions: insertions, deletions, reloads, height changes, scrolls, view
/// appearance. Index paths come from the generator state, so they exist when the action applies.
extension ScenarioGen {
    /// Whether a content change is possible: any on a table; only height changes on a scroll-view form.
    /// Whether a content change is possible: any on a table; only height changes on a scroll-view form;
    /// on a view controller's own screen, only through the doors it declares.
    static func canChangeContent(_ s: ScenarioState) -> Bool {
        s.contentChanges ? (s.isTable || s.rowCount > 0) : !s.doors.isEmpty
    }

    static func drawContentUpdate(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        if !s.contentChanges {
            // Data arrives only through the controller's own doors.
            let index = try tc.uniform(0...(s.doors.count - 1))
            tc.label(ScenarioLabel.appDoor)
            return [.door(index, name: s.doors[index])]
        }
        guard s.isTable else { return [.update(try drawResize(s, &tc))] }
        let hasRows = s.rowCount > 0
        let chat = s.listKind == .chat
        var weights = [40, hasRows ? 15 : 0, hasRows ? 8 : 0, 5, hasRows ? 20 : 0, chat ? 15 : 0]
        // A table in sections (a grouped form, a list with day sections) also gains and loses whole
        // sections. Those alternatives come last and weigh nothing for a list of one section, so every
        // other choice value means the same whatever the list.
        if s.sections.count > 1 { weights += [18, 15] }
        switch try tc.pick(weights) {
        case 6: return [.update(try drawInsertSections(s, &tc))]
        case 7: return [.update(try drawDeleteSections(s, &tc))]
        case 1: return [.update(try drawDelete(s, &tc))]
        case 2:
            tc.label(ScenarioLabel.reloadRows)
            let count = Swift.min(s.rowCount, try tc.uniform(1...3))
            let first = try tc.uniform(0...(s.rowCount - count))
            let paths = (first..<first + count).map(s.indexPath(flat:))
            var heights: [Double] = []
            for _ in paths { heights.append(try drawHeight(screenHeight: s.template.screenHeight, &tc)) }
            return [.update(.reload(paths, heights: heights))]
        case 3:
            tc.label(ScenarioLabel.reloadData)
            return [.update(.reloadAll)]
        case 4: return [.update(try drawResize(s, &tc))]
        case 5:
            // A new message arrives at the bottom of a chat.
            tc.label(ScenarioLabel.insertBottom)
            if s.position == .bottom { tc.label(ScenarioLabel.chatAppend) }
            let section = s.sections.count - 1
            let rows = try drawNewRows(count: 1, s, &tc)
            return [.update(.insert(at: [IndexPath(row: s.sections[section].count, section: section)], rows: rows))]
        default: return [.update(try drawInsert(s, &tc))]
        }
    }

    /// New rows continuing the screen's row pattern, the first sometimes of a new height.
    static func drawNewRows(count: Int, _ s: ScenarioState, _ tc: inout TestCase) throws -> [RowSpec] {
        let start = try tc.uniform(0...(s.template.pattern.count - 1))
        var rows = s.template.rows(count: count, startingAt: start)
        if try tc.chance(25) { rows[0].height = try drawHeight(screenHeight: s.template.screenHeight, &tc) }
        return rows
    }

    static func drawInsert(_ s: ScenarioState, _ tc: inout TestCase) throws -> RowUpdate {
        var count = 1
        if try tc.chance(25) {
            count = try tc.int(2...50)
            tc.label(ScenarioLabel.batchInsert)
        }
        let at: IndexPath
        switch try tc.pick([3, 2, 3]) {
        case 1:
            tc.label(ScenarioLabel.insertMiddle)
            let section = try tc.uniform(0...(s.sections.count - 1))
            at = IndexPath(row: try tc.uniform(0...s.sections[section].count), section: section)
        case 2:
            tc.label(ScenarioLabel.insertBottom)
            let section = s.sections.count - 1
            at = IndexPath(row: s.sections[section].count, section: section)
        default:
            tc.label(ScenarioLabel.insertTop)
            at = IndexPath(row: 0, section: 0)
        }
        let rows = try drawNewRows(count: count, s, &tc)
        let paths = (0..<count).map { IndexPath(row: at.row + $0, section: at.section) }
        return .insert(at: paths, rows: rows)
    }

    static func drawDelete(_ s: ScenarioState, _ tc: inout TestCase) throws -> RowUpdate {
        switch try tc.pick([4, s.anchor != nil ? 3 : 0, s.focused != nil ? 5 : 0, s.rowCount > 1 ? 3 : 0]) {
        case 1:
            tc.label(ScenarioLabel.deleteAnchorRow)
            return .delete([s.anchor ?? IndexPath(row: 0)])
        case 2:
            tc.label(ScenarioLabel.deleteFocusedRow)
            return .delete([s.focused ?? IndexPath(row: 0)])
        case 3:
            tc.label(ScenarioLabel.batchDelete)
            let count = try tc.uniform(2...Swift.min(s.rowCount, 20))
            let first = try tc.uniform(0...(s.rowCount - count))
            return .delete((first..<first + count).map(s.indexPath(flat:)))
        default:
            tc.label(ScenarioLabel.delete)
            return .delete([s.indexPath(flat: try tc.int(0...(s.rowCount - 1)))])
        }
    }

    /// 1–3 new sections of 0–5 rows each (an empty section included), side by side at the top, in the
    /// middle or at the bottom (`insertSections`; indices name the table after the update).
    static func drawInsertSections(_ s: ScenarioState, _ tc: inout TestCase) throws -> RowUpdate {
        tc.label(ScenarioLabel.insertSection)
        let count = try tc.uniform(1...3)
        let at: Int
        switch try tc.pick([3, s.sections.count > 1 ? 2 : 0, 3]) {
        case 1: at = try tc.uniform(1...(s.sections.count - 1))
        case 2: at = s.sections.count
        default: at = 0
        }
        var rows: [[RowSpec]] = []
        for _ in 0..<count {
            let n = try tc.uniform(0...5)
            rows.append(n == 0 ? [] : try drawNewRows(count: n, s, &tc))
        }
        if rows.contains(where: \.isEmpty) { tc.label(ScenarioLabel.emptySection) }
        return .insertSections(at: Array(at..<(at + count)), rows: rows)
    }

    /// One or two sections deleted with their rows (`deleteSections`): the anchor row's, the focused
    /// row's, an empty one, or any; the table always keeps one section (the other draws insert into it).
    /// - Precondition: the table has at least two sections.
    static func drawDeleteSections(_ s: ScenarioState, _ tc: inout TestCase) throws -> RowUpdate {
        tc.label(ScenarioLabel.deleteSection)
        let empty = s.sections.firstIndex(where: \.isEmpty)
        var sections: [Int]
        switch try tc.pick([4, s.anchor != nil ? 3 : 0, s.focused != nil ? 3 : 0, empty != nil ? 2 : 0]) {
        case 1:
            tc.label(ScenarioLabel.deleteAnchorRow)
            sections = [s.anchor?.section ?? 0]
        case 2:
            tc.label(ScenarioLabel.deleteFocusedRow)
            sections = [s.focused?.section ?? 0]
        case 3: sections = [empty ?? 0]
        default: sections = [try tc.uniform(0...(s.sections.count - 1))]
        }
        if s.sections.count > 2, try tc.chance(25) {
            let other = try tc.uniform(0...(s.sections.count - 2))
            sections.append(other >= sections[0] ? other + 1 : other)
        }
        if sections.contains(where: { s.sections[$0].isEmpty }) { tc.label(ScenarioLabel.emptySection) }
        return .deleteSections(sections)
    }

    /// A row's height changes: the focused text view grows (or shrinks) by lines as the user types, an
    /// image arrives in some row, or the anchor row itself changes.
    static func drawResize(_ s: ScenarioState, _ tc: inout TestCase) throws -> RowUpdate {
        let focusedTextView = s.focused.map { s.row($0).control == 2 } ?? false
        switch try tc.pick([3, focusedTextView ? 8 : 0, s.anchor != nil ? 3 : 0]) {
        case 1:
            tc.label(ScenarioLabel.resizeFocusedTextView)
            let ip = s.focused ?? IndexPath(row: 0)
            let lines = try tc.int(-2...8)
            let height = Swift.max(1, Double(s.row(ip).height) + Double(lines == 0 ? 1 : lines) * 22)
            return .resize(ip, height: height)
        case 2:
            tc.label(ScenarioLabel.resizeAnchorRow)
            return .resize(s.anchor ?? IndexPath(row: 0), height: try drawHeight(screenHeight: s.template.screenHeight, &tc))
        default:
            tc.label(ScenarioLabel.resizeImageRow)
            let ip = s.indexPath(flat: try tc.int(0...(s.rowCount - 1)))
            return .resize(ip, height: try drawHeight(screenHeight: s.template.screenHeight, &tc))
        }
    }

    static func drawUserScroll(_ tc: inout TestCase) throws -> [Action] {
        switch try tc.pick([2, 2, 4]) {
        case 1:
            tc.label(ScenarioLabel.scrollBottom)
            return [.userScroll(.bottom)]
        case 2:
            tc.label(ScenarioLabel.scrollOffset)
            return [.userScroll(.fraction(try tc.fraction()))]
        default:
            tc.label(ScenarioLabel.scrollTop)
            return [.userScroll(.top)]
        }
    }

    // MARK: Appearance

    /// Another screen is pushed: editing ends and the keyboard hides (or, as UIKit also does, the view
    /// disappears first and the hide arrives after), the pushed screen may show and hide its own
    /// keyboard, and this view may come back at once or stay away for later steps.
    ///
    /// Or the user begins the interactive pop (swipe back) and lets go: the screen stays, the keyboard
    /// and the focus with it, and only the lifecycle callbacks of a cancelled transition arrive.
    static func drawDisappearance(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        if try tc.chance(25) {
            tc.label(ScenarioLabel.interactivePopCancelled)
            return [.interactivePopCancelled]
        }
        tc.label(ScenarioLabel.disappearAppear)
        var e = Episode(frame: s.keyboardFrame)
        let phase = s.keyboardPhase
        let keyboardUp = phase == .docked || phase == .hardwareBar || phase == .detached
        let disappearFirst = try tc.chance(40) && (keyboardUp || s.focused != nil)
        if disappearFirst {
            tc.label(ScenarioLabel.disappearBeforeHide)
            e.append(.viewWillDisappear)
        }
        if s.focused != nil {
            tc.label(ScenarioLabel.endEditing)
            e.append(.endEditing)
        }
        if keyboardUp {
            try e.pair(phase == .detached ? .willChangeFrame : .willHide, to: s.hiddenFrame(height: s.keyboardFrame.height))
        }
        if !disappearFirst { e.append(.viewWillDisappear) }
        if try tc.chance(30) { try drawPushedScreenKeyboard(s, &e, &tc) }
        if try tc.chance(40) { e.append(.viewDidAppear) }
        return e.actions
    }

    /// The pushed screen shows and hides its own keyboard; the notifications are this app's, and reach
    /// any observer this screen left registered. With `goingBack`, the user goes back with the keyboard
    /// still up: this screen appears, and the keyboard hides as it does (``RunLoopClock``).
    static func drawPushedScreenKeyboard(_ s: ScenarioState, _ e: inout Episode, goingBack: Bool = false,
                                         _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbPushedScreenKeyboard)
        let hidden = s.hiddenFrame()
        let docked = try drawDockedFrame(s, &tc)
        e.forAnotherScreen = true
        defer { e.forAnotherScreen = false }
        try e.pair(.willShow, to: docked, from: hidden)
        if goingBack {
            tc.label(ScenarioLabel.backWithPushedScreenKeyboard)
            e.append(.viewDidAppear)
        }
        try e.pair(.willHide, to: s.hiddenFrame(height: docked.height))
    }

    /// A step while the view is off screen: it appears again (plainest), the data changes, the pushed
    /// screen uses its keyboard, the device rotates, or the user goes back with the pushed screen's
    /// keyboard up.
    static func drawOffScreenStep(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        // The user going back with the pushed screen's keyboard up takes a ticket of the plain return's
        // and, where the data can change, one of the data change's: a fifth of the off-screen steps
        // either way, and seeded runs change only where it is drawn.
        let content = canChangeContent(s)
        switch try tc.pick([2, content ? 4 : 0, 1, 1, content ? 2 : 1], ticketOrder: [0, 4, 1, 2, 3]) {
        case 4:
            var e = Episode(frame: s.keyboardFrame)
            try drawPushedScreenKeyboard(s, &e, goingBack: true, &tc)
            return e.actions
        case 1:
            tc.label(ScenarioLabel.updateWhileOffScreen)
            return try drawContentUpdate(s, &tc)
        case 2:
            var e = Episode(frame: s.keyboardFrame)
            try drawPushedScreenKeyboard(s, &e, &tc)
            return e.actions
        case 3:
            tc.label(ScenarioLabel.rotate)
            return [.rotate]
        default:
            return [.viewDidAppear]
        }
    }
}
