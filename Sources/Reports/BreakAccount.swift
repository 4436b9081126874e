import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// What broke at a trace's broken step, told in **one coordinate space** and with the magnitude that
/// matters (how far the field is hidden, how far the list jumped), measured on the replayed scene the
/// way the pictures draw it.
///
/// Places are screen points, y down from the screen's top — the space of the pictures and of the
/// keyboard notifications' frames. The offset-bounds account is the one exception: a scroll position
/// is a number in the scroll view's own bounds space (`contentOffset.y`) and is told there, alone.
/// The invariant's own message stays beside it for its full values.
enum BreakAccount {
    /// The account of `trace`'s violation, or `nil` when it has none or the invariant's values are
    /// not places (round trip, exceptions: the invariant's message says it all).
    static func sentence(_ trace: FindingTrace) -> String? {
        guard let violation = trace.violation,
              let index = trace.steps.firstIndex(where: { $0.step == violation.step }) else { return nil }
        let step = trace.steps[index]
        let previous = trace.scenesBefore[index]
        let g = PictureGeometry(scene: step.scene)
        let account: String?
        switch violation.invariant {
        case .focusVisibility: account = focusVisibility(g)
        case .anchorStability: account = previous.flatMap { anchorStability(g, previous: $0, listKind: trace.listKind) }
        case .bottomPinning:
            // Back from a pushed screen (the judged turn holds the appearance): the state before the step
            // is the screen away, not what the user last saw; the promise was the bottom the chat rested
            // at when the screen left.
            let turnStart = (trace.steps[..<index].lastIndex(where: \.judged) ?? -1) + 1
            let returning = trace.steps[turnStart...index].contains { $0.action == .viewDidAppear }
            account = previous.flatMap { bottomPinning(g, previous: $0, returning: returning) }
        case .offsetBounds: account = offsetBounds(step.scene)
        case .reachability: account = reachability(g)
        case .roundTrip, .noUIKitException: account = nil
        }
        return account.map { $0 + (keyboardNote(step.scene).map { "; " + $0 } ?? "") }
    }

    /// The largest amount told as a sliver: a break of 1 to 3 pt is easy to dismiss as rounding, so
    /// the account says it is the whole failure and what a person sees.
    static let sliver = 3.0

    /// "the keyboard is undocked (floating at y 823), so it covers nothing the app must keep clear", for a
    /// keyboard on screen that is not docked at the screen's bottom, or that belongs to another app;
    /// `nil` for a docked keyboard of this app or none. Screen points.
    static func keyboardNote(_ scene: Scene) -> String? {
        let k = scene.keyboardFrame, screen = scene.layout.screenBounds
        guard !scene.keyboardIsHiding, k.height > 0, k.minY < screen.maxY, k.maxY > screen.minY else { return nil }
        if !scene.keyboardIsDocked {
            let place = k.width < screen.width ? "floating (at y \(n(k.minY)), \(n(k.width)) pt wide)" : "undocked (floating at y \(n(k.minY)))"
            return "the keyboard is \(place), so it covers nothing the app must keep clear"
        }
        if !scene.keyboardIsLocal { return "the keyboard belongs to another app (multitasking), so it covers nothing the app must keep clear" }
        return nil
    }

    static let space = "screen points, y down"

    /// What ends the visible region at its bottom, named for a sentence: the app's own opaque view over
    /// the list (``Scene/appCoverTopInWindow``), the keyboard's top, or the safe area and bars.
    static func bottomEdge(_ scene: Scene) -> (edge: String, under: String) {
        if scene.appCoverTopInWindow != nil { return ("the top of the app's own view over the list", "under the app's own view") }
        if scene.obscuringKeyboardFrameInWindow != nil { return ("the keyboard's top", "under the keyboard") }
        return ("the visible bottom", "below the visible bottom")
    }

    static func focusVisibility(_ g: PictureGeometry) -> String? {
        guard let control = g.scene.focusedControlFrame.map(g.contentToScreen) else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let (edge, under) = bottomEdge(g.scene)
        if control.maxY > region.maxY + StepMotion.tolerance {
            let hidden = Swift.min(control.height, control.maxY - region.maxY)
            return "the focused field spans from y \(n(control.minY)) to \(n(control.maxY)) but \(edge) is at y \(n(region.maxY)): "
                + "\(n(hidden)) of its \(n(control.height)) pt are hidden (\(space))"
                + (hidden <= sliver ? "; \(n(hidden)) pt of the field's bottom edge stays \(under): a sliver, but it is the whole failure (the field's bottom border and descenders are cut)" : "")
        }
        if control.minY < region.minY - StepMotion.tolerance {
            let hidden = Swift.min(control.height, region.minY - control.minY)
            return "the focused field spans from y \(n(control.minY)) to \(n(control.maxY)) but the visible top is at y \(n(region.minY)): "
                + "\(n(hidden)) of its \(n(control.height)) pt are hidden above (\(space))"
                + (hidden <= sliver ? "; \(n(hidden)) pt of the field's top edge stays under the bars: a sliver, but it is the whole failure" : "")
        }
        return nil
    }

    /// The anchor's place before the step against its place now: the jump is how far the reader's
    /// row moved on screen relative to the anchored edge.
    static func anchorStability(_ g: PictureGeometry, previous: Scene, listKind: ListKind) -> String? {
        guard let record = AnchorRecord.pick(in: previous, kind: listKind, tolerance: Invariant.tolerance),
              let (target, distance, rect) = record.survivor(in: g.scene.tableView) else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let point = TrackedPoint(target: target, listKind: listKind)
        let now = g.contentToScreen(rect)
        let edge: String, expected: Double, actual: Double
        switch listKind {
        case .readingList:
            edge = "the visible top (y \(n(region.minY)))"
            expected = region.minY + distance
            actual = now.minY
        case .chat:
            edge = "the visible bottom (y \(n(region.maxY)))"
            expected = region.maxY - distance
            actual = now.maxY
        }
        let jump = abs(actual - expected)
        return "\(point.name(in: g.scene)) should be at y \(n(expected)), \(n(abs(distance))) pt \(distance >= 0 ? "from" : "beyond") \(edge) as before the step; "
            + "it is at y \(n(actual)): the list jumped \(StepMotion.distance(actual - expected)) (\(space))"
            + (jump <= sliver ? "; a \(n(jump)) pt jump is the whole failure: small, but the text the reader is on visibly shifts" : "")
    }

    static func bottomPinning(_ g: PictureGeometry, previous: Scene, returning: Bool = false) -> String? {
        guard let last = g.scene.tableView.lastIndexPath else { return nil }
        let end = g.rowOnScreen(last).maxY
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let before = PictureGeometry(scene: previous)
        let endBefore = previous.tableView.lastIndexPath.map { before.rowOnScreen($0).maxY }
        let was = returning ? " (the chat rested at its bottom when the screen left)"
            : endBefore.map { " (before the step: y \(n($0)), visible bottom y \(n(before.toScreen(previous.visibleRegionInWindow).maxY)))" } ?? ""
        let gap = end - region.maxY
        let place = gap > 0 ? "\(n(gap)) pt below the visible bottom at y \(n(region.maxY))"
            : "\(n(region.minY - end)) pt above the visible top at y \(n(region.minY))"
        return "the last row now ends at y \(n(end)), \(place)\(was) (\(space))"
    }

    static func offsetBounds(_ scene: Scene) -> String? {
        let scroll = scene.tableView.scrollView
        let range = scroll.validOffsetRange, y = scroll.contentOffset.y
        if y > range.upperBound {
            return "contentOffset.y \(n(y)) is \(n(y - range.upperBound)) pt past the largest valid offset \(n(range.upperBound)) "
                + "(the scroll view's bounds space: the list shows that much empty space past its end)"
        }
        if y < range.lowerBound {
            return "contentOffset.y \(n(y)) is \(n(range.lowerBound - y)) pt before the smallest valid offset \(n(range.lowerBound)) "
                + "(the scroll view's bounds space: the list shows that much empty space before its start)"
        }
        return nil
    }

    static func reachability(_ g: PictureGeometry) -> String? {
        let table = g.scene.tableView
        let area = VisibleArea(g.scene)
        let hidden = table.contentSize.height - area.bottom(atOffset: table.scrollView.maxOffsetY)
        guard hidden > StepMotion.tolerance else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let under = bottomEdge(g.scene).under
        let last = table.lastIndexPath.map { table.rectForRow(at: $0).height } ?? 0
        let whose = hidden <= last ? "of the last row" : "of the content (more than the last row)"
        return "scrolled as far as it goes, the content still runs \(n(hidden)) pt past the visible bottom at y \(n(region.maxY)): "
            + "\(n(hidden)) pt \(whose) \(abs(hidden - 1) < 0.05 ? "stays" : "stay") \(under) and can never be read (\(space))"
            + (hidden <= sliver ? "; a sliver, but it is the whole failure: the last row can never be seen whole" : "")
    }

    private static func n(_ v: Double) -> String { Format.number(v) }
}
